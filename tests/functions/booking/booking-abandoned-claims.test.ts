// No time blocked by nobody, and never a live booking's time released: a try
// at a booking that died after claiming its host's time is released by the
// scheduled work once a few minutes old; a try that commits while the sweep
// releases it is decided by one create-only write, so either the booking
// stands with every claim it holds or the try wrote nothing and holds nothing.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { ATTEMPT_STALE_MS, bookingStoreFrom } from '../../../netlify/lib/booking/booking-store.ts'
import { commitAttempt, openAttempt, releaseClaim, type ClaimValue } from '../../../netlify/lib/booking/store/attempts.ts'
import { claimHostTime } from '../../../netlify/lib/booking/store/host-claims.ts'
import { storeParts } from '../../../netlify/lib/booking/store/parts.ts'
import { keys } from '../../../netlify/lib/booking/store/keys.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { emptyBookingsEachTest, freeTimes, NOW, soloApiAt, soloSettings, SOLO_HOST } from '../booking-harness.ts'
import { leadsCli } from '../leads-cli.ts'

const harness = emptyBookingsEachTest()
const type = settings.meetingTypes.find((t) => t.id === 'strategy-call')!
const span = (hhmm: string, date = '2026-12-03') => {
  const start = new Date(`${date}T${hhmm}:00+11:00`)
  return { start, end: new Date(start.getTime() + type.durationMinutes * 60_000) }
}
const later = new Date(Date.now() + ATTEMPT_STALE_MS + 60_000)
const told: string[] = []
const tell = async (b: { bookingId: string; revision: number }) => void told.push(`${b.bookingId}:${b.revision}`)

const revisionOf = (bookingId: string, holds: StoredBooking['holds']): StoredBooking => ({
  version: 1,
  bookingId,
  requestId: crypto.randomUUID(),
  revision: 1,
  change: 'created',
  status: 'confirmed',
  type: type.id,
  start: span('11:00').start.toISOString(),
  end: span('11:00').end.toISOString(),
  name: 'Ana Nguyen',
  email: 'ana@acme.com.au',
  host: SOLO_HOST,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  holds,
})

/** A try that claims the host's time for a booking and then dies: nothing after its claims is written. */
async function deadTry(hhmm: string) {
  const s = storeParts(harness().bookings, settings)
  const claimed = await claimHostTime(s, { bookingId: crypto.randomUUID(), type, span: span(hhmm), revision: 1 }, SOLO_HOST)
  expect(claimed.ok).toBe(true)
  return claimed as Extract<typeof claimed, { ok: true }>
}

it("releases a dead try's claims once a few minutes old, and the time is free again", async () => {
  const h = harness()
  await deadTry('10:00')
  expect(await freeTimes(soloApiAt(NOW), 'strategy-call', '2026-12-03')).not.toContain('10:00')
  const store = bookingStoreFrom(h.bookings, settings)
  // Young: its process may still be working; left alone.
  expect(await store.sweep({ now: new Date(), tell })).toMatchObject({ abandoned: 0, released: 0 })
  const counts = await store.sweep({ now: later, tell })
  expect(counts.abandoned).toBe(1)
  expect(counts.released).toBeGreaterThan(0)
  for (const prefix of ['cells/', 'seats/', 'days/', 'attempts/']) expect(await h.bookingKeys(prefix), prefix).toEqual([])
  expect(await freeTimes(soloApiAt(NOW), 'strategy-call', '2026-12-03')).toContain('10:00')
})

it('a try committing while the sweep releases it: the booking keeps every claim, or the try wrote nothing', async () => {
  const h = harness()
  const s = storeParts(h.bookings, settings)
  const store = bookingStoreFrom(h.bookings, settings)
  const outcomes = { committed: 0, released: 0 }
  for (let i = 0; i < 12; i++) {
    for (const key of await h.bookingKeys()) await h.bookings.delete(key)
    const claimed = await deadTry('11:00')
    const bookingId = claimed.holds.day!.split('_')[4]!
    // A try that began minutes ago (a slow process) and commits now, as the sweep takes it.
    await openAttempt(s, { ...claimed.attempt, at: Date.now() - ATTEMPT_STALE_MS - 60_000 })
    // The try's commit and the sweep, at once; the try writes its revision only if its commit stood.
    const [committed] = await Promise.all([
      commitAttempt(s, claimed.attempt).then(async (ok) => {
        if (ok) await h.bookings.setJSON(keys.revision(bookingId, 1), revisionOf(bookingId, claimed.holds))
        return ok
      }),
      store.sweep({ now: new Date(), tell: async () => {} }),
    ])
    const held = [...claimed.holds.cells, claimed.holds.seat!, claimed.holds.day!]
    const present = await Promise.all(held.map(async (k) => (await h.bookings.get(k)) !== null))
    if (committed) {
      outcomes.committed++
      expect(present, 'a committed booking keeps every claim').toEqual(held.map(() => true))
    } else {
      outcomes.released++
      expect(present, 'a try given up holds nothing').toEqual(held.map(() => false))
      expect(await h.bookingKeys('bookings/')).toEqual([])
    }
  }
  expect(outcomes.committed + outcomes.released).toBe(12)
})

