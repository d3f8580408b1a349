// Routing and the lead carried into every booking (issue 36, items 1 and 2),
// through the real functions (the growth-session wizard's saves, the booking API
// as netlify/functions/booking*.ts wire it), the real local Blobs server, a real
// SMTP server and the ad platforms' real local receivers: a wizard whose answers
// route to the discovery call (content/routing.yaml) is handed over to that page
// with the signed reference to its lead, its plan email links there too, another
// type is refused for that lead; a booking made from the email's link in another
// browser (no lead id, no attribution: only the ref) joins the lead's record and
// its Schedule conversion carries the lead's ad click, and the console's rebooking
// email after a no-show links to the same routed page; a ref that does not verify
// is ignored. The route is read from content, never typed here.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import { verifyLeadRef } from '../../../netlify/lib/leads/lead-ref.ts'
import { deliveriesSettled, notifier, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { staffBookingActions } from '../../../netlify/lib/booking/staff-actions.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { consoleBookingHooks } from '../../../netlify/lib/staff/console-link.ts'
import { indexStore, personIdOf, readPerson } from '../../../netlify/lib/staff/person-index.ts'
import { destination } from '../../../src/forms/engine.ts'
import { booking } from '../../../src/generated/booking.ts'
import { conversions } from '../../../src/generated/conversions.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { routing, typePages } from '../../../src/generated/routing.ts'
import type { BookingLeadResponse } from '../../../schemas/booking-request.ts'
import { adReceivers } from '../ad-receivers.ts'
import { bookingBody, NOW } from '../booking-harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { GROWTH_ANSWERS, id, post, startBlobs, validGrowth, type Harness } from '../harness.ts'
import { smtpServer } from '../smtp-harness.ts'

const SITE = 'https://harbourline.example'
let h: Harness
let mail: ReturnType<typeof smtpServer>
let ads: Awaited<ReturnType<typeof adReceivers>>
const env: Record<string, string> = {}

beforeAll(async () => {
  const port = await freePort()
  ads = await adReceivers()
  Object.assign(env, ads.env, {
    URL: SITE,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: 'sales@harbourline.example',
    LEADS_NOTIFY_FROM: 'Website <website@harbourline.example>',
  })
  delete process.env.LEADS_WEBHOOK_URL
  // The functions' notifier reads the process environment when it is first made.
  Object.assign(process.env, env)
  h = await startBlobs()
  mail = smtpServer(port)
  await mail.start()
})
afterAll(async () => {
  await mail?.stop()
  await h?.close()
  await ads?.close()
  for (const k of Object.keys(env)) delete process.env[k]
})
beforeEach(() => ads.clear())

/** The API as the functions wire it (the console's index told of each booking), at the harness's clock, with this site's URL. */
const api = () => bookingApi({ now: () => NOW, env: { URL: SITE }, ...consoleBookingHooks })
const postBooking = (body: unknown) =>
  api().booking(
    new Request(`${SITE}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  )
const leadOfRef = (ref: string) => api().lead(new Request(`${SITE}/api/booking/lead?${new URLSearchParams({ ref })}`))

/** The content's route to the discovery call, and answers that meet each of its conditions (its first value). */
const discoveryRoute = routing.routes.find((r) => r.meetingType === 'discovery-call' && r.when.length)!
const routedAnswers = Object.fromEntries(discoveryRoute.when.map((c) => [c.field, c.in[0]!]))
const discovery = booking.meetingTypes.find((t) => t.id === discoveryRoute.meetingType)!
const otherType = booking.meetingTypes.find((t) => t.id !== discovery.id)!
const pool = discoveryRoute.hosts ?? discovery.hosts
const GCLID = 'TEST123'

/** A wizard finished with those answers, from a Google ad click: its lead id, the last save's answer and the email. */
async function finishWizard() {
  const leadId = id()
  const email = `ana.${leadId.slice(0, 8)}@acme.com.au`
  const attribution = {
    utm_source: 'google',
    landingPage: `/growth-session/?gclid=${GCLID}`,
    clicks: { last: { at: NOW.toISOString(), gclid: GCLID } },
  }
  let last: Record<string, unknown> = {}
  for (let step = 1; step <= growthSessionForm.steps.length; step++) {
    const fields = growthSessionForm.steps.slice(0, step).map((s) => s.field)
    const mine = Object.fromEntries(Object.entries({ ...routedAnswers, email }).filter(([k]) => fields.includes(k)))
    const save = validGrowth(step, { leadId, attribution, ...mine })
    const res = await post('growth-session', { ...save, formData: { ...save.formData, ...mine } })
    expect(res.status).toBe(200)
    last = (await res.json()) as Record<string, unknown>
  }
  await deliveriesSettled()
  return { leadId, email, ref: last.ref as string }
}

/** The outbox's Schedule feed rows (the Google Ads "Booked call" conversion) with this click id. */
const scheduleRows = async () =>
  (await openOutbox(notificationStore()).records('conversion-feed-row')).filter(
    (r) => r.write?.gclid === GCLID && r.write?.name === 'Schedule',
  )

describe('a wizard routed to the discovery call', () => {
  it('is handed over to its page with the lead ref, its plan email links there too, and another type is refused for that lead', async () => {
    const { leadId, email, ref } = await finishWizard()
    expect(verifyLeadRef(ref)).toEqual({ form: 'growth-session', leadId })
    // The wizard's hand-over (engine.ts destination, what the browser assigns to location).
    const answers = { ...GROWTH_ANSWERS, ...routedAnswers }
    expect(destination(routing, typePages, answers, ref)).toBe(`${discovery.page}?${new URLSearchParams({ ref })}`)

    // The plan email's booking link: the discovery call's page, with the ref.
    const plan = mail.mails.filter((m) => m.to === email && !m.raw.includes('text/calendar'))
    expect(plan).toHaveLength(1)
    // The text part and the HTML part carry the same link.
    const links = [...new Set([...plan[0]!.body.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]))].map((u) => new URL(u))
    const toBooking = links.filter((u) => Object.values(typePages).some((p) => u.pathname.replace(/\/$/, '') === p.replace(/\/$/, '')))
    expect(toBooking.map((u) => `${u.origin}${u.pathname}`)).toEqual([`${SITE}${discovery.page}/`])
    expect(toBooking[0]!.searchParams.get('ref')).toBe(ref)

    // The booking page asks the server with the ref: the routed call, its pool, what the lead gave.
    const read = await leadOfRef(ref)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    const known = (await read.json()) as BookingLeadResponse
    expect(known.routed).toMatchObject({ type: discovery.id, page: discovery.page, durationMinutes: discovery.durationMinutes })
    expect(known.routed!.hosts.map((x) => x.id)).toEqual(pool)
    expect(known.details).toMatchObject({ name: GROWTH_ANSWERS.firstName, email, company: GROWTH_ANSWERS.company })
    expect(known.details.phone).toMatch(/^\+\d+$/)
    expect(known.upcoming).toEqual([])

    // Its times are the pool's: availability for some of the type's hosts, and only for its hosts.
    const times = (hosts: string) =>
      api().availability(new Request(`${SITE}/api/availability?${new URLSearchParams({ type: discovery.id, days: '7', hosts })}`))
    const free = await times(pool.join(','))
    expect(free.status).toBe(200)
    expect(((await free.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0)
    expect((await times('nobody-here')).status).toBe(422)

    // Another type for that lead: 409 with content's words, whichever way the page names the lead.
    for (const named of [{ leadRef: ref }, { leadId }]) {
      const refused = await postBooking(bookingBody({ type: otherType.id, email, ...named }))
      expect(refused.status).toBe(409)
      const body = (await refused.json()) as { code: string; message: string; routed: { type: string; page: string } }
      expect(body).toMatchObject({
        code: 'routed-elsewhere',
        message: routing.words.otherType,
        routed: { type: discovery.id, page: discovery.page },
      })
    }
  })

  it('a booking from the email link in another browser (only the ref) joins the lead, and its Schedule carries the lead’s gclid', async () => {
    const { leadId, email, ref } = await finishWizard()
    const before = await scheduleRows()
    // What the page sends from a new browser: the ref, the prefilled details, and no lead id or ad clicks of its own.
    const body = bookingBody({ type: discovery.id, start: '2026-12-03T10:00:00+11:00', email, leadRef: ref })
    delete (body as Record<string, unknown>).attribution
    const res = await postBooking({ ...body, attribution: { landingPage: discovery.page } })
    expect(res.status, await res.clone().text()).toBe(201)
    const made = (await res.json()) as { bookingId: string; host?: { id: string } }
    expect(pool).toContain(made.host!.id)
    await deliveriesSettled()

    // On the lead's record: the person the console knows by that lead holds the booking.
    const personId = await personIdOf(indexStore(), `lead:growth-session/${leadId}`)
    const person = await readPerson(personId!)
    expect(person!.bookings.map((b) => b.bookingId)).toContain(made.bookingId)
    expect(person!.leads.map((l) => l.leadId)).toContain(leadId)

    // Its Schedule conversion carries the lead's click: the Google Ads feed's "Booked call" row, and Meta's event.
    const rows = (await scheduleRows()).filter((r) => !before.some((b) => b.id === r.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.write).toMatchObject({ gclid: GCLID, label: conversions.events.Schedule.label })
    expect(ads.metaEvents().filter((e) => e.event_name === 'Schedule')).toHaveLength(1)

    // The page asked again with the ref: that call, with its manage link, instead of a second booking.
    const again = (await (await leadOfRef(ref)).json()) as BookingLeadResponse
    expect(again.upcoming).toHaveLength(1)
    expect(again.upcoming[0]).toMatchObject({ type: discovery.id })
    expect(again.upcoming[0]!.manageUrl).toMatch(new RegExp(`^${SITE}/booking/manage/\\?token=`))

    // After a missed call, the console's rebooking email links to the same routed page, for the same lead.
    const actions = staffBookingActions({
      env: { URL: SITE },
      now: () => NOW,
      notifier: notifier({ env: process.env }),
      attendance: async () => 'no-show',
    })
    expect(
      (await actions.rebookEmail(made.bookingId, new Request(SITE, { method: 'POST' }), { email: 'staff@harbourline.local' })).status,
    ).toBe(200)
    await deliveriesSettled()
    const subject = fillTokens(prospectMessages.noShowRebook.subject, {})
    const rebook = mail.mails.filter((m) => m.to === email && m.subject === subject)
    expect(rebook).toHaveLength(1)
    expect(rebook[0]!.body).toContain(`${SITE}${discovery.page}/?${new URLSearchParams({ ref })}`)

    // Cancelled: its email's link to book again is the same page, for the same lead (a cancel keeps no lead id: the booking as made has it).
    const token = new URL(again.upcoming[0]!.manageUrl).searchParams.get('token')!
    const cancelled = await api().cancel(
      new Request(`${SITE}/api/booking/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
    )
    expect(cancelled.status).toBe(200)
    await deliveriesSettled()
    const told = mail.mails.filter((m) => m.to === email && /METHOD:CANCEL/.test(m.raw))
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain(`${SITE}${discovery.page}/?${new URLSearchParams({ ref })}`)
  })

  it('a ref that does not verify is ignored: the booking is made as any other, tied to nobody’s lead', async () => {
    const { ref, email } = await finishWizard()
    const forged = `${ref.slice(0, -2)}${ref.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await leadOfRef(forged)).status).toBe(404)
    const before = await scheduleRows()
    // Any type books: no route is known for nobody.
    const res = await postBooking(
      bookingBody({ type: otherType.id, start: '2026-12-03T11:00:00+11:00', email: `x.${email}`, leadRef: forged }),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const { bookingId } = (await res.json()) as { bookingId: string }
    await deliveriesSettled()
    const person = await readPerson((await personIdOf(indexStore(), `email:x.${email}`))!)
    expect(person!.leads).toEqual([])
    expect(person!.bookings.map((b) => b.bookingId)).toEqual([bookingId])
    expect((await scheduleRows()).filter((r) => !before.some((b) => b.id === r.id))).toEqual([])
  })
})
