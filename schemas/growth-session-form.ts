// content/forms/growth-session.yaml: the growth-session wizard's steps, its
// labels (where each visitor goes after the last step is content/routing.yaml). The steps are the
// field list: each step asks one field, named in content, and the functions
// store the answer under that name (a choice as its option's value), the staff
// email shows it under its question and the export under its name. Adding a
// field is adding a step there.
import { z } from 'zod'
import { FormPromisesSchema } from './site.ts'
import {
  choices,
  MANY_LINES_MESSAGE,
  maxLength,
  minFillSeconds,
  NAME_MESSAGE,
  nameMaxLength,
  ONE_LINE_MESSAGE,
  placeholder,
} from './form-fields.ts'
import { tokenProblems, TOKEN_FAMILIES } from './tokens.ts'
import { tokenText } from './token-text.ts'

/** The answers that are a person's name (staff's emails and the console read them as the person): asked by a "name" step. */
const PERSON_NAME_FIELDS: readonly string[] = ['firstName', 'lastName']

/** A wizard answer's name, as the functions store it and the export heads its column ("businessType"). */
export type GrowthFieldName = string

const FieldNameSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'use a camelCase name, e.g. "businessType"')
  .describe('The answer\'s name, as it is stored and heads its export column (camelCase, each step its own, e.g. "businessType")')
  .meta({ title: 'Answer field' })
/** A text that may name any answer of the wizard as {token}: the steps check the names (see the form's refinement). */
const answerText = (hint: string) => z.string().min(1).describe(`${hint} (tokens: any answer field, e.g. {firstName})`)

const stepCommon = {
  field: FieldNameSchema,
  question: answerText(
    'The question; {firstName} (or any earlier field) is replaced by the answer, e.g. "Nice to meet you, {firstName}!"',
  ).meta({ title: 'Question' }),
  description: answerText('Smaller text under the question').optional().meta({ title: 'Description' }),
  required: z
    .boolean()
    .default(true)
    .describe('Required steps show an asterisk and must be answered (default true)')
    .meta({ title: 'Required' }),
  error: z
    .string()
    .min(1)
    .optional()
    .describe('Toast when the answer is missing or invalid (default: messages.invalid)')
    .meta({ title: 'Error message' }),
}
const buttonStep = {
  placeholder,
  buttonLabel: z.string().min(1).optional().describe('Button text (default: labels.ok, e.g. "OK")').meta({ title: 'Button text' }),
  busyLabel: z
    .string()
    .min(1)
    .optional()
    .describe('Button text while the answer is being saved, e.g. "Submitting..." (default: unchanged)')
    .meta({ title: 'Button text while saving' }),
  maxLength: maxLength(200).meta({ title: 'Longest answer (characters)' }),
}

const TextStepSchema = z
  .object({ type: z.literal('text'), ...stepCommon, ...buttonStep })
  .strict()
  .meta({ title: 'Short answer' })
const NameStepSchema = z
  .object({
    type: z.literal('name'),
    ...stepCommon,
    ...buttonStep,
    maxLength: nameMaxLength(),
  })
  .strict()
  .describe("A person's name: letters, spaces, hyphens, apostrophes and full stops, no web or email address (messages.name otherwise)")
  .meta({ title: 'Name' })
const EmailStepSchema = z
  .object({ type: z.literal('email'), ...stepCommon, ...buttonStep })
  .strict()
  .meta({ title: 'Email' })
const UrlStepSchema = z
  .object({ type: z.literal('url'), ...stepCommon, ...buttonStep })
  .strict()
  .describe('Website step: a bare domain or a full URL; any text is accepted')
  .meta({ title: 'Website' })
const TextareaStepSchema = z
  .object({
    type: z.literal('textarea'),
    ...stepCommon,
    ...buttonStep,
    maxLength: maxLength(5000).meta({ title: 'Longest answer (characters)' }),
    rows: z.number().int().min(2).max(12).default(4).describe('Visible lines (default 4)').meta({ title: 'Height (lines)' }),
  })
  .strict()
  .meta({ title: 'Long answer' })
const PhoneStepSchema = z
  .object({
    type: z.literal('phone'),
    ...stepCommon,
    ...buttonStep,
    prefix: z
      .string()
      .regex(/^\+\d{1,3}$/)
      .default('+61')
      .describe('Fixed country prefix shown before the field (default "+61")')
      .meta({ title: 'Prefix' }),
    minDigits: z.number().int().min(4).max(15).default(9).describe('Fewest digits accepted (default 9)').meta({ title: 'Fewest digits' }),
    maxDigits: z.number().int().min(4).max(15).default(12).describe('Most digits accepted (default 12)').meta({ title: 'Most digits' }),
  })
  .strict()
  .refine((s) => s.minDigits <= s.maxDigits, 'minDigits must not exceed maxDigits')
  .meta({ title: 'Phone' })
const ChoiceStepSchema = z
  .object({
    type: z.literal('choice'),
    ...stepCommon,
    options: choices(26)
      .describe('Answers, shown with keys A, B, C, …: the label is what the visitor reads, the value what is stored and routed on')
      .meta({ title: 'Choices' }),
  })
  .strict()
  .meta({ title: 'Multiple choice' })

