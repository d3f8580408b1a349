// Availability and booking latency with hosts and their calendars' busy
// times, in-process: the booking API (netlify/lib/booking/booking-api.ts) against the
// real local Blobs server, with busy blocks injected the way the calendars
// module hands them over (busy.ts fixedBusyTimes). Two runs side by side:
// every type taken by one host with no calendars (the shape of the booking
// engine before hosts), and the strategy call taken by two hosts whose
// calendars are full of meetings. Each run starts from a store holding a few
// dozen bookings over the horizon, so availability reads a real day index.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { randomUUID } from 'node:crypto'
import type * as ApiModule from '../../netlify/lib/booking/booking-api.ts'
import type * as BusyModule from '../../netlify/lib/booking/busy.ts'
import type * as StoreModule from '../../netlify/lib/booking/booking-store.ts'
import type { BookingSettings } from '../../schemas/booking-settings.ts'
import type { LatencyResult } from './latency.ts'
import { percentile } from './bench-math.ts'
import { letteredName } from '../lib/lettered-name.ts'

// Types only: the modules themselves are loaded from the built copy of the project.
type Api = typeof ApiModule
type Busy = typeof BusyModule
type BookingStoreModule = typeof StoreModule

/** `requests` calls, at most `concurrency` at once; answered means status `expect`. */
async function run(label: string, requests: number, concurrency: number, call: (i: number) => Promise<Response>, expect: number) {
  const times: number[] = []
  const failureReasons: Record<string, number> = {}
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < requests) {
      const i = next++
      const t = performance.now()
      const res = await call(i).catch((e: unknown) => new Response(String(e), { status: 599 }))
      const text = await res.text()
      if (res.status === expect) times.push(performance.now() - t)
      else
        failureReasons[`status ${res.status}: ${text.slice(0, 120)}`] =
          (failureReasons[`status ${res.status}: ${text.slice(0, 120)}`] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const result: LatencyResult = {
    label,
    requests,
    concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: Math.max(...times),
    seconds: (performance.now() - started) / 1000,
    failures: requests - times.length,
    failureReasons,
  }
  return result
}

/** Office wall time `hh:mm` on `date` as an instant, for the busy blocks (the office is +10 or +11: close enough for load). */
const officeAt = (date: string, time: string, offset: string) => new Date(`${date}T${time}:00${offset}`)

/** A working week of meetings per host: a daily stand-up, a long client workshop on alternate days, a lunch. */
function busyCalendars(hosts: readonly string[], from: Date, days: number) {
  const blocks = new Map<string, { start: Date; end: Date }[]>()
  hosts.forEach((host, h) => {
    const list: { start: Date; end: Date }[] = []
    for (let d = 0; d <= days; d++) {
      const date = new Date(from.getTime() + d * 86_400_000).toISOString().slice(0, 10)
      const offset = '+11:00'
      list.push({ start: officeAt(date, '09:00', offset), end: officeAt(date, '09:30', offset) })
      list.push({ start: officeAt(date, '12:30', offset), end: officeAt(date, '13:15', offset) })
      if ((d + h) % 2) list.push({ start: officeAt(date, '14:00', offset), end: officeAt(date, '16:30', offset) })
    }
    blocks.set(host, list)
  })
  return blocks
}

export interface HostsLatency {
  scenario: string
  results: LatencyResult[]
}

export async function measureHosts(
  projectDir: string,
  opts: { requests: number; concurrency: number; log: (line: string) => void },
): Promise<HostsLatency[]> {
  const load = <T>(path: string) => import(pathToFileURL(join(projectDir, path)).href) as Promise<T>
  const { bookingApi } = await load<Api>('netlify/lib/booking/booking-api.ts')
  const { fixedBusyTimes, noBusyTimes } = await load<Busy>('netlify/lib/booking/busy.ts')
  const { openLocalBookingStore } = await load<BookingStoreModule>('netlify/lib/booking/booking-store.ts')
  const { booking } = (await load<{ booking: BookingSettings }>('src/generated/booking.ts')) as { booking: BookingSettings }
  const strategy = booking.meetingTypes[0]!
  const now = new Date()
  const withHosts = (n: number): BookingSettings => ({
    ...booking,
    meetingTypes: booking.meetingTypes.map((t) => ({ ...t, hosts: t.hosts.slice(0, n) })),
  })
  const scenarios = [
    { scenario: 'one host, no calendars', settings: withHosts(1), busy: noBusyTimes },
    {
      scenario: 'two hosts, busy calendars',
      settings: withHosts(2),
      busy: fixedBusyTimes(busyCalendars(strategy.hosts.slice(0, 2), now, booking.horizonDays + 1)),
    },
  ]
  const out: HostsLatency[] = []
  for (const { scenario, settings, busy } of scenarios) {
    const directory = mkdtempSync(join(tmpdir(), 'harbourline-bench-hosts-'))
    const local = await openLocalBookingStore(projectDir, settings, directory)
    try {
      // Staff notifications are left out of both runs alike: the lead functions' rows measure them.
      const api = bookingApi({ settings, busy, store: () => local.store, env: {}, notifier: { notify: async () => {}, later: () => {} } })
      const today = now.toISOString().slice(0, 10)
      const availability = () =>
        api.availability(new Request(`http://bench/api/availability?type=${strategy.id}&from=${today}&days=${booking.horizonDays + 1}`))
      const free = ((await (await availability()).json()) as { slots: { start: string }[] }).slots.map((s) => s.start)
      // Every third free time booked, then the rest measured: availability reads a day index with bookings in it.
      const book = (start: string, i: number, type = strategy.id) =>
        api.booking(
          new Request('http://bench/api/booking', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              requestId: randomUUID(),
              type,
              start,
              name: letteredName('Jane Bench', i),
              email: `jane.bench${i}@example.com.au`,
            }),
          }),
        )
      const spread = free.filter((_, i) => i % 3 === 0)
      for (const [i, start] of spread.slice(0, 40).entries()) await book(start, i)
      opts.log(`    ${scenario}: ${spread.slice(0, 40).length} bookings made first`)
      const results: LatencyResult[] = []
      for (const concurrency of [1, opts.concurrency]) {
        const kind = concurrency === 1 ? 'sequential' : `${concurrency} concurrent`
        results.push(await run(`availability, ${kind}`, opts.requests, concurrency, () => availability(), 200))
        opts.log(
          `    ${scenario}: availability, ${kind}: p50 ${results.at(-1)!.p50.toFixed(0)} ms, p95 ${results.at(-1)!.p95.toFixed(0)} ms, p99 ${results.at(-1)!.p99.toFixed(0)} ms`,
        )
      }
      // Then discovery calls (no daily maximum, like the server bench) at times still free, one per time:
      // sequential, then concurrent; every one must be a 201.
      const discovery = booking.meetingTypes.at(-1)!
      const slotsOf = await api.availability(
        new Request(`http://bench/api/availability?type=${discovery.id}&from=${today}&days=${booking.horizonDays + 1}`),
      )
      const left = ((await slotsOf.json()) as { slots: { start: string }[] }).slots.map((s) => s.start).filter((_, i) => i % 3 === 1)
      const half = Math.min(Math.floor(left.length / 2), opts.requests)
      for (const [concurrency, offset] of [
        [1, 0],
        [opts.concurrency, half],
      ] as const) {
        const kind = concurrency === 1 ? 'sequential' : `${concurrency} concurrent`
        results.push(await run(`booking, ${kind}`, half, concurrency, (i) => book(left[offset + i]!, 1000 + offset + i, discovery.id), 201))
        opts.log(
          `    ${scenario}: booking, ${kind}: p50 ${results.at(-1)!.p50.toFixed(0)} ms, p95 ${results.at(-1)!.p95.toFixed(0)} ms, p99 ${results.at(-1)!.p99.toFixed(0)} ms`,
        )
      }
      out.push({ scenario, results })
    } finally {
      await local.close()
      rmSync(directory, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    }
  }
  return out
}
