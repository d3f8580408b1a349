// Runs one of the browser specs (tests/e2e/a11y.spec.ts, csp.spec.ts) with
// Playwright as a child process: its own free port for the local server
// (playwright.config.ts starts it), its own output folder, its own process
// group (ended when it is done, so no server is left behind), and a JSON
// report read back into one line per problem.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './server.ts'
import { stripVTControlCharacters } from 'node:util'

interface SpecOutcome {
  passed: number
  failed: number
  skipped: number
  flaky: number
  /** One entry per failed test: its title, project and the problem lines of its error. */
  failures: { title: string; project: string; problems: string[] }[]
}

interface JsonSuite {
  suites?: JsonSuite[]
  specs?: { title: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
}

/**
 * The problem lines of a failed test. The specs put them in their assertion
 * message as "- …" lines; anything else (a timeout, a crash) is reported by
 * its first line.
 */
export function problemLines(message: string): string[] {
  const text = stripVTControlCharacters(message)
  const listed = text
    .split('\n')
    .map((l) => l.replace(/^\s*(Error:\s*)?/, ''))
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2).trim())
  return listed.length
    ? listed
    : [
        text
          .split('\n')
          .find((l) => l.trim())
          ?.trim() ?? 'failed',
      ]
}

export function readReport(json: { suites?: JsonSuite[] }): SpecOutcome {
  const out: SpecOutcome = { passed: 0, failed: 0, skipped: 0, flaky: 0, failures: [] }
  const walk = (suite: JsonSuite) => {
    for (const s of suite.suites ?? []) walk(s)
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        if (t.status === 'skipped') out.skipped++
        else if (t.status === 'expected') out.passed++
        else if (t.status === 'flaky') out.flaky++
        else {
          out.failed++
          const message = t.results.map((r) => r.error?.message).find(Boolean) ?? 'failed'
          out.failures.push({ title: spec.title, project: t.projectName, problems: problemLines(message) })
        }
      }
  }
  for (const s of json.suites ?? []) walk(s)
  return out
}

export async function runSpec(root: string, spec: string, name: string, extraArgs: string[] = []): Promise<SpecOutcome> {
  const outDir = join(root, '.tmp/audit', name)
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const reportFile = join(outDir, 'report.json')
  const port = await freePort()
  const child = spawn('npx', ['playwright', 'test', spec, '--reporter=dot,json', `--output=${join(outDir, 'results')}`, ...extraArgs], {
    cwd: root,
    env: { ...process.env, BROWSER_PAGES: 'all', E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {}
  }
  process.once('SIGINT', stop)
  try {
    await new Promise<void>((resolve) => child.once('exit', () => resolve()))
  } finally {
    process.off('SIGINT', stop)
    stop() // the web server Playwright started, should it outlive Playwright
  }
  try {
    return readReport(JSON.parse(readFileSync(reportFile, 'utf8')))
  } catch {
    throw new Error(`Playwright wrote no report for ${spec} (see its output above)`)
  }
}