const WizardStepSchema = z.discriminatedUnion('type', [
  TextStepSchema,
  NameStepSchema,
  EmailStepSchema,
  PhoneStepSchema,
  UrlStepSchema,
  TextareaStepSchema,
  ChoiceStepSchema,
])
export type WizardStep = z.infer<typeof WizardStepSchema>
export type WizardStepType = WizardStep['type']

export const GrowthSessionFormSchema = z
  .object({
    steps: z
      .array(WizardStepSchema)
      .min(1)
      .describe('The wizard steps, in order; choosing on the last step finishes the wizard')
      .superRefine((steps, ctx) => {
        const fields = steps.map((s) => s.field)
        steps.forEach((s, i) => {
          if (fields.indexOf(s.field) !== i)
            ctx.addIssue({ code: 'custom', path: [i, 'field'], message: `field "${s.field}" is asked by an earlier step already` })
          for (const key of ['question', 'description'] as const)
            for (const message of tokenProblems(s[key] ?? '', fields)) ctx.addIssue({ code: 'custom', path: [i, key], message })
        })
        // The names reach staff's emails and the console: the step that asks one checks it is a name.
        steps.forEach((s, i) => {
          if (PERSON_NAME_FIELDS.includes(s.field) && s.type !== 'name')
            ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `"${s.field}" is a person's name: make it a "name" step` })
        })
        const last = steps[steps.length - 1]
        if (last && last.type !== 'choice')
          ctx.addIssue({ code: 'custom', message: 'the last step must be a "choice" step (choosing finishes the wizard)' })
      })
      .meta({ title: 'Steps' }),
    labels: z
      .object({
        ok: z.string().min(1).default('OK').describe('Default button text (default "OK")').meta({ title: 'OK button' }),
        back: z.string().min(1).default('Back').describe('Back control (default "Back")').meta({ title: 'Back button' }),
        enterHint: z.string().min(1).describe('Hint next to the button, e.g. "press Enter ↵"').meta({ title: 'Enter key hint' }),
        newlineHint: z
          .string()
          .min(1)
          .describe('Extra hint on multi-line steps, e.g. "Shift ⇧ + Enter ↵ for a new line"')
          .meta({ title: 'New line hint' }),
        choiceHint: z
          .string()
          .min(1)
          .describe('Hint on choice steps, e.g. "Choose an option, or press A, B, C or D"')
          .meta({ title: 'Choice hint' }),
        progress: tokenText(TOKEN_FAMILIES.progress, 'Progress text for screen readers, e.g. "Question {current} of {total}"').meta({
          title: 'Progress text',
        }),
        requiredMark: z
          .string()
          .min(1)
          .default('*')
          .describe('Mark after a required question (default "*")')
          .meta({ title: 'Required mark' }),
        submitting: z
          .string()
          .min(1)
          .default('Submitting...')
          .describe('Shown after the last answer while finishing (default "Submitting...")')
          .meta({ title: 'Book button while booking' }),
        done: z
          .string()
          .min(1)
          .describe('Shown just before the redirect, e.g. "Thanks! Taking you to the calendar…"')
          .meta({ title: 'Done message' }),
        restored: z
          .string()
          .min(1)
          .describe('Note shown when an unfinished session is restored, e.g. "Welcome back! We kept your answers."')
          .meta({ title: 'Session restored note' }),
      })
      .strict()
      .meta({ title: 'Labels' })
      .meta({ description: 'Button and hint texts of the questionnaire' }),
    messages: z
      .object({
        invalid: z
          .string()
          .min(1)
          .default('Please fill in this field to continue')
          .describe('Default toast for a missing or invalid answer')
          .meta({ title: 'Invalid email message' }),
        name: z
          .string()
          .min(1)
          .default(NAME_MESSAGE)
          .describe(`Shown when the answer of a name step is not a person's name (default "${NAME_MESSAGE}")`)
          .meta({ title: 'Not a name message' }),
        oneLine: z
          .string()
          .min(1)
          .default(ONE_LINE_MESSAGE)
          .describe(`Shown when a short answer holds a line break, a tab or another control character (default "${ONE_LINE_MESSAGE}")`)
          .meta({ title: 'Hidden characters message (short answers)' }),
        manyLines: z
          .string()
          .min(1)
          .default(MANY_LINES_MESSAGE)
          .describe(`Shown when a long answer holds a control character other than line breaks and tabs (default "${MANY_LINES_MESSAGE}")`)
          .meta({ title: 'Hidden characters message (long answers)' }),
      })
      .strict()
      .meta({ title: 'Messages' })
      .meta({ description: 'Messages the visitor reads when something needs their attention' }),
    draftDelayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(300)
      .describe('Save the unfinished answers in the browser this long after each change (default 300 ms)')
      .meta({ title: 'Draft save delay (ms)' }),
    redirectDelayMs: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .default(500)
      .describe('Pause after the last answer before the redirect (default 500 ms)')
      .meta({ title: 'Redirect delay (ms)' }),
    minFillSeconds: minFillSeconds(1).meta({ title: 'Spam guard (seconds)' }),
    promises: FormPromisesSchema,
  })
  .strict()
export type GrowthSessionForm = z.infer<typeof GrowthSessionFormSchema>
