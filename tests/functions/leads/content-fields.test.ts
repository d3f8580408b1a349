// A choice field added to the contact form's content alone (a fixture copy of
// contact.yaml, tests/fixtures/forms/contact-extra-choice.yaml), end to end
// against the real local Blobs server: the contact function built from those
// definitions refuses a value outside the field's options with a 422 naming
// it, stores one of them, and staff read the stored lead with the option's
// label in the email, on the console's lead page and in the export (each given
// the fixture's definitions). The onboarding twin, without the store: tests/unit/leads/content-fields.test.ts.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contactHandler } from '../../../netlify/functions/contact.ts'
import { leadMessage } from '../../../netlify/lib/leads/compose-lead.ts'
import { mergeLead } from '../../../netlify/lib/leads/lead-merge.ts'
import { SITE_FORMS, type LeadForms } from '../../../netlify/lib/leads/option-labels.ts'
import { toRows } from '../../../netlify/lib/staff/export-columns.ts'
import { labeled } from '../../../netlify/lib/staff/lead-fills.ts'
import { ContactFormSchema, type ContactForm } from '../../../schemas/forms.ts'
import { contactOptions } from '../../../schemas/lead.ts'
import { startBlobs, validContact, type Harness } from '../harness.ts'

// Read and checked as the build reads content (scripts/lib/load-forms.ts: the same schema).
const contact = ContactFormSchema.parse(parse(readFileSync('tests/fixtures/forms/contact-extra-choice.yaml', 'utf8'))) as ContactForm
const forms: LeadForms = { ...SITE_FORMS, contact }
const handler = contactHandler(contact)
const send = (body: unknown) =>
  handler(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(() => h.close())

it('refuses a value outside its options naming the field, stores one of them, and staff read it by its label', async () => {
  const [chosen, other] = contactOptions(contact, 'teamSize')
  const refused = await send(validContact({ teamSize: other!.label }))
  expect(refused.status).toBe(422)
  expect(Object.keys(((await refused.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['teamSize'])

  const body = validContact({ teamSize: chosen!.value })
  expect((await send(body)).status).toBe(200)
  const stored = await h.store.submissionsOf('contact', body.leadId)
  expect(stored.map((s) => s.answers.teamSize)).toEqual([chosen!.value])

  const lead = mergeLead(stored, { growthSessionForm: forms.growth })
  const label = contact.fields.teamSize!.label
  expect(leadMessage(lead, { forms }).text).toContain(`> ${label}: ${chosen!.label}\n`)
  expect(labeled('contact', lead.answers, forms).find((a) => a.field === 'teamSize')).toEqual({
    field: 'teamSize',
    label,
    value: chosen!.label,
  })
  const { header, rows } = toRows([lead], false, undefined, forms)
  expect(rows[0]![header.indexOf('Team size')]).toBe(chosen!.label)
})
