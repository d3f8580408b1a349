// Where a notification stands (netlify/lib/outbox/delivery-status.ts): the rules that
// decide whether a message is sent again, so a lead is never dropped, a
// webhook never called twice and GA4 (which counts every send) never sent twice.
import { describe, expect, it } from 'vitest'
import { BACKOFF_MINUTES, LEASE_MS, RETRY_WINDOW_MS, standing } from '../../../netlify/lib/outbox/delivery-status.ts'
import type { Channel, Claim, Result } from '../../../schemas/notification.ts'

const T0 = Date.parse('2026-12-01T00:00:00Z')
const at = (ms: number) => new Date(T0 + ms).toISOString()
const min = 60_000
const n = (channel: Channel = 'email') => ({ channel, createdAt: at(0) })
const claim = (attempt: number, ms: number): Claim => ({ attempt, at: at(ms) })
const fail = (attempt: number, ms: number): Result => ({ attempt, at: at(ms), ok: false, error: `boom ${attempt}` })
const ok = (attempt: number, ms: number): Result => ({ attempt, at: at(ms), ok: true })

describe('standing', () => {
  it('a new notification is due at once', () => {
    expect(standing(n(), [], [], [], new Date(T0))).toMatchObject({ status: 'pending', due: true, attempts: 0 })
  })

  it('delivered once any attempt succeeded, whatever came before', () => {
    const s = standing(n(), [claim(1, 0), claim(2, 2 * min)], [fail(1, 1000), ok(2, 2 * min + 500)], [], new Date(T0 + 10 * min))
    expect(s).toMatchObject({ status: 'delivered', due: false, attempts: 2, deliveredAt: at(2 * min + 500) })
  })

  it("a receiver's refusal for good (a 4xx) is failed at once with its words, until staff retry it", () => {
    const refused: Result = { attempt: 1, at: at(1000), ok: false, error: 'Google answered 400: bad gclid', rejected: true }
    const later = new Date(T0 + 60 * min)
    expect(standing(n('google-data-manager'), [claim(1, 0)], [refused], [], later)).toMatchObject({
      status: 'failed',
      due: false,
      lastError: 'Google answered 400: bad gclid',
    })
    // Staff's retry opens a new window: due again.
    expect(standing(n('google-data-manager'), [claim(1, 0)], [refused], [at(30 * min)], later)).toMatchObject({
      status: 'pending',
      due: true,
    })
  })

  it('backs off after each failure: 1, 2, 5 minutes ...', () => {
    let claims: Claim[] = []
    let results: Result[] = []
    let t = 0
    for (let i = 1; i <= 4; i++) {
      claims = [...claims, claim(i, t)]
      results = [...results, fail(i, t + 1000)]
      const wait = BACKOFF_MINUTES[i - 1]! * min
      const s = standing(n(), claims, results, [], new Date(T0 + t + 1000 + wait - 1))
      expect(s).toMatchObject({ status: 'pending', due: false, lastError: `boom ${i}` })
      expect(standing(n(), claims, results, [], new Date(T0 + t + 1000 + wait)).due).toBe(true)
      t += 1000 + wait
    }
  })

  it('is failed after 24 hours without delivery, and a staff retry opens a new window', () => {
    const claims = [claim(1, 0)]
    const results = [fail(1, 1000)]
    const late = new Date(T0 + RETRY_WINDOW_MS + 1)
    expect(standing(n(), claims, results, [], late)).toMatchObject({ status: 'failed', due: false, lastError: 'boom 1' })
    expect(standing(n(), claims, results, [at(RETRY_WINDOW_MS)], late)).toMatchObject({ status: 'pending', due: true })
  })

  it('an attempt in flight is left to its sender until its lease ends', () => {
    const s = standing(n('webhook'), [claim(1, 0)], [], [], new Date(T0 + LEASE_MS - 1))
    expect(s).toMatchObject({ status: 'pending', due: false, attempts: 1 })
  })

  it('a webhook whose sender died mid-send is never resent automatically', () => {
    const s = standing(n('webhook'), [claim(1, 0)], [], [], new Date(T0 + LEASE_MS))
    expect(s.status).toBe('failed')
    expect(s.lastError).toMatch(/Idempotency-Key/)
    // Staff's --retry resends it.
    expect(standing(n('webhook'), [claim(1, 0)], [], [at(LEASE_MS + 1)], new Date(T0 + LEASE_MS + 2)).due).toBe(true)
  })

  it('an email whose sender died mid-send is sent at most once more', () => {
    expect(standing(n('email'), [claim(1, 0)], [], [], new Date(T0 + LEASE_MS))).toMatchObject({ status: 'pending', due: true })
    const twice = standing(n('email'), [claim(1, 0), claim(2, LEASE_MS)], [], [], new Date(T0 + 2 * LEASE_MS))
    expect(twice.status).toBe('failed')
  })

  it("a GA4 send whose answer never came stands unconfirmed and is not resent; Meta's is, after its pause", () => {
    const unanswered: Result = { ...fail(1, 8000), error: 'no answer within 8 s', unconfirmed: true }
    const later = new Date(T0 + 60 * min)
    const ga4 = standing(n('ga4'), [claim(1, 0)], [unanswered], [], later)
    expect(ga4).toMatchObject({ status: 'unconfirmed', due: false, attempts: 1 })
    expect(ga4.lastError).toMatch(/^no answer within 8 s; .*GA4/)
    // Staff's --retry sends it again.
    expect(standing(n('ga4'), [claim(1, 0)], [unanswered], [at(60 * min)], new Date(T0 + 60 * min + 1)).due).toBe(true)
    expect(standing(n('meta'), [claim(1, 0)], [unanswered], [], later)).toMatchObject({ status: 'pending', due: true })
  })
})
