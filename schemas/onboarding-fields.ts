// The onboarding questionnaire's layout, written once: its four steps, the
// fields of each, in order, and which kind of input each field is. The kind
// picks the field's definition in content (forms.ts), its answer rule
// (lead.ts) and the input the wizard draws. Adding a field is one line here
// and its definition in content/forms/onboarding.yaml.
// No zod here: the build's classic zod (forms.ts) and the browser's zod/mini
// (lead.ts) both read this table.

/** text and url: one line; textarea: several; select, radio: one option; checkboxes: any number of options. */
export type OnboardingFieldKind = 'text' | 'url' | 'textarea' | 'select' | 'radio' | 'checkboxes'

export const ONBOARDING_FIELD_KINDS = {
  businessInfo: { businessName: 'text', industry: 'select', website: 'url', description: 'textarea', targetAudience: 'textarea' },
  goals: { primaryGoals: 'checkboxes', specificTargets: 'textarea', timeline: 'text', successMetrics: 'textarea' },
  currentMarketing: { currentMarketing: 'checkboxes', marketingExperience: 'radio', challenges: 'textarea', previousResults: 'textarea' },
  budget: { monthlyBudget: 'select', budgetFlexibility: 'radio', startTimeline: 'select', additionalInfo: 'textarea' },
} as const satisfies Record<string, Record<string, OnboardingFieldKind>>

export type OnboardingKinds = typeof ONBOARDING_FIELD_KINDS
export type OnboardingStepKey = keyof OnboardingKinds
export type OnboardingFieldName<S extends OnboardingStepKey> = keyof OnboardingKinds[S] & string

export const ONBOARDING_STEPS = ['businessInfo', 'goals', 'currentMarketing', 'budget'] as const satisfies readonly OnboardingStepKey[]
/** The kind of field N of step S (the intersection lets generic code index by it). */
export type OnboardingKindOf<S extends OnboardingStepKey, N extends keyof OnboardingKinds[S]> = OnboardingKinds[S][N] & OnboardingFieldKind
