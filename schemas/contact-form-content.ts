// content/forms/contact.yaml: what the contact form on /contact says and asks.
// Which fields there are, their order, kinds and whether each is required is
// the table in contact-fields.ts; content gives each field's words (label,
// placeholder, messages, options) in the definition of its kind, and is
// checked against the table so a required field always has its message.
import { z } from 'zod'
import { HrefSchema } from './common.ts'
import { CONTACT_FIELD_TABLE, type ContactFieldKind, type ContactFieldRow } from './contact-fields.ts'
import {
  EmailFieldSchema,
  FailureMessagesSchema,
  minFillSeconds,
  NameFieldSchema,
  PhoneFieldSchema,
  SelectFieldSchema,
  TextareaFieldSchema,
  TextFieldSchema,
} from './form-fields.ts'

/** The definition each kind of contact field takes in content. */
const CONTACT_FIELD_DEFS = {
  name: NameFieldSchema,
  text: TextFieldSchema,
  email: EmailFieldSchema,
  tel: PhoneFieldSchema,
  url: TextFieldSchema,
  select: SelectFieldSchema,
  textarea: TextareaFieldSchema,
} satisfies Record<ContactFieldKind, z.ZodType>
type ContactFieldDefSchemas = { [F in ContactFieldRow as F['name']]: (typeof CONTACT_FIELD_DEFS)[F['kind']] }

// Object.fromEntries forgets which name holds which kind; the mapped type puts that back.
const contactFieldDefs = Object.fromEntries(
  CONTACT_FIELD_TABLE.map((f) => [
    f.name,
    CONTACT_FIELD_DEFS[f.kind].meta({ title: f.title, description: `How the form asks for ${f.about}: label, placeholder and rules` }),
  ]),
) as ContactFieldDefSchemas

/** A required field without its message would let an empty answer through; an optional one with a message would refuse it. */
const requiredAsInTable = (fields: Record<string, { required?: string }>, ctx: z.RefinementCtx) => {
  for (const f of CONTACT_FIELD_TABLE) {
    const given = fields[f.name]?.required !== undefined
    if (f.required && !given)
      ctx.addIssue({
        code: 'custom',
        path: [f.name, 'required'],
        message: `${f.name} is always required: give the message shown when it is empty, e.g. "required: Please fill this in"`,
      })
    if (!f.required && given)
      ctx.addIssue({
        code: 'custom',
        path: [f.name, 'required'],
        message: `${f.name} is optional on this form: remove "required" (say "(optional)" in its label if you like)`,
      })
  }
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
      .object(contactFieldDefs)
      .strict()
      .superRefine(requiredAsInTable)
      .describe('The fields, shown in this order. Names, order and which are required are fixed; labels, messages and options are yours.')
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
  })
  .strict()
export type ContactForm = z.infer<typeof ContactFormSchema>
/** A contact field's definition in content, by the kind of input it is. */
export type ContactFieldDef<K extends ContactFieldKind> = z.infer<(typeof CONTACT_FIELD_DEFS)[K]>
