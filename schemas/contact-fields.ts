// The contact form's fields, written once: their names, in display order, the
// kind of input each is, what the browser may autofill, the column staff read
// it under in the leads export, and whether an answer is required. The kind
// picks the field's definition in content (contact-form.ts), its answer rule
// (lead.ts) and the input the form draws (src/forms/ContactForm.tsx). Adding a
// field is one line here and its labels and messages in
// content/forms/contact.yaml.
// No zod here: the build's classic zod (contact-form.ts) and the browser's
// zod/mini (lead.ts) both read this table.

/**
 * text, email, tel, url: one line (the input's type); name: one line holding a person's name
 * (person-name.ts); select: one of the options; textarea: several lines.
 */
export type ContactFieldKind = 'name' | 'text' | 'email' | 'tel' | 'url' | 'select' | 'textarea'

interface ContactFieldSpec {
  /** The answer's key: what the function stores and the booking prefill reads. */
  name: string
  kind: ContactFieldKind
  /** A one-line input's autocomplete token, so browsers fill in what they know (choices and long text have none). */
  autoComplete?: string
  /** The field's name in the content editor. */
  title: string
  /** What it asks for, in the editor's hint: "How the form asks for <about>". */
  about: string
  /** Header of the leads export column (`npm run leads -- export`) when not the name; the wizard's answer of the same name shares it. */
  column?: string
  /**
   * Required fields are the ones a lead is worthless without (staff reply to
   * them, the booking prefills them): content must give the message shown
   * when one is empty, and may give none for an optional field.
   */
  required: boolean
}

export const CONTACT_FIELD_TABLE = [
  {
    name: 'firstName',
    title: 'First name',
    about: 'the first name',
    kind: 'name',
    autoComplete: 'given-name',
    required: true,
  },
  {
    name: 'lastName',
    title: 'Last name',
    about: 'the last name',
    kind: 'name',
    autoComplete: 'family-name',
    required: true,
  },
  { name: 'email', title: 'Email', about: 'the email address', kind: 'email', autoComplete: 'email', required: true },
  { name: 'phone', title: 'Phone', about: 'the phone number', kind: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'company',
    title: 'Company',
    about: 'the company name',
    kind: 'text',
    autoComplete: 'organization',
    required: true,
  },
  { name: 'website', title: 'Website', about: 'the website', kind: 'url', autoComplete: 'url', required: false },
  { name: 'industry', title: 'Industry', about: 'the industry', kind: 'select', required: true },
  { name: 'revenue', title: 'Revenue', about: 'the yearly revenue', kind: 'select', required: false },
  { name: 'challenges', title: 'Challenges', about: 'the biggest challenges', kind: 'textarea', required: true },
] as const satisfies readonly ContactFieldSpec[]

export type ContactFieldRow = (typeof CONTACT_FIELD_TABLE)[number]
export type ContactFieldName = ContactFieldRow['name']
/** The kind of the field named N (the intersection lets generic code index by it). */
export type ContactKindOf<N extends ContactFieldName> = Extract<ContactFieldRow, { name: N }>['kind'] & ContactFieldKind

/** Every field name, in display order. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = CONTACT_FIELD_TABLE.map((f) => f.name)

/** The leads export's contact columns, in order: each answer's key and the header it is shown under. */
export function contactExportColumns(): { field: ContactFieldName; header: string }[] {
  return CONTACT_FIELD_TABLE.map((f: ContactFieldSpec) => ({ field: f.name as ContactFieldName, header: f.column ?? f.name }))
}
