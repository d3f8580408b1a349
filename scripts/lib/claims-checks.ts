// The figures register (site.yaml claims: each figure once, with its fact,
// scope, kind and source) against itself and against every text of the site.
// Refused, each at the file:line of the figure:
// - two values for one fact in one scope (two claims, e.g. revenue $50M+ and
//   $60M+ both for the agency);
// - an average above its record, in any format (5.2X is 520%, above a 352%
//   record), in the register or typed in copy;
// - a figure typed in copy before the words of a fact ("$60M+ in revenue")
//   that no entry of that fact has (the register's entries, and each case
//   study's own results in testimonials.yaml);
// - an "N+ years" claim the founding year cannot back, and a text naming
//   another founding year.
import { readFileSync } from 'node:fs'
import type { Content } from '../../schemas/content.ts'
import type { Claim } from '../../schemas/site.ts'
import { asRatio, type Figure, mentions, parseFigure, sameFigure } from './figures.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type Claims = Readonly<Record<string, Claim>>
type Report = (message: string) => void

/**
 * Texts that say when the agency started: "We started Harbourline in 2016",
 * "founded in 2016", "our client base since 2016". A bare "since 2022" is
 * left alone: city text says since when a ferry sails.
 */
const FOUNDING = [
  /\bwe\s+(?:started|founded|launched|opened)\b[^.]{0,40}?\bin\s+((?:19|20)\d{2})\b/gi,
  /\bfounded\s+in\s+((?:19|20)\d{2})\b/gi,
  /\bour\b[^.]{0,40}?\bsince\s+((?:19|20)\d{2})\b/gi,
]

const scopeOf = (c: Claim) => (c.of ? `${c.scope}: ${c.of}` : c.scope)
const figureOf = (c: Claim): Figure | undefined => parseFigure(c.value)

/** A record covers its own scope and, for the agency, each service and case study. */
const covers = (record: Claim, average: Claim) =>
  record.scope === average.scope ? record.of === average.of : record.scope === 'agency' && average.scope !== 'team'

/**
 * The case studies' own results as claims (scope case-study, of the client),
 * found in testimonials.yaml by the same words as the register's facts, so a
 * page restating "712% return on ad spend" restates a figure the site has.
 */
export function caseStudyClaims(content: Pick<Content, 'site' | 'testimonials'>): Record<string, Claim> {
  const out: Record<string, Claim> = {}
  for (const t of content.testimonials ?? [])
    for (const [i, text] of [t.result, ...(t.results ?? [])].entries())
      for (const m of mentions(text ?? '', content.site.claims))
        out[`${t.id}.${i}.${m.fact}`] = {
          value: m.figure,
          label: m.text,
          fact: m.fact,
          scope: 'case-study',
          of: t.company,
          kind: 'total',
          evidence: `testimonials.yaml ${t.id}`,
        }
  return out
}

/** Two values for one fact in one scope, and averages above their record, within the register. */
function registerProblems(claims: Claims): { name: string; message: string }[] {
  const problems: { name: string; message: string }[] = []
  const entries = Object.entries(claims)
  entries.forEach(([name, c], i) => {
    const f = figureOf(c)
    if (!f)
      return problems.push({
        name,
        message: `"${c.value}" is not a figure this site can compare: write it like 340%, 5.2X, $50M+, 4.9/5 or 200+`,
      })
    for (const [other, o] of entries.slice(0, i)) {
      const g = figureOf(o)
      if (o.fact === c.fact && o.scope === c.scope && o.of === c.of && o.kind === c.kind && g && !sameFigure(f, g))
        problems.push({
          name,
          message: `${c.value} and claims.${other} ${o.value} are two values for one fact (${c.fact}, ${scopeOf(c)}): keep one, or give each its own scope`,
        })
    }
    if (c.kind !== 'average') return
    for (const [other, r] of entries) {
      const g = figureOf(r)
      if (r.kind === 'record' && r.fact === c.fact && covers(r, c) && g?.unit === f.unit && f.n > g.n)
        problems.push({
          name,
          message: `the average ${asRatio(c.value, f)} ${c.label} is above the record ${r.value} (claims.${other}): an average cannot beat its record`,
        })
    }
  })
  return problems
}

