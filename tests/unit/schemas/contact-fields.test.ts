// The contact form's fields are content (content/forms/contact.yaml): the
// content shape, the answer rules and the export columns all follow from it.
// Built on the generated content (so a change of copy never fails here) and on
// a fixture copy with one more choice field, added in YAML alone, to show a new
// field needs no TypeScript.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { contactExportColumns, CORE_CONTACT_FIELDS } from '../../../schemas/contact-fields.ts'
import { ContactFormSchema, type ContactForm } from '../../../schemas/forms.ts'
import { contactAnswersSchema, contactFields, contactOptions } from '../../../schemas/lead.ts'
import { contactForm } from '../../../src/generated/forms.ts'

const names = Object.keys(contactForm.fields)
/** The generated content as it is written in YAML again (defaults included), with one field's definition changed. */
const withField = (name: string, change: (def: Record<string, unknown>) => Record<string, unknown> | undefined) => {
  const fields: Record<string, unknown> = { ...contactForm.fields }
  const changed = change({ ...(contactForm.fields[name] as Record<string, unknown>) })
  if (changed) fields[name] = changed
  else delete fields[name]
  return { ...contactForm, fields }
}
const issuePaths = (r: { error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.'))

describe('the contact fields in content', () => {
  it('the fields, their order and kinds are content’s', () => {
    expect(contactFields(contactForm).map((f) => f.name)).toEqual(names)
    for (const f of contactFields(contactForm)) expect(f.kind).toBe(contactForm.fields[f.name]?.kind)
  })

  it('each field gets the definition of its kind from content', () => {
    for (const f of contactFields(contactForm)) {
      if (f.kind === 'select') expect(f.def.options.length).toBeGreaterThan(1)
      if (f.kind === 'email') expect(typeof f.def.invalid).toBe('string')
      if (f.kind === 'textarea') expect(f.def.rows).toBeGreaterThan(1)
    }
  })

  it('the fields the rest of the system reads must be there, of their kind and required', () => {
    for (const [name, kind] of Object.entries(CORE_CONTACT_FIELDS)) {
      expect(issuePaths(ContactFormSchema.safeParse(withField(name, () => undefined)))).toEqual([`fields.${name}`])
      expect(issuePaths(ContactFormSchema.safeParse(withField(name, ({ required: _drop, ...def }) => def)))).toEqual([
        `fields.${name}.required`,
      ])
      const other = kind === 'textarea' ? 'text' : 'textarea'
      expect(ContactFormSchema.safeParse(withField(name, (def) => ({ ...def, kind: other }))).success).toBe(false)
    }
  })

  it('the answers the function accepts are content’s fields; required ones may not be empty', () => {
    const empty = Object.fromEntries(names.map((n) => [n, '']))
    const r = contactAnswersSchema(contactForm).safeParse(empty)
    const refused = Object.keys(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), 1])))
    expect(refused.sort()).toEqual(
      contactFields(contactForm)
        .filter((f) => f.required)
        .map((f) => f.name)
        .sort(),
    )
    expect(contactAnswersSchema(contactForm).safeParse({ ...empty, unknown: 'x' }).success).toBe(false)
  })

  it('the export has one column per field, in content’s order', () => {
    expect(contactExportColumns(contactForm.fields).map((c) => c.field)).toEqual(names)
    expect(new Set(contactExportColumns(contactForm.fields).map((c) => c.header)).size).toBe(names.length)
  })
})

describe('a choice field added in content alone (fixture)', () => {
  // Read and checked as the build reads content (scripts/lib/load-forms.ts: the same schema).
  // That the function takes and staff read it: tests/unit/leads/content-fields.test.ts.
  const form = ContactFormSchema.parse(parse(readFileSync('tests/fixtures/forms/contact-extra-choice.yaml', 'utf8'))) as ContactForm

  it('is a field of the form, in its place, with its options and its own export column', () => {
    expect(contactFields(form).map((f) => f.name)).toEqual([...names.slice(0, -1), 'teamSize', names.at(-1)])
    expect(contactOptions(form, 'teamSize').length).toBe(3)
    expect(contactExportColumns(form.fields).find((c) => c.field === 'teamSize')?.header).toBe('Team size')
  })
})
