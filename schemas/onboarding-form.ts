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
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

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

/** Each onboarding question's label in the editor (what the client reads is the field's own `label`, in content). */
const ONBOARDING_FIELD_TITLES = {
  businessName: 'Business name',
  industry: 'Industry',
  website: 'Website',
  description: 'About the business',
  targetAudience: 'Target audience',
  primaryGoals: 'Primary goals',
  specificTargets: 'Specific targets',
  timeline: 'Timeline',
  successMetrics: 'How success is measured',
  currentMarketing: 'Current marketing',
  marketingExperience: 'Marketing experience',
  challenges: 'Challenges',
  previousResults: 'Previous results',
  monthlyBudget: 'Monthly budget',
  budgetFlexibility: 'Budget flexibility',
  startTimeline: 'When to start',
  additionalInfo: 'Anything else',
} satisfies Record<{ [S in OnboardingStepKey]: keyof OnboardingKinds[S] }[OnboardingStepKey], string>
const ONBOARDING_KIND_WORDS: Record<OnboardingFieldKind, string> = {
  text: 'a line of text',
  url: 'a web address',
  textarea: 'a paragraph',
  select: 'a choice from a list',
  radio: 'one of a few choices',
  checkboxes: 'any of several choices',
}

function onboardingStepSchema<S extends OnboardingStepKey>(step: S, titleExample: string) {
  const kinds: Record<string, OnboardingFieldKind> = ONBOARDING_FIELD_KINDS[step]
  // Object.fromEntries forgets which name holds which kind; the mapped type puts that back.
  const fields = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [
      name,
      ONBOARDING_FIELD_DEFS[kind].meta({
        title: ONBOARDING_FIELD_TITLES[name as keyof typeof ONBOARDING_FIELD_TITLES],
        description: `A question answered with ${ONBOARDING_KIND_WORDS[kind]}: its label, choices and rules`,
      }),
    ]),
  ) as OnboardingFieldDefSchemas<S>
  return z
    .object({
      title: z.string().min(1).describe(`Step title, e.g. "${titleExample}"`).meta({ title: 'Title' }),
      description: z.string().optional().describe('Text under the step title').meta({ title: 'Description' }),
      fields: z.object(fields).strict().meta({ title: 'Questions', description: 'The questions of this step, in order' }),
    })
    .strict()
    .describe(`One step of the questionnaire, e.g. "${titleExample}"`)
}

export const OnboardingFormSchema = z
  .object({
    heading: z
      .string()
      .min(1)
      .optional()
      .describe('Title above the questionnaire; omit when the page section already has one')
      .meta({ title: 'Heading' }),
    intro: z.string().optional().describe('One or two sentences under the title').meta({ title: 'Intro' }),
    steps: z
      .object({
        businessInfo: onboardingStepSchema('businessInfo', 'Business Information').meta({ title: 'Business info' }),
        goals: onboardingStepSchema('goals', 'Marketing Goals').meta({ title: 'Goals' }),
        currentMarketing: onboardingStepSchema('currentMarketing', 'Current Marketing').meta({ title: 'Current marketing' }),
        budget: onboardingStepSchema('budget', 'Budget & Timeline').meta({ title: 'Budget' }),
      })
      .strict()
      .describe('The four steps, in order. Names are fixed; titles, labels, messages and options are yours.')
      .meta({ title: 'Steps' }),
    labels: z
      .object({
        previous: z.string().min(1).default('Previous').describe('Back button (default "Previous")').meta({ title: 'Back button' }),
        next: z.string().min(1).default('Next').describe('Forward button (default "Next")').meta({ title: 'Next link' }),
        complete: z
          .string()
          .min(1)
          .default('Complete Onboarding')
          .describe('Button on the last step (default "Complete Onboarding")')
          .meta({ title: 'Finish button' }),
        completing: z
          .string()
          .min(1)
          .default('Saving...')
          .describe('That button while sending (default "Saving...")')
          .meta({ title: 'Finish button while saving' }),
        progress: tokenText(TOKEN_FAMILIES.progress, 'Progress text (default "Step {current} of {total}")')
          .default('Step {current} of {total}')
          .meta({ title: 'Progress text' }),
        percent: tokenText(TOKEN_FAMILIES.percent, 'Percent text (default "{percent}% complete")')
          .default('{percent}% complete')
          .meta({ title: 'Percent text' }),
        fixErrors: z
          .string()
          .min(1)
          .describe('Toast when required answers are missing, e.g. "Please complete the highlighted fields."')
          .meta({ title: 'Missing answers message' }),
      })
      .strict()
      .meta({ title: 'Labels' })
      .meta({ description: 'Button and hint texts of the questionnaire' }),
    thanks: z
      .object({
        title: z.string().min(1).describe('Heading shown after completing, e.g. "Thank you!"').meta({ title: 'Title' }),
        body: z.string().min(1).describe('Text shown after completing').meta({ title: 'Text' }),
      })
      .strict()
      .meta({ title: 'Thanks' })
      .meta({ description: 'What the client reads once onboarding is complete' }),
    failure: FailureMessagesSchema.describe('Toasts when sending fails').meta({ title: 'Error messages' }),
    minFillSeconds: minFillSeconds(3).meta({ title: 'Spam guard (seconds)' }),
  })
  .strict()
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>
/** A field's definition in content, by the kind of input it is. */
export type OnboardingFieldDef<K extends OnboardingFieldKind> = z.infer<(typeof ONBOARDING_FIELD_DEFS)[K]>
export type { OnboardingStepKey }
