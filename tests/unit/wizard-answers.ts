// A valid answer for any wizard step, worked out from the step's kind and
// limits, so tests walk whatever wizard content holds (a step added, options
// relabelled) without naming its fields or words.
import type { GrowthSessionForm, WizardStep } from '../../schemas/forms.ts'

/** What a visitor might type or choose on this step: within its limits, a choice as its first option's value. */
export function validAnswer(step: WizardStep): string {
  switch (step.type) {
    case 'choice':
      return step.options[0]!.value
    case 'email':
      return 'ana@acme.com.au'
    case 'phone':
      return '412345678'
    case 'url':
      return 'acme.com.au'
    case 'textarea':
      return 'Not enough qualified leads.'
    case 'text':
    case 'name':
      return 'Ana'.slice(0, step.maxLength)
  }
}

/** A valid answer for every step, by field. */
export const validAnswers = (form: GrowthSessionForm): Record<string, string> =>
  Object.fromEntries(form.steps.map((s) => [s.field, validAnswer(s)]))
