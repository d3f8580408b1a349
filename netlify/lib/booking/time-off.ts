// A host's time off as staff set it in the console, beside content's defaults
// (content/booking.yaml hosts[].timeOff, which editors change with a deploy).
// Kept in Netlify Blobs, store `booking-time-off`, one key per host:
//
//   hosts/<host id>   { host, timeOff: [{ from, to?, reason? }], updatedAt, updatedBy }
//
// Read on every availability, booking and move request (strong consistency, no
// cache of our own), so a day taken off leaves availability with the next
// request, without a deploy. The slot engine sees it as busy blocks of whole
// office days for that host (withTimeOff below), as it sees a calendar's
// all-day event: one rule, already tested, for both.
import { z } from 'zod'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { HostSettingsSchema, type TimeOff } from '../../../schemas/booking-hosts.ts'
import type { HostTimeOffView } from '../../../schemas/staff-api-types.ts'
import { TimeOffUpdateSchema } from '../../../schemas/staff-api-contract.ts'
import { addDays, zonedInstant } from '../../../schemas/office-time.ts'
import { openStore, type Store } from '../blobs.ts'
import { allHosts, type BusyBlock, type BusySource } from './busy.ts'
import { hostOf, hostView } from './host-roster.ts'
import type { DayEntry } from './booking-store.ts'

export const TIME_OFF_STORE = 'booking-time-off'

const StoredTimeOffSchema = z.object({
  host: z.string(),
  timeOff: HostSettingsSchema.shape.timeOff,
  updatedAt: z.iso.datetime(),
  /** The staff address that set it. */
  updatedBy: z.string(),
})
export type StoredTimeOff = z.infer<typeof StoredTimeOffSchema>

const keyOf = (host: string) => `hosts/${host}`

export const timeOffStore = (): Store => openStore(TIME_OFF_STORE, { consistency: 'strong' })

/** The console's time off of these hosts (hosts without any left out). A blob that does not parse counts as none, and says so. */
export async function readTimeOff(hostIds: readonly string[], store: Store = timeOffStore()): Promise<Map<string, StoredTimeOff>> {
  const read = await Promise.all(hostIds.map(async (id) => [id, await store.get(keyOf(id), { type: 'json' })] as const))
  const out = new Map<string, StoredTimeOff>()
  for (const [id, value] of read) {
    if (value === null || value === undefined) continue
    const parsed = StoredTimeOffSchema.safeParse(value)
    if (parsed.success) out.set(id, parsed.data)
    else console.error(`[time-off] ${keyOf(id)} does not parse: ignored`)
  }
  return out
}

/** Each host's days off as instants: from the first day's office midnight to the midnight after the last. Pure. */
export function timeOffBlocks(timeOff: ReadonlyMap<string, { timeOff: readonly TimeOff[] }>, tz: string): Map<string, BusyBlock[]> {
  return new Map(
    [...timeOff].map(([host, t]) => [
      host,
      t.timeOff.map((r) => ({ start: zonedInstant(r.from, 0, tz), end: zonedInstant(addDays(r.to ?? r.from, 1), 0, tz) })),
    ]),
  )
}

/** A busy source that adds the console's time off to `source`'s busy times, read fresh on every call. */
export function withTimeOff(source: BusySource, tz: string, store: () => Store = timeOffStore): BusySource {
  const blocksOf = async (hostIds: readonly string[]) => timeOffBlocks(await readTimeOff(hostIds, store()), tz)
  return {
    async cached(hostIds) {
      const [busy, off] = await Promise.all([source.cached(hostIds), blocksOf(hostIds)])
      for (const [host, blocks] of off) if (blocks.length) busy.set(host, [...(busy.get(host) ?? []), ...blocks])
      return busy
    },
    async fresh(hostId, range, env) {
      const [busy, off] = await Promise.all([source.fresh(hostId, range, env), blocksOf([hostId])])
      const mine = (off.get(hostId) ?? []).filter((b) => b.start < range.end && b.end > range.start)
      return { ...busy, blocks: [...busy.blocks, ...mine] }
    },
  }
}

