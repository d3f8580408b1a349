// Every prospect acknowledged (issue 37): through the real functions, the real local Blobs
// server and a real SMTP server, the contact form, a finished growth-session wizard and the
// client onboarding questionnaire each send the person who filled it in an email within the
// function's after-answer work, with content's subject (prospect-messages.yaml: leadSubject,
// growthPlan.subject, onboardingSubject) and words. Each is on by default; a copy of content
// with one switched off under `acknowledge` (parsed by the content schema) sends nothing to
// the person after that form, and staff are still told. Their booking email, with its calendar
// invitation and manage link, is bookingEmails (invitations.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled } from '../../../netlify/lib/site-outbox.ts'
import { ProspectMessagesSchema, type ProspectMessages } from '../../../schemas/prospect-messages.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { id, post, startBlobs, validContact, validGrowth, validOnboarding, type Harness } from '../harness.ts'
import { mailingTo, type smtpServer } from '../smtp-harness.ts'

const STAFF = 'sales@harbourline.example'
let h: Harness
let mail: ReturnType<typeof smtpServer>
let restore: () => Promise<void>
const live: ProspectMessages = structuredClone(prospectMessages)

beforeAll(async () => {
  ;({ mail, restore } = await mailingTo(STAFF, freePort))
  h = await startBlobs()
})
afterEach(() => {
  // Back to content as written after a test that read a switched-off copy.
  Object.assign(prospectMessages, live)
})
afterAll(async () => {
  await restore?.()
  await h?.close()
})

/** Each form, sent by a person at `email`: what it posts, and the subject content gives its acknowledgement. */
const FORMS = {
  contact: {
    send: (email: string) => post('contact', validContact({ email })),
    subject: () => prospectMessages.leadSubject,
  },
  growthSession: {
    send: async (email: string) => {
      const leadId = id()
      let res: Response | undefined
      for (let step = 1; step <= growthSessionForm.steps.length; step++)
        res = await post('growth-session', validGrowth(step, { leadId, email }))
      return res!
    },
    // The plan email's subject names the day the plan is due (growth-plan.test.ts pins the day): any day here.
    subject: () => prospectMessages.growthPlan.subject,
  },
  onboarding: {
    send: (email: string) => post('onboarding', validOnboarding({ businessInfo: { ...validOnboarding().businessInfo, email } })),
    subject: () => prospectMessages.onboardingSubject,
  },
} as const

/** Content's subject as a pattern: its words exactly, the plan's {due} any day and {days} content's days. */
const asPattern = (subject: string) =>
  new RegExp(
    `^${fillTokens(subject.replace(/[.*+?^$()|[\]\\]/g, '\\$&'), { days: prospectMessages.growthPlan.businessDays }, ['due']).replace('{due}', '.+')}$`,
  )

/** Sends `form` as a new person and waits for the after-answer work: the mails to that person and to staff. */
async function sendAndSettle(form: keyof typeof FORMS) {
  const email = `${form.toLowerCase()}-${id().slice(0, 8)}@acme.com.au`
  const before = mail.mails.length
  expect((await FORMS[form].send(email)).status).toBe(200)
  await deliveriesSettled()
  const mails = mail.mails.slice(before)
  return { toPerson: mails.filter((m) => m.to === email), toStaff: mails.filter((m) => m.to === STAFF) }
}

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])('%s', (form) => {
  it('acknowledges the person by default, in content words, with its subject', async () => {
    expect(prospectMessages.acknowledge[form]).toBe(true)
    const { toPerson, toStaff } = await sendAndSettle(form)
    expect(toPerson.map((m) => m.subject)).toHaveLength(1)
    const ack = toPerson[0]!
    expect(ack.subject).toMatch(asPattern(FORMS[form].subject()))
    expect(ack.replyTo).toBe(site.contact.email)
    if (form !== 'growthSession') {
      const body = form === 'contact' ? prospectMessages.leadBody : prospectMessages.onboardingBody
      const flat = (s: string) => s.replace(/\s+/g, ' ').trim()
      // {scheduleUrl}: the booking page with the signed reference to the lead (lead-ref.ts), the contact form's only.
      for (const paragraph of body.split(/\n{2,}/))
        for (const part of paragraph.split('{scheduleUrl}')) expect(flat(ack.body)).toContain(flat(part))
      if (form === 'contact')
        expect(ack.body).toMatch(new RegExp(`${contactForm.successUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\?ref=contact\\.`))
    }
    expect(toStaff).toHaveLength(1)
  })

  it('switched off in content sends the person nothing after it; staff are still told', async () => {
    const off = ProspectMessagesSchema.parse({ ...structuredClone(live), acknowledge: { ...live.acknowledge, [form]: false } })
    Object.assign(prospectMessages, off)
    expect(prospectMessages.acknowledge[form]).toBe(false)
    const { toPerson, toStaff } = await sendAndSettle(form)
    expect(toPerson).toEqual([])
    expect(toStaff).toHaveLength(1)
  })
})
