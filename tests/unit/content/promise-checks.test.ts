// One promise per fact: the register of promises (site.yaml promises) against
// the copy and the plan email (scripts/lib/promise-checks.ts), and one figure
// per fact and scope on a page (scripts/lib/page-figures-checks.ts), on named
// broken fixture sites under tests/fixtures/sites/, each problem at its
// file:line. Then `npm run check:content` itself, on a copy of the real content
// with a second revenue figure planted on /results and another plan time on
// /testimonials: both refused at their line (positions read from the copy, so
// a content edit never breaks this test). The real content agrees.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, parseDocument } from 'yaml'
import type { Content } from '../../../schemas/content.ts'
import { SiteSchema } from '../../../schemas/site.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { pageFigureProblems } from '../../../scripts/lib/page-figures-checks.ts'
import { promiseProblems } from '../../../scripts/lib/promise-checks.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]))

/** A fixture site's sources and the parts of content the checks read. */
function fixture(name: string) {
  const root = `tests/fixtures/sites/${name}`
  const sources = new Map(
    files(root)
      .sort()
      .map((f) => [f, parseYamlSource(f, readFileSync(f, 'utf8'))]),
  )
  const raw = parse(readFileSync(`${root}/site.yaml`, 'utf8')) as { claims?: unknown; promises?: unknown }
  const site = {
    claims: SiteSchema.shape.claims.parse(raw.claims ?? {}),
    promises: SiteSchema.shape.promises.parse(raw.promises ?? {}),
  } as Content['site']
  const messages = sources.get(`${root}/prospect-messages.yaml`)?.data as Content['prospectMessages'] | undefined
  return { content: { site, prospectMessages: messages! }, sources }
}

const at = (name: string, file: string, line: number) => `tests/fixtures/sites/${name}/${file}:${line}:`

describe('a plan time that differs from the plan email', () => {
  const name = 'plan-time-differs'
  const problems = () => {
    const { content, sources } = fixture(name)
    return promiseProblems(content, sources).map(formatProblem)
  }

  it('is refused at its line, and so is a reply time that differs from the reply promise', () => {
    expect(problems().map((p) => p.split('  ')[0])).toEqual([
      `${at(name, 'pages/testimonials.yaml', 4)}11`,
      `${at(name, 'pages/testimonials.yaml', 8)}11`,
      `${at(name, 'pages/testimonials.yaml', 8)}11`,
    ])
    const [audit, days, hours] = problems()
    expect(audit).toContain('"Tell us about your business and we\'ll send you a free marketing audit and growth plan within 24 hours"')
    expect(audit).toContain('site.yaml promises.growthPlan (the growth plan) is within 3 business days, as the plan email says')
    expect(days).toContain('"Your plan is ready in 2 days"')
    expect(hours).toContain(
      'you hear from a strategist within 48 hours", but site.yaml promises.reply (a reply to every enquiry) is within 24 hours',
    )
  })

  it('lets be a sentence that gives each promise its own time, and times that are no promise', () => {
    expect(problems().filter((p) => /testimonials\.yaml:(6|10):/.test(p))).toEqual([])
  })
})

describe('a plan promise that differs from the plan email', () => {
  it("is refused at the email's businessDays", () => {
    const { content, sources } = fixture('plan-email-differs')
    expect(promiseProblems(content, sources).map(formatProblem)).toEqual([
      `${at('plan-email-differs', 'prospect-messages.yaml', 3)}17  growthPlan.businessDays  the plan email promises the plan within 3 business days, but site.yaml promises.growthPlan says within 2 business days: change one of them`,
    ])
  })
})

describe('two figures of one fact and scope on one page', () => {
  const name = 'second-revenue-on-results'
  it('is refused at the second, named or typed, though the register calls it another fact; other scopes and pages may differ', () => {
    const { content, sources } = fixture(name)
    const problems = pageFigureProblems(content, sources).map(formatProblem)
    expect(problems.map((p) => p.split('  ')[0])).toEqual([
      `${at(name, 'pages/results.yaml', 6)}18`,
      `${at(name, 'pages/results.yaml', 9)}11`,
    ])
    expect(problems[0]).toContain('shows $235M+ beside $325M (line 5), two figures for one fact, revenue (team), on one page')
    expect(problems[1]).toContain('shows $235M+ beside $325M (line 5)')
  })
})

describe('the real content', () => {
  it('keeps its promises and shows one figure per fact and scope on each page', () => {
    const { content, sources } = loadContent('content')
    expect([...promiseProblems(content!, sources), ...pageFigureProblems(content!, sources)].map(formatProblem)).toEqual([])
  })
})

describe('npm run check:content on the real content with a promise and a figure planted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'promises-'))
  const root = join(dir, 'content')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** Plants `value` at `path` of a copied file and returns the file:line check:content will report it at. */
  function plant(file: string, path: (string | number)[], value: unknown): string {
    const doc = parseDocument(readFileSync(join(root, file), 'utf8'))
    doc.setIn(path, value)
    writeFileSync(join(root, file), doc.toString())
    return `${file}:${parseYamlSource(file, doc.toString()).locate(path).line}:`
  }

  it('refuses a second revenue figure on /results and another plan time on /testimonials, each at its line', () => {
    cpSync('content', root, { recursive: true })
    const results = parse(readFileSync(join(root, 'pages/results.yaml'), 'utf8')) as { sections: { type: string; items?: unknown[] }[] }
    const team = results.sections.findIndex((s) => s.type === 'stats' && JSON.stringify(s.items).includes('teamRevenue'))
    const revenue = plant('pages/results.yaml', ['sections', team, 'items', results.sections[team]!.items!.length], {
      value: '$235M+',
      label: 'in sales generated for clients',
    })
    const testimonials = parse(readFileSync(join(root, 'pages/testimonials.yaml'), 'utf8')) as { sections: { type: string }[] }
    const cta = testimonials.sections.findIndex((s) => s.type === 'cta')
    const plan = plant('pages/testimonials.yaml', ['sections', cta, 'body'], 'We send your free growth plan within 24 hours.')
    let out = ''
    try {
      execFileSync('npx', ['tsx', 'scripts/generate.ts', '--check', `--root=${root}`], { encoding: 'utf8', stdio: 'pipe' })
    } catch (e) {
      const err = e as { stdout: string; stderr: string }
      out = err.stdout + err.stderr
    }
    const lines = out.split('\n')
    expect(lines.filter((l) => l.includes(revenue))).toEqual([
      expect.stringContaining('says "$235M+ in sales", but site.yaml claims has revenue as'),
    ])
    expect(lines.filter((l) => l.includes(plan))).toEqual([expect.stringContaining('promises.growthPlan')])
  })
})
