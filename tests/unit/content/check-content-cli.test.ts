// `npm run check:content` run once, on a copy of the real content with the fixture site
// tests/fixtures/sites/check-content-cli/ laid over it (two pages of its own, one with schema
// problems, one with a token typo and a link to no page) and a redirect chain appended: every
// problem of every file in that one run, each as file:line:col  field.path  message, with its
// GitHub annotation, then exit 1. Each expected position is read from the fixture file, and the
// real content is only copied, never matched: a content edit never breaks this test. (That the real
// content passes is `npm run check:content` itself, in the fast gate.)
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const FIXTURE = 'tests/fixtures/sites/check-content-cli'
const SCHEMA_PAGE = 'pages/zz-fixture-schema.yaml'
const LINK_PAGE = 'pages/zz-fixture-link.yaml'
const dir = mkdtempSync(join(tmpdir(), 'content-'))
const root = join(dir, 'content')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** "line:col" of the value at `path` (or of its unknown `key`) in a file of the fixture, as check:content reports it. */
function position(file: string, path: (string | number)[], key?: string): string {
  const { line, col } = parseYamlSource(file, readFileSync(join(FIXTURE, file), 'utf8')).locate(path, key)
  return `${line}:${col}`
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** The problem line check:content prints for the fixture file `file`. */
const problemLine = (file: string, path: (string | number)[], message: string, key?: string) =>
  new RegExp(`content/${escape(file)}:${position(file, path, key)} {2}${escape([...path, ...(key ? [key] : [])].join('.'))} {2}${message}$`)

function run(args: string[], env: Record<string, string> = {}): { code: number; out: string } {
  try {
    const out = execFileSync('npx', ['tsx', 'scripts/generate.ts', ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, ...env },
    })
    return { code: 0, out }
  } catch (e) {
    const err = e as { status: number; stderr: string; stdout: string }
    return { code: err.status, out: err.stdout + err.stderr }
  }
}

describe('check:content', () => {
  let r: { code: number; out: string }
  let lines: string[]
  beforeAll(() => {
    cpSync('content', root, { recursive: true })
    cpSync(FIXTURE, root, { recursive: true })
    const redirects = join(root, 'redirects.yaml')
    const doc = parseDocument(readFileSync(redirects, 'utf8'))
    const count = (doc.toJS() as { redirects: unknown[] }).redirects.length
    doc.setIn(['redirects', count], { from: '/fixture-old', to: '/fixture-older/' })
    doc.setIn(['redirects', count + 1], { from: '/fixture-older', to: '/' })
    writeFileSync(redirects, doc.toString())
    // In GitHub Actions: the plain lines and, after them, one annotation per problem.
    r = run(['--check', `--root=${root}`], { GITHUB_ACTIONS: 'true' })
    lines = r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l))
  }, 120_000)

  it('reports every problem of every file in one run (schema, tokens, links, redirects), then exits 1', () => {
    expect(r.code).toBe(1)
    expect(lines).toContainEqual(
      expect.stringMatching(problemLine(SCHEMA_PAGE, ['seo'], 'unknown key "fax": check the spelling or remove it', 'fax')),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(problemLine(SCHEMA_PAGE, ['sections', 1, 'type'], 'unknown section type "logo-carousel".*')),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(problemLine(LINK_PAGE, ['sections', 0, 'heading'], 'unknown token \\{brnd\\}: use only \\{brand\\}.*')),
    )
    const href = ['sections', 0, 'ctas', 0, 'href']
    expect(lines).toContainEqual(expect.stringMatching(problemLine(LINK_PAGE, href, 'links to /contakt, which is not a page of this site')))
    expect(lines).toContainEqual(
      expect.stringMatching(
        /redirects\.yaml:\d+:\d+ {2}redirects\.\d+ {2}\/fixture-old redirects in a chain \(\/fixture-old -> \/fixture-older -> \/\): point it straight at \/$/,
      ),
    )
    expect(r.out).toContain(`${lines.length} content problems.`)
  })

  it('in GitHub Actions, also prints each problem as an annotation on its line of the diff', () => {
    const [line, col] = position(LINK_PAGE, ['sections', 0, 'ctas', 0, 'href']).split(':')
    expect(r.out).toMatch(
      new RegExp(
        `^::error file=\\S*content/${escape(LINK_PAGE)},line=${line},col=${col},title=sections\\.0\\.ctas\\.0\\.href::links to /contakt, which is not a page of this site$`,
        'm',
      ),
    )
    expect(r.out.split('\n').filter((l) => l.startsWith('::error ')).length).toBe(lines.length)
  })

  it('stops on a mistyped flag, with what it accepts (before reading any content)', () => {
    const typo = run(['--chek', `--root=${root}`])
    expect(typo.code).toBe(2)
    expect(typo.out).toContain("Unknown option '--chek'")
    expect(typo.out).toContain('Usage: tsx scripts/generate.ts [--check] [--root=content]')
  })
})
