// The message staff read: a subject with the form and the lead id (never what
// the visitor typed: anyone may type anything), every answer under the label the
// visitor saw (options by their label, the wizard's questions with their
// {tokens} filled) and where the lead came from, both quoted as the visitor's
// own words (outbox/message-layout.ts), and the booking if there is one. Plain
// text and HTML from the same rows. Pure.
import { formatPhone } from '../../../schemas/phone.ts'
import { UTM_KEYS } from '../../../schemas/utm.ts'
import type { Attribution } from '../../../schemas/lead.ts'
import type { NotificationMessage } from '../../../schemas/notification.ts'
import { message, plainHtml, type Row } from '../outbox/message-layout.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import type { Lead } from './lead-merge.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { asShown, SITE_FORMS, type LeadForms } from './option-labels.ts'
import { siteUrl } from '../site-url.ts'
import { leadRefOf, withLeadRef } from './lead-ref.ts'

/** An answer as one line of text: options by their label, a list joined, yes or no; nothing when unanswered. */
function shown(form: string, field: string, value: unknown, forms: LeadForms = SITE_FORMS): string {
  if (value === undefined || value === null || value === '') return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const labelled = asShown(form, field, value, forms)
  return Array.isArray(labelled) ? labelled.map(String).join(', ') : String(labelled)
}

// The wizard's questions may name any of its fields (schemas/forms.ts), a choice read as its label: an unanswered one reads as nothing.
const fill = (text: string, answers: Record<string, unknown>, forms: LeadForms) =>
  fillTokens(text, Object.fromEntries(forms.growth.steps.map((s) => [s.field, shown('growth-session', s.field, answers[s.field], forms)])))

/**
 * The form's answers as the visitor saw the questions, in the form's order; unanswered ones left out.
 * `forms`: the definitions read against (the site's; a test gives a fixture's).
 */
export function answerRows(lead: Pick<Lead, 'form' | 'answers' | 'slug'>, forms: LeadForms = SITE_FORMS): Row[] {
  const a = lead.answers
  const rows: Row[] = []
  const push = (label: string, value: string) => value && rows.push([label, value])
  if (lead.form === 'contact')
    for (const [name, f] of Object.entries(forms.contact.fields)) {
      const value = shown('contact', name, a[name], forms)
      push(f.label, name === 'phone' ? formatPhone(value) : value)
    }
  else if (lead.form === 'growth-session')
    for (const step of forms.growth.steps) {
      const value = shown('growth-session', step.field, a[step.field], forms)
      push(fill(step.question, a, forms), step.type === 'phone' ? formatPhone(value, step.prefix) : value)
    }
  else {
    // The client link's slug is the visitor's to choose: an answer like the others.
    if (lead.slug) push('Client link', lead.slug)
    for (const [key, step] of Object.entries(forms.onboarding.steps)) {
      const answers = (a[key] ?? {}) as Record<string, unknown>
      for (const [name, f] of Object.entries(step.fields))
        push(`${step.title}: ${f.label}`, shown('onboarding', `${key}.${name}`, answers[name], forms))
    }
  }
  return rows
}

function attributionRows(at: Attribution | undefined): Row[] {
  if (!at) return []
  const rows: Row[] = UTM_KEYS.flatMap((k) => (at[k] ? [[k, at[k]] as const] : []))
  if (at.referrer) rows.push(['Referrer', at.referrer])
  if (at.landingPage) rows.push(['Landing page', at.landingPage])
  return rows
}

const FORM_NAMES: Record<Lead['form'], string> = {
  contact: 'Contact form',
  'growth-session': 'Growth session',
  onboarding: 'Client onboarding',
}

/**
 * Who the lead is: their name (or business) and address, for the console's index, the Reply-To and the
 * acknowledgement; never a subject. An onboarding lead's person is who filled it in (businessInfo's
 * contactName and email, onboarding-fields.ts); one stored before it asked has the business alone.
 */
