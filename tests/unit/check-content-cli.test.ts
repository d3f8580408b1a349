// `npm run check:content` on a broken copy of the real content: every problem
// of every file in one run, each as file:line:col  field.path  message, exit 1.
// The copy is broken by structure (the first page, the first cities file, a
// field by its path), never by matching today's words, and each expected line
// is read from the broken file: a content edit never breaks this test.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { parseYamlSource } from '../../scripts/lib/yaml-source.ts'

const dir = mkdtempSync(join(tmpdir(), 'content-'))
const root = join(dir, 'content')
cpSync('content', root, { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Sets the value at `path` in a content file, keeping the rest of the file as written. */
function edit(file: string, path: (string | number)[], value: unknown) {
  const full = join(root, file)
  const doc = parseDocument(readFileSync(full, 'utf8'))
  doc.setIn(path, value)
  writeFileSync(full, doc.toString())
}

/** "line:col" of the value at `path` in a content file of the copy, as check:content reports it. */
function position(file: string, path: (string | number)[]): string {
  const { line, col } = parseYamlSource(file, readFileSync(join(root, file), 'utf8')).locate(path)
  return `${line}:${col}`
}

/** The path of the first `href` to a page inside a value, e.g. ['sections', 0, 'ctas', 0, 'href']. */
function firstHref(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (Array.isArray(value)) return value.reduce<(string | number)[] | null>((found, v, i) => found ?? firstHref(v, [...path, i]), null)
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string' && v.startsWith('/')) return [...path, k]
      const found = firstHref(v, [...path, k])
      if (found) return found
    }
  return null
}

const firstFile = (sub: string) =>
  `${sub}/${
    readdirSync(join(root, sub))
      .filter((f) => f.endsWith('.yaml'))
      .sort()[0]
  }`
const yamlOf = (file: string) => parseDocument(readFileSync(join(root, file), 'utf8')).toJS() as Record<string, unknown>
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

function run(args = ['--check', `--root=${root}`], env: Record<string, string> = {}): { code: number; out: string } {
  try {
    return {
      code: 0,
      out: execFileSync('npx', ['tsx', 'scripts/generate.ts', ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, ...env },
      }),
    }
  } catch (e) {
    const err = e as { status: number; stderr: string; stdout: string }
    return { code: err.status, out: err.stdout + err.stderr }
  }
}

describe('check:content', () => {
  it('passes on the real content', () => {
    const r = run()
    expect(r.out).toMatch(/content ok: \d+ files, \d+ routes/)
    expect(r.code).toBe(0)
  })

  it('reports every schema problem of every file in one run, then exits 1', () => {
    const page = firstFile('pages')
    edit('site.yaml', ['contact', 'fax'], '(03) 5550 4322')
    edit('local/services.yaml', ['services', 0, 'description'], 'Local SEO that puts {cty} businesses first.')
    edit('local/page.yaml', ['introHeading'], 'Doing business in {cty}')
    edit(page, ['sections', 0, 'type'], 'logo-carousel')
    const r = run()
    expect(r.code).toBe(1)
    const lines = r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l))
    expect(lines).toContainEqual(
      expect.stringMatching(/site\.yaml:\d+:3 {2}contact\.fax {2}unknown key "fax": check the spelling or remove it$/),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/local\/services\.yaml:\d+:\d+ {2}services\.0\.description {2}unknown token \{cty\}: use only \{city\}/),
    )
    // A typo in the copy of every local page is one problem, at its line, in the editor's words.
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `local/page\\.yaml:${position('local/page.yaml', ['introHeading'])} {2}introHeading {2}unknown token \\{cty\\}: use only \\{city\\}, \\{state\\}, \\{service\\}, \\{title\\}$`,
        ),
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`${escape(page)}:\\d+:\\d+ {2}sections\\.0\\.type {2}unknown section type "logo-carousel"`)),
    )
    expect(r.out).toMatch(/cross-file checks \(links, references, redirects\) run once these are fixed/)
    cpSync('content', root, { recursive: true })
  }, 60_000)

  /** The broken link of the cross-file test: its file, field path and "line:col". */
  const link = { file: '', path: [] as (string | number)[], at: '' }

  it('reports every cross-file problem in one run: links, redirect chains, nearby cities', () => {
    link.file = readdirSync(join(root, 'pages'))
      .sort()
      .map((f) => `pages/${f}`)
      .find((f) => firstHref(yamlOf(f)))!
    link.path = firstHref(yamlOf(link.file))!
    edit(link.file, link.path, '/contakt')
    link.at = position(link.file, link.path)
    const redirects = (yamlOf('redirects.yaml').redirects as unknown[]).length
    edit('redirects.yaml', ['redirects', redirects], { from: '/fixture-old', to: '/fixture-older/' })
    edit('redirects.yaml', ['redirects', redirects + 1], { from: '/fixture-older', to: '/' })
    // A nearby city from another state's file.
    const [cities, other] = readdirSync(join(root, 'local/cities')).sort()
    const elsewhere = (yamlOf(`local/cities/${other}`).cities as { name: string }[])[0]!.name.toLowerCase().replace(/\s+/g, '-')
    edit(`local/cities/${cities}`, ['cities', 0, 'nearby', 0], elsewhere)
    const r = run()
    expect(r.code).toBe(1)
    const lines = r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l))
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `${escape(link.file)}:${link.at} {2}${escape(link.path.join('.'))} {2}links to /contakt, which is not a page of this site$`,
        ),
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /redirects\.yaml:\d+:\d+ {2}redirects\.\d+ {2}\/fixture-old redirects in a chain \(\/fixture-old -> \/fixture-older -> \/\): point it straight at \/$/,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `local/cities/${escape(cities!)}:${position(`local/cities/${cities}`, ['cities', 0, 'nearby', 0])} {2}cities\\.0\\.nearby\\.0 {2}.*"${elsewhere}"`,
        ),
      ),
    )
    expect(r.out).toMatch(/\d+ content problems\./)
  }, 60_000)

  it('in GitHub Actions, also prints each problem as an annotation on its line of the diff', () => {
    // The content is still broken by the test above.
    const outside = run(undefined, { GITHUB_ACTIONS: '' })
    expect(outside.out).not.toContain('::error')
    const r = run(undefined, { GITHUB_ACTIONS: 'true' })
    expect(r.code).toBe(1)
    const [line, col] = link.at.split(':')
    expect(r.out).toMatch(
      new RegExp(
        `^::error file=\\S*content/${escape(link.file)},line=${line},col=${col},title=${escape(link.path.join('.'))}::links to /contakt, which is not a page of this site$`,
        'm',
      ),
    )
    const annotations = r.out.split('\n').filter((l) => l.startsWith('::error '))
    expect(annotations.length).toBe(r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l)).length)
  }, 60_000)

  it('stops on a mistyped flag, with what it accepts', () => {
    const r = run(['--chek', `--root=${root}`])
    expect(r.code).toBe(2)
    expect(r.out).toContain("Unknown option '--chek'")
    expect(r.out).toContain('Usage: tsx scripts/generate.ts [--check] [--root=content]')
  })
})
