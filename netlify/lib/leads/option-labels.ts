// Choice answers are stored as option values ("real-estate"); staff read each
// option's label ("Real Estate"), the words the visitor chose, from the same
// form definitions: in the lead email, on the console's lead page and in the
// CSV export. One table per form, built once. A value no form knows (an option
// since renamed or removed in content) is shown as stored.
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'

type Options = readonly { value: string; label: string }[]
type Labels = ReadonlyMap<string, string>

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
const TABLES: Record<string, ReadonlyMap<string, Labels>> = {
  contact: tableOf(Object.entries(contactForm.fields)),
  'growth-session': tableOf(growthSessionForm.steps.map((s): [string, unknown] => [s.field, s])),
  onboarding: tableOf(
    Object.entries(onboardingForm.steps).flatMap(([step, s]) =>
      Object.entries(s.fields).map(([name, f]): [string, unknown] => [`${step}.${name}`, f]),
    ),
  ),
}

/** An answer as staff read it: an option's value becomes its label (each one of a list); anything else is returned as is. */
export function asShown(form: string, field: string, value: unknown): unknown {
  const labels = TABLES[form]?.get(field)
  if (!labels) return value
  if (Array.isArray(value)) return value.map((v) => labels.get(String(v)) ?? v)
  return typeof value === 'string' ? (labels.get(value) ?? value) : value
}
