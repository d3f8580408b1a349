// Reading the outbox: where a notification stands from its blobs, and the marks naming what each is
// about (an empty blob per lead id and booking id, leads-store-keys.ts notifyOfLead and
// notifyOfBooking, written with its record and removed with it), so one person's notifications are
// found from their marks (Outbox.listAbout), not by reading every notification of the outbox.
import { keysUnder, type Store } from '../blobs.ts'
import { LEADS_KEYS } from '../leads-store-keys.ts'
import {
  ClaimSchema,
  NotificationRecordSchema,
  ResultSchema,
  type Claim,
  type NotificationRecord,
  type NotifyEvent,
  type Result,
} from '../../../schemas/notification.ts'
import { standing, type Standing } from './delivery-status.ts'

const NOTIFY_PREFIX = LEADS_KEYS.notify

export interface NotificationView extends NotificationRecord, Standing {}

export const byCreation = (a: NotificationView, b: NotificationView) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/** A notification with where it stands, from its keys (listed by the caller). */
export async function loadView(store: Store, id: string, keys: readonly string[], now: Date): Promise<NotificationView | null> {
  const read = (k: string) => store.get(k, { type: 'json' }) as Promise<unknown>
  const record = NotificationRecordSchema.safeParse(await read(`${NOTIFY_PREFIX}${id}/record`))
  if (!record.success) return null
  const of = (part: string) => keys.filter((k) => k.startsWith(`${NOTIFY_PREFIX}${id}/${part}/`))
  const claims: Claim[] = []
  const results: Result[] = []
  for (const k of of('claim')) {
    const c = ClaimSchema.safeParse(await read(k))
    if (c.success) claims.push(c.data)
  }
  for (const k of of('result')) {
    const r = ResultSchema.safeParse(await read(k))
    if (r.success) results.push(r.data)
  }
  const timesOf = (part: string) => of(part).map((k) => decodeURIComponent(k.slice(k.lastIndexOf('/') + 1)))
  return { ...record.data, ...standing(record.data, claims, results, timesOf('retry'), now, timesOf('capped')) }
}

/** The leads and bookings whose notifications are wanted. */
export interface Subjects {
  leadIds?: readonly string[]
  bookingIds?: readonly string[]
}

/** The marks of one notification. */
export const subjectKeys = (r: Pick<NotificationRecord, 'id' | 'leadId' | 'bookingId'>) => [
  ...(r.leadId ? [`${LEADS_KEYS.notifyOfLead}${r.leadId}/${r.id}`] : []),
  ...(r.bookingId ? [`${LEADS_KEYS.notifyOfBooking}${r.bookingId}/${r.id}`] : []),
]

/** The folders whose listing names the notifications about these subjects. */
export const subjectPrefixes = (s: Subjects) => [
  ...(s.leadIds ?? []).map((id) => `${LEADS_KEYS.notifyOfLead}${id}/`),
  ...(s.bookingIds ?? []).map((id) => `${LEADS_KEYS.notifyOfBooking}${id}/`),
]

export const notificationIdOfMark = (key: string) => key.slice(key.lastIndexOf('/') + 1)

/** The marks of a stored notification, read from its record (none once the record is gone). */
export async function marksOf(store: Store, recordKey: string): Promise<string[]> {
  const record = NotificationRecordSchema.safeParse(await store.get(recordKey, { type: 'json' }))
  return record.success ? subjectKeys(record.data) : []
}

/**
 * Marks for the notifications recorded before marks existed, once per store (the scheduled sweep
 * calls it, like leads/due-backfill.ts): without them the console's lead page would show such a
 * person no messages. Lists notify/ and the two mark folders (keys only), reads the record of each
 * notification that has no mark, and writes the marks it names. A mark is an empty blob at a fixed
 * key, so a second pass changes nothing, and a pass that stops half way writes no done-mark: the
 * next run does it again. A record erased meanwhile gets its marks removed again (its erase may have
 * listed them before they were written). Returns how many notifications it marked (0 once done).
 */
