// The onboarding questionnaire's fields are content (content/forms/onboarding.yaml):
// each step's fields, in order, and the kind of input each is live there, so
// adding a question touches no TypeScript. What stays here are the four steps
// (each a group of the stored answers) and the one field other code reads by
// name (the business name: the console's "who" and company). onboarding-form.ts
// refuses content without it.
// No zod here: the build's classic zod (onboarding-form.ts) and the browser's
// zod/mini (lead.ts) both read this file.

/** text and url: one line; textarea: several; select, radio: one option; checkboxes: any number of options. */
export type OnboardingFieldKind = 'text' | 'url' | 'textarea' | 'select' | 'radio' | 'checkboxes'

/** The steps, in order: each holds its fields' answers under its key. */
export const ONBOARDING_STEPS = ['businessInfo', 'goals', 'currentMarketing', 'budget'] as const
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]
/** A field's name within its step: content's. */
export type OnboardingFieldName = string

/** The fields other code reads by name (step, field, kind): content must have them. */
export const CORE_ONBOARDING_FIELDS = [{ step: 'businessInfo', name: 'businessName', kind: 'text' }] as const satisfies readonly {
  step: OnboardingStepKey
  name: string
  kind: OnboardingFieldKind
}[]