export function personOf(lead: Pick<Lead, 'form' | 'answers' | 'slug'>): { name: string; email?: string } {
  const a = lead.answers
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  if (lead.form === 'onboarding') {
    const info = (a.businessInfo ?? {}) as Record<string, unknown>
    const email = text(info.email) || undefined
    return { name: text(info.contactName) || text(info.businessName) || lead.slug || 'a client', email }
  }
  const name = [text(a.firstName), text(a.lastName)].filter(Boolean).join(' ')
  return { name: name || text(a.email) || 'someone', email: text(a.email) || undefined }
}

interface BookingFacts {
  bookingId: string
  typeName: string
  /** "Tue 25 Nov 2026, 9:00 am AEDT (Melbourne)" */
  when: string
  previously?: string
  status: string
  manageUrl?: string
}

export const bookingRows = (b: BookingFacts): Row[] => [
  ['Meeting', b.typeName],
  ['When', b.when],
  ...(b.previously ? ([['Previously', b.previously]] as const) : []),
  ['Status', b.status],
  ['Booking id', b.bookingId],
]

/**
 * "Flagged: sent 1.2 s after the form token was issued (the form expects at least 3.0 s)": a lead that
 * looked odd is kept and told like any other, and staff read why it looked odd right under the intro.
 */
const flagLine = (flags: Lead['flags']) => (flags?.length ? `Flagged: ${flags.map((f) => f.detail).join('; ')}.` : '')

/** A lead form's notification: `partial` says it is an abandoned one, and what the visitor did. */
export function leadMessage(lead: Lead, opts: { partial?: string; booking?: BookingFacts; forms?: LeadForms } = {}): NotificationMessage {
  const form = FORM_NAMES[lead.form]
  const flagged = lead.flags?.length ? ` (flagged: ${lead.flags.map((f) => f.code).join(', ')})` : ''
  // The form and the lead id: what the visitor typed is only in the quoted answers below.
  const subject = (opts.partial ? `Partial lead (${form}), lead ${lead.leadId}` : `New ${form.toLowerCase()} lead ${lead.leadId}`) + flagged
  const intro =
    (opts.partial
      ? `A visitor ${opts.partial}. ${site.brand.name} website, lead ${lead.leadId}.`
      : `A visitor filled in the ${form.toLowerCase()} on the ${site.brand.name} website (lead ${lead.leadId}). Their answers are quoted below as they typed them.`) +
    (lead.flags?.length ? `\n${flagLine(lead.flags)}` : '')
  return message(
    subject,
    intro,
    [
      { heading: 'Answers', rows: answerRows(lead, opts.forms), quoted: true },
      { heading: 'Booking', rows: opts.booking ? bookingRows(opts.booking) : [] },
      // Gathered by the browser from the link the visitor came by: anyone can write one.
      { heading: 'Where they came from', rows: attributionRows(lead.attribution), quoted: true },
    ],
    personOf(lead).email,
  )
}

/**
 * The person's acknowledgement of a contact or onboarding lead (content/prospect-messages.yaml leadSubject
 * and leadBody, onboardingSubject and onboardingBody), or null without an email. The wizard's is its plan
 * email (compose-plan.ts).
 */
export function prospectLeadMessage(lead: Lead): NotificationMessage | null {
  const c = prospectMessages
  const email = personOf(lead).email
  if (!email) return null
  const [subject, body] = lead.form === 'onboarding' ? [c.onboardingSubject, c.onboardingBody] : [c.leadSubject, c.leadBody]
  // Nothing the visitor typed: the address is theirs to choose (tokens.ts VISITOR_TOKENS). The contact form's has
  // the page it books after, with the signed reference to this lead (lead-ref.ts): from any browser, it books for them.
  const scheduleUrl = withLeadRef(`${siteUrl()}${SITE_FORMS.contact.successUrl.replace(/\/?$/, '/')}`, leadRefOf('contact', lead.leadId))
  const text = fillTokens(body, lead.form === 'onboarding' ? {} : { scheduleUrl })
  return { subject: fillTokens(subject, {}), text, html: plainHtml(text), to: email, replyTo: site.contact.email }
}
