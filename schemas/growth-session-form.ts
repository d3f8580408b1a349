// content/forms/growth-session.yaml: the growth-session wizard's steps, its
// labels and where each visitor goes after the last step. Each field of
// GROWTH_FIELDS is asked by exactly one step, because the functions store the
// answers under these names.
import { z } from 'zod'
import { HrefSchema } from './common.ts'
import { maxLength, minFillSeconds, placeholder } from './form-fields.ts'

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
  question: z
    .string()
    .min(1)
    .describe('The question; {firstName} (or any earlier field) is replaced by the answer, e.g. "Nice to meet you, {firstName}!"'),
  description: z.string().optional().describe('Smaller text under the question'),
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
        progress: z
          .string()
          .min(1)
          .describe('Progress text for screen readers; {current} and {total} are replaced, e.g. "Question {current} of {total}"'),
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
