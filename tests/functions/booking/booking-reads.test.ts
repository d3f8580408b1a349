// What a booking costs the store, through the real booking API and the real
// local Blobs server: a booking reads its office week of the day index (to find
// the least booked host) in a few list calls, not one per day, and the days a
// wider listing brings along never count; the booking's messages to staff and
// the prospect read the person's erasure state once around their records, not
// once per message; the local server's listing (walked
// with less work than @netlify/blobs' own) answers exactly what that one does.
import { getStore } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStoreFrom } from '../../../netlify/lib/booking/booking-store.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { ERASED_PREFIX } from '../../../netlify/lib/erasure-ledger.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { book, emptyBookingsEachTest, NOW, type BookingHarness } from '../booking-harness.ts'

// Each test starts from an empty store.
const harness = emptyBookingsEachTest()

const TYPE = settings.meetingTypes.find((t) => t.id === 'strategy-call')!
const [FIRST, SECOND] = TYPE.hosts as [string, string]
const twoHosts: BookingSettings = {
  ...settings,
  meetingTypes: settings.meetingTypes.map((t) => (t.id === TYPE.id ? { ...t, hosts: [FIRST, SECOND] } : t)),
}
const at = (day: string, time: string) => `${day}T${time}:00+11:00`

type Store = BookingHarness['bookings']

/** `store` passed through, each call of `method` noted by its first argument (a key, or a list's options). */
function noting(store: Store, method: 'list' | 'get', calls: unknown[]): Store {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown
      if (typeof value !== 'function') return value
      if (name !== method) return value.bind(target)
      return (...args: unknown[]) => {
        calls.push(args[0])
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
}

/** The API over the harness's bookings store, noting the list calls the store is asked for. */
function countingApi() {
  const calls: unknown[] = []
  const store = noting(harness().bookings, 'list', calls)
  const api = bookingApi({ now: () => NOW, env: {}, settings: twoHosts, store: (s) => bookingStoreFrom(store, s) })
  return { api, lists: () => calls.map((o) => (o as { prefix?: string } | undefined)?.prefix ?? '') }
}

it('a booking reads its office week and a day either side in at most three list calls, not one per day', async () => {
  const { api, lists } = countingApi()
  // Thursday 3 December: the week is Monday 30 November to Sunday 6 December, read from the 29th to the 7th.
  const r = await book(api, { start: at('2026-12-03', '10:00') })
  expect(r.status).toBe(201)
  // (A strategy call also lists its host's seats that day: its daily maximum.)
  expect(lists().filter((prefix) => prefix.startsWith('days/')).length).toBeLessThanOrEqual(3)
})

it("a day a wider listing brings along never counts toward the week's load: the least booked host that week, ties in content order", async () => {
  const { api } = countingApi()
  // Tuesday 8 December is the next office week, listed with the first week's days (the 1st to the 9th).
  const next = await book(api, { start: at('2026-12-08', '10:00') })
  expect(((await next.json()) as { host: { id: string } }).host.id).toBe(FIRST)
  // Thursday 3 December: neither host has a booking that week, so the first in content order takes it.
  const thursday = await book(api, { start: at('2026-12-03', '10:00') })
  expect(((await thursday.json()) as { host: { id: string } }).host.id).toBe(FIRST)
  // Then the second host has fewer that week.
  const again = await book(api, { start: at('2026-12-04', '10:00') })
  expect(((await again.json()) as { host: { id: string } }).host.id).toBe(SECOND)
})

it("a booking's messages to staff and the prospect read the person's erasure state once before their records and once after", async () => {
  const reads: unknown[] = []
  const leads = noting(getStore({ name: STORE_NAME, ...harness().context, consistency: 'strong' }), 'get', reads)
  const api = bookingApi({ now: () => NOW, env: {}, settings: twoHosts, notifier: notifier({ env: {}, store: () => leads }) })
  const r = await book(api, { start: at('2026-12-03', '11:00') })
  expect(r.status).toBe(201)
  // Read before the answer; the sends after it read again (each message's own check), so only those up to now count.
  const beforeAnswer = reads.filter((key) => String(key).startsWith(ERASED_PREFIX))
  await deliveriesSettled()
  expect(beforeAnswer).toHaveLength(2)
})

it("the local server lists what @netlify/blobs' own server lists: the same keys, ETags, sizes and folders", async () => {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-list-'))
  const ours = await startBlobsServer({ directory, token: 't' })
  const theirs = new BlobsServer({ directory, token: 't' })
  const { port } = await theirs.start()
  const storeAt = (url: string) =>
    getStore({ name: 'bookings', siteID: 's', token: 't', edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' })
  try {
    const store = storeAt(ours.url)
    const keys = ['days/2026-12-03/a', 'days/2026-12-03/b', 'days/2026-12-04/c', 'days/2026-12-13/d', 'cells/x/1', 'days-2', 'people/p/t']
    for (const key of keys) await store.setJSON(key, { key })
    for (const prefix of ['', 'days/', 'days/2026-12-0', 'days/2026-12-03/', 'days/2026-12-1', 'cells/', 'day', 'nothing/']) {
      for (const directories of [false, true]) {
        const list = async (url: string) => {
          const { blobs, directories: folders } = await storeAt(url).list({ prefix, directories })
          return { blobs: [...blobs].sort((a, b) => a.key.localeCompare(b.key)), folders: [...folders].sort() }
        }
        expect(await list(ours.url), `prefix "${prefix}", directories ${directories}`).toEqual(await list(`http://localhost:${port}`))
      }
    }
  } finally {
    await ours.server.stop()
    await theirs.stop()
    await rm(directory, { recursive: true, force: true })
  }
})