/** Every host of the settings with their content and console time off, in content order. */
export async function timeOffView(settings: BookingSettings, store: Store = timeOffStore()): Promise<HostTimeOffView[]> {
  const ids = allHosts(settings.meetingTypes)
  const stored = await readTimeOff(ids, store)
  return ids.map((id) => {
    const s = stored.get(id)
    return {
      ...hostOf(id),
      content: settings.hosts.find((h) => h.id === id)?.timeOff ?? [],
      console: s?.timeOff ?? [],
      ...(s ? { updatedAt: s.updatedAt, updatedBy: s.updatedBy } : {}),
    }
  })
}

export type TimeOffWrite =
  | { ok: true; view: HostTimeOffView; before: TimeOff[] }
  | { ok: false; reason: 'unknown-host' | 'invalid'; fieldErrors: Record<string, string> }

/**
 * Replaces one host's console time off. Checked as content's is (dates, ranges the right way round,
 * no overlaps: schemas/booking-hosts.ts). The last write wins: one host's list is set by one person at a time.
 */
export async function writeTimeOff(
  settings: BookingSettings,
  body: unknown,
  by: string,
  now: Date,
  store: Store = timeOffStore(),
): Promise<TimeOffWrite> {
  const parsed = TimeOffUpdateSchema.safeParse(body)
  if (!parsed.success)
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '(body)', i.message])),
    }
  const { host, timeOff } = parsed.data
  if (!allHosts(settings.meetingTypes).includes(host))
    return { ok: false, reason: 'unknown-host', fieldErrors: { host: `"${host}" is not a host of any meeting type` } }
  const checked = HostSettingsSchema.safeParse({ id: host, timeOff })
  if (!checked.success)
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])),
    }
  const before = (await readTimeOff([host], store)).get(host)?.timeOff ?? []
  const record: StoredTimeOff = { host, timeOff: checked.data.timeOff, updatedAt: now.toISOString(), updatedBy: by }
  await store.setJSON(keyOf(host), record)
  const view = (await timeOffView(settings, store)).find((h) => h.id === host)!
  return { ok: true, view: { ...view, console: record.timeOff, updatedAt: record.updatedAt, updatedBy: by }, before }
}

/** The office dates of a list of time off, from `today` to `last` (the booking horizon): no call is booked outside them. Pure. */
export function timeOffDates(timeOff: readonly TimeOff[], today: string, last: string): string[] {
  const out = new Set<string>()
  for (const r of timeOff) for (let d = r.from < today ? today : r.from; d <= (r.to ?? r.from) && d <= last; d = addDays(d, 1)) out.add(d)
  return [...out].sort()
}

/**
 * The host's calls still booked on a day of their time off (from today, to the horizon), in time order:
 * a day off saved over booked calls leaves them with an absent host, so staff are told which to move.
 */
export async function callsOnTimeOff(
  settings: BookingSettings,
  host: string,
  timeOff: readonly TimeOff[],
  today: string,
  dayEntries: (dates: readonly string[]) => Promise<DayEntry[]>,
): Promise<string[]> {
  const dates = timeOffDates(timeOff, today, addDays(today, settings.horizonDays))
  if (!dates.length) return []
  const entries = (await dayEntries(dates)).filter((e) => e.host === host)
  entries.sort((a, b) => a.start.getTime() - b.start.getTime())
  return [...new Set(entries.map((e) => e.bookingId))]
}

/** Whether `host` has the office date `date` off, in content (booking.yaml) or in the console's list. */
export async function hostAwayOn(settings: BookingSettings, host: string, date: string, store: Store = timeOffStore()): Promise<boolean> {
  if (hostView(settings, host).off(date)) return true
  const own = (await readTimeOff([host], store)).get(host)?.timeOff ?? []
  return own.some((r) => date >= r.from && date <= (r.to ?? r.from))
}