export async function backfillSubjectMarks(store: Store, now: Date): Promise<{ marked: number }> {
  if (await store.getMetadata(LEADS_KEYS.marksBackfilled)) return { marked: 0 }
  const marks = [...(await keysUnder(store, LEADS_KEYS.notifyOfLead)), ...(await keysUnder(store, LEADS_KEYS.notifyOfBooking))]
  const marked = new Set(marks.map(notificationIdOfMark))
  const unmarked = (await keysUnder(store, NOTIFY_PREFIX)).filter(
    (k) => k.endsWith('/record') && !marked.has(k.slice(NOTIFY_PREFIX.length, -'/record'.length)),
  )
  let count = 0
  for (const recordKey of unmarked) {
    const keys = await marksOf(store, recordKey)
    if (!keys.length) continue
    for (const key of keys) await store.set(key, '')
    if ((await store.getMetadata(recordKey)) === null) for (const key of keys) await store.delete(key)
    else count++
  }
  await store.set(LEADS_KEYS.marksBackfilled, JSON.stringify({ at: now.toISOString(), marked: count }))
  return { marked: count }
}

/** The notifications about these subjects, with where they stand, oldest first: from their marks. */
export async function viewsAbout(store: Store, subjects: Subjects, now: Date): Promise<NotificationView[]> {
  const ids = new Set((await Promise.all(subjectPrefixes(subjects).map((p) => keysUnder(store, p)))).flat().map(notificationIdOfMark))
  const found = await Promise.all([...ids].map(async (id) => loadView(store, id, await keysUnder(store, `${NOTIFY_PREFIX}${id}/`), now)))
  return found.filter((v): v is NotificationView => v !== null).sort(byCreation)
}

/**
 * One event's notifications with where they stand, oldest first, from the listing of its ids' own key
 * prefix (records, claims and results), not the whole outbox: the console's conversions page, and
 * (`open`) the scheduled look for conversions failing for a day.
 */
export async function eventViews(store: Store, event: NotifyEvent, now: Date, open = false): Promise<NotificationView[]> {
  const own = new RegExp(`^${NOTIFY_PREFIX}${event}-[0-9a-f]{24}/`)
  const keysById = new Map<string, string[]>()
  for (const k of (await keysUnder(store, `${NOTIFY_PREFIX}${event}-`)).filter((k) => own.test(k))) {
    const id = k.slice(NOTIFY_PREFIX.length).split('/')[0]!
    keysById.set(id, [...(keysById.get(id) ?? []), k])
  }
  // `open`: only those not known delivered from their keys (a success says so in its result's key).
  if (open) for (const [id, keys] of keysById) if (keys.some((k) => k.includes('/result/') && k.endsWith('-ok'))) keysById.delete(id)
  const out: NotificationView[] = []
  const ids = [...keysById.keys()]
  // 20 at a time, as eventRecords reads.
  for (let i = 0; i < ids.length; i += 20)
    for (const v of await Promise.all(ids.slice(i, i + 20).map((id) => loadView(store, id, keysById.get(id)!, now))))
      if (v && v.event === event) out.push(v)
  return out.sort(byCreation)
}

/** One event's records, oldest first, read alone (its ids' own key prefix): the Google Ads feed reads no other. */
export async function eventRecords(store: Store, event: NotifyEvent): Promise<NotificationRecord[]> {
  // The prefix alone also holds a longer event's ids (conversion-feed-row- under conversion-): the hash decides.
  const own = new RegExp(`^${NOTIFY_PREFIX}${event}-[0-9a-f]{24}/record$`)
  const keys = (await keysUnder(store, `${NOTIFY_PREFIX}${event}-`)).filter((k) => own.test(k))
  const out: NotificationRecord[] = []
  // 20 reads at a time: a feed of years of conversions is thousands of records.
  for (let i = 0; i < keys.length; i += 20)
    for (const r of await Promise.all(keys.slice(i, i + 20).map((k) => store.get(k, { type: 'json' }) as Promise<unknown>))) {
      const parsed = NotificationRecordSchema.safeParse(r)
      if (parsed.success && parsed.data.event === event) out.push(parsed.data)
    }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
}
