// The contact form's fields are content (content/forms/contact.yaml): each
// field's name, kind, order, autofill token, export column and whether it is
// required live there, so adding a field touches no TypeScript. What stays
// here is what the rest of the system relies on: the fields other code reads
// by name (the booking prefill, the lead handoff, the console's "who") and the
// kind each must be. contact-form-content.ts refuses content without them.
// No zod here: the build's classic zod (contact-form-content.ts) and the
// browser's zod/mini (lead.ts) both read this file.

/**
 * text, email, tel, url: one line (the input's type); name: one line holding a person's name
 * (person-name.ts); select: one of the options; textarea: several lines.
 */
export type ContactFieldKind = 'name' | 'text' | 'email' | 'tel' | 'url' | 'select' | 'textarea'

/** The fields other code reads by name, each with the kind it must be; every one is required (a lead is worthless without it). */
export const CORE_CONTACT_FIELDS = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phone: 'tel',
  company: 'text',
  // The booking's notes take its rule for several lines (booking-request.ts).
  challenges: 'textarea',
} as const satisfies Record<string, ContactFieldKind>

export type CoreContactFieldName = keyof typeof CORE_CONTACT_FIELDS
/** A field's name: the core ones by name, any other content adds as a string. */
export type ContactFieldName = string

/** What content gives for each field (the definitions carry more: label, options...). */
interface FieldRow {
  kind: ContactFieldKind
  column?: string
}

/** Every field name, in display order (content's order). */
export const contactFieldNames = (fields: Record<string, FieldRow>): string[] => Object.keys(fields)

/** The leads export's contact columns, in order: each answer's key and the header it is shown under (content's `column`, else the name). */
export function contactExportColumns(fields: Record<string, FieldRow>): { field: string; header: string }[] {
  return Object.entries(fields).map(([name, f]) => ({ field: name, header: f.column ?? name }))
}
