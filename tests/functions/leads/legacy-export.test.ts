// Leads stored before a change still export as they did: a store written by the
// functions as they stood on 26 November 2026 (commit 5627d45: contact leads, one
// sent twice; wizards complete and stopped at step 7, whose choices were stored as
// their display text; onboarding; spam; a booking), kept in the local Blobs
// server's on-disk layout, and what `npm run leads -- export` printed for it then
// (tests/fixtures/legacy-leads/README.md). With content as it was, the CSV must be
// byte for byte the same. Content may move on without breaking this: an option
// relabelled since reads with its new label (labels.json holds each option
// value's label then), and a column added since (a new wizard step) is empty for
// these leads.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { leadsCli } from '../leads-cli.ts'

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'legacy-leads')
let root: string
let labelsThen: Record<string, Record<string, string>>

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'legacy-leads-'))
  await cp(join(FIXTURE, 'blobs-serve'), join(root, '.netlify', 'blobs-serve'), { recursive: true })
  labelsThen = JSON.parse(await readFile(join(FIXTURE, 'labels.json'), 'utf8'))
})
afterAll(async () => rm(root, { recursive: true, force: true }))

const cli = (...args: string[]) => leadsCli(['export', ...args], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })
const expected = (name: string) => readFile(join(FIXTURE, name), 'utf8')

type Options = readonly { value: string; label: string }[]
/** Each option column's labels by value, as content words them now. */
const labelsNow = new Map<string, Map<string, string>>(
  [
    ...Object.entries(contactForm.fields).flatMap(([n, f]) => ('options' in f ? [[n, f.options] as const] : [])),
    ...growthSessionForm.steps.flatMap((s) => (s.type === 'choice' ? [[s.field, s.options] as const] : [])),
    ...Object.entries(onboardingForm.steps).flatMap(([k, s]) =>
      Object.entries(s.fields).flatMap(([n, f]) => ('options' in f ? [[`${k}.${n}`, f.options as Options] as const] : [])),
    ),
  ].map(([column, options]) => [column, new Map(options.map((o) => [o.value, o.label]))]),
)

/** A cell of the CSV then, as it reads now: each option label then replaced by its value's label now. */
function relabel(column: string, cell: string): string {
  const then = labelsThen[column]
  if (!then) return cell
  const now = (label: string) => {
    const value = Object.keys(then).find((v) => then[v] === label)
    return (value !== undefined && labelsNow.get(column)?.get(value)) || label
  }
  return cell.split('; ').map(now).join('; ')
}

/** RFC 4180, read by a kept library (csv-parse): rows of cells, quotes undone. */
const parseCsv = (text: string): string[][] => parse(text, { relaxColumnCount: false })

async function expectSameExport(args: string[], file: string) {
  const [now, then] = [(await cli(...args)).stdout, await expected(file)]
  const [[headerNow, ...rowsNow], [headerThen, ...rowsThen]] = [parseCsv(now), parseCsv(then)]
  const at = headerThen!.map((c) => headerNow!.indexOf(c))
  expect(at, 'every column of then is still exported, in the same order').toEqual([...at].sort((a, b) => a - b))
  expect(at).not.toContain(-1)
  const added = headerNow!.flatMap((c, i) => (at.includes(i) ? [] : [i]))
  expect(rowsNow.map((r) => at.map((i) => r[i]))).toEqual(rowsThen.map((r) => r.map((cell, j) => relabel(headerThen![j]!, cell))))
  for (const r of rowsNow) expect(added.map((i) => r[i]).join('')).toBe('')
  // Content as it was then: the very bytes.
  const relabelled = rowsThen.some((r) => r.some((cell, j) => relabel(headerThen![j]!, cell) !== cell))
  if (!added.length && !relabelled) expect(now).toBe(then)
}

it('legacy store: the CSV export is byte for byte the one made before the change', async () => {
  await expectSameExport([], 'export.csv')
}, 30_000)

it('legacy store: the spam CSV export is byte for byte the one made before the change', async () => {
  await expectSameExport(['--spam'], 'export-spam.csv')
}, 30_000)

it('legacy store: the JSON export is the one made before the change, wizard choices read as their values', async () => {
  const then = JSON.parse(await expected('export.json')) as {
    form: string
    answers: Record<string, unknown>
    formData?: Record<string, unknown>
  }[]
  // The wizard stored a choice as the label it showed then; it reads as that label's value.
  const asValue = (held: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(held).map(([k, v]) => [k, Object.entries(labelsThen[k] ?? {}).find(([, label]) => label === v)?.[0] ?? v]),
    )
  for (const lead of then)
    if (lead.form === 'growth-session') {
      lead.answers = asValue(lead.answers)
      if (lead.formData) lead.formData = asValue(lead.formData)
    }
  expect(JSON.parse((await cli('--format', 'json')).stdout)).toEqual(then)
}, 30_000)
