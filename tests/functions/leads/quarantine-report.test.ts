// The hourly line to staff about submissions set aside as automated: once an
// hour at most, counted from what the real functions set aside on the real local
// Blobs server, never sent twice, and none when nothing was set aside.
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import type { Sender } from '../../../netlify/lib/outbox/channels.ts'
import { outbox } from '../../../netlify/lib/outbox/outbox-store.ts'
import { countQuarantined, quarantineMessage, reportWindow } from '../../../netlify/lib/leads/quarantine-report.ts'
import { sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { signFormToken } from '../../../netlify/lib/leads/form-token-signing.ts'
import type { NotificationRecord } from '../../../schemas/notification.ts'
import { post, startBlobs, validContact, type Harness } from '../harness.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'

const at = (iso: string) => new Date(iso)

it("the hourly message is worded by content (staff-console.yaml setAsideReport), as staff's other words are", () => {
  const words = staffConsole.setAsideReport
  const kept = { ...words }
  try {
    Object.assign(words, { subject: 'Robots: {count} at {time}', one: 'bot', advice: 'Look: {command}' })
    const window = { hour: '2026-11-24T22', from: at('2026-11-24T21:00:00Z'), to: at('2026-11-24T22:00:00Z') }
    const m = quarantineMessage({ honeypot: 1 }, window, 'Australia/Melbourne')
    expect(m.subject).toMatch(/^Robots: 1 bot at /)
    expect(m.text).toContain('Look: npm run leads -- export --spam --since 2026-11-24T21:00:00.000Z')
  } finally {
    Object.assign(words, kept)
  }
})

describe('when the report is due (pure)', () => {
  it('at the first run of each hour, covering the time since the last report ended (an hour at first, a day at most)', () => {
    expect(reportWindow(at('2026-11-24T22:05:00Z'), null)).toEqual({
      hour: '2026-11-24T22',
      from: at('2026-11-24T21:00:00Z'),
      to: at('2026-11-24T22:00:00Z'),
    })
    expect(reportWindow(at('2026-11-24T22:59:00Z'), at('2026-11-24T22:00:00Z'))).toBeNull()
    // The sweep stopped for three hours: the report covers them all.
    expect(reportWindow(at('2026-11-25T01:01:00Z'), at('2026-11-24T22:00:00Z'))).toMatchObject({ from: at('2026-11-24T22:00:00Z') })
    expect(reportWindow(at('2026-11-30T01:01:00Z'), at('2026-11-24T22:00:00Z'))).toMatchObject({ from: at('2026-11-29T01:00:00Z') })
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

describe('the hourly count on the local Blobs server', () => {
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

  it('tells staff once, in the next hour, how many were set aside and why; nothing in an hour with none', async () => {
    const forged = signFormToken('contact', Date.now() - 60_000, 'x'.repeat(44))
    for (const body of [
      validContact({ fax: 'http://spam.example' }),
      validContact({ formToken: forged }),
      validContact({ fax: 'x' }),
      validContact(),
    ])
      expect((await post('contact', body)).status).toBe(200)

    const nextHour = Math.ceil((Date.now() + 1) / 3_600_000) * 3_600_000
    const hourly = () => told.filter((n) => n.event === 'quarantine-hourly')
    await sweep(store, box(), ['sink'], new Date(nextHour + 60_000))
    expect(hourly()).toHaveLength(1)
    const { message } = hourly()[0]!
    // Counted by reason, in the words of content/staff-console.yaml setAsideReport.
    const words = staffConsole.setAsideReport
    expect(message!.text).toContain(`3 ${words.many}`)
    expect(message!.text).toContain(`2 ${words.reasons.honeypot}, 1 ${words.reasons['invalid-token']}`)
    expect(message!.text).toContain('npm run leads -- export --spam --since ')
    // Every later run that hour: nothing more.
    await sweep(store, box(), ['sink'], new Date(nextHour + 50 * 60_000))
    expect(hourly()).toHaveLength(1)
    // The next hours: nothing was set aside since, so nothing is said.
    await sweep(store, box(), ['sink'], new Date(nextHour + 3_600_000 + 60_000))
    await sweep(store, box(), ['sink'], new Date(nextHour + 2 * 3_600_000 + 60_000))
    expect(hourly()).toHaveLength(1)
  })
})
