// Calendar invitations over email (iTIP, RFC 5546/6047) with real parts: an
// SMTP server (smtp-server) in this process, the real local Blobs server, the
// booking API, and ical.js reading the text/calendar part of what arrives.
// A booking sends the prospect and staff a REQUEST, a move a REQUEST with the
// same UID and a higher SEQUENCE, a cancel a CANCEL; staff read the prospect's
// own time, the length, where to meet and who the lead is.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingApi, type BookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { book, NOW, post as postTo, startBookingBlobs, tokenOf, type BookingHarness } from '../booking-harness.ts'
import { post, validContact } from '../harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { mimePart, smtpServer } from '../smtp-harness.ts'

const STAFF = 'sales@harbourline.example'
let h: BookingHarness
let server: ReturnType<typeof smtpServer>
let api: BookingApi

beforeAll(async () => {
  const port = await freePort()
  server = smtpServer(port)
  await server.start()
  h = await startBookingBlobs()
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, LEADS_NOTIFY_TO: `Sales desk <${STAFF}>` }
  api = bookingApi({ now: () => NOW, env, notifier: notifier({ env }) })
})
afterAll(async () => {
  prospectMessages.bookingEmails = true
  await server?.stop()
  await h?.close()
})

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ')

/** What arrived for `to`, newest last, with its invitation read by ical.js. */
function received(to: string) {
  return server.mails
    .map((m) => m.raw)
    .filter((m) => header(m, 'To')?.includes(to))
    .map((raw) => {
      const calendar = new ICAL.Component(ICAL.parse(mimePart(raw, /text\/calendar/i)))
      const vevent = calendar.getFirstSubcomponent('vevent')!
      const emails = (name: string) => vevent.getAllProperties(name).map((p) => String(p.getFirstValue()).toLowerCase())
      return {
        raw,
        subject: header(raw, 'Subject') ?? '',
        contentType: /^Content-Type: text\/calendar.*$/im.exec(raw)?.[0] ?? '',
        method: calendar.getFirstPropertyValue('method'),
        uid: vevent.getFirstPropertyValue('uid'),
        sequence: vevent.getFirstPropertyValue('sequence'),
        location: vevent.getFirstPropertyValue('location'),
        organizer: emails('organizer'),
        attendees: emails('attendee'),
      }
    })
}

/** The mails for the prospect and for staff about one booking (by its UID). */
const both = (email: string, uid: string) => ({
  prospect: received(email).filter((m) => m.uid === uid),
  staff: received(STAFF).filter((m) => m.uid === uid),
})

async function booked(over: Record<string, unknown>) {
  const res = await book(api, over)
  expect(res.status).toBe(201)
  const body = (await res.json()) as {
    bookingId: string
    manageUrl: string
    place?: { kind: string; url: string }
    durationMinutes: number
  }
  await deliveriesSettled()
  return { ...body, uid: `${body.bookingId}@${new URL(site.baseUrl).host}` }
}

