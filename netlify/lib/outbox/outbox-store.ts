// The outbox: notifications recorded beside the leads (schemas/notification.ts
// has the key layout) and delivered by whoever comes first: the function that
// stored the lead (after its answer, through waitUntil) or the scheduled retry.
// Every write is create-only, so two senders racing for one attempt cannot both
// win it: the one whose claim is written sends, the other moves on.
// Reading views of the records (where one stands, one person's, one event's)
// is outbox-views.ts. One file because recording, claiming an attempt and
// settling it are one protocol over one key layout: apart, each half would
// have to restate the other's create-only rules.
import { createHash } from 'node:crypto'
import { keysUnder, type Store } from '../blobs.ts'
import { LEADS_KEYS } from '../leads-store-keys.ts'
import { erasedSince, erasureTag, type ErasureTag } from '../erasure-ledger.ts'
import { refusedAdPlatforms, withoutRefusedConversions } from '../ads-refusals.ts'
import { type Channel, type Claim, type NotificationRecord, type NotifyEvent, type Result } from '../../../schemas/notification.ts'
import { channelDefinition, type Sender } from './channels.ts'
import { RejectedSend, UnconfirmedSend } from './channel-definition.ts'
import { placeFor } from './recipient-cap.ts'
import { runAlone, type RunItem } from '../scheduled-item.ts'
// An erase removes the places a person's address and number hold in the daily cap.
export { placesHeldBy } from './recipient-cap.ts'
import {
  byCreation,
  eventRecords,
  eventViews,
  loadView,
  marksOf,
  subjectKeys,
  viewsAbout,
  type NotificationView,
  type Subjects,
} from './outbox-views.ts'

export type { NotificationView }
// The scheduled sweep gives the notifications recorded before marks existed theirs, once per store.
export { backfillSubjectMarks } from './outbox-views.ts'

/**
 * Asked just before each attempt at a notification that stands for some state at one moment (given by
 * the caller: the site's wiring, site-outbox.ts): `appliesTo` says which, `wanted` whether that state
 * still holds. One no longer wanted is removed unsent. The outbox itself knows no such state.
 */
export interface StillWanted {
  appliesTo(n: NotificationRecord): boolean
  wanted(n: NotificationRecord, now: Date): Promise<boolean>
}

export const NOTIFY_PREFIX = LEADS_KEYS.notify
const DELIVERED_SUFFIX = '-ok'

/**
 * What happened, before it is split per channel. `key` names the event once: a retried request gives the
 * same. The rest is as the record has it (schemas/notification.ts): a reminder's kind and start, a
 * host-calendar event's host and revision, the message or a write's payload, when it expires, whether it
 * is forgotten once sent.
 */
export interface NotifyRequest extends Pick<
  NotificationRecord,
  'leadId' | 'bookingId' | 'email' | 'reminder' | 'host' | 'revision' | 'message' | 'write' | 'expiresAt' | 'forgetWhenSent'
> {
  event: NotifyEvent
  key: string
  form: string
  /**
   * The erasure tag of the data the message was made from (erasure.ts), taken before that data was
   * read. Absent: taken when the notification is recorded (bookings).
   */
  erasure?: ErasureTag
}

/** The idempotency key of one event on one channel. */
export const notificationId = (event: NotifyEvent, key: string, channel: Channel) =>
  `${event}-${createHash('sha256').update(`${event}\n${key}\n${channel}`).digest('hex').slice(0, 24)}`

// Which channels an event goes to is its kind of item's (channels.ts): re-exported where callers find the outbox.
export { CHANNEL_NAMES, channelsFor } from './channels.ts'

/** The notification id a key of the outbox belongs to. */
export const notificationIdOfKey = (key: string) => key.slice(NOTIFY_PREFIX.length).split('/')[0]!

const pad = (n: number) => String(n).padStart(4, '0')

