// A lead is the merge of its submissions (lead-store.ts keeps each one as its
// own blob). Pure: no Blobs, no I/O, so the export and the tests share it.
//
// Order: the browser's savedAt (when the answer was given, kept across
// retries), then step, then server time. A later submission overrides a field
// only when it carries that field, so a late retry of an old save, or two
// saves racing, never blank out an answer.
import { mostPrivateChoice } from '../ads-refusals.ts'
import type { GrowthSessionForm } from '../../../schemas/forms.ts'
import { storedChoiceValue } from '../../../schemas/growth-session-form-legacy.ts'
import type { AdsConsent, Attribution, FormKind, LeadFlag, StoredSubmission } from '../../../schemas/lead.ts'

export interface Lead {
  form: FormKind
  leadId: string
  /** Server time of the first and the last submission (ISO 8601). */
  createdAt: string
  updatedAt: string
  submissions: number
  /** Growth session: the furthest step saved (1-based). */
  step?: number
  /** Every answer the form asks for is in (growth session: the last step was saved). */
  complete: boolean
  answers: Record<string, unknown>
  formData?: Record<string, unknown>
  timezone?: string
  slug?: string
  attribution: Attribution
  /**
   * May the lead reach ad platforms: not when any of its submissions said no (GPC, the footer's choice);
   * absent when none was stored with the choice (before it existed).
   */
  ads?: AdsConsent
  /** Spam bucket only: why each submission was set apart. */
  spamReasons?: string[]
  /** What looked odd about any of its submissions (each once): kept, notified and exported with it. */
  flags?: LeadFlag[]
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function mergeDeep(into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into }
  for (const [k, v] of Object.entries(from)) {
    if (v === undefined) continue
    out[k] = isPlainObject(v) && isPlainObject(out[k]) ? mergeDeep(out[k] as Record<string, unknown>, v) : v
  }
  return out
}

/**
 * The first page of the visit is what counts: earlier values win; but of the ad clicks, the first
 * is the earliest submission's and the last the latest's (a lead that came back through another ad).
 */
function mergeAttribution(into: Attribution, from: Attribution): void {
  const { clicks, ...rest } = from
  const held = into as Record<string, unknown>
  for (const [k, v] of Object.entries(rest)) if (v && !(k in held)) held[k] = v
  if (clicks?.first || clicks?.last) {
    const first = into.clicks?.first ?? clicks.first
    const last = clicks.last ?? into.clicks?.last
    into.clicks = { ...(first ? { first } : {}), ...(last ? { last } : {}) }
  }
}

export const bySaveOrder = (a: StoredSubmission, b: StoredSubmission) =>
  a.savedAt - b.savedAt ||
  (a.step ?? 0) - (b.step ?? 0) ||
  a.receivedAt.localeCompare(b.receivedAt) ||
  a.submissionId.localeCompare(b.submissionId)

interface MergeOptions {
  /** Needed to tell whether a growth-session lead is complete. */
  growthSessionForm: GrowthSessionForm
}

export function mergeLead(submissions: StoredSubmission[], { growthSessionForm }: MergeOptions): Lead {
  const sorted = [...submissions].sort(bySaveOrder)
  const first = sorted[0]
  if (!first) throw new Error('a lead needs at least one submission')
  let answers: Record<string, unknown> = {}
  let formData: Record<string, unknown> | undefined
  const attribution: Attribution = {}
  let step: number | undefined
  let timezone: string | undefined
  let slug: string | undefined
  const reasons: string[] = []
  const flags = new Map<string, LeadFlag>()
  // The most private choice of any of them (ads-refusals.ts): one refusal refuses the lead.
  const ads: AdsConsent | undefined = mostPrivateChoice(sorted.map((s) => s.ads))
  for (const s of sorted) {
    answers = mergeDeep(answers, s.answers)
    if (s.formData) formData = s.formData
    if (s.step !== undefined) step = Math.max(step ?? 0, s.step)
    if (s.timezone) timezone = s.timezone
    if (s.slug) slug = s.slug
    mergeAttribution(attribution, s.attribution)
    if (s.spam) reasons.push(s.spam.reason)
    for (const f of s.flags ?? []) flags.set(`${f.code}\n${f.detail}`, f)
  }
  const received = sorted.map((s) => s.receivedAt).sort()
  const lead: Lead = {
    form: first.form,
    leadId: first.leadId,
    createdAt: received[0]!,
    updatedAt: received[received.length - 1]!,
    submissions: sorted.length,
    complete: true,
    answers,
    attribution,
  }
  if (first.form === 'growth-session') {
    // Choices stored as their display text before they had values read as their values.
    const asValues = (held: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(held).map(([k, v]) => [k, storedChoiceValue(k, v)]))
    lead.answers = answers = asValues(answers)
    if (formData) formData = asValues(formData)
    // Finished when the last step was answered: only choosing on it saves it, and the functions accept a
    // save only with every required answer before it. So a step added since leaves finished leads finished.
    const last = growthSessionForm.steps.at(-1)
    lead.step = step
    lead.complete = last !== undefined && typeof answers[last.field] === 'string' && answers[last.field] !== ''
  }
  if (formData) lead.formData = formData
  if (timezone) lead.timezone = timezone
  if (slug) lead.slug = slug
  if (reasons.length) lead.spamReasons = reasons
  if (flags.size) lead.flags = [...flags.values()]
  if (ads) lead.ads = ads
  return lead
}

/** Groups submissions by form and lead id and merges each group; newest lead first. */
export function mergeLeads(submissions: StoredSubmission[], options: MergeOptions): Lead[] {
  const groups = new Map<string, StoredSubmission[]>()
  for (const s of submissions) {
    const key = `${s.form}/${s.leadId}`
    const group = groups.get(key)
    if (group) group.push(s)
    else groups.set(key, [s])
  }
  return [...groups.values()]
    .map((g) => mergeLead(g, options))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.leadId.localeCompare(b.leadId))
}
