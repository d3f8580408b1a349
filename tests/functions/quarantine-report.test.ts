// The daily line to staff about submissions set aside as automated: once per
// office day, counted from what the real functions set aside on the real local
// Blobs server, never sent twice, and none when nothing was set aside.
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strictFetch } from '../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import type { Sender } from '../../netlify/lib/outbox/channels.ts'
import { outbox } from '../../netlify/lib/outbox/outbox-store.ts'
import { countQuarantined, openingOf, reportWindow } from '../../netlify/lib/leads/quarantine-report.ts'
import { sweep } from '../../netlify/lib/leads/lead-sweep.ts'
import { addDays, zonedDate } from '../../schemas/office-time.ts'
import type { NotificationRecord } from '../../schemas/notification.ts'
import { booking } from '../../src/generated/booking.ts'
import { post, startBlobs, validContact, type Harness } from './harness.ts'

// An office of its own for the pure tests: Monday to Friday from 9:00, one holiday.
const nine = [{ from: '09:00', to: '17:00' }]
const OFFICE = {
  timezone: 'Australia/Melbourne',
  weeklyHours: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: [], sun: [] },
  holidays: [{ date: '2026-11-03', name: 'Melbourne Cup Day' }],
  blackoutDates: [],
}
// Melbourne is UTC+11 in November: 9:00 there is 22:00 UTC the day before.
const at = (iso: string) => new Date(iso)

describe('when the report is due (pure)', () => {
  it('on an office day once it has opened, covering the time since the previous office day opened', () => {
    expect(reportWindow(at('2026-11-24T22:05:00Z'), OFFICE)).toEqual({
      date: '2026-11-25',
      from: at('2026-11-23T22:00:00Z'),
      to: at('2026-11-24T22:00:00Z'),
    })
    expect(reportWindow(at('2026-11-24T21:59:00Z'), OFFICE)).toBeNull()
  })

  it('not at the weekend or on a holiday; Monday covers the weekend, the day after a holiday covers it too', () => {
    expect(reportWindow(at('2026-11-28T01:00:00Z'), OFFICE)).toBeNull() // Saturday noon
    expect(reportWindow(at('2026-11-29T22:30:00Z'), OFFICE)).toMatchObject({ date: '2026-11-30', from: at('2026-11-26T22:00:00Z') })
    expect(reportWindow(at('2026-11-03T01:00:00Z'), OFFICE)).toBeNull()
    expect(reportWindow(at('2026-11-03T22:30:00Z'), OFFICE)).toMatchObject({ date: '2026-11-04', from: at('2026-11-01T22:00:00Z') })
  })

  it('counts by why, from the keys alone, within the window only', () => {
    const key = (ms: number, code: string) => `quarantined/2026-11-24/${ms}/${code}/contact/${crypto.randomUUID()}`
    const from = at('2026-11-23T22:00:00Z')
    const to = at('2026-11-24T22:00:00Z')
    const keys = [
      key(from.getTime(), 'honeypot'),
      key(from.getTime() + 1, 'honeypot'),
      key(to.getTime() - 1, 'invalid-token'),
      key(to.getTime(), 'no-token'),
      key(from.getTime() - 1, 'no-token'),
      key(from.getTime() + 5, 'from-an-older-release'),
    ]
    expect(countQuarantined(keys, from, to)).toEqual({ honeypot: 2, 'invalid-token': 1, other: 1 })
  })
})

describe('the daily count on the local Blobs server', () => {
  let h: Harness
  let store: Store
  const told: NotificationRecord[] = []
  const sink: Sender = { send: async (n) => void told.push(n) }
  const box = () => outbox(store, { sink, email: sink, webhook: sink, sms: sink, calendar: sink })

  beforeAll(async () => {
    h = await startBlobs()
    store = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong', fetch: strictFetch })
  })
  afterAll(async () => h.close())

  /** The first time the office (content/booking.yaml) opens after `after`. */
  function nextOpening(after: Date): Date {
    for (let day = zonedDate(after, booking.timezone), i = 0; i < 30; i++, day = addDays(day, 1)) {
      const opens = openingOf(day, booking)
      if (opens && opens > after) return opens
    }
    throw new Error('the office never opens in the next 30 days')
  }

  it('tells staff once, the next office day, how many were set aside and why; nothing on a day with none', async () => {
    const { formToken: _none, ...noToken } = validContact()
    for (const body of [validContact({ fax: 'http://spam.example' }), noToken, validContact({ fax: 'x' }), validContact()])
      expect((await post('contact', body)).status).toBe(200)

    const opens = nextOpening(new Date())
    const daily = () => told.filter((n) => n.event === 'quarantine-daily')
    await sweep(store, box(), ['sink'], new Date(opens.getTime() - 60_000))
    expect(daily()).toEqual([])
    await sweep(store, box(), ['sink'], new Date(opens.getTime() + 60_000))
    expect(daily()).toHaveLength(1)
    const { message } = daily()[0]!
    expect(message!.text).toMatch(/^3 submissions set aside as automated since .+: 2 honeypot, 1 no form token\.$/m)
    expect(message!.text).toContain('npm run leads -- export --spam --since ')
    // Every later run that day: nothing more.
    await sweep(store, box(), ['sink'], new Date(opens.getTime() + 3_600_000))
    expect(daily()).toHaveLength(1)
    // The next office day: nothing was set aside since, so nothing is said.
    const following = nextOpening(new Date(opens.getTime() + 60_000))
    await sweep(store, box(), ['sink'], new Date(following.getTime() + 60_000))
    expect(daily()).toHaveLength(1)
  })
})
