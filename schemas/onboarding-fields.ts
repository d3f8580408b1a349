// The onboarding questionnaire's fields are content (content/forms/onboarding.yaml):
// each step's fields, in order, and the kind of input each is live there, so
// adding a question touches no TypeScript. What stays here are the four steps
// (each a group of the stored answers) and the one field other code reads by
// name (the business name: the console's "who" and company). onboarding-form.ts
// refuses content without it.
// No zod here: the build's classic zod (onboarding-form.ts) and the browser's
// zod/mini (lead.ts) both read this file.

/**
 * text and url: one line; name, email, tel: one line holding a person's name, address or phone (the
 * contact form's rules); textarea: several; select, radio: one option; checkboxes: any number of options.
 */
export type OnboardingFieldKind = 'name' | 'email' | 'tel' | 'text' | 'url' | 'textarea' | 'select' | 'radio' | 'checkboxes'

/** The steps, in order: each holds its fields' answers under its key. */
export const ONBOARDING_STEPS = ['businessInfo', 'goals', 'currentMarketing', 'budget'] as const
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]
/** A field's name within its step: content's. */
export type OnboardingFieldName = string

/**
 * The fields other code reads by name (step, field, kind): content must have them. Who fills it in
 * (contactName, email) is the lead's person (compose-lead.ts personOf): the console's "who", the
 * Reply-To of staff's email and the address the onboarding acknowledgement goes to.
 */
export const CORE_ONBOARDING_FIELDS = [
  { step: 'businessInfo', name: 'businessName', kind: 'text' },
  { step: 'businessInfo', name: 'contactName', kind: 'name' },
  { step: 'businessInfo', name: 'email', kind: 'email' },
] as const satisfies readonly {
  step: OnboardingStepKey
  name: string
  kind: OnboardingFieldKind
}[]