export interface Outbox {
  /**
   * Records the event once per channel (a repeat of one already recorded changes nothing); returns the
   * records this call created: whoever records a notification makes its first attempt.
   */
  record(request: NotifyRequest, channels: readonly Channel[], now?: Date): Promise<NotificationRecord[]>
  /**
   * Several requests about one person (a booking's staff and prospect messages), recorded as `record`
   * does each, with one read of the person's erasure state before the writes and one after, not one
   * pair per request. Requests naming no one, or carrying their own tag, go through `record`.
   */
  recordAll(requests: readonly { request: NotifyRequest; channels: readonly Channel[] }[], now?: Date): Promise<NotificationRecord[]>
  /**
   * The first attempt of a notification just recorded, without reading it back: claim attempt 1,
   * send, write the result. If the claim exists (a retried request, the scheduled run), it does nothing.
   */
  deliverFirst(record: NotificationRecord): Promise<void>
  /** Sends one notification if it is due; returns where it stands afterwards. */
  deliver(id: string, now?: Date): Promise<NotificationView | null>
  /** Every notification, with where it stands. */
  list(now?: Date): Promise<NotificationView[]>
  /** The notifications about these leads and bookings, with where they stand, oldest first: from their marks (outbox-views.ts). */
  listAbout(subjects: Subjects, now?: Date): Promise<NotificationView[]>
  /** One event's records, oldest first, read alone (its ids' own key prefix): the Google Ads feed reads no other. */
  records(event: NotifyEvent): Promise<NotificationRecord[]>
  /** One event's notifications with where they stand, oldest first, read alone (the console's conversions page). */
  viewsOf(event: NotifyEvent, now?: Date, open?: boolean): Promise<NotificationView[]>
  /** Sends every due notification, each on its own (`each`: one that throws stops no other); returns how many were attempted. */
  deliverDue(now?: Date, each?: RunItem): Promise<{ attempted: number; delivered: number }>
  /** Gives failed notifications a new window of attempts (staff's --retry). */
  retry(ids: readonly string[], now?: Date): Promise<void>
  /** Deletes every blob of these notifications (erasure). */
  remove(ids: readonly string[]): Promise<void>
}

/**
 * Records requests about one person, or one request. The person's erasure state around the writes
 * (erasure.ts): nothing is recorded for a person being erased, or erased since the message's data
 * was read; a record written while an erase began is removed again.
 */
async function recordGroup(
  store: Store,
  writes: { created: (key: string, value: unknown) => Promise<boolean>; remove: (ids: readonly string[]) => Promise<void> },
  group: readonly { request: NotifyRequest; channels: readonly Channel[] }[],
  now: Date,
): Promise<NotificationRecord[]> {
  const given = group[0]!.request.erasure
  const emails = group[0]!.request.email ? [group[0]!.request.email] : []
  const tag = given ?? (emails.length ? await erasureTag(store, emails) : {})
  if (tag === 'erasing' || (given && (await erasedSince(store, emails, tag)))) return []
  // None of the conversions of a person who refused ad platforms on any visit (ads-refusals.ts).
  const kept = await withoutRefusedConversions(store, emails[0], group)
  const records = kept.flatMap(({ request: { key, erasure: _given, ...rest }, channels }) =>
    channels.map((channel): NotificationRecord => ({
      version: 1,
      id: notificationId(rest.event, key, channel),
      channel,
      createdAt: now.toISOString(),
      ...rest,
      ...(Object.keys(tag).length ? { erasure: tag } : {}),
    })),
  )
  // Each record with its marks (create-only: a repeat writes nothing; a mark left without its record is skipped).
  const write = (r: NotificationRecord) => [
    writes.created(`${NOTIFY_PREFIX}${r.id}/record`, r),
    ...subjectKeys(r).map((k) => writes.created(k, {})),
  ]
  const made = await Promise.all(records.map(async (r) => (await Promise.all(write(r)))[0]))
  const mine = records.filter((_, i) => made[i])
  if (await erasedSince(store, emails, tag)) {
    await writes.remove(mine.map((r) => r.id))
    return []
  }
  return mine
}

