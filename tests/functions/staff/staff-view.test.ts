// What staff see, through the real functions behind a real signed-in session, against the real local
// Blobs server and SMTP server: a cancelled call reads cancelled in the list and on the lead page, and
// is not booked in the funnel; an onboarding lead has its filler's name and address, opens, exports and
// erases; set-aside items carry the message and the answers as the visitor read them; a move is offered
// the free times of its type (its own time freed), and a time off the slots do not allow is refused with
// the server's reason; time off over a booked call answers the call and lets staff email the prospect;
// the export is one row per person; the funnel's form counts add up. Times come from the availability
// with the real clock, so the test holds whatever day it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled } from '../../../netlify/lib/site-outbox.ts'
import availability from '../../../netlify/functions/availability.ts'
import bookingFunction from '../../../netlify/functions/booking.ts'
import staffCancel from '../../../netlify/functions/staff-booking-cancel.ts'
import staffMove from '../../../netlify/functions/staff-booking-move.ts'
import staffTimes from '../../../netlify/functions/staff-booking-times.ts'
import staffRebook from '../../../netlify/functions/staff-booking-rebook-email.ts'
import staffTimeOff from '../../../netlify/functions/staff-time-off.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import { PEOPLE_COLUMNS } from '../../../netlify/lib/staff/people-export.ts'
import { HONEYPOT_FIELD } from '../../../schemas/lead-envelope.ts'
import { onboardingOptions } from '../../../schemas/lead.ts'
import { addDays, zonedDate } from '../../../schemas/office-time.ts'
import type { Funnel, LeadDetail, LeadList, MoveTimes, SetAsideList, TimeOffSaved } from '../../../schemas/staff-api-types.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { contactForm, onboardingForm } from '../../../src/generated/forms.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { contactOptions } from '../../../schemas/lead.ts'
import { closedPort } from '../calendar-harness.ts'
import { post, validContact, validOnboarding } from '../harness.ts'
import { request, STAFF, startStaff, type Handler, type StaffHarness } from '../staff-harness.ts'
import { parse } from 'csv-parse/sync'

const TYPE = settings.meetingTypes[0]!
const ZONE = settings.timezone

let s: StaffHarness
let cookie: string
let api: typeof StaffApi

