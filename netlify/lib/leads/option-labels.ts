// Choice answers are stored as option values ("real-estate"); staff read each
// option's label ("Real Estate"), the words the visitor chose, from the same
// form definitions: in the lead email, on the console's lead page and in the
// CSV export. One table per form, built once per set of definitions (the
// site's, or a test's fixture). A value no form knows (an option since renamed
// or removed in content) is shown as stored.
import type { ContactForm, GrowthSessionForm, OnboardingForm } from '../../../schemas/forms.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'

/** The three lead forms' definitions: what staff read every answer against. */
export interface LeadForms {
  contact: ContactForm
  growth: GrowthSessionForm
  onboarding: OnboardingForm
}
/** The site's own, from content/forms/ (src/generated/forms.ts). */
export const SITE_FORMS: LeadForms = { contact: contactForm, growth: growthSessionForm, onboarding: onboardingForm }

type Options = readonly { value: string; label: string }[]
type Labels = ReadonlyMap<string, string>
type Tables = Record<string, ReadonlyMap<string, Labels>>

const labelsOf = (field: unknown): Labels | undefined => {
  const options = (field as { options?: Options }).options
  return options ? new Map(options.map((o) => [o.value, o.label])) : undefined
}
const tableOf = (fields: [string, unknown][]) =>
  new Map(
    fields.flatMap(([name, f]) => {
      const labels = labelsOf(f)
      return labels ? [[name, labels] as const] : []
    }),
  )

/** Per form, the labels of each field with options; onboarding's fields are named `step.field`. */
const tablesOf = (forms: LeadForms): Tables => ({
  contact: tableOf(Object.entries(forms.contact.fields)),
  'growth-session': tableOf(forms.growth.steps.map((s): [string, unknown] => [s.field, s])),
  onboarding: tableOf(
    Object.entries(forms.onboarding.steps).flatMap(([step, s]) =>
      Object.entries(s.fields).map(([name, f]): [string, unknown] => [`${step}.${name}`, f]),
    ),
  ),
})
const built = new WeakMap<LeadForms, Tables>()

/** An answer as staff read it: an option's value becomes its label (each one of a list); anything else is returned as is. */
export function asShown(form: string, field: string, value: unknown, forms: LeadForms = SITE_FORMS): unknown {
  let tables = built.get(forms)
  if (!tables) built.set(forms, (tables = tablesOf(forms)))
  const labels = tables[form]?.get(field)
  if (!labels) return value
  if (Array.isArray(value)) return value.map((v) => labels.get(String(v)) ?? v)
  return typeof value === 'string' ? (labels.get(value) ?? value) : value
}