describe('invitations (iTIP over email)', () => {
  const email = 'dana@oneil.com.au'
  let b: Awaited<ReturnType<typeof booked>>

  it('a booking sends the prospect and staff each a REQUEST with its UID, the agency as organiser, the attendees and the join link', async () => {
    b = await booked({ email, name: 'Dana O’Neil', start: '2026-12-03T10:00:00+11:00' })
    expect(b.place?.kind).toBe('video')
    const { prospect, staff } = both(email, b.uid)
    expect([prospect.length, staff.length]).toEqual([1, 1])
    for (const m of [...prospect, ...staff]) {
      expect(m.contentType).toMatch(/method=REQUEST/i)
      expect([m.method, m.sequence, m.location]).toEqual(['REQUEST', 0, b.place!.url])
      expect(m.organizer).toEqual([`mailto:${site.contact.email}`])
      expect(m.attendees[0]).toBe(`mailto:${email}`)
    }
    // Staff's copy names them too, so it lands in their calendar as an invitation.
    expect(staff[0]!.attendees).toEqual([`mailto:${email}`, `mailto:${STAFF}`])
    expect(prospect[0]!.subject).toContain(bookingSettings.meetingTypes[0]!.name)
    expect(mimePart(prospect[0]!.raw, /text\/plain/i)).toContain(b.place!.url)
  })

  it('a move sends both a REQUEST with the same UID and the sequence one higher', async () => {
    const res = await postTo(api.move, '/api/booking/move', { token: tokenOf(b.manageUrl), start: '2026-12-03T14:00:00+11:00' })
    expect(res.status).toBe(200)
    await deliveriesSettled()
    const { prospect, staff } = both(email, b.uid)
    for (const list of [prospect, staff]) {
      expect(list.map((m) => [m.method, m.sequence])).toEqual([
        ['REQUEST', 0],
        ['REQUEST', 1],
      ])
    }
    b = { ...b, manageUrl: ((await res.json()) as { manageUrl: string }).manageUrl }
  })

  it('a cancel sends both a CANCEL with the same UID', async () => {
    const res = await postTo(api.cancel, '/api/booking/cancel', { token: tokenOf(b.manageUrl) })
    expect(res.status).toBe(200)
    await deliveriesSettled()
    const { prospect, staff } = both(email, b.uid)
    for (const list of [prospect, staff]) {
      const last = list.at(-1)!
      expect([list.length, last.method, last.uid]).toEqual([3, 'CANCEL', b.uid])
      expect(last.contentType).toMatch(/method=CANCEL/i)
      expect(last.sequence).toBeGreaterThan(1)
    }
  })
})

describe("the prospect's time zone", () => {
  it('a time zone that is not an IANA zone is refused with a field error', async () => {
    const res = await book(api, { timeZone: 'Mars/Olympus_Mons', start: '2026-12-03T11:00:00+11:00' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty('timeZone')
  })

  it("staff read the prospect's own time beside office time, the length, where to meet, the company and answers, what the visitor typed quoted and never a link", async () => {
    const contact = validContact({ email: 'mia@acme.com.au', company: 'Acme Rockets Pty Ltd' })
    expect((await post('contact', contact)).status).toBe(200)
    const email = 'mia@acme.com.au'
    const b = await booked({
      email,
      name: 'Mia Chen',
      leadId: contact.leadId,
      timeZone: 'Europe/London',
      start: '2026-12-03T12:00:00+11:00',
    })
    expect((await bookingStore(bookingSettings).get(b.bookingId))?.timeZone).toBe('Europe/London')
    const staff = both(email, b.uid).staff
    expect(staff).toHaveLength(1)
    const text = mimePart(staff[0]!.raw, /text\/plain/i)
    // 12:00 pm in Melbourne is 1:00 am in London: said, and flagged as their night.
    expect(text).toMatch(/Their time: .*1:00 am .*\(Europe\/London\).*night/i)
    expect(text).toContain(`Length: ${b.durationMinutes} minutes`)
    expect(text).toContain(b.place!.url)
    expect(text).toContain('> Company: Acme Rockets Pty Ltd')
    expect(text).toContain(contact.challenges)
    // The visitor's address and number are theirs to type: quoted, never a mailto: or tel: link (outbox/message-layout.ts).
    const html = mimePart(staff[0]!.raw, /text\/html/i)
    expect(html).not.toContain('mailto:')
    expect(html).toMatch(/<blockquote[^>]*>[\s\S]*Acme Rockets Pty Ltd[\s\S]*<\/blockquote>/)
    // The prospect reads their own time first, office time beside it.
    const prospect = mimePart(both(email, b.uid).prospect[0]!.raw, /text\/plain/i)
    expect(prospect).toMatch(/1:00 am GMT.*\(.*12:00 pm AEDT\)/)
  })
})

it('with the booking emails switched off (prospect-messages.yaml bookingEmails), only staff are told', async () => {
  prospectMessages.bookingEmails = false
  const email = 'quiet@acme.com.au'
  const b = await booked({ email, start: '2026-12-03T15:00:00+11:00' })
  const { prospect, staff } = both(email, b.uid)
  expect([prospect.length, staff.length]).toEqual([0, 1])
})
