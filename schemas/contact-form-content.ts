// content/forms/contact.yaml: what the contact form on /contact says and asks.
// Content holds the whole field table: which fields there are (in display
// order), the kind of input each is, what the browser may autofill, the
// export column and whether it is required (a field with a `required` message
// is), with each field's words (label, placeholder, messages, options) in the
// definition of its kind. Adding a field is a few lines of YAML. The fields the
// rest of the system reads by name (contact-fields.ts) must be there, of their
// kind and required: a file without them is refused here (npm run check:content).
import { z } from 'zod'
import { FormPromisesSchema } from './site.ts'
import { HrefSchema } from './common.ts'
import { CORE_CONTACT_FIELDS, type ContactFieldKind } from './contact-fields.ts'
import {
  autoComplete,
  EmailFieldSchema,
  FailureMessagesSchema,
  minFillSeconds,
  NameFieldSchema,
  PhoneFieldSchema,
  SelectFieldSchema,
  TextareaFieldSchema,
  TextFieldSchema,
} from './form-fields.ts'

const column = z
  .string()
  .min(1)
  .optional()
  .describe('Header of its column in the leads export (default: the field name)')
  .meta({ title: 'Export column' })

const kind = <K extends ContactFieldKind>(k: K, what: string) => z.literal(k).describe(`The kind of input: ${what}`).meta({ title: 'Kind' })
const oneLine = { column, autoComplete }

/** The definition each kind of contact field takes in content: its words and rules, the kind that picks it, its export column. */
const CONTACT_FIELD_DEFS = {
  name: NameFieldSchema.extend({ kind: kind('name', "a person's name"), ...oneLine }).meta({ title: 'Name' }),
  text: TextFieldSchema.extend({ kind: kind('text', 'a line of text'), ...oneLine }).meta({ title: 'Text' }),
  email: EmailFieldSchema.extend({ kind: kind('email', 'an email address'), ...oneLine }).meta({ title: 'Email' }),
  tel: PhoneFieldSchema.extend({ kind: kind('tel', 'a phone number'), ...oneLine }).meta({ title: 'Phone' }),
  url: TextFieldSchema.extend({ kind: kind('url', 'a web address'), ...oneLine }).meta({ title: 'Web address' }),
  select: SelectFieldSchema.extend({
    kind: kind('select', 'a choice from a list, stored as the option value and shown to staff by its label'),
    column,
  }).meta({ title: 'Choice' }),
  textarea: TextareaFieldSchema.extend({ kind: kind('textarea', 'a paragraph'), column }).meta({ title: 'Paragraph' }),
}
const ContactFieldSchema = z.discriminatedUnion('kind', [
  CONTACT_FIELD_DEFS.name,
  CONTACT_FIELD_DEFS.text,
  CONTACT_FIELD_DEFS.email,
  CONTACT_FIELD_DEFS.tel,
  CONTACT_FIELD_DEFS.url,
  CONTACT_FIELD_DEFS.select,
  CONTACT_FIELD_DEFS.textarea,
])
/** Any contact field's definition in content, told apart by its kind. */
export type AnyContactFieldDef = z.infer<typeof ContactFieldSchema>
/** A contact field's definition in content, by the kind of input it is. */
export type ContactFieldDef<K extends ContactFieldKind> = z.infer<(typeof CONTACT_FIELD_DEFS)[K]>

/** The fields other code reads by name must be there, of their kind, and required (their message given). */
const coreFieldsPresent = (fields: Record<string, AnyContactFieldDef>, ctx: z.RefinementCtx) => {
  for (const [name, kind] of Object.entries(CORE_CONTACT_FIELDS)) {
    const f = fields[name]
    if (!f)
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is always asked (the booking and staff read it): add it with kind ${kind}`,
      })
    else if (f.kind !== kind) ctx.addIssue({ code: 'custom', path: [name, 'kind'], message: `${name} must be of kind ${kind}` })
    else if (f.required === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [name, 'required'],
        message: `${name} is always required: give the message shown when it is empty, e.g. "required: Please fill this in"`,
      })
  }
  const headers = Object.entries(fields).map(([name, f]) => f.column ?? name)
  const twice = headers.find((h, i) => headers.indexOf(h) !== i)
  if (twice) ctx.addIssue({ code: 'custom', path: [], message: `two fields share the export column "${twice}"` })
}

export const ContactFormSchema = z
  .object({
    heading: z
      .string()
      .min(1)
      .optional()
      .describe('Title above the fields; omit when the page section already has one')
      .meta({ title: 'Heading' }),
    intro: z.string().optional().describe('One sentence under the title').meta({ title: 'Intro' }),
    fields: z
      .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a field name in camelCase, e.g. "teamSize"'), ContactFieldSchema)
      .superRefine(coreFieldsPresent)
      .describe(
        'The fields, shown in this order; each is stored under its name. A field with a "required" message must be answered. firstName, lastName, email, phone, company and challenges must stay.',
      )
      .meta({ title: 'Fields' }),
    submitLabel: z.string().min(1).describe('Button text, e.g. "Get My Free Growth Plan"').meta({ title: 'Button text' }),
    submittingLabel: z
      .string()
      .min(1)
      .default('Processing...')
      .describe('Button text while sending (default "Processing...")')
      .meta({ title: 'Button text while sending' }),
    privacyNote: z.string().optional().describe('Small print under the button').meta({ title: 'Privacy note' }),
    successUrl: HrefSchema.default('/schedule')
      .describe('Where the visitor goes after a successful submission (default "/schedule")')
      .meta({ title: 'After sending, go to' }),
    failure: FailureMessagesSchema.describe('Toasts when sending fails').meta({ title: 'Error messages' }),
    minFillSeconds: minFillSeconds(3).meta({ title: 'Spam guard (seconds)' }),
    promises: FormPromisesSchema,
  })
  .strict()
/**
 * The form as read from content: the core fields by name with their kind's definition (the schema
 * refuses content without them), any other field content adds under its own name.
 */
export type ContactForm = Omit<z.infer<typeof ContactFormSchema>, 'fields'> & {
  fields: { [N in keyof typeof CORE_CONTACT_FIELDS]: ContactFieldDef<(typeof CORE_CONTACT_FIELDS)[N]> } & Record<string, AnyContactFieldDef>
}
