// Times a production build in a workspace, phase by phase, the way
// `npm run build` runs it: generate (validate content, write src/generated),
// vike build (bundle), prerender (every page's HTML), postbuild (sitemap,
// _redirects, _headers), with the peak memory (RSS) of each phase's largest process.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface BuildTiming {
  /** Set when a phase failed: which one, after how long, and the gist of its last output. */
  failure?: { phase: string; afterMs: number; reason: string; peakRssMb: number }
  /** HTML files written (all of them, or those written before a failure). */
  pages: number
  /** Pages the route list asks for, plus 404.html. */
  expectedPages: number
  /** Each phase's time and the peak RSS (MB) of its largest Node process. */
  phases: { name: string; ms: number; peakRssMb: number }[]
  totalMs: number
  /** Bytes of HTML written (all pages). */
  htmlBytes: number
}

const RSS_PRELOAD = resolve(import.meta.dirname, 'report-rss.cjs')

/** Peak RSS in MB of the processes that reported to `file` (see report-rss.cjs). */
function peakRss(file: string): number {
  if (!existsSync(file)) return 0
  const kbs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number)
  rmSync(file)
  return Math.max(0, ...kbs) / 1024
}

function run(cmd: string, args: string[], cwd: string, env: Record<string, string>, rssFile: string): Promise<void> {
  const nodeOptions = [env.NODE_OPTIONS ?? process.env.NODE_OPTIONS, `--require=${RSS_PRELOAD}`].filter(Boolean).join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env, NODE_OPTIONS: nodeOptions, BENCH_RSS_FILE: rssFile },
    })
    let tail = ''
    const keep = (b: Buffer) => {
      tail = (tail + b.toString()).slice(-3000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(gist(tail) ?? `exited with code ${code}`))))
  })
}

/** The line of a failed build's output that says why (out of memory, an error message). */
function gist(output: string): string | undefined {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return lines.find((l) => /heap out of memory|FATAL ERROR/i.test(l)) ?? lines.find((l) => /^(Error|\w*Error):/.test(l)) ?? lines.at(-1)
}

function htmlStats(dir: string): { pages: number; bytes: number } {
  const html = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
  return { pages: html.length, bytes: html.reduce((n, f) => n + statSync(join(dir, f)).size, 0) }
}

export async function timeBuild(
  dir: string,
  log: (line: string) => void = () => {},
  env: Record<string, string> = {},
): Promise<BuildTiming> {
  const phases: BuildTiming['phases'] = []
  // The steps of `npm run build` (package.json), in Node's default heap unless env sets NODE_OPTIONS.
  const steps: [string, string, string[]][] = [
    ['generate', 'npx', ['tsx', 'scripts/generate.ts', `--root=${join(dir, 'content')}`]],
    ['vike build', 'npx', ['vike', 'build']],
    ['prerender', 'npx', ['tsx', 'scripts/prerender.ts']],
    ['postbuild', 'npx', ['tsx', 'scripts/postbuild.ts']],
  ]
  mkdirSync(join(dir, '.tmp'), { recursive: true })
  const rssFile = join(dir, '.tmp', 'bench-rss.txt')
  let failure: BuildTiming['failure']
  for (const [name, cmd, args] of steps) {
    const t = performance.now()
    try {
      await run(cmd, args, dir, env, rssFile)
    } catch (error) {
      failure = { phase: name, afterMs: performance.now() - t, reason: (error as Error).message, peakRssMb: peakRss(rssFile) }
      log(`    ${name}: failed after ${((performance.now() - t) / 1000).toFixed(1)} s: ${failure.reason}`)
      break
    }
    const peakRssMb = peakRss(rssFile)
    phases.push({ name, ms: performance.now() - t, peakRssMb })
    log(`    ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s, peak RSS ${peakRssMb.toFixed(0)} MB`)
  }
  // After a failure, what the build had written by then (vike prerenders into dist/client).
  const { pages, bytes } = existsSync(join(dir, 'dist')) ? htmlStats(join(dir, 'dist')) : { pages: 0, bytes: 0 }
  const routesFile = join(dir, 'src/generated/routes.ts')
  const expectedPages = existsSync(routesFile) ? (readFileSync(routesFile, 'utf8').match(/"path":/g)?.length ?? 0) + 1 : 0
  return {
    failure,
    pages,
    expectedPages,
    phases,
    totalMs: phases.reduce((n, p) => n + p.ms, 0) + (failure?.afterMs ?? 0),
    htmlBytes: bytes,
  }
}