beforeAll(async () => {
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

const get = async <T>(handler: Handler, path: string) => {
  const res = await request(handler, 'GET', path, { cookie })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
const personOf = async (email: string) =>
  (await get<LeadList>(api.leadsRoute, `/api/staff/leads?q=${encodeURIComponent(email)}`)).items.find((l) => l.email === email)!
const detailOf = async (email: string) => get<LeadDetail>(api.leadsRoute, `/api/staff/leads/${(await personOf(email)).id}`)
const csvOf = async (path: string) =>
  parse(await (await request(api.exportRoute, 'GET', path, { cookie })).text(), { columns: true }) as Record<string, string>[]

async function freeTimes(from?: string, days = 21): Promise<string[]> {
  const res = await availability(
    new Request(`http://localhost/api/availability?type=${TYPE.id}&days=${days}${from ? `&from=${from}` : ''}`),
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((x) => x.start)
}

/** A booking of its own person at `start`, through the booking function (which indexes it for the console). */
async function book(start: string, tag: string) {
  const requestId = crypto.randomUUID()
  const email = `${tag}.${requestId.slice(0, 8)}@acme.com.au`
  const res = await bookingFunction(
    new Request('http://localhost/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, type: TYPE.id, start, name: 'Robin Moreau', email }),
    }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  await deliveriesSettled()
  return { ...((await res.json()) as { bookingId: string; host: { id: string }; start: string }), email }
}

describe('a cancelled call', () => {
  it('reads cancelled in the inbox and on the lead page, and the funnel does not count it booked', async () => {
    const funnelBefore = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    const b = await book((await freeTimes())[0]!, 'cancelled')
    // A lead of its own first (the funnel counts people who wrote), then the call.
    expect((await post('contact', validContact({ email: b.email }))).status).toBe(200)
    const booked = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    expect(booked.totals.booked - funnelBefore.totals.booked).toBe(1)
    expect((await personOf(b.email)).booking).toMatchObject({ bookingId: b.bookingId, status: 'confirmed', typeName: TYPE.name })

    const res = await request(staffCancel, 'POST', `/api/staff/bookings/${b.bookingId}/cancel`, { cookie, body: {} })
    expect(res.status).toBe(200)
    expect((await personOf(b.email)).booking).toMatchObject({ bookingId: b.bookingId, status: 'cancelled' })
    const lead = await detailOf(b.email)
    expect(lead.bookings.map((x) => [x.bookingId, x.status])).toEqual([[b.bookingId, 'cancelled']])
    expect(lead.bookings[0]!.joinUrl).toBeUndefined()
    const after = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    expect(after.totals.booked).toBe(funnelBefore.totals.booked)
    expect(after.totals.leads - funnelBefore.totals.leads).toBe(1)
  })
})

describe('the funnel', () => {
  it('counts each person once under the form they first sent: the forms add up to the leads', async () => {
    const email = `both.forms.${crypto.randomUUID().slice(0, 8)}@example.com`
    const before = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    expect((await post('contact', validContact({ email }))).status).toBe(200)
    expect((await post('onboarding', validOnboarding({ businessInfo: { ...validOnboarding().businessInfo, email } }))).status).toBe(200)
    const f = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    const sum = (x: Funnel) => Object.values(x.perForm).reduce((a, b) => a + b, 0)
    expect(sum(f)).toBe(f.totals.leads)
    expect(f.totals.leads - before.totals.leads).toBe(1)
    expect((f.perForm.contact ?? 0) - (before.perForm.contact ?? 0)).toBe(1)
    expect(f.perForm.onboarding ?? 0).toBe(before.perForm.onboarding ?? 0)
  })
})

describe('an onboarding lead', () => {
  const who = { contactName: 'Wile E. Coyote', email: `wile.${crypto.randomUUID().slice(0, 8)}@acme.com.au`, phone: '0412 345 678' }

  it('is the person who filled it in: name, email and phone, and it opens', async () => {
    const body = validOnboarding({ businessInfo: { ...validOnboarding().businessInfo, ...who } })
    expect((await post('onboarding', body)).status).toBe(200)
    const item = await personOf(who.email)
    expect(item).toMatchObject({ name: who.contactName, email: who.email, company: body.businessInfo.businessName, forms: ['onboarding'] })
    const lead = await detailOf(who.email)
    expect(lead.phone).toBe('+61412345678')
    expect(lead.submissions).toHaveLength(1)
  })

  it('exports like any other: a row of the people export, and its answers in the submissions export', async () => {
    const people = await csvOf(`/api/staff/export.csv?q=${encodeURIComponent(who.email)}`)
    expect(people).toHaveLength(1)
    expect(people[0]).toMatchObject({ name: who.contactName, email: who.email, forms: 'onboarding' })
    const subs = await csvOf(`/api/staff/export-submissions.csv?q=${encodeURIComponent(who.email)}`)
    expect(subs.map((r) => r['businessInfo.email'])).toEqual([who.email])
  })

  it('erases like any other: typed address, then gone from the inbox', async () => {
    const { id } = await personOf(who.email)
    const res = await request(api.eraseRoute, 'POST', `/api/staff/leads/${id}/erase`, { cookie, body: { confirm: who.email } })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { leads: number }).leads).toBe(1)
    expect((await get<LeadList>(api.leadsRoute, `/api/staff/leads?q=${encodeURIComponent(who.email)}`)).items).toEqual([])
  })
})

describe('set-aside items', () => {
  it('carry the message and every answer with the words the visitor saw', async () => {
    const email = `set.aside.${crypto.randomUUID().slice(0, 8)}@example.com`
    const industry = contactOptions(contactForm, 'industry')[1]!
    const message = 'We sell surfboards in Torquay and want more walk-ins.'
    const body = validContact({ email, industry: industry.value, challenges: message, [HONEYPOT_FIELD]: 'x' })
    expect((await post('contact', body)).status).toBe(200)
    const item = (await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')).items.find((i) => i.email === email)!
    expect(item.message).toBe(message)
    expect(item.answers.find((a) => a.field === 'industry')).toEqual({
      field: 'industry',
      label: contactForm.fields.industry!.label,
      value: industry.label,
    })
  })

  it('an onboarding one: its free-text answers are the message, its choices read as labels', async () => {
    const email = `set.aside.onb.${crypto.randomUUID().slice(0, 8)}@example.com`
    const industry = onboardingOptions(onboardingForm, 'businessInfo', 'industry')[2]!
    const body = validOnboarding({
      businessInfo: { ...validOnboarding().businessInfo, email, industry: industry.value },
      [HONEYPOT_FIELD]: 'x',
    })
    expect((await post('onboarding', body)).status).toBe(200)
    const item = (await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')).items.find((i) => i.email === email)!
    expect(item.message).toContain(body.businessInfo.description)
    expect(item.answers.find((a) => a.field === 'businessInfo.industry')?.value).toBe(industry.label)
  })
})

describe('moving a call', () => {
  let b: Awaited<ReturnType<typeof book>>
  beforeAll(async () => {
    b = await book((await freeTimes())[3]!, 'mover')
  })

  it('is offered the free times of its meeting type, as the availability gives them, with its own time freed', async () => {
    const today = zonedDate(new Date(), ZONE)
    const to = addDays(today, 13)
    const { times } = await get<MoveTimes>(staffTimes as Handler, `/api/staff/bookings/${b.bookingId}/times?from=${today}&to=${to}`)
    const free = await freeTimes(today, 14)
    const own = Date.parse(b.start)
    // Its own time is offered, marked current (another host of the type may be free then too).
    expect(times.filter((t) => t.current).map((t) => Date.parse(t.start))).toEqual([own])
    // Every time the availability offers, and besides them only the times its own booking held (within its length and buffer).
    const offered = new Set(times.map((t) => Date.parse(t.start)))
    expect(free.filter((x) => !offered.has(Date.parse(x)))).toEqual([])
    const held = (TYPE.durationMinutes + settings.bufferMinutes) * 60_000
    const extra = times.filter((t) => !free.some((x) => Date.parse(x) === Date.parse(t.start)))
    for (const t of extra) expect(Math.abs(Date.parse(t.start) - own)).toBeLessThan(held + 1)
    expect(times.length).toBeGreaterThanOrEqual(free.length)
  })

  it('answers 404 for no such booking, 422 for dates it cannot read, 401 signed out', async () => {
    const none = crypto.randomUUID()
    expect((await request(staffTimes as Handler, 'GET', `/api/staff/bookings/${none}/times`, { cookie })).status).toBe(404)
    expect((await request(staffTimes as Handler, 'GET', `/api/staff/bookings/${b.bookingId}/times?from=soon`, { cookie })).status).toBe(422)
    expect((await request(staffTimes as Handler, 'GET', `/api/staff/bookings/${b.bookingId}/times`, {})).status).toBe(401)
  })

  it('a refusal carries the server’s reason (a time off the step grid), which the console shows', async () => {
    const offGrid = new Date(Date.parse(b.start) + 7 * 60_000).toISOString()
    const res = await request(staffMove, 'POST', `/api/staff/bookings/${b.bookingId}/move`, { cookie, body: { start: offGrid } })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: string; code: string }
    expect(body.code).toBe('not-on-step')
    expect(body.error).toContain(String(TYPE.stepMinutes))
  })
})

describe('time off over a booked call', () => {
  it('still saves, answers the calls it leaves with an absent host, and the prospect can be asked to pick a new time', async () => {
    const b = await book((await freeTimes())[6]!, 'away')
    const day = zonedDate(new Date(b.start), ZONE)
    const res = await request(staffTimeOff, 'PUT', '/api/staff/time-off', {
      cookie,
      body: { host: b.host.id, timeOff: [{ from: day, reason: 'Sick' }] },
    })
    expect(res.status).toBe(200)
    const saved = (await res.json()) as TimeOffSaved
    expect(saved.host.console).toEqual([{ from: day, reason: 'Sick' }])
    expect(saved.affected).toContain(b.bookingId)
    // Another host's day off touches none of this host's calls.
    const other = TYPE.hosts.find((h) => h !== b.host.id)
    if (other) {
      const elsewhere = await request(staffTimeOff, 'PUT', '/api/staff/time-off', {
        cookie,
        body: { host: other, timeOff: [{ from: day }] },
      })
      expect(((await elsewhere.json()) as TimeOffSaved).affected).not.toContain(b.bookingId)
      await request(staffTimeOff, 'PUT', '/api/staff/time-off', { cookie, body: { host: other, timeOff: [] } })
    }

    const before = s.mail.mails.length
    const sent = await request(staffRebook, 'POST', `/api/staff/bookings/${b.bookingId}/rebook-email`, { cookie, body: {} })
    expect(sent.status, await sent.clone().text()).toBe(200)
    expect((await request(staffRebook, 'POST', `/api/staff/bookings/${b.bookingId}/rebook-email`, { cookie, body: {} })).status).toBe(409)
    await deliveriesSettled()
    const subject = fillTokens(prospectMessages.hostAway.subject, { meeting: TYPE.name })
    const mails = s.mail.mails.slice(before).filter((m) => m.to.includes(b.email) && m.subject === subject)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toMatch(/\/booking\/manage\//)
    const lead = await detailOf(b.email)
    expect(lead.history.map((h) => h.what)).toContain(`host-away-email-sent:${b.bookingId}`)

    // Cleared: no call is affected any more.
    const cleared = await request(staffTimeOff, 'PUT', '/api/staff/time-off', { cookie, body: { host: b.host.id, timeOff: [] } })
    expect(((await cleared.json()) as TimeOffSaved).affected).toEqual([])
  })
})

describe('the export', () => {
  it('is one row per person, with status, owner, value, next action, due items, open tasks and notes', async () => {
    const email = `twice.${crypto.randomUUID().slice(0, 8)}@example.com`
    expect((await post('contact', validContact({ email }))).status).toBe(200)
    expect((await post('contact', validContact({ email }))).status).toBe(200)
    const { id } = await personOf(email)
    const status = pipeline.statuses[1]!
    const patch = { status: status.id, nextAction: { text: 'Call back', due: '2030-01-02' } }
    expect((await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${id}`, { cookie, body: patch })).status).toBe(200)
    for (const text of ['One', 'Two'])
      expect((await request(api.notesRoute, 'POST', `/api/staff/leads/${id}/notes`, { cookie, body: { text } })).status).toBe(201)
    // What the site promised them and is not done yet (each fill's reply): the lead's own count, not a typed one.
    const detail = (await (await request(api.leadsRoute, 'GET', `/api/staff/leads/${id}`, { cookie })).json()) as {
      owed: { done: string | null }[]
    }
    const owedOpen = detail.owed.filter((o) => !o.done).length
    const res = await request(api.exportRoute, 'GET', `/api/staff/export.csv?q=${encodeURIComponent(email)}`, { cookie })
    const text = await res.text()
    expect(text.split('\r\n')[0]!.split(',')).toEqual([...PEOPLE_COLUMNS])
    const rows = parse(text, { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      personId: id,
      email,
      status: status.label,
      value: '',
      nextAction: 'Call back',
      nextActionDue: '2030-01-02',
      dueItems: String(owedOpen),
      tasksOpen: '0',
      notes: '2',
      submissions: '2',
    })
  })
})
