// content/forms/onboarding.yaml: the client onboarding questionnaire. Its
// four steps are fixed (onboarding-fields.ts); the fields of each are content:
// their names, order, kind of input (`kind`), what the browser may autofill,
// words and options. Adding a question is a few lines of YAML. The fields other
// code reads by name (onboarding-fields.ts) must be there, of their kind.
import { z } from 'zod'
import { FormPromisesSchema } from './site.ts'
import {
  autoComplete,
  CheckboxesFieldSchema,
  EmailFieldSchema,
  FailureMessagesSchema,
  minFillSeconds,
  NameFieldSchema,
  PhoneFieldSchema,
  RadioFieldSchema,
  SelectFieldSchema,
  TextareaFieldSchema,
  TextFieldSchema,
} from './form-fields.ts'
import { CORE_ONBOARDING_FIELDS, type OnboardingFieldKind, type OnboardingStepKey } from './onboarding-fields.ts'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'

const kind = <K extends OnboardingFieldKind>(k: K, what: string) =>
  z.literal(k).describe(`The kind of input: ${what}`).meta({ title: 'Kind' })

/** The definition each kind of onboarding field takes in content, told apart by `kind`. */
const ONBOARDING_FIELD_DEFS = {
  // Who fills it in, checked as the contact form checks them (contact-form-content.ts).
  name: NameFieldSchema.extend({ kind: kind('name', "a person's name"), autoComplete }).meta({ title: 'Name' }),
  email: EmailFieldSchema.extend({ kind: kind('email', 'an email address'), autoComplete }).meta({ title: 'Email' }),
  tel: PhoneFieldSchema.extend({ kind: kind('tel', 'a phone number'), autoComplete }).meta({ title: 'Phone' }),
  text: TextFieldSchema.extend({ kind: kind('text', 'a line of text'), autoComplete }).meta({ title: 'Text' }),
  url: TextFieldSchema.extend({ kind: kind('url', 'a web address'), autoComplete }).meta({ title: 'Web address' }),
  textarea: TextareaFieldSchema.extend({ kind: kind('textarea', 'a paragraph') }).meta({ title: 'Paragraph' }),
  select: SelectFieldSchema.extend({ kind: kind('select', 'a choice from a list') }).meta({ title: 'Choice' }),
  radio: RadioFieldSchema.extend({ kind: kind('radio', 'one of a few choices') }).meta({ title: 'One of a few' }),
  checkboxes: CheckboxesFieldSchema.extend({ kind: kind('checkboxes', 'any of several choices') }).meta({ title: 'Any of several' }),
}
const OnboardingFieldSchema = z.discriminatedUnion('kind', [
  ONBOARDING_FIELD_DEFS.name,
  ONBOARDING_FIELD_DEFS.email,
  ONBOARDING_FIELD_DEFS.tel,
  ONBOARDING_FIELD_DEFS.text,
  ONBOARDING_FIELD_DEFS.url,
  ONBOARDING_FIELD_DEFS.textarea,
  ONBOARDING_FIELD_DEFS.select,
  ONBOARDING_FIELD_DEFS.radio,
  ONBOARDING_FIELD_DEFS.checkboxes,
])

function onboardingStepSchema(titleExample: string) {
  return z
    .object({
      title: z.string().min(1).describe(`Step title, e.g. "${titleExample}"`).meta({ title: 'Title' }),
      description: z.string().optional().describe('Text under the step title').meta({ title: 'Description' }),
      fields: z
        .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a field name in camelCase, e.g. "teamSize"'), OnboardingFieldSchema)
        .refine((f) => Object.keys(f).length > 0, 'a step asks at least one question')
        .meta({ title: 'Questions', description: 'The questions of this step, in order; each answer is stored under its name' }),
    })
    .strict()
    .describe(`One step of the questionnaire, e.g. "${titleExample}"`)
}

/** The fields other code reads by name must be there, of their kind, and required (a lead without them reaches no one). */
const coreFieldsPresent = (
  steps: Record<OnboardingStepKey, { fields: Record<string, { kind: string; required?: string }> }>,
  ctx: z.RefinementCtx,
) => {
  for (const { step, name, kind } of CORE_ONBOARDING_FIELDS) {
    const field = steps[step].fields[name]
    if (field?.kind !== kind || field.required === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [step, 'fields', name],
        message: `${name} is always asked (staff read it): keep it with kind ${kind} and a required message`,
      })
  }
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
        businessInfo: onboardingStepSchema('Business Information').meta({ title: 'Business info' }),
        goals: onboardingStepSchema('Marketing Goals').meta({ title: 'Goals' }),
        currentMarketing: onboardingStepSchema('Current Marketing').meta({ title: 'Current marketing' }),
        budget: onboardingStepSchema('Budget & Timeline').meta({ title: 'Budget' }),
      })
      .strict()
      .superRefine(coreFieldsPresent)
      .describe('The four steps, in order. Step names are fixed; their questions, titles, labels, messages and options are yours.')
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
    promises: FormPromisesSchema,
  })
  .strict()
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>
/** A field's definition in content, by the kind of input it is. */
export type OnboardingFieldDef<K extends OnboardingFieldKind> = z.infer<(typeof ONBOARDING_FIELD_DEFS)[K]>
/** Any onboarding field's definition in content, told apart by its kind. */
export type AnyOnboardingFieldDef = z.infer<typeof OnboardingFieldSchema>
export type { OnboardingStepKey }
