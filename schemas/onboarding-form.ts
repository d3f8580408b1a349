// content/forms/onboarding.yaml: the client onboarding questionnaire. Its
// steps and fields are fixed by the table in onboarding-fields.ts; content
// gives each field's words and options, in the definition of its kind.
import { z } from 'zod'
import {
  CheckboxesFieldSchema,
  FailureMessagesSchema,
  minFillSeconds,
  RadioFieldSchema,
  SelectFieldSchema,
  TextareaFieldSchema,
  TextFieldSchema,
} from './form-fields.ts'
import {
  ONBOARDING_FIELD_KINDS,
  type OnboardingFieldKind,
  type OnboardingKindOf,
  type OnboardingKinds,
  type OnboardingStepKey,
} from './onboarding-fields.ts'

/** The definition each kind of onboarding field takes in content (onboarding-fields.ts says which field is which kind). */
const ONBOARDING_FIELD_DEFS = {
  text: TextFieldSchema,
  url: TextFieldSchema,
  textarea: TextareaFieldSchema,
  select: SelectFieldSchema,
  radio: RadioFieldSchema,
  checkboxes: CheckboxesFieldSchema,
} satisfies Record<OnboardingFieldKind, z.ZodType>
type OnboardingFieldDefSchemas<S extends OnboardingStepKey> = {
  [N in keyof OnboardingKinds[S]]: (typeof ONBOARDING_FIELD_DEFS)[OnboardingKindOf<S, N>]
}

function onboardingStepSchema<S extends OnboardingStepKey>(step: S, titleExample: string) {
  const kinds: Record<string, OnboardingFieldKind> = ONBOARDING_FIELD_KINDS[step]
  // Object.fromEntries forgets which name holds which kind; the mapped type puts that back.
  const fields = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, ONBOARDING_FIELD_DEFS[kind]]),
  ) as OnboardingFieldDefSchemas<S>
  return z
    .object({
      title: z.string().min(1).describe(`Step title, e.g. "${titleExample}"`),
      description: z.string().optional().describe('Text under the step title'),
      fields: z.object(fields).strict(),
    })
    .strict()
}

export const OnboardingFormSchema = z
  .object({
    heading: z.string().min(1).optional().describe('Title above the questionnaire; omit when the page section already has one'),
    intro: z.string().optional().describe('One or two sentences under the title'),
    steps: z
      .object({
        businessInfo: onboardingStepSchema('businessInfo', 'Business Information'),
        goals: onboardingStepSchema('goals', 'Marketing Goals'),
        currentMarketing: onboardingStepSchema('currentMarketing', 'Current Marketing'),
        budget: onboardingStepSchema('budget', 'Budget & Timeline'),
      })
      .strict()
      .describe('The four steps, in order. Names are fixed; titles, labels, messages and options are yours.'),
    labels: z
      .object({
        previous: z.string().min(1).default('Previous').describe('Back button (default "Previous")'),
        next: z.string().min(1).default('Next').describe('Forward button (default "Next")'),
        complete: z.string().min(1).default('Complete Onboarding').describe('Button on the last step (default "Complete Onboarding")'),
        completing: z.string().min(1).default('Saving...').describe('That button while sending (default "Saving...")'),
        progress: z.string().min(1).default('Step {current} of {total}').describe('Progress text; {current} and {total} are replaced'),
        percent: z.string().min(1).default('{percent}% complete').describe('Percent text; {percent} is replaced'),
        fixErrors: z.string().min(1).describe('Toast when required answers are missing, e.g. "Please complete the highlighted fields."'),
      })
      .strict(),
    thanks: z
      .object({
        title: z.string().min(1).describe('Heading shown after completing, e.g. "Thank you!"'),
        body: z.string().min(1).describe('Text shown after completing'),
      })
      .strict(),
    failure: FailureMessagesSchema.describe('Toasts when sending fails'),
    minFillSeconds: minFillSeconds(3),
  })
  .strict()
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>
/** A field's definition in content, by the kind of input it is. */
export type OnboardingFieldDef<K extends OnboardingFieldKind> = z.infer<(typeof ONBOARDING_FIELD_DEFS)[K]>
export type { OnboardingStepKey }
