// The register of promises (site.yaml promises: each time the site promises a
// prospect, once) against the copy and the plan email. Refused, each at its
// file:line:
// - a time typed in copy after the words of a promise, in one sentence, that
//   is not that promise's time ("growth plan within 24 hours" when the plan
//   comes within 3 business days); the words nearest the time name the promise;
// - a promise marked agrees.growthPlanEmail whose days differ from the plan
//   email's (prospect-messages.yaml growthPlan.businessDays), which is the day
//   the email tells the prospect and the console counts the plan owed from;
// - a form's promises (content/forms/*.yaml) naming no promise of the register.
import { readFileSync } from 'node:fs'
import type { Content } from '../../schemas/content.ts'
import type { SitePromise } from '../../schemas/site.ts'
import { strings } from './claims-checks.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type Promises = Readonly<Record<string, SitePromise>>
type Unit = 'hour' | 'day' | 'business-day' | 'week'
interface Time {
  n: number
  unit: Unit
}

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 }
const TIME =
  /\b(?:within|in)\s+(\d+|an?|one|two|three|four|five|six|seven|ten)\s+(business\s+days?|working\s+days?|days?|hours?|weeks?)\b/gi
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const unitOf = (word: string): Unit =>
  /^(business|working)/i.test(word) ? 'business-day' : /^day/i.test(word) ? 'day' : /^hour/i.test(word) ? 'hour' : 'week'

/** "within 3 business days" as a number and a unit, or undefined when it names no time. */
export function parseTime(text: string): Time | undefined {
  const m = new RegExp(TIME.source, 'i').exec(text)
  if (!m) return undefined
  return { n: NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]), unit: unitOf(m[2]!) }
}

const sameTime = (a: Time, b: Time) => a.n === b.n && a.unit === b.unit

/** The promise whose words come last before `at` in the same sentence, if any. */
function promiseBefore(sentence: string, promises: Promises): [string, SitePromise] | undefined {
  let best: { end: number; entry: [string, SitePromise] } | undefined
  for (const entry of Object.entries(promises))
    for (const word of entry[1].restatedAs)
      for (const m of sentence.matchAll(new RegExp(String.raw`\b${escape(word)}\w*`, 'gi')))
        if (!best || m.index + m[0].length > best.end) best = { end: m.index + m[0].length, entry }
  return best?.entry
}

/** The problems of one text: each promised time against its promise. */
export function promiseTextProblems(text: string, promises: Promises, report: (message: string) => void) {
  for (const m of text.matchAll(TIME)) {
    const start = Math.max(text.lastIndexOf('\n', m.index), ...['. ', '! ', '? '].map((end) => text.lastIndexOf(end, m.index)))
    const found = promiseBefore(text.slice(start + 1, m.index), promises)
    if (!found) continue
    const [name, promise] = found
    if (!sameTime(parseTime(m[0])!, parseTime(promise.value)!))
      report(
        `says "${text.slice(start + 1, m.index + m[0].length).trim()}", but site.yaml promises.${name} (${promise.label}) is ${promise.value}${
          promise.agrees?.growthPlanEmail ? ', as the plan email says' : ''
        }: say the promise as it is`,
      )
  }
}

/** The plan email's days against every promise that must agree with it. */
function planEmailProblems(
  content: Pick<Content, 'site' | 'prospectMessages'>,
  sources: ReadonlyMap<string, YamlSource>,
): ContentProblem[] {
  const days = content.prospectMessages?.growthPlan.businessDays
  if (days === undefined) return []
  const file = [...sources.keys()].find((f) => f.endsWith('prospect-messages.yaml')) ?? 'content/prospect-messages.yaml'
  const path = ['growthPlan', 'businessDays']
  return Object.entries(content.site.promises)
    .filter(([, p]) => p.agrees?.growthPlanEmail && !sameTime(parseTime(p.value)!, { n: days, unit: 'business-day' }))
    .map(([name, p]) => ({
      file,
      ...(sources.get(file)?.locate(path) ?? { line: 1, col: 1 }),
      path: path.join('.'),
      message: `the plan email promises the plan within ${days} business days, but site.yaml promises.${name} says ${p.value}: change one of them`,
    }))
}

const FORM_FILES = { contactForm: 'contact', growthSessionForm: 'growth-session', onboardingForm: 'onboarding' } as const

/** Each form's promises (content/forms/*.yaml promises) name promises of the register: the console owes each lead those. */
function formPromiseProblems(content: Pick<Content, 'site' | 'forms'>, sources: ReadonlyMap<string, YamlSource>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const [key, name] of Object.entries(FORM_FILES)) {
    const form = content.forms?.[key as keyof typeof FORM_FILES]
    const file = [...sources.keys()].find((f) => f.endsWith(`forms/${name}.yaml`)) ?? `content/forms/${name}.yaml`
    ;(form?.promises ?? []).forEach((promise, i) => {
      if (promise in content.site.promises) return
      const path = ['promises', i]
      problems.push({
        file,
        ...(sources.get(file)?.locate(path) ?? { line: 1, col: 1 }),
        path: path.join('.'),
        message: `"${promise}" is not a promise of site.yaml promises (one of: ${Object.keys(content.site.promises).join(', ')})`,
      })
    })
  }
  return problems
}

/**
 * Every text of every content file against the register: YAML by field (its
 * line from the source), Markdown bodies by line. The register itself is
 * skipped, and so is city prose (its times are the city's: "a ferry in 40
 * minutes").
 */
export function promiseProblems(
  content: Pick<Content, 'site' | 'prospectMessages'> & Partial<Pick<Content, 'forms'>>,
  sources: ReadonlyMap<string, YamlSource>,
): ContentProblem[] {
  const { promises } = content.site
  const problems = [
    ...planEmailProblems(content, sources),
    ...(content.forms ? formPromiseProblems({ ...content, forms: content.forms }, sources) : []),
  ]
  for (const [file, source] of sources) {
    if (file.includes('local/cities/')) continue
    if (file.endsWith('.md')) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) =>
          promiseTextProblems(line, promises, (message) => problems.push({ file, line: i + 1, col: 1, path: 'body', message })),
        )
      continue
    }
    strings(source.data, [], (text, path) => {
      if (file.endsWith('site.yaml') && path[0] === 'promises') return
      promiseTextProblems(text, promises, (message) => problems.push({ file, ...source.locate(path), path: path.join('.'), message }))
    })
  }
  return problems
}
