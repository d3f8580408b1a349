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
import { contactAnswersSchema, contactBodySchema, contactFields, contactOptions, fieldErrorsOf } from '../../../schemas/lead.ts'
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
  const form = ContactFormSchema.parse(parse(readFileSync('tests/fixtures/forms/contact-extra-choice.yaml', 'utf8'))) as ContactForm
  const [kept, other] = contactOptions(form, 'teamSize')
  const body = {
    leadId: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
    submissionId: '1b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
    startedAt: 1_750_000_000_000,
    savedAt: 1_750_000_010_000,
    attribution: { landingPage: '/contact/' },
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@acme.com.au',
    phone: '0412 345 678',
    company: 'Acme',
    website: '',
    industry: contactOptions(form, 'industry')[0]!.value,
    revenue: '',
    challenges: 'Too few enquiries',
  }

  it('is a field of the form, in its place, with its options', () => {
    expect(contactFields(form).map((f) => f.name)).toEqual([...names.slice(0, -1), 'teamSize', names.at(-1)])
    expect(kept && other).toBeTruthy()
  })

  it('the function accepts one of its options, an empty answer (it is optional), and refuses another value naming the field', () => {
    const schema = contactBodySchema(form)
    expect(schema.safeParse({ ...body, teamSize: kept!.value }).success).toBe(true)
    expect(schema.safeParse({ ...body, teamSize: '' }).success).toBe(true)
    const r = schema.safeParse({ ...body, teamSize: other!.label })
    expect(r.success).toBe(false)
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error.issues))).toEqual(['teamSize'])
  })

  it('has its own export column, under the header content gives', () => {
    expect(contactExportColumns(form.fields).find((c) => c.field === 'teamSize')?.header).toBe('Team size')
  })
})
