// The contact form's field table (schemas/contact-fields.ts) against what
// follows from it: the content shape, the answer rules, the export columns.
// Built on the generated content, so a change of copy never fails here; a
// field added to the table without its words in content, or a required flag
// content disagrees with, does.
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELD_TABLE, contactExportColumns } from '../../../schemas/contact-fields.ts'
import { ContactFormSchema } from '../../../schemas/forms.ts'
import { contactAnswersSchema, contactFields } from '../../../schemas/lead.ts'
import { contactForm } from '../../../src/generated/forms.ts'

const names = CONTACT_FIELD_TABLE.map((f) => f.name)
/** The generated content as it is written in YAML again (defaults included), with one field's definition changed. */
const withField = (name: string, change: (def: Record<string, unknown>) => Record<string, unknown>) => ({
  ...contactForm,
  fields: { ...contactForm.fields, [name]: change({ ...(contactForm.fields as Record<string, Record<string, unknown>>)[name] }) },
})

describe('the contact field table', () => {
  it('content defines exactly the fields of the table, in its order', () => {
    expect(Object.keys(contactForm.fields)).toEqual(names)
    expect(contactFields(contactForm).map((f) => f.name)).toEqual(names)
  })

  it('each field gets the definition of its kind from content', () => {
    for (const f of contactFields(contactForm)) {
      if (f.kind === 'select') expect(f.def.options.length).toBeGreaterThan(1)
      if (f.kind === 'email') expect(typeof f.def.invalid).toBe('string')
      if (f.kind === 'textarea') expect(f.def.rows).toBeGreaterThan(1)
    }
  })

  it('a required field of the table has its message in content; an optional one has none', () => {
    const required = CONTACT_FIELD_TABLE.find((f) => f.required)!
    const optional = CONTACT_FIELD_TABLE.find((f) => !f.required)!
    const noMessage = ContactFormSchema.safeParse(withField(required.name, ({ required: _drop, ...def }) => def))
    expect(noMessage.error?.issues.map((i) => i.path.join('.'))).toEqual([`fields.${required.name}.required`])
    const extraMessage = ContactFormSchema.safeParse(withField(optional.name, (def) => ({ ...def, required: 'Needed' })))
    expect(extraMessage.error?.issues.map((i) => i.path.join('.'))).toEqual([`fields.${optional.name}.required`])
  })

  it('the answers the function accepts are the fields of the table; required ones may not be empty', () => {
    const empty = Object.fromEntries(names.map((n) => [n, '']))
    const r = contactAnswersSchema(contactForm).safeParse(empty)
    const refused = Object.keys(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), 1])))
    expect(refused.sort()).toEqual(
      CONTACT_FIELD_TABLE.filter((f) => f.required)
        .map((f) => f.name)
        .sort(),
    )
    expect(contactAnswersSchema(contactForm).safeParse({ ...empty, unknown: 'x' }).success).toBe(false)
  })

  it('the export has one column per field, in the table order', () => {
    expect(contactExportColumns().map((c) => c.field)).toEqual(names)
    expect(new Set(contactExportColumns().map((c) => c.header)).size).toBe(names.length)
  })
})
