// A person's submissions as the lead page shows them (GET /api/staff/leads/<id>): one per form fill, the
// wizard's step saves merged with how far it got, each answer beside the words the visitor saw, and the
// attribution one line per value. Pure: the forms are handed in (the site's by default), so a test can
// hand it a fixture's. The set-aside page reads answers the same way (labeled).
import type { StoredSubmission } from '../../../schemas/lead.ts'
import type { StaffSubmission } from '../../../schemas/staff-api-types.ts'
import { bySaveOrder, mergeLead } from '../leads/lead-merge.ts'
import { asShown, SITE_FORMS, type LeadForms } from '../leads/option-labels.ts'

export type Labeled = { field: string; label: string; value: unknown }
/** Each field's words as the visitor saw them (the question or the field's label), per form; onboarding's named `step.field`. */
const labelsOf = (forms: LeadForms) => ({
  contact: new Map(Object.entries(forms.contact.fields).map(([k, f]) => [k, f.label])),
  growth: new Map(forms.growth.steps.map((s) => [s.field, s.question.replace(/\{\w+\}/g, '…')])),
  onboarding: new Map(
    Object.entries(forms.onboarding.steps).flatMap(([step, s]) =>
      Object.entries(s.fields).map(([name, f]) => [`${step}.${name}`, (f as { label?: string }).label ?? name] as const),
    ),
  ),
})
const LABELS = new WeakMap<LeadForms, ReturnType<typeof labelsOf>>()

/** Answers with the words the visitor saw beside each (the question or the field's label). */
export function labeled(form: string, answers: Record<string, unknown>, forms: LeadForms = SITE_FORMS): Labeled[] {
  let labels = LABELS.get(forms)
  if (!labels) LABELS.set(forms, (labels = labelsOf(forms)))
  const out: Labeled[] = []
  for (const [field, value] of Object.entries(answers)) {
    if (form === 'onboarding' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        out.push({
          field: `${field}.${k}`,
          label: labels.onboarding.get(`${field}.${k}`) ?? k,
          value: asShown(form, `${field}.${k}`, v, forms),
        })
      continue
    }
    const label = (form === 'contact' ? labels.contact : labels.growth).get(field) ?? labels.contact.get(field) ?? field
    out.push({ field, label, value: asShown(form, field, value, forms) })
  }
  return out
}

/**
 * A form fill (the saves of one lead id) as one submission: its answers merged as the lead's are
 * (lead-merge.ts), and for the wizard how far it got. The wizard keeps its lead id across the saves of one
 * fill and starts a new one after finishing, so a person who filled it twice has two. Pure.
 */
export function fillView(saves: StoredSubmission[], forms: LeadForms = SITE_FORMS): StaffSubmission {
  const sorted = [...saves].sort(bySaveOrder)
  const lead = mergeLead(sorted, { growthSessionForm: forms.growth })
  const last = sorted.at(-1)!
  const progress =
    lead.form === 'growth-session'
      ? { reached: lead.step ?? 0, of: forms.growth.steps.length, completed: lead.complete, step: lead.step ?? 0 }
      : {}
  return {
    form: lead.form,
    leadId: lead.leadId,
    submissionId: last.submissionId,
    receivedAt: lead.createdAt,
    lastSavedAt: lead.updatedAt,
    saves: sorted.length,
    ...progress,
    answers: labeled(lead.form, lead.answers, forms),
    attribution: flatAttribution(lead.attribution),
    ...(lead.flags ? { flags: lead.flags } : {}),
  }
}

/** A person's submissions, one per fill, oldest first. */
export function fillsOf(subs: StoredSubmission[], forms: LeadForms = SITE_FORMS): StaffSubmission[] {
  const fills = new Map<string, StoredSubmission[]>()
  for (const s of subs) fills.set(`${s.form}/${s.leadId}`, [...(fills.get(`${s.form}/${s.leadId}`) ?? []), s])
  return [...fills.values()].map((f) => fillView(f, forms)).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
}

/** Attribution as staff read it: one line per value, the ad clicks as firstClick.gclid, lastClick.fbc, .... Pure. */
export function flatAttribution(a: StoredSubmission['attribution']): Record<string, string | undefined> {
  const { clicks, ...rest } = a ?? {}
  const out: Record<string, string | undefined> = { ...rest }
  for (const [which, click] of [
    ['firstClick', clicks?.first],
    ['lastClick', clicks?.last],
  ] as const)
    for (const [k, v] of Object.entries(click ?? {})) out[`${which}.${k}`] = v
  return out
}
