// content/forms/*.yaml against schemas/forms.ts: what the forms need of their
// content holds whatever the words are (no copy is pinned here: editors own it).
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ContactFormSchema, GrowthSessionFormSchema, OnboardingFormSchema, type ContactForm } from '../../../schemas/forms.ts'
import { contactAnswersSchema, fieldErrorsOf, onboardingAnswersSchema } from '../../../schemas/lead.ts'

const load = (file: string) => readFileSync(`content/forms/${file}`, 'utf8')
const contact = ContactFormSchema.parse(parse(load('contact.yaml'))) as ContactForm
// The wizard's content parses (where its answers lead is content/routing.yaml: tests/unit/content/routing-checks.test.ts).
GrowthSessionFormSchema.parse(parse(load('growth-session.yaml')))
const onboarding = OnboardingFormSchema.parse(parse(load('onboarding.yaml')))

describe('content/forms', () => {
  it.each([
    ['contact.yaml', 'form-contact'],
    ['growth-session.yaml', 'form-growth-session'],
    ['onboarding.yaml', 'form-onboarding'],
  ])('%s names its JSON Schema on the first line', (file, name) => {
    expect(load(file).split('\n')[0]).toBe(`# yaml-language-server: $schema=../../schemas/json/${name}.schema.json`)
  })

  it('onboarding: the business name other code reads must stay a text question', () => {
    const raw = parse(load('onboarding.yaml'))
    const { businessName: _drop, ...rest } = raw.steps.businessInfo.fields
    const without = { ...raw, steps: { ...raw.steps, businessInfo: { ...raw.steps.businessInfo, fields: rest } } }
    const r = OnboardingFormSchema.safeParse(without)
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['steps.businessInfo.fields.businessName'])
    expect(r.error?.issues[0]?.message).toMatch(/always asked/)
  })

  it('contact: every field has a kind, and a one-line one may say what the browser autofills', () => {
    for (const def of Object.values(contact.fields)) expect(def.kind).toBeTruthy()
  })

  it('contact: the browser check reports one message per field, in the spec order of checks', () => {
    const r = contactAnswersSchema(contact).safeParse({ email: 'ana@acme' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrorsOf(r.error.issues).email).toBe(contact.fields.email.domain)
  })

  it('onboarding: an empty questionnaire fails exactly on the fields content makes required', () => {
    const required = Object.entries(onboarding.steps).flatMap(([step, s]) =>
      Object.entries(s.fields).flatMap(([name, f]) => ((f as { required?: string }).required ? [`${step}.${name}`] : [])),
    )
    const r = onboardingAnswersSchema(onboarding).safeParse({})
    expect(r.success).toBe(required.length === 0)
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error.issues)).sort()).toEqual(required.sort())
  })
})

describe('the schemas refuse what would break the forms', () => {
  it('unknown keys, duplicate option values, a bad success URL', () => {
    const raw = parse(load('contact.yaml'))
    expect(ContactFormSchema.safeParse({ ...raw, colour: 'red' }).success).toBe(false)
    expect(ContactFormSchema.safeParse({ ...raw, successUrl: 'schedule' }).success).toBe(false)
    const dup = structuredClone(raw)
    dup.fields.industry.options.push({ value: 'other', label: 'Other again' })
    expect(ContactFormSchema.safeParse(dup).success).toBe(false)
  })

  it('a wizard that asks a field twice, or names in a question a field it does not ask', () => {
    const raw = parse(load('growth-session.yaml'))
    const twice = structuredClone(raw)
    twice.steps.splice(1, 0, twice.steps[0])
    expect(GrowthSessionFormSchema.safeParse(twice).success).toBe(false)
    const unknown = structuredClone(raw)
    unknown.steps[0].question = '{notAField}?'
    expect(GrowthSessionFormSchema.safeParse(unknown).success).toBe(false)
  })

  it('a phone step whose minimum exceeds its maximum', () => {
    const raw = parse(load('growth-session.yaml'))
    raw.steps.find((s: { type: string }) => s.type === 'phone').minDigits = 16
    expect(GrowthSessionFormSchema.safeParse(raw).success).toBe(false)
  })
})
