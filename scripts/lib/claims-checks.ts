// Figures that must agree with the site's claims (site.yaml claims, each with
// its `agrees` rule): no text states a higher "N% ROI" than the record claim, an
// "N+ years" claim fits the years since the founding year, a text that says when
// the agency started names that same year, and a total restated as "N+
// businesses" says the claimed N. Each problem is at the file:line of the text.
import { readFileSync } from 'node:fs'
import type { Content } from '../../schemas/content.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type Claims = Content['site']['claims']
type Report = (message: string) => void

const number = (figure: string) => Number(figure.replace(/[^\d.]/g, ''))
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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

/** The problems of one text against the claims. */
export function claimTextProblems(text: string, claims: Claims, foundingYear: string, report: Report) {
  for (const [name, claim] of Object.entries(claims)) {
    const { record, restatedAs } = claim.agrees ?? {}
    if (record)
      for (const m of text.matchAll(new RegExp(`(\\d[\\d,.]*)%\\s+(?:record\\s+)?(?:${record.map(escape).join('|')})\\b`, 'gi')))
        if (number(m[1]!) > number(claim.value))
          report(`states "${m[0]}", above the record ${claim.value} ${claim.label} (site.yaml claims.${name}): change one of them`)
    // "200+ clients" and "more than 200 Australian businesses" restate a total; "346 clients" is another fact.
    if (restatedAs)
      for (const m of text.matchAll(
        new RegExp(`(more than\\s+)?(\\d[\\d,.]*)(\\+)?\\s+(?:\\w+\\s+)?(?:${restatedAs.map(escape).join('|')})\\b`, 'gi'),
      ))
        if ((m[1] || m[3]) && number(m[2]!) !== number(claim.value))
          report(`says "${m[0]}", but site.yaml claims.${name} is ${claim.value} ${claim.label}: restate the claim as it is`)
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
    .filter(([, c]) => c.agrees?.sinceFounding && number(c.value) > years)
    .map(([name, c]) => ({
      name,
      message: `${c.value} ${c.label} is more than the ${years} years since the founding year ${foundingYear} (structuredData.foundingDate)`,
    }))
}

function strings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void) {
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
 * Every text of every content file against the claims: YAML by field (its
 * line from the source), Markdown bodies by line. The claims themselves are
 * skipped (a claim agrees with itself).
 */
export function claimProblems(content: Content, sources: ReadonlyMap<string, YamlSource>, now = new Date()): ContentProblem[] {
  const { claims, structuredData } = content.site
  const founding = structuredData.foundingDate
  const problems: ContentProblem[] = []
  const siteFile = [...sources.keys()].find((f) => f.endsWith('site.yaml')) ?? 'content/site.yaml'
  for (const { name, message } of yearsProblems(claims, founding, now))
    problems.push({
      file: siteFile,
      ...(sources.get(siteFile)?.locate(['claims', name, 'value']) ?? { line: 1, col: 1 }),
      path: `claims.${name}.value`,
      message,
    })

  for (const [file, source] of sources) {
    // City prose is about the city ("12,000+ businesses in Geelong"), never the agency's figures.
    if (file.includes('local/cities/')) continue
    if (file.endsWith('.md')) {
      const body = readFileSync(file, 'utf8').split('\n')
      body.forEach((line, i) =>
        claimTextProblems(line, claims, founding, (message) => problems.push({ file, line: i + 1, col: 1, path: 'body', message })),
      )
      continue
    }
    strings(source.data, [], (text, path) => {
      if (file === siteFile && path[0] === 'claims') return
      claimTextProblems(text, claims, founding, (message) => problems.push({ file, ...source.locate(path), path: path.join('.'), message }))
    })
  }
  return problems
}
