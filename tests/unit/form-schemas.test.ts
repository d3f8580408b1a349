// content/forms/*.yaml against schemas/forms.ts, and the agreed words and
// values of the forms' messages and options pinned, so an edit that changes
// what the functions store or what the visitor reads fails here first.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ContactFormSchema, GROWTH_FIELDS, GrowthSessionFormSchema, OnboardingFormSchema } from '../../schemas/forms.ts'
import { contactAnswersSchema, fieldErrorsOf, onboardingAnswersSchema } from '../../schemas/lead.ts'

const load = (file: string) => readFileSync(`content/forms/${file}`, 'utf8')
const contact = ContactFormSchema.parse(parse(load('contact.yaml')))
const growth = GrowthSessionFormSchema.parse(parse(load('growth-session.yaml')))
const onboarding = OnboardingFormSchema.parse(parse(load('onboarding.yaml')))
const values = (options: { value: string }[]) => options.map((o) => o.value)

describe('content/forms', () => {
  it.each([
    ['contact.yaml', 'form-contact'],
    ['growth-session.yaml', 'form-growth-session'],
    ['onboarding.yaml', 'form-onboarding'],
  ])('%s names its JSON Schema on the first line', (file, name) => {
    expect(load(file).split('\n')[0]).toBe(`# yaml-language-server: $schema=../../schemas/json/${name}.schema.json`)
  })

  it('contact: the spec options, in order', () => {
    expect(values(contact.fields.industry.options)).toEqual([
      'professional-services',
      'healthcare',
      'ecommerce',
      'technology',
      'manufacturing',
      'education',
      'real-estate',
      'finance',
      'other',
    ])
    expect(values(contact.fields.revenue.options)).toEqual(['under-500k', '500k-1m', '1m-5m', '5m-10m', 'over-10m'])
    expect(contact.successUrl).toBe('/schedule')
    expect(contact.submittingLabel).toBe('Processing...')
    expect(contact.failure).toEqual({
      title: 'Error',
      network: 'There was an error submitting your form. Please try again.',
      unexpected: 'An unexpected error occurred. Please try again.',
      // The rate limit's answer.
      tooMany: 'Too many tries in a short time. Please wait a minute and send again; your answers are kept.',
    })
  })

  it('contact: the agreed messages, word for word; website and revenue optional', () => {
    const f = contact.fields
    expect(Object.fromEntries(Object.entries(f).map(([k, d]) => [k, d.required]))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      company: 'Company name is required',
      website: undefined,
      industry: 'Please select an industry',
      revenue: undefined,
      challenges: 'Please describe your marketing challenges',
    })
    expect(f.email.invalid).toBe('Invalid email format')
    expect(f.email.domain).toBe('Please enter a valid business email with a domain extension (e.g., hello@harbourline.example)')
  })

  it('contact: the browser check reports one message per field, in the spec order of checks', () => {
    const r = contactAnswersSchema(contact).safeParse({ email: 'ana@acme' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrorsOf(r.error.issues).email).toBe(contact.fields.email.domain)
  })

  it('growth session: the spec constants are data', () => {
    expect(growth.steps).toHaveLength(GROWTH_FIELDS.length)
    expect(growth.draftDelayMs).toBe(300)
    expect(growth.redirectDelayMs).toBe(500)
    expect(growth.routing).toEqual({ rules: [{ field: 'investment', equals: '< $3k', to: '/T2-schedule' }], default: '/schedule' })
    const phone = growth.steps.find((s) => s.type === 'phone')
    expect(phone).toMatchObject({
      prefix: '+61',
      minDigits: 9,
      maxDigits: 12,
      error: 'Please use a real phone number',
      buttonLabel: 'Next',
    })
    expect(growth.messages.invalid).toBe('Please fill in this field to continue')
  })

  it('onboarding: the spec options, in order', () => {
    const s = onboarding.steps
    expect(values(s.businessInfo.fields.industry.options)).toEqual([
      'healthcare',
      'retail',
      'technology',
      'finance',
      'education',
      'hospitality',
      'real-estate',
      'automotive',
      'other',
    ])
    expect(values(s.goals.fields.primaryGoals.options)).toEqual([
      'increase-traffic',
      'generate-leads',
      'boost-sales',
      'brand-awareness',
      'social-media',
      'local-visibility',
      'customer-retention',
      'competitive-advantage',
    ])
    expect(values(s.currentMarketing.fields.currentMarketing.options)).toEqual([
      'google-ads',
      'facebook-ads',
      'seo',
      'social-media',
      'email-marketing',
      'content-marketing',
      'traditional-advertising',
      'none',
    ])
    expect(values(s.currentMarketing.fields.marketingExperience.options)).toEqual(['beginner', 'some-experience', 'experienced', 'expert'])
    expect(values(s.budget.fields.monthlyBudget.options)).toEqual([
      'under-1000',
      '1000-2500',
      '2500-5000',
      '5000-10000',
      '10000-25000',
      'over-25000',
      'not-sure',
    ])
    expect(values(s.budget.fields.budgetFlexibility.options)).toEqual(['fixed', 'somewhat-flexible', 'very-flexible'])
    expect(values(s.budget.fields.startTimeline.options)).toEqual([
      'immediately',
      'within-week',
      'within-month',
      'within-quarter',
      'not-sure',
    ])
    expect([s.businessInfo.title, s.goals.title, s.currentMarketing.title, s.budget.title]).toEqual([
      'Business Information',
      'Marketing Goals',
      'Current Marketing',
      'Budget & Timeline',
    ])
    expect(onboarding.labels.complete).toBe('Complete Onboarding')
  })

  it('onboarding: an empty questionnaire fails only on the required answers', () => {
    const r = onboardingAnswersSchema(onboarding).safeParse({})
    expect(r.success).toBe(false)
    if (!r.success)
      expect(Object.keys(fieldErrorsOf(r.error.issues)).sort()).toEqual([
        'budget.monthlyBudget',
        'budget.startTimeline',
        'businessInfo.businessName',
        'businessInfo.industry',
        'goals.primaryGoals',
      ])
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

  it('a wizard without a step for a stored field', () => {
    const raw = parse(load('growth-session.yaml'))
    raw.steps = raw.steps.filter((s: { field: string }) => s.field !== 'company')
    const r = GrowthSessionFormSchema.safeParse(raw)
    expect(r.success).toBe(false)
    if (!r.success) expect(r.error.issues.map((i) => i.message)).toContain('field "company" must be asked by exactly one step (found 0)')
  })

  it('a phone step whose minimum exceeds its maximum', () => {
    const raw = parse(load('growth-session.yaml'))
    raw.steps[2].minDigits = 13
    expect(GrowthSessionFormSchema.safeParse(raw).success).toBe(false)
  })
})
