// `npm run check:content` on a broken copy of the real content: every problem
// of every file in one run, each as file:line:col  field.path  message, exit 1.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'content-'))
const root = join(dir, 'content')
cpSync('content', root, { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function edit(file: string, from: string, to: string) {
  const path = join(root, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(from)) throw new Error(`fixture text not found in ${file}: ${from}`)
  writeFileSync(path, text.replace(from, to))
}

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
    edit('site.yaml', '  phone: (03) 5550 4321', '  phone: (03) 5550 4321\n  fax: (03) 5550 4322')
    edit('local/services.yaml', 'Local SEO that puts {city} businesses', 'Local SEO that puts {cty} businesses')
    edit('pages/home.yaml', 'type: logo-marquee', 'type: logo-carousel')
    const r = run()
    expect(r.code).toBe(1)
    const lines = r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l))
    expect(lines).toContainEqual(
      expect.stringMatching(/site\.yaml:\d+:3 {2}contact\.fax {2}unknown key "fax": check the spelling or remove it$/),
    )
    expect(lines).toContainEqual(expect.stringMatching(/local\/services\.yaml:\d+:\d+ {2}services\.0\.\S+ {2}unknown token \{cty\}/))
    expect(lines).toContainEqual(
      expect.stringMatching(/pages\/home\.yaml:\d+:\d+ {2}sections\.1\.type {2}unknown section type "logo-carousel"/),
    )
    expect(r.out).toMatch(/cross-file checks \(links, references, redirects\) run once these are fixed/)
    cpSync('content', root, { recursive: true })
  }, 60_000)

  it('reports every cross-file problem in one run: links, redirect chains, nearby cities', () => {
    edit('pages/about.yaml', 'href: /contact', 'href: /contakt')
    edit('redirects.yaml', '- { from: /shop, to: /contact/ }', '- { from: /shop, to: /contact-us/ }')
    edit('local/cities/vic.yaml', 'nearby: [melbourne, ballarat]', 'nearby: [hobart, ballarat]')
    const r = run()
    expect(r.code).toBe(1)
    const lines = r.out.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l))
    expect(lines).toContainEqual(
      expect.stringMatching(
        /pages\/about\.yaml:23:42 {2}sections\.0\.ctas\.0\.href {2}links to \/contakt, which is not a page of this site$/,
      ),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /redirects\.yaml:\d+:\d+ {2}redirects\.\d+ {2}\/shop redirects in a chain \(\/shop -> \/contact-us -> \/contact\): point it straight at \/contact$/,
      ),
    )
    expect(lines).toContainEqual(expect.stringMatching(/local\/cities\/vic\.yaml:1:1 {2}cities {2}.*hobart/))
    expect(r.out).toMatch(/\d+ content problems\./)
  }, 60_000)

  it('in GitHub Actions, also prints each problem as an annotation on its line of the diff', () => {
    // The content is still broken by the test above.
    const outside = run(undefined, { GITHUB_ACTIONS: '' })
    expect(outside.out).not.toContain('::error')
    const r = run(undefined, { GITHUB_ACTIONS: 'true' })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(
      /^::error file=\S*content\/pages\/about\.yaml,line=23,col=42,title=sections\.0\.ctas\.0\.href::links to \/contakt, which is not a page of this site$/m,
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