export function outbox(store: Store, sendersByChannel: Record<Channel, Sender>, stillWanted?: StillWanted): Outbox {
  const created = async (key: string, value: unknown) => (await store.setJSON(key, value, { onlyIfNew: true })).modified

  const keysOf = (prefix: string) => keysUnder(store, prefix)
  const load = (id: string, keys: readonly string[], now: Date) => loadView(store, id, keys, now)

  const idsIn = (keys: readonly string[]) => [...new Set(keys.map(notificationIdOfKey))]

  async function remove(ids: readonly string[]) {
    // Its marks first: a removal stopped half way leaves the record, which the next one finds.
    for (const id of ids)
      for (const k of [...(await marksOf(store, `${NOTIFY_PREFIX}${id}/record`)), ...(await keysOf(`${NOTIFY_PREFIX}${id}/`))])
        await store.delete(k)
  }

  /**
   * Checked before every attempt: a notification whose person was erased after its data was read is
   * not sent. A leftover of a finished erasure (its writer stopped before removing it) is removed.
   */
  async function stoppedByErasure(n: NotificationRecord): Promise<boolean> {
    if (!n.email) return false
    // So is a conversion of a person who refused ad platforms on another visit since it was recorded (ads-refusals.ts).
    const since = (await erasedSince(store, [n.email], n.erasure)) ?? ((await refusedAdPlatforms(store, n)) ? 'erased' : null)
    if (since === 'erased') await remove([n.id])
    return since !== null
  }

  /**
   * One past its expiresAt (a sign-in link's email) is removed unsent. So is a reminder whose booking is no
   * longer at its start: it can never be owed again (the sweep records reminders only for a booking
   * confirmed at that start, and a delivered one is never removed, so none goes twice). So is a
   * host-calendar write a later change superseded: sent late, it would put back an event the later one
   * moved or removed.
   */
  async function stopped(n: NotificationRecord, now: Date): Promise<boolean> {
    const expired = n.expiresAt !== undefined && now.getTime() > Date.parse(n.expiresAt)
    if (!expired && (await stoppedByErasure(n))) return true
    if (!expired && !stillWanted?.appliesTo(n)) return false
    if (!expired && (await stillWanted!.wanted(n, now))) return false
    await remove([n.id])
    return true
  }

  /** Sends a claimed attempt and writes how it ended; marks it capped instead when its recipient had their day's share (recipient-cap.ts). */
  async function attemptTo(n: NotificationRecord, attempt: number, capLifted = false): Promise<Result | null> {
    if (!capLifted && !(await placeFor(store, n, attempt))) {
      const at = new Date().toISOString()
      console.error(`[notify] ${n.id} (${n.channel}) not sent: its recipient's daily cap is reached`)
      await created(`${NOTIFY_PREFIX}${n.id}/capped/${encodeURIComponent(at)}`, { at })
      return null
    }
    let result: Result
    try {
      const sender = sendersByChannel[n.channel]
      if (!sender) throw new Error(`no channel named ${n.channel} is registered`)
      await sender.send(n)
      result = { attempt, at: new Date().toISOString(), ok: true }
    } catch (error) {
      result = { attempt, at: new Date().toISOString(), ok: false, error: error instanceof Error ? error.message : String(error) }
      if (error instanceof UnconfirmedSend) result.unconfirmed = true
      if (error instanceof RejectedSend) result.rejected = true
      console.error(`[notify] ${n.id} (${n.channel}) attempt ${attempt} failed: ${result.error}`)
    }
    // Delivered, a message carrying a secret (a sign-in link) is not kept: nothing in the store can sign in.
    if (result.ok && n.forgetWhenSent) {
      await remove([n.id])
      return result
    }
    // A success says so in its key: the scheduled run skips delivered notifications from the listing
    // alone, without reading them (it runs every minute, and they pile up for good).
    await created(`${NOTIFY_PREFIX}${n.id}/result/${pad(attempt)}${result.ok ? DELIVERED_SUFFIX : ''}`, result)
    return result
  }

  async function deliver(id: string, now = new Date()): Promise<NotificationView | null> {
    const view = await load(id, await keysOf(`${NOTIFY_PREFIX}${id}/`), now)
    if (!view || !view.due) return view
    if (await stopped(view, now)) return null
    const attempt = view.attempts + 1
    const at = new Date().toISOString()
    // The claim is written before anything is sent: if this process dies mid-send, the next
    // sender sees an attempt without a result (delivery-status.ts decides what that allows).
    if (!(await created(`${NOTIFY_PREFIX}${id}/claim/${pad(attempt)}`, { attempt, at } satisfies Claim))) return view
    const result = await attemptTo(view, attempt, view.capLifted)
    return load(id, await keysOf(`${NOTIFY_PREFIX}${id}/`), new Date(Math.max(now.getTime(), Date.parse(result?.at ?? now.toISOString()))))
  }

  /** Every notification, or (`open`) only those not known delivered from their keys. */
  async function views(now: Date, open = false): Promise<NotificationView[]> {
    const keys = await keysOf(NOTIFY_PREFIX)
    const settled = open ? new Set(idsIn(keys.filter((k) => k.includes('/result/') && k.endsWith(DELIVERED_SUFFIX)))) : new Set<string>()
    const keysById = new Map<string, string[]>()
    for (const k of keys) {
      const id = idsIn([k])[0]!
      keysById.set(id, [...(keysById.get(id) ?? []), k])
    }
    const out: NotificationView[] = []
    for (const [id, own] of keysById) {
      if (settled.has(id)) continue
      const view = await load(id, own, now)
      if (view) out.push(view)
    }
    return out.sort(byCreation)
  }

  const record = (group: readonly { request: NotifyRequest; channels: readonly Channel[] }[], now: Date) =>
    recordGroup(store, { created, remove }, group, now)

  return {
    record: (request, channels, now = new Date()) => record([{ request, channels }], now),
    async recordAll(requests, now = new Date()) {
      const alone = requests.filter(({ request }) => !request.email || request.erasure)
      const byEmail = new Map<string, { request: NotifyRequest; channels: readonly Channel[] }[]>()
      for (const r of requests) if (!alone.includes(r)) byEmail.set(r.request.email!, [...(byEmail.get(r.request.email!) ?? []), r])
      const groups = [...alone.map((r) => [r]), ...byEmail.values()]
      return (await Promise.all(groups.map((group) => record(group, now)))).flat()
    },
    async deliverFirst(record) {
      if (await stopped(record, new Date())) return
      // A channel whose send is harmless twice (the local mail sink, a file on this disk) makes its
      // first attempt without a claim (one store write less).
      if (
        channelDefinition(record.channel)?.unclaimedFirstAttempt ||
        (await created(`${NOTIFY_PREFIX}${record.id}/claim/${pad(1)}`, { attempt: 1, at: new Date().toISOString() } satisfies Claim))
      )
        await attemptTo(record, 1)
    },
    deliver,
    list: (now = new Date()) => views(now),
    listAbout: (subjects, now = new Date()) => viewsAbout(store, subjects, now),
    records: (event) => eventRecords(store, event),
    viewsOf: (event, now = new Date(), open = false) => eventViews(store, event, now, open),
    async deliverDue(now = new Date(), each = runAlone) {
      let attempted = 0
      let delivered = 0
      for (const view of await views(now, true)) {
        if (!view.due) continue
        attempted++
        if ((await each({ kind: 'notification', id: view.id }, () => deliver(view.id, now)))?.status === 'delivered') delivered++
      }
      return { attempted, delivered }
    },
    async retry(ids, now = new Date()) {
      for (const id of ids) await created(`${NOTIFY_PREFIX}${id}/retry/${encodeURIComponent(now.toISOString())}`, { at: now.toISOString() })
    },
    remove,
  }
}