it('settling a move late never releases a time its booking has taken back since', async () => {
  const h = harness()
  const store = bookingStoreFrom(h.bookings, soloSettings)
  const first = span('11:00')
  const other = span('11:00', '2026-12-04')
  const made = await store.create(
    { requestId: crypto.randomUUID(), type, ...first, name: 'Ana Nguyen', email: 'ana@acme.com.au', hosts: [SOLO_HOST] },
    NOW,
  )
  if (made.kind !== 'created') throw new Error(`not booked: ${made.kind}`)
  const { bookingId } = made.booking
  // Moved to another day and back to its first time (the same seat, the same cells), each process
  // dying before its messages were recorded: the sweep settles all three revisions afterwards.
  expect((await store.move(bookingId, other.start, other.end, [SOLO_HOST], NOW)).kind).toBe('changed')
  const back = await store.move(bookingId, first.start, first.end, [SOLO_HOST], NOW)
  if (back.kind !== 'changed') throw new Error(`not moved back: ${back.kind}`)
  const { cells, seat, day } = back.booking.holds
  expect(seat, "the first day's seat again").toBe(made.booking.holds.seat)
  expect(await store.sweep({ now: later, tell })).toMatchObject({ told: 3 })
  // Revision 2's settling lets go of what revision 1 held, which revision 3 holds anew: kept.
  for (const key of [...cells, seat!, day!]) expect(await h.bookings.get(key), key).not.toBeNull()
  expect(await h.bookingKeys('attempts/')).toEqual([])
})

it('a release removes only the claim it judged: one written between its read and its write stays', async () => {
  const h = harness()
  const key = keys.cell(SOLO_HOST, span('10:00').start)
  const dead: ClaimValue = { bookingId: crypto.randomUUID(), attempt: 'dead', revision: 1, at: 0 }
  const live: ClaimValue = { bookingId: crypto.randomUUID(), attempt: 'live', revision: 1, at: Date.now() }
  const deads = (v: ClaimValue) => v.attempt === 'dead'
  // The racing write lands right after the release has read the key.
  const racing = new Proxy(h.bookings, {
    get(target, name) {
      if (name === 'getWithMetadata')
        return async (...args: Parameters<typeof target.getWithMetadata>) => {
          const got = await target.getWithMetadata(...args)
          await target.setJSON(key, live)
          return got
        }
      const value: unknown = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  await h.bookings.setJSON(key, dead)
  expect(await releaseClaim(storeParts(racing, settings), key, deads, 'sweep-1')).toBe(false)
  expect(await h.bookings.get(key, { type: 'json' })).toEqual(live)
  // Unraced, the same release lets it go.
  const s = storeParts(h.bookings, settings)
  await h.bookings.setJSON(key, dead)
  expect(await releaseClaim(s, key, deads, 'sweep-1')).toBe(true)
  expect(await h.bookings.get(key)).toBeNull()
  // A release that died between its mark and its delete: only the same release finishes it.
  await h.bookings.setJSON(key, { releasedBy: 'sweep-1', at: 0 })
  expect(await releaseClaim(s, key, () => true, 'sweep-2')).toBe(false)
  expect(await releaseClaim(s, key, () => false, 'sweep-1')).toBe(true)
  expect(await h.bookings.get(key)).toBeNull()
})

it('leads -- bookings --check counts what --repair then releases', async () => {
  const h = harness()
  await deadTry('14:00')
  // A project whose local store is the harness's: its folder, and its site id as a linked site's.
  const root = await mkdtemp(join(tmpdir(), 'bookings-repair-'))
  await mkdir(join(root, '.netlify'))
  await writeFile(join(root, '.netlify', 'state.json'), JSON.stringify({ siteId: 'test-site' }))
  const env = { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: h.directory }
  const at = later.toISOString()
  const check = await leadsCli(['bookings', '--check', '--at', at], env)
  expect(check.stderr).toMatch(/Would settle .*: 0 change\(s\) whose messages were owed, 1 unfinished try with \d+ claim\(s\) to release/)
  expect(await h.bookingKeys('cells/')).not.toEqual([])
  const repair = await leadsCli(['bookings', '--repair', '--at', at], env)
  expect(repair.stderr).toMatch(/Settled .*: 0 change\(s\) whose messages were owed, 1 unfinished try with [1-9]\d* claim\(s\) released/)
  for (const prefix of ['cells/', 'seats/', 'days/', 'attempts/']) expect(await h.bookingKeys(prefix), prefix).toEqual([])
})