/** The problems of one text against the register (and the case studies' own figures). */
export function claimTextProblems(text: string, claims: Claims, known: Claims, foundingYear: string, report: Report, caseStudy = false) {
  const all = Object.entries({ ...claims, ...known })
  for (const m of mentions(text, claims)) {
    const same = all.filter(([, c]) => c.fact === m.fact && figureOf(c)?.unit === m.parsed.unit)
    // A case study's own result is one client's: no record of the agency may be below it.
    const kind = m.kind ?? (caseStudy ? 'average' : undefined)
    const beaten =
      m.kind === 'record'
        ? same.find(([, c]) => c.kind === 'average' && figureOf(c)!.n > m.parsed.n)
        : kind === 'average'
          ? same.find(([, c]) => c.kind === 'record' && c.scope === 'agency' && figureOf(c)!.n < m.parsed.n)
          : undefined
    if (beaten) {
      const [name, c] = beaten
      report(
        m.kind === 'record'
          ? `states "${m.text}" as a record, below the average ${asRatio(c.value, figureOf(c)!)} ${c.label} (site.yaml claims.${name}): an average cannot beat its record`
          : caseStudy && !m.kind
            ? `states "${m.text}" for one client, above the record ${c.value} ${c.label} (site.yaml claims.${name}): no case study beats the record`
            : `states "${m.text}" as an average, above the record ${c.value} ${c.label} (site.yaml claims.${name}): an average cannot beat its record`,
      )
      continue
    }
    if (m.kind === 'record' && !same.some(([, c]) => c.kind === 'record' && sameFigure(figureOf(c)!, m.parsed)))
      report(
        `states "${m.text}" as a record, but site.yaml claims has no record of ${m.fact} at ${m.figure}: add it to the register or restate one`,
      )
    else if (!same.some(([, c]) => sameFigure(figureOf(c)!, m.parsed)))
      report(
        `says "${m.text}", but site.yaml claims has ${m.fact} as ${same
          .filter(([, c]) => c.scope !== 'case-study')
          .map(([name, c]) => `${c.value} (${scopeOf(c)}, claims.${name})`)
          .join(', ')}: restate the claim as it is`,
      )
  }
  for (const pattern of FOUNDING)
    for (const m of text.matchAll(pattern))
      if (m[1] !== foundingYear)
        report(`says "${m[0]}", but the founding year is ${foundingYear} (site.yaml structuredData.foundingDate): change one of them`)
}

/** A claim about years since founding that the founding year cannot back. */
function yearsProblems(claims: Claims, foundingYear: string, now: Date): { name: string; message: string }[] {
  const years = now.getFullYear() - Number(foundingYear)
  return Object.entries(claims)
    .filter(([, c]) => c.agrees?.sinceFounding && (figureOf(c)?.n ?? 0) > years)
    .map(([name, c]) => ({
      name,
      message: `${c.value} ${c.label} is more than the ${years} years since the founding year ${foundingYear} (structuredData.foundingDate)`,
    }))
}

/** Every string of a YAML value with its path; a stat { value, label } also as "value label". */
export function strings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], visit))
  else if (value && typeof value === 'object') {
    const { value: figure, label } = value as { value?: unknown; label?: unknown }
    // A stat written as { value: 712%, label: ROI } states "712% ROI".
    if (typeof figure === 'string' && typeof label === 'string') visit(`${figure} ${label}`, [...path, 'value'])
    for (const [k, v] of Object.entries(value)) strings(v, [...path, k], visit)
  }
}

/**
 * The register against itself, then every text of every content file against
 * it: YAML by field (its line from the source), Markdown bodies by line. The
 * claims themselves are skipped (a claim agrees with itself), and so is city
 * prose (it is about the city: "12,000+ businesses in Geelong").
 */
export function claimProblems(
  content: Pick<Content, 'site' | 'testimonials'>,
  sources: ReadonlyMap<string, YamlSource>,
  now = new Date(),
): ContentProblem[] {
  const { claims, structuredData } = content.site
  const founding = structuredData.foundingDate
  const known = caseStudyClaims(content)
  const problems: ContentProblem[] = []
  const siteFile = [...sources.keys()].find((f) => f.endsWith('site.yaml')) ?? 'content/site.yaml'
  for (const { name, message } of [...yearsProblems(claims, founding, now), ...registerProblems(claims)])
    problems.push({
      file: siteFile,
      ...(sources.get(siteFile)?.locate(['claims', name, 'value']) ?? { line: 1, col: 1 }),
      path: `claims.${name}.value`,
      message,
    })

  for (const [file, source] of sources) {
    if (file.includes('local/cities/')) continue
    if (file.endsWith('.md')) {
      const body = readFileSync(file, 'utf8').split('\n')
      body.forEach((line, i) =>
        claimTextProblems(line, claims, known, founding, (message) => problems.push({ file, line: i + 1, col: 1, path: 'body', message })),
      )
      continue
    }
    const caseStudies = file.endsWith('testimonials.yaml') && !file.includes('pages/')
    strings(source.data, [], (text, path) => {
      if (file === siteFile && path[0] === 'claims') return
      claimTextProblems(
        text,
        claims,
        known,
        founding,
        (message) => problems.push({ file, ...source.locate(path), path: path.join('.'), message }),
        caseStudies,
      )
    })
  }
  return problems
}
