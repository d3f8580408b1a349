// The site relays no stranger's words (issue 39): through the real functions, the real local
// Blobs server and a real SMTP server,
// - a name that is not a person's name ("Your mailbox is full: sign in at https://evil.example") is
//   a 422 on the contact form, the growth-session wizard and POST /api/booking, with the form's own
//   message from content, and nothing is stored or sent;
// - with valid names, no email that arrives (to staff or to the address the visitor typed) has
//   anything the visitor typed in its subject; staff read it quoted ("> " lines, an HTML
//   blockquote), never as a link; the prospect's emails carry none of it.
// The onboarding form's person is asked with the contact form's kinds (name, email); its business name and link are checked like the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { bookingBody, NOW, post as postTo, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { id, post, validContact, validGrowth, validOnboarding } from '../harness.ts'
import { mimePart, smtpServer, type ReceivedMail } from '../smtp-harness.ts'

const STAFF = 'sales@harbourline.example'
const EVIL = 'Your mailbox is full: sign in at https://evil.example'
let h: BookingHarness
let mail: ReturnType<typeof smtpServer>
let api: BookingApi
const env: Record<string, string> = {}

beforeAll(async () => {
  const port = await freePort()
  Object.assign(env, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: STAFF,
    LEADS_NOTIFY_FROM: 'Website <website@harbourline.example>',
  })
  delete process.env.LEADS_WEBHOOK_URL
  Object.assign(process.env, env)
  mail = smtpServer(port)
  await mail.start()
  h = await startBookingBlobs()
  api = bookingApi({ now: () => NOW, env, notifier: notifier({ env }) })
})
afterAll(async () => {
  await mail?.stop()
  await h?.close()
  for (const k of Object.keys(env)) delete process.env[k]
})

const nameStep = growthSessionForm.steps.find((s) => s.type === 'name')!
const bookingName = bookingPages.book.details.fields.name

describe("a name that is not a person's name", () => {
  const cases: [what: string, send: () => Promise<Response>, field: string, message: string][] = [
    [
      'contact first name',
      () => post('contact', validContact({ firstName: EVIL, email: 'victim1@example.com' })),
      'firstName',
      contactForm.fields.firstName.invalid,
    ],
    [
      'contact last name',
      () => post('contact', validContact({ lastName: 'Smith evil.example', email: 'victim2@example.com' })),
      'lastName',
      contactForm.fields.lastName.invalid,
    ],
    [
      "the wizard's name step",
      () => post('growth-session', validGrowth(growthSessionForm.steps.length, { [nameStep.field]: EVIL, email: 'victim3@example.com' })),
      nameStep.field,
      growthSessionForm.messages.name,
    ],
    [
      'the booking',
      () => postTo(api.booking, '/api/booking', bookingBody({ name: EVIL, email: 'victim4@example.com' })),
      'name',
      bookingName.invalid,
    ],
  ]

  it.each(cases)("in the %s is a 422 with the form's message; nothing is stored, nothing is sent", async (_what, send, field, message) => {
    const [leads, bookings, sent] = [await h.keys(), await h.bookingKeys(), mail.mails.length]
    const res = await send()
    expect(res.status).toBe(422)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message)
    await deliveriesSettled()
    expect(await h.keys()).toEqual(leads)
    expect(await h.bookingKeys()).toEqual(bookings)
    expect(mail.mails.slice(sent)).toEqual([])
  })
})

