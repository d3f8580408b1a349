// content/forms/*.yaml: what the three lead forms say and ask (labels,
// placeholders, options, messages, steps). The field *names* are fixed here
// because the functions store them and staff export them; everything a
// visitor reads is content. schemas/lead.ts builds the validators that the
// browser and the functions share from these definitions.
import { z } from 'zod'
import { HrefSchema } from './common.ts'
import { tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'
import {
  ONBOARDING_FIELD_KINDS,
  type OnboardingFieldKind,
  type OnboardingKindOf,
  type OnboardingKinds,
  type OnboardingStepKey,
} from './onboarding-fields.ts'

/** `required: "message"` is the shorthand: present = required, and this is what the visitor reads. */
const requiredMessage = (example: string) =>
  z
    .string()
    .min(1)
    .optional()
    .describe(`Makes the field required; the message shown when it is empty, e.g. "${example}". Omit for an optional field.`)

const label = z.string().min(1).describe('Label shown above the field')
const placeholder = z.string().default('').describe('Grey example text inside the empty field (default none)')
const maxLength = (dflt: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(dflt)
    .describe(`Longest answer accepted, in characters (default ${dflt}); the browser and the server both enforce it`)
const width = z.enum(['half', 'full']).default('full').describe('"half" puts two fields side by side on wide screens (default "full")')

export const TextFieldSchema = z
  .object({
    label,
    placeholder,
    required: requiredMessage('Company name is required'),
    maxLength: maxLength(200),
    width,
  })
  .strict()
export type TextField = z.infer<typeof TextFieldSchema>

export const EmailFieldSchema = TextFieldSchema.extend({
  invalid: z.string().min(1).describe('Shown when the address is not of the form name@domain, e.g. "Invalid email format"'),
  domain: z.string().min(1).describe('Shown when the domain has no extension (name@company instead of name@company.com.au)'),
}).strict()
export type EmailField = z.infer<typeof EmailFieldSchema>

export const TextareaFieldSchema = TextFieldSchema.extend({
  maxLength: maxLength(5000),
  rows: z.number().int().min(2).max(20).default(5).describe('Visible height in lines (default 5)'),
}).strict()
export type TextareaField = z.infer<typeof TextareaFieldSchema>

export const OptionSchema = z
  .object({
    value: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens, e.g. "real-estate"')
      .describe('Stored value (lowercase-with-hyphens); changing it changes what staff see in exports'),
    label: z.string().min(1).describe('What the visitor reads, e.g. "Real Estate"'),
  })
  .strict()
export type Option = z.infer<typeof OptionSchema>

const uniqueValues = (options: Option[]) => new Set(options.map((o) => o.value)).size === options.length

export const SelectFieldSchema = z
  .object({
    label,
    placeholder: z.string().min(1).describe('The first, empty choice, e.g. "Select your industry"'),
    required: requiredMessage('Please select an industry'),
    options: z.array(OptionSchema).min(2).refine(uniqueValues, 'option values must be unique').describe('Choices, in display order'),
    width,
  })
  .strict()
export type SelectField = z.infer<typeof SelectFieldSchema>

export const RadioFieldSchema = z
  .object({
    label,
    required: requiredMessage('Please choose one'),
    options: z.array(OptionSchema).min(2).refine(uniqueValues, 'option values must be unique').describe('Choices, in display order'),
  })
  .strict()
export type RadioField = z.infer<typeof RadioFieldSchema>

export const CheckboxesFieldSchema = z
  .object({
    label,
    hint: z.string().optional().describe('Small text under the label, e.g. "Select all that apply"'),
    required: requiredMessage('Please choose at least one'),
    options: z.array(OptionSchema).min(2).refine(uniqueValues, 'option values must be unique').describe('Choices, in display order'),
  })
  .strict()
export type CheckboxesField = z.infer<typeof CheckboxesFieldSchema>

/** Toast texts for a failed submission (spec section 8). */
export const FailureMessagesSchema = z
  .object({
    title: z.string().min(1).default('Error').describe('Toast title (default "Error")'),
    network: z
      .string()
      .min(1)
      .describe('When the request cannot be sent or the server fails, e.g. "There was an error submitting your form. Please try again."'),
    unexpected: z.string().min(1).describe('For anything else, e.g. "An unexpected error occurred. Please try again."'),
    tooMany: z
      .string()
      .min(1)
      .describe(
        'When the site refuses because too many were sent from this connection in a short time (429); the answers stay in the form, e.g. "Too many tries in a short time. Please wait a minute and send again: your answers are kept."',
      ),
  })
  .strict()

const minFillSeconds = (dflt: number) =>
  z
    .number()
    .min(0)
    .max(60)
    .default(dflt)
    .describe(
      `Spam guard: a submission sent sooner than this many seconds after the form appeared is stored as spam (default ${dflt}). Keep it below what the fastest human needs.`,
    )

// ---------------------------------------------------------------- contact

export const ContactFormSchema = z
  .object({
    heading: z.string().min(1).optional().describe('Title above the fields; omit when the page section already has one'),
    intro: z.string().optional().describe('One sentence under the title'),
    fields: z
      .object({
        firstName: TextFieldSchema,
        lastName: TextFieldSchema,
        email: EmailFieldSchema,
        phone: TextFieldSchema,
        company: TextFieldSchema,
        website: TextFieldSchema,
        industry: SelectFieldSchema,
        revenue: SelectFieldSchema,
        challenges: TextareaFieldSchema,
      })
      .strict()
      .describe('The nine fields, in display order. Names are fixed; labels, messages and options are yours.'),
    submitLabel: z.string().min(1).describe('Button text, e.g. "Get My Free Growth Plan"'),
    submittingLabel: z.string().min(1).default('Processing...').describe('Button text while sending (default "Processing...")'),
    privacyNote: z.string().optional().describe('Small print under the button'),
    successUrl: HrefSchema.default('/schedule').describe('Where the visitor goes after a successful submission (default "/schedule")'),
    failure: FailureMessagesSchema.describe('Toasts when sending fails'),
    minFillSeconds: minFillSeconds(3),
  })
  .strict()
export type ContactForm = z.infer<typeof ContactFormSchema>
export type ContactFieldName = keyof ContactForm['fields']

// ---------------------------------------------------------- growth session

export const GROWTH_FIELDS = [
  'firstName',
  'email',
  'phone',
  'company',
  'website',
  'challenge',
  'timeline',
  'businessType',
  'investment',
] as const
export type GrowthFieldName = (typeof GROWTH_FIELDS)[number]

const stepCommon = {
  field: z.enum(GROWTH_FIELDS).describe('Which answer this step collects (each field exactly once)'),
  question: tokenText(
    GROWTH_FIELDS,
    'The question; {firstName} (or any earlier field) is replaced by the answer, e.g. "Nice to meet you, {firstName}!"',
  ),
  description: tokenText(GROWTH_FIELDS, 'Smaller text under the question').optional(),
  required: z.boolean().default(true).describe('Required steps show an asterisk and must be answered (default true)'),
  error: z.string().min(1).optional().describe('Toast when the answer is missing or invalid (default: messages.invalid)'),
}
const buttonStep = {
  placeholder,
  buttonLabel: z.string().min(1).optional().describe('Button text (default: labels.ok, e.g. "OK")'),
  busyLabel: z
    .string()
    .min(1)
    .optional()
    .describe('Button text while the answer is being saved, e.g. "Submitting..." (default: unchanged)'),
  maxLength: maxLength(200),
}

export const TextStepSchema = z.object({ type: z.literal('text'), ...stepCommon, ...buttonStep }).strict()
export const EmailStepSchema = z.object({ type: z.literal('email'), ...stepCommon, ...buttonStep }).strict()
export const UrlStepSchema = z
  .object({ type: z.literal('url'), ...stepCommon, ...buttonStep })
  .strict()
  .describe('Website step: a bare domain or a full URL; any text is accepted')
export const TextareaStepSchema = z
  .object({
    type: z.literal('textarea'),
    ...stepCommon,
    ...buttonStep,
    maxLength: maxLength(5000),
    rows: z.number().int().min(2).max(12).default(4).describe('Visible lines (default 4)'),
  })
  .strict()
export const PhoneStepSchema = z
  .object({
    type: z.literal('phone'),
    ...stepCommon,
    ...buttonStep,
    prefix: z
      .string()
      .regex(/^\+\d{1,3}$/)
      .default('+61')
      .describe('Fixed country prefix shown before the field (default "+61")'),
    minDigits: z.number().int().min(4).max(15).default(9).describe('Fewest digits accepted (default 9)'),
    maxDigits: z.number().int().min(4).max(15).default(12).describe('Most digits accepted (default 12)'),
  })
  .strict()
  .refine((s) => s.minDigits <= s.maxDigits, 'minDigits must not exceed maxDigits')
export const ChoiceStepSchema = z
  .object({
    type: z.literal('choice'),
    ...stepCommon,
    options: z
      .array(z.string().min(1).max(100))
      .min(2)
      .max(26)
      .refine((o) => new Set(o).size === o.length, 'options must be unique')
      .describe('Answers, shown with keys A, B, C, …; the text is also the stored value (e.g. "< $3k")'),
  })
  .strict()

export const WizardStepSchema = z.discriminatedUnion('type', [
  TextStepSchema,
  EmailStepSchema,
  PhoneStepSchema,
  UrlStepSchema,
  TextareaStepSchema,
  ChoiceStepSchema,
])
export type WizardStep = z.infer<typeof WizardStepSchema>
export type WizardStepType = WizardStep['type']

const RouteRuleSchema = z
  .object({
    field: z.enum(GROWTH_FIELDS).describe('Answer to test, e.g. "investment"'),
    equals: z.string().min(1).describe('Exact answer, e.g. "< $3k"'),
    to: HrefSchema.describe('Where to send the visitor, e.g. "/T2-schedule"'),
  })
  .strict()

export const GrowthSessionFormSchema = z
  .object({
    steps: z
      .array(WizardStepSchema)
      .min(1)
      .describe('The wizard steps, in order; choosing on the last step finishes the wizard')
      .superRefine((steps, ctx) => {
        for (const field of GROWTH_FIELDS) {
          const n = steps.filter((s) => s.field === field).length
          if (n !== 1) ctx.addIssue({ code: 'custom', message: `field "${field}" must be asked by exactly one step (found ${n})` })
        }
        const last = steps[steps.length - 1]
        if (last && last.type !== 'choice')
          ctx.addIssue({ code: 'custom', message: 'the last step must be a "choice" step (choosing finishes the wizard)' })
      }),
    labels: z
      .object({
        ok: z.string().min(1).default('OK').describe('Default button text (default "OK")'),
        back: z.string().min(1).default('Back').describe('Back control (default "Back")'),
        enterHint: z.string().min(1).describe('Hint next to the button, e.g. "press Enter ↵"'),
        newlineHint: z.string().min(1).describe('Extra hint on multi-line steps, e.g. "Shift ⇧ + Enter ↵ for a new line"'),
        choiceHint: z.string().min(1).describe('Hint on choice steps, e.g. "Choose an option, or press A, B, C or D"'),
        progress: tokenText(TOKEN_FAMILIES.progress, 'Progress text for screen readers, e.g. "Question {current} of {total}"'),
        requiredMark: z.string().min(1).default('*').describe('Mark after a required question (default "*")'),
        submitting: z
          .string()
          .min(1)
          .default('Submitting...')
          .describe('Shown after the last answer while finishing (default "Submitting...")'),
        done: z.string().min(1).describe('Shown just before the redirect, e.g. "Thanks! Taking you to the calendar…"'),
        restored: z
          .string()
          .min(1)
          .describe('Note shown when an unfinished session is restored, e.g. "Welcome back! We kept your answers."'),
      })
      .strict(),
    messages: z
      .object({
        invalid: z
          .string()
          .min(1)
          .default('Please fill in this field to continue')
          .describe('Default toast for a missing or invalid answer'),
      })
      .strict(),
    routing: z
      .object({
        rules: z.array(RouteRuleSchema).default([]).describe('First matching rule wins'),
        default: HrefSchema.default('/schedule').describe('Where everyone else goes (default "/schedule")'),
      })
      .strict()
      .describe('Where the visitor goes after the last step'),
    draftDelayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(300)
      .describe('Save the unfinished answers in the browser this long after each change (default 300 ms)'),
    redirectDelayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(500)
      .describe('Pause after the last answer before the redirect (default 500 ms)'),
    minFillSeconds: minFillSeconds(1),
  })
  .strict()
export type GrowthSessionForm = z.infer<typeof GrowthSessionFormSchema>

// --------------------------------------------------------------- onboarding

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
        progress: tokenText(TOKEN_FAMILIES.progress, 'Progress text (default "Step {current} of {total}")').default(
          'Step {current} of {total}',
        ),
        percent: tokenText(TOKEN_FAMILIES.percent, 'Percent text (default "{percent}% complete")').default('{percent}% complete'),
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
