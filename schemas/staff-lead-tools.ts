// content/staff-console.yaml, the lead page's tools of issue 35: writing to the person from their page
// (leadEmail, and the templates staff start from, emailTemplates) and the possible duplicates with
// their merge (duplicates). Apart from staff-console.ts, which assembles them, to keep it short.
import { z } from 'zod'
import { subjectText, tokenText } from './token-text.ts'
import { TOKEN_FAMILIES } from './tokens.ts'
import { words } from './staff-words.ts'

export const LeadEmailWordsSchema = words('Lead page: write an email', 'The form on a lead page that emails the person, and its states', {
  heading: ['Heading', 'Heading of the email form, e.g. "Write an email"'],
  intro: ['Who it is from', "Line above the form; {from} is the agency's sender, {replyTo} the staff member's own address"],
  to: ['To label', "Label of the person's address"],
  template: ['Template picker', 'Label of the template picker (it fills the subject and text)'],
  blank: ['No template', "The picker's first option: start from nothing"],
  subject: ['Subject field', 'Label of the subject field'],
  text: ['Message field', 'Label of the message field'],
  send: ['Send button', 'Button that sends the email'],
  sending: ['Sending', 'Shown while it is sent'],
  sent: ['Sent', 'Shown once it is on its way (it then shows in the timeline)'],
  noEmail: ['No address', 'Shown instead of the form when the person has no email address'],
  failed: ['Not sent', 'Shown when it was not sent and the server gave no reason'],
})

export const DuplicatesWordsSchema = words(
  'Lead page: possible duplicates',
  'The box on a lead page naming other leads that may be the same person (same phone, or same name and company), with the merge',
  {
    heading: ['Heading', 'Heading of the box, e.g. "Possible duplicates"'],
    line: ['Duplicate line', 'One possible duplicate; {name} and {email} are theirs'],
    open: ['Open link', "Link to the duplicate's own page"],
    merge: ['Merge button', 'Button that asks to merge the duplicate into this lead'],
    confirm: ['Merge question', "Question before merging; {name} is the duplicate's name or address"],
    confirmButton: ['Confirm merge button', 'Button that merges'],
    keep: ['Keep apart button', 'Button that closes the question without merging'],
    merged: ['Merged', 'Shown once merged'],
    inbox: ['Inbox mark', 'Mark beside a lead in the inbox that may be a duplicate of another'],
  },
)

const family = TOKEN_FAMILIES.leadEmail

export const LeadEmailTemplateSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
      .describe('A short name for the code and the tests, e.g. "no-answer"; keep it when renaming the template')
      .meta({ title: 'Id' }),
    name: z.string().trim().min(1).describe('What staff pick in the template picker').meta({ title: 'Name' }),
    subject: subjectText(family, 'The subject it starts with').meta({ title: 'Subject' }),
    text: tokenText(family, 'The message it starts with; staff edit it before sending').meta({ title: 'Message' }),
  })
  .strict()
  .meta({ title: 'Template' })

export const LeadEmailTemplatesSchema = z
  .object({
    noName: z
      .string()
      .trim()
      .min(1)
      .describe('What {firstName} reads when the person gave no name, e.g. "there" ("Hi there,")')
      .meta({ title: 'No name' }),
    items: z
      .array(LeadEmailTemplateSchema)
      .min(1)
      .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'each template needs its own id')
      .describe("The templates of the lead page's email form, in the picker's order")
      .meta({ title: 'Templates' }),
  })
  .strict()
  .describe('What staff start an email to a lead from: they pick one on the lead page, read it, edit it and send it')
  .meta({ title: 'Lead page: email templates' })
export type LeadEmailTemplate = z.output<typeof LeadEmailTemplateSchema>