describe('with valid names', () => {
  // What the visitor types, each a word no template holds, so finding it anywhere means it came from them.
  const contact = {
    firstName: 'Mallory',
    lastName: "O'Brien-Quimby",
    email: 'mallory@quillfeather.example',
    company: 'Quillfeather Widgets',
    website: 'quillfeather.example/offer',
    challenges: 'Zanzibar quokka problem\nsecond line of it',
  }
  const growth = {
    firstName: 'Jean-Luc',
    email: 'jeanluc@bramblewick.example',
    company: 'Bramblewick Tiles',
    website: 'bramblewick.example',
  }
  const onboarding = {
    slug: 'brightwater-anvils',
    businessName: 'Brightwater Anvils',
    contactName: 'Ada Lovelace',
    email: 'ada@brightwater.example',
  }
  const booked = { name: 'J. R. R. Tolkien', email: 'jrr@shirewood.example', notes: 'Marzipan question about rankings' }
  const TYPED = [
    ...Object.values(contact).flatMap((v) => v.split('\n')),
    ...Object.values(growth),
    ...Object.values(onboarding),
    ...Object.values(booked),
  ]
  const VISITOR_ADDRESSES = [contact.email, growth.email, onboarding.email, booked.email]
  let mails: ReceivedMail[] = []

  beforeAll(async () => {
    const before = mail.mails.length
    const leadId = id()
    expect((await post('contact', validContact({ ...contact, leadId }))).status).toBe(200)
    const wizard = id()
    for (let step = 1; step <= growthSessionForm.steps.length; step++)
      expect((await post('growth-session', validGrowth(step, { leadId: wizard, ...growth, formData: {} }))).status).toBe(200)
    const o = validOnboarding()
    expect(
      (
        await post('onboarding', {
          ...o,
          slug: onboarding.slug,
          businessInfo: {
            ...o.businessInfo,
            businessName: onboarding.businessName,
            contactName: onboarding.contactName,
            email: onboarding.email,
          },
        })
      ).status,
    ).toBe(200)
    expect((await postTo(api.booking, '/api/booking', bookingBody({ ...booked, leadId }))).status).toBe(201)
    await deliveriesSettled()
    mails = mail.mails.slice(before)
  })

  const toStaff = () => mails.filter((m) => m.to.includes(STAFF))
  const toVisitors = () => mails.filter((m) => VISITOR_ADDRESSES.some((a) => m.to.includes(a)))

  it('staff and every visitor address got their emails', () => {
    // Contact, wizard, onboarding and booking to staff; the thank-you, the plan, onboarding's acknowledgement and the booking to the visitors.
    expect(toStaff().length).toBeGreaterThanOrEqual(4)
    expect(toVisitors().length).toBeGreaterThanOrEqual(4)
  })

  it('no subject holds anything the visitor typed', () => {
    for (const m of mails) for (const typed of TYPED) expect(m.subject, m.subject).not.toContain(typed)
  })

  it("the prospect's emails carry none of it", () => {
    for (const m of toVisitors())
      for (const part of [mimePart(m.raw, /text\/plain/i), mimePart(m.raw, /text\/html/i)])
        for (const typed of TYPED) expect(part).not.toContain(typed)
  })

  it('staff read it quoted: every text line holding it starts with "> "', () => {
    let seen = 0
    for (const m of toStaff())
      for (const line of mimePart(m.raw, /text\/plain/i).split(/\r?\n/))
        if (TYPED.some((t) => line.includes(t))) {
          seen++
          expect(line).toMatch(/^> /)
        }
    expect(seen).toBeGreaterThanOrEqual(TYPED.length)
  })

  it('and in the HTML only inside a blockquote, never a link', () => {
    for (const m of toStaff()) {
      const html = mimePart(m.raw, /text\/html/i)
      const outside = html.replace(/<blockquote[^>]*>[\s\S]*?<\/blockquote>/g, '')
      const links = [...html.matchAll(/<a\b[\s\S]*?<\/a>/g)].map((a) => a[0])
      // Words without a "." or "@" read as typed; an address or a domain is broken up so no client links it.
      for (const typed of TYPED) {
        expect(outside).not.toContain(typed)
        for (const link of links) expect(link).not.toContain(typed)
      }
      for (const address of ['quillfeather.example', 'bramblewick.example', ...VISITOR_ADDRESSES]) expect(html).not.toContain(address)
    }
  })
})
