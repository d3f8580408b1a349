// A field added to a form's content alone (fixture copies of the live files,
// each with one more field) is validated by the function's own schema and read
// by staff as the visitor saw it: the staff email, the console's lead page and
// the CSV export, all given the fixture's definitions, show it under its label
// and, for a choice, by its option's label, never the stored value.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ContactFormSchema, OnboardingFormSchema, type ContactForm } from '../../../schemas/forms.ts'
import { contactBodySchema, contactOptions, fieldErrorsOf, onboardingBodySchema, onboardingOptions } from '../../../schemas/lead.ts'
import { leadMessage } from '../../../netlify/lib/leads/compose-lead.ts'
import type { Lead } from '../../../netlify/lib/leads/lead-merge.ts'
import { SITE_FORMS, type LeadForms } from '../../../netlify/lib/leads/option-labels.ts'
import { toRows } from '../../../netlify/lib/staff/export-columns.ts'
import { labeled } from '../../../netlify/lib/staff/lead-fills.ts'

// Read and checked as the build reads content (scripts/lib/load-forms.ts: the same schemas).
const fixture = (file: string) => parse(readFileSync(`tests/fixtures/forms/${file}`, 'utf8'))
const contact = ContactFormSchema.parse(fixture('contact-extra-choice.yaml')) as ContactForm
const onboarding = OnboardingFormSchema.parse(fixture('onboarding-extra-text.yaml'))
const forms: LeadForms = { ...SITE_FORMS, contact, onboarding }

const frame = {
  leadId: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
  submissionId: '1b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
  startedAt: 1_750_000_000_000,
  savedAt: 1_750_000_010_000,
  attribution: { landingPage: '/contact/' },
}
const leadOf = (form: Lead['form'], answers: Record<string, unknown>): Lead => ({
  form,
  leadId: frame.leadId,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  submissions: 1,
  complete: true,
  answers,
  ...(form === 'onboarding' ? { slug: 'acme-co' } : {}),
  attribution: frame.attribution,
})

/** What staff read for one answer: the email's text, the lead page's row, the export's cell under the column's header. */
function staffSees(lead: Lead, field: string, header: string) {
  const { header: headers, rows } = toRows([lead], false, undefined, forms)
  const page = labeled(lead.form, lead.answers, forms).find((a) => a.field === field)
  return { email: leadMessage(lead, { forms }).text, page, cell: rows[0]![headers.indexOf(header)] }
}

describe('a choice field added to the contact form in content alone', () => {
  const [chosen, other] = contactOptions(contact, 'teamSize')
  const answers = {
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@acme.com.au',
    phone: '0412 345 678',
    company: 'Acme',
    website: '',
    industry: contactOptions(contact, 'industry')[0]!.value,
    revenue: '',
    challenges: 'Too few enquiries',
  }

  it('the function accepts one of its options and refuses another value, naming the field', () => {
    const schema = contactBodySchema(contact)
    expect(schema.safeParse({ ...frame, ...answers, teamSize: chosen!.value }).success).toBe(true)
    const r = schema.safeParse({ ...frame, ...answers, teamSize: other!.label })
    expect(r.success).toBe(false)
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error.issues))).toEqual(['teamSize'])
  })

  it('staff read it by its option label in the email, on the lead page and in the export', () => {
    const label = contact.fields.teamSize!.label
    const seen = staffSees(leadOf('contact', { ...answers, teamSize: chosen!.value }), 'teamSize', 'Team size')
    expect(seen.email).toContain(`> ${label}: ${chosen!.label}\n`)
    expect(seen.page).toEqual({ field: 'teamSize', label, value: chosen!.label })
    expect(seen.cell).toBe(chosen!.label)
  })
})

describe('a text field added to the onboarding form in content alone', () => {
  const step = onboarding.steps.budget
  const answers = {
    businessInfo: {
      contactName: 'Jane Citizen',
      email: 'jane@acme.com.au',
      businessName: 'Acme Pty Ltd',
      industry: onboardingOptions(onboarding, 'businessInfo', 'industry')[0]!.value,
    },
    goals: { primaryGoals: [onboardingOptions(onboarding, 'goals', 'primaryGoals')[0]!.value] },
    budget: {
      monthlyBudget: onboardingOptions(onboarding, 'budget', 'monthlyBudget')[0]!.value,
      startTimeline: onboardingOptions(onboarding, 'budget', 'startTimeline')[0]!.value,
      decisionMaker: 'Our director',
    },
  }

  it('the function accepts an answer and refuses one over its length, naming the field', () => {
    const schema = onboardingBodySchema(onboarding)
    expect(schema.safeParse({ ...frame, slug: 'acme-co', ...answers }).success).toBe(true)
    const tooLong = { ...answers, budget: { ...answers.budget, decisionMaker: 'x'.repeat(121) } }
    const r = schema.safeParse({ ...frame, slug: 'acme-co', ...tooLong })
    expect(r.success).toBe(false)
    if (!r.success) expect(Object.keys(fieldErrorsOf(r.error.issues))).toEqual(['budget.decisionMaker'])
  })

  it('staff read it under its label in the email, on the lead page and in the export', () => {
    const label = step.fields.decisionMaker!.label
    const seen = staffSees(leadOf('onboarding', answers), 'budget.decisionMaker', 'budget.decisionMaker')
    expect(seen.email).toContain(`> ${step.title}: ${label}: Our director\n`)
    expect(seen.page).toEqual({ field: 'budget.decisionMaker', label, value: 'Our director' })
    expect(seen.cell).toBe('Our director')
  })
})
