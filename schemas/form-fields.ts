// The field definitions the three lead forms share in content/forms/*.yaml:
// what a text, email, choice or long-text field says and accepts, the failure
// toasts and the spam timing. Each form's file (contact-form-content.ts,
// growth-session-form.ts, onboarding-form.ts) builds its own shape from them.
import { z } from 'zod'
import { PERSON_NAME_MAX } from './person-name.ts'
/** `required: "message"` is the shorthand: present = required, and this is what the visitor reads. */
const requiredMessage = (example: string) =>
  z
    .string()
    .min(1)
    .optional()
    .describe(`Makes the field required; the message shown when it is empty, e.g. "${example}". Omit for an optional field.`)

export const label = z.string().min(1).describe('Label shown above the field').meta({ title: 'Label' })
export const placeholder = z
  .string()
  .default('')
  .describe('Grey example text inside the empty field (default none)')
  .meta({ title: 'Placeholder' })
export const maxLength = (dflt: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(dflt)
    .describe(`Longest answer accepted, in characters (default ${dflt}); the browser and the server both enforce it`)
export const width = z
  .enum(['half', 'full'])
  .default('full')
  .describe('"half" puts two fields side by side on wide screens (default "full")')
  .meta({ title: 'Width' })

/** The message for an answer holding characters it may not (answer-rules.ts says which), with its default. */
const charactersMessage = (dflt: string, what: string) =>
  z
    .string()
    .min(1)
    .default(dflt)
    .describe(`Shown when the answer holds ${what} (default "${dflt}")`)
    .meta({ title: 'Hidden characters message' })
/** A one-line field's autocomplete token: what the browser may fill in. */
export const autoComplete = z
  .string()
  .regex(/^[a-z][a-z-]*$/, 'an autocomplete token, e.g. "organization"')
  .optional()
  .describe('What the browser may fill in, e.g. "organization" (an HTML autocomplete token; default none)')
  .meta({ title: 'Autofill' })

export const ONE_LINE_MESSAGE = 'Please keep this to one line, without tabs or hidden characters'
export const MANY_LINES_MESSAGE = 'Please remove the hidden characters from this text'

export const TextFieldSchema = z
  .object({
    label,
    placeholder,
    required: requiredMessage('Company name is required').meta({ title: 'Required (message when empty)' }),
    maxLength: maxLength(200).meta({ title: 'Longest answer (characters)' }),
    characters: charactersMessage(ONE_LINE_MESSAGE, 'a line break, a tab or another control character'),
    width,
  })
  .strict()
export type TextField = z.infer<typeof TextFieldSchema>

export const NAME_MESSAGE =
  'Please enter your name in letters only (spaces, hyphens, apostrophes and full stops are fine), without a web or email address'

/**
 * A person's name (schemas/person-name.ts says what one is): a text field whose `invalid` message is
 * read when the answer is not a name, and whose longest answer is at most a name's longest.
 */
/** A name's longest answer: at most a name's longest (person-name.ts), the default too. */
export const nameMaxLength = () =>
  z
    .number()
    .int()
    .min(1)
    .max(PERSON_NAME_MAX)
    .default(PERSON_NAME_MAX)
    .describe(`Longest answer accepted, in characters (default and most: ${PERSON_NAME_MAX}, a name's longest)`)
    .meta({ title: 'Longest answer (characters)' })

export const NameFieldSchema = TextFieldSchema.extend({
  maxLength: nameMaxLength(),
  invalid: z
    .string()
    .min(1)
    .default(NAME_MESSAGE)
    .describe(
      `Shown when the answer is not a person's name: letters, spaces, hyphens, apostrophes and full stops only, no web or email address (default "${NAME_MESSAGE}")`,
    )
    .meta({ title: 'Not a name message' }),
}).strict()
export type NameField = z.infer<typeof NameFieldSchema>

// An address with a control character in it is no mailbox: the `invalid` message says so.
export const EmailFieldSchema = TextFieldSchema.omit({ characters: true })
  .extend({
    invalid: z
      .string()
      .min(1)
      .describe(
        'Shown when the address is not one address of the form name@domain (no list, no name around it), e.g. "Invalid email format"',
      )
      .meta({ title: 'Invalid email message' }),
    domain: z
      .string()
      .min(1)
      .describe('Shown when the domain has no extension (name@company instead of name@company.com.au)')
      .meta({ title: 'Missing domain message' }),
  })
  .strict()
export type EmailField = z.infer<typeof EmailFieldSchema>

// A phone number is checked as one (schemas/phone.ts) and stored as E.164: the `invalid` message says it is not one.
export const PhoneFieldSchema = TextFieldSchema.extend({
  invalid: z
    .string()
    .min(1)
    .describe('Shown when the answer is not a phone number that can be called, e.g. "Please enter a valid phone number, e.g. 0412 345 678"')
    .meta({ title: 'Invalid phone message' }),
}).strict()
export type PhoneField = z.infer<typeof PhoneFieldSchema>

export const TextareaFieldSchema = TextFieldSchema.extend({
  maxLength: maxLength(5000).meta({ title: 'Longest answer (characters)' }),
  characters: charactersMessage(MANY_LINES_MESSAGE, 'a control character other than line breaks and tabs'),
  rows: z.number().int().min(2).max(20).default(5).describe('Visible height in lines (default 5)').meta({ title: 'Height (lines)' }),
}).strict()
export type TextareaField = z.infer<typeof TextareaFieldSchema>

const OptionSchema = z
  .object({
    value: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens, e.g. "real-estate"')
      .describe('Stored value (lowercase-with-hyphens); changing it changes what staff see in exports')
      .meta({ title: 'Value' }),
    label: z.string().min(1).describe('What the visitor reads, e.g. "Real Estate"').meta({ title: 'Label' }),
  })
  .strict()
export type Option = z.infer<typeof OptionSchema>

const uniqueValues = (options: Option[]) => new Set(options.map((o) => o.value)).size === options.length

/** The choices of a select, radio, checkboxes or wizard choice field: at least two, values unique. A fresh schema per field, so each JSON Schema stays inline. */
export const choices = (most = 100) =>
  z
    .array(OptionSchema)
    .min(2)
    .max(most)
    .refine(uniqueValues, 'option values must be unique')
    .describe('Choices, in display order')
    .meta({ title: 'Choices' })

export const SelectFieldSchema = z
  .object({
    label,
    placeholder: z.string().min(1).describe('The first, empty choice, e.g. "Select your industry"').meta({ title: 'Placeholder' }),
    required: requiredMessage('Please select an industry').meta({ title: 'Required (message when empty)' }),
    options: choices(),
    width,
  })
  .strict()
export type SelectField = z.infer<typeof SelectFieldSchema>

export const RadioFieldSchema = z
  .object({
    label,
    required: requiredMessage('Please choose one').meta({ title: 'Required (message when empty)' }),
    options: choices(),
  })
  .strict()
export type RadioField = z.infer<typeof RadioFieldSchema>

export const CheckboxesFieldSchema = z
  .object({
    label,
    hint: z.string().optional().describe('Small text under the label, e.g. "Select all that apply"').meta({ title: 'Hint' }),
    required: requiredMessage('Please choose at least one').meta({ title: 'Required (message when empty)' }),
    options: choices(),
  })
  .strict()
export type CheckboxesField = z.infer<typeof CheckboxesFieldSchema>

/** Toast texts for a failed submission: the network, the server's refusal, the unexpected. */
export const FailureMessagesSchema = z
  .object({
    title: z.string().min(1).default('Error').describe('Toast title (default "Error")').meta({ title: 'Title' }),
    network: z
      .string()
      .min(1)
      .describe('When the request cannot be sent or the server fails, e.g. "There was an error submitting your form. Please try again."')
      .meta({ title: 'Connection problem' }),
    unexpected: z
      .string()
      .min(1)
      .describe('For anything else, e.g. "An unexpected error occurred. Please try again."')
      .meta({ title: 'Other problem' }),
    tooMany: z
      .string()
      .min(1)
      .describe(
        'When the site refuses because too many were sent from this connection in a short time (429); the answers stay in the form, e.g. "Too many tries in a short time. Please wait a minute and send again: your answers are kept."',
      )
      .meta({ title: 'Too many requests' }),
  })
  .strict()

export const minFillSeconds = (dflt: number) =>
  z
    .number()
    .min(0)
    .max(60)
    .default(dflt)
    .describe(
      `Spam guard: a submission sent sooner than this many seconds after the visitor first touched the form is kept as a lead, flagged "fast" for staff (default ${dflt}). Nothing is dropped for being fast.`,
    )
