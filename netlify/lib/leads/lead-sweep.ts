// The scheduled function's work (netlify/functions/scheduled-work.ts),
// once a minute:
// 1. what else the caller says is owed (the scheduled work: the prospects' reminders before their
//    calls), then every notification that is due is sent (retries with backoff: outbox/delivery-status.ts): these
//    never wait behind the leads;
// 2. leads, found through the index of what is due (lead-store.ts: an entry written with each save,
//    for the minute it is due), never by a look at every lead: a lead whose notifications were never
//    recorded gets them (the function answered, then its instance stopped before it recorded them; or
//    a growth session's saves landed out of order); a growth session that reached the email step and
//    has made no progress for ABANDONED_AFTER_MS is notified once as a partial lead. An entry is
//    removed once read, so each save is read once or twice, and a run reads only the minutes since
//    the last one: its cost follows new saves, not how many leads wait (once per store, the leads
//    saved before the index existed are indexed first: due-backfill.ts);
// 3. once an hour, the count of submissions set aside as automated (quarantine-report.ts);
// 4. what the leads were owed is sent in the same run.
// A lead's notifications carry the erasure tag its saves were stored with, so a lead erased
// while this runs is neither recorded nor sent (outbox.ts, erasure.ts).
import { keysUnder, type Store } from '../blobs.ts'
import { runAlone, type RunItem } from '../scheduled-item.ts'
import { booking } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import type { Channel } from '../../../schemas/notification.ts'
import type { FormKind, StoredSubmission } from '../../../schemas/lead.ts'
import { commonTag } from '../erasure-ledger.ts'
import { bySaveOrder, mergeLead } from './lead-merge.ts'
import { ABANDONED_AFTER_MS, DUE_PREFIX, dueMinute, LEADS_KEYS, leadStoreFrom } from './lead-store.ts'
import { leadMessage, personOf } from './compose-lead.ts'
import { leadNotificationKey, notificationsOfLead } from './lead-messages.ts'
import { reportQuarantined } from './quarantine-report.ts'
import { backfillDueIndex } from './due-backfill.ts'
import {
  backfillSubjectMarks,
  CHANNEL_NAMES,
  channelsFor,
  NOTIFY_PREFIX,
  notificationId,
  notificationIdOfKey,
  type NotifyRequest,
  type Outbox,
} from '../outbox/outbox-store.ts'

export { ABANDONED_AFTER_MS, DUE_PREFIX }
/** A lead untouched this long is owed nothing more: what it was owed and not given by now, staff find in the export. */
export const CLOSE_AFTER_MS = 24 * 60 * 60_000
/** Marks of the sweep before the index (kept so an erase still finds them). */
export const CLOSED_PREFIX = LEADS_KEYS.sweepClosed
/** The last minute of the index every entry of which was read (the next run starts after it). */
export const DUE_UNTIL = LEADS_KEYS.dueUntil
/** How far back a run looks when it has no mark, or one that is not behind its clock (a pretend time went back). */
const FIRST_LOOK_BACK_MS = 60 * 60_000

/** Recorded on any channel: a channel added later does not make every old lead owed again. */
const isRecorded = (recorded: ReadonlySet<string>, event: NotifyRequest['event'], key: string) =>
  CHANNEL_NAMES.some((c) => recorded.has(notificationId(event, key, c)))

/** What one lead (all its saves, read) is owed and does not have yet, and whether it is now closed. Pure. */
export function owedNotifications(
  submissions: readonly StoredSubmission[],
  recorded: ReadonlySet<string>,
  now: Date,
  erasedBy: string | null = null,
): { owed: NotifyRequest[]; close: boolean } {
  const keyOf = (key: string) => leadNotificationKey(key, erasedBy)
  const lead = mergeLead([...submissions], { growthSessionForm })
  const idle = now.getTime() - Date.parse(lead.updatedAt)
  if (idle >= CLOSE_AFTER_MS) return { owed: [], close: true }
  if (lead.form !== 'growth-session') {
    const owed = submissions
      .filter((s) => !isRecorded(recorded, s.form, keyOf(s.submissionId)))
      .flatMap((s) => notificationsOfLead(s, mergeLead([s], { growthSessionForm }), erasedBy))
    return { owed, close: false }
  }
  if (lead.complete) {
    const last = [...submissions].sort(bySaveOrder).at(-1)!
    return {
      owed: isRecorded(recorded, 'growth-session', keyOf(lead.leadId)) ? [] : notificationsOfLead(last, lead, erasedBy),
      close: false,
    }
  }
  const person = personOf(lead)
  if (!person.email || idle < ABANDONED_AFTER_MS || isRecorded(recorded, 'growth-session-abandoned', keyOf(lead.leadId)))
    return { owed: [], close: false }
  const minutes = Math.round(idle / 60_000)
  const owed: NotifyRequest = {
    key: keyOf(lead.leadId),
    form: lead.form,
    leadId: lead.leadId,
    email: person.email,
    event: 'growth-session-abandoned',
    // Judged by the erasure state its saves were written under: a lead erased since is not notified.
    erasure: commonTag(submissions.map((s) => s.erasure)),
    message: leadMessage(lead, {
      partial: `stopped the growth session at step ${lead.step ?? '?'} of ${growthSessionForm.steps.length} and has not come back for ${minutes} minutes`,
    }),
  }
  return { owed: [owed], close: false }
}

/**
 * How far back every run reads the index again, whatever it read before: a save is indexed under the
 * minute it was received, and its write can land after a run has read that minute (a slow store, a
 * function that resumed late, a run with a pretend time ahead of the clock). Entries are deleted once
 * read, so reading these minutes again costs a listing each, never a lead read.
 */
const LATE_WRITE_MS = 15 * 60_000

/** The minutes of the index this run reads: after the last one read (and the last LATE_WRITE_MS again), up to now (a day back at most). Pure. */
export function dueMinutes(now: Date, until: string | null): string[] {
  const last = until ? Date.parse(`${until}:00Z`) : NaN
  const end = Math.floor(now.getTime() / 60_000) * 60_000
  const after = Number.isFinite(last) && last < end && last >= end - CLOSE_AFTER_MS ? last + 60_000 : end - FIRST_LOOK_BACK_MS
  const from = Math.min(after, end - LATE_WRITE_MS)
  const minutes: string[] = []
  for (let t = from; t <= end; t += 60_000) minutes.push(dueMinute(t))
  return minutes
}

/** Reads the leads the index says are due by `now`, records what they are owed, and removes their entries. */
async function sweepDueLeads(
  store: Store,
  box: Outbox,
  channels: readonly Channel[],
  recorded: ReadonlySet<string>,
  now: Date,
  each: RunItem,
) {
  const until = (await store.get(DUE_UNTIL, { type: 'text' })) ?? null
  const minutes = dueMinutes(now, until)
  const leads = leadStoreFrom(store)
  let owedCount = 0
  let read = 0
  for (const minute of minutes) {
    const entries = await keysUnder(store, `${DUE_PREFIX}${minute}/`)
    const byLead = new Map<string, string[]>()
    for (const key of entries) {
      const [, , form, leadId] = key.split('/')
      byLead.set(`${form}/${leadId}`, [...(byLead.get(`${form}/${leadId}`) ?? []), key])
    }
    for (const [lead, keys] of byLead) {
      const [form, leadId] = lead.split('/') as [FormKind, string]
      const done = await each({ kind: 'lead', id: lead }, async () => {
        const submissions = await leads.submissionsOf(form, leadId)
        read++
        if (submissions.length) {
          const { owed } = owedNotifications(submissions, recorded, now, await leads.erasedLead(leadId))
          for (const request of owed) await box.record(request, channelsFor(request.event, channels), now)
          owedCount += owed.length
        }
        return true
      })
      // Failed (or its retry not due yet): its entry goes to this minute, which the next run reads again.
      const carried = done ? [] : [`${DUE_PREFIX}${dueMinute(now.getTime())}/${lead}`]
      for (const key of carried) await store.set(key, '')
      for (const key of keys) if (!carried.includes(key)) await store.delete(key)
    }
  }
  // The current minute is read again next time: a save may still add to it.
  const done = minutes.at(-2)
  if (done) await store.set(DUE_UNTIL, done)
  return { read, recorded: owedCount }
}

/**
 * `alsoOwed` records what else is owed before the sends (the scheduled work gives the bookings'
 * reminders: scheduled.ts) and says how many; the ids already recorded are passed to it. `each` runs
 * each lead and each send on its own (scheduled.ts gives the one that records a failure, retries it
 * with backoff and tells staff once).
 */
export async function sweep(
  store: Store,
  box: Outbox,
  channels: readonly Channel[],
  now = new Date(),
  alsoOwed?: (recorded: ReadonlySet<string>) => Promise<number>,
  each: RunItem = runAlone,
) {
  const recorded = new Set((await keysUnder(store, NOTIFY_PREFIX)).map(notificationIdOfKey))
  let owedCount = 0
  // The reminders first, and every retry due: what one run cannot record, the next one does while the reminder's window is open.
  if (alsoOwed)
    owedCount += await alsoOwed(recorded).catch((e: unknown) => {
      console.error('[notify] could not record the reminders due:', e instanceof Error ? e.message : e)
      return 0
    })
  const first = await box.deliverDue(now, each)
  // Once per store: the leads saved before the index get their entries, read below (due-backfill.ts).
  await backfillDueIndex(store, now, CLOSE_AFTER_MS).catch((e: unknown) => {
    console.error('[notify] could not index the leads stored before the due index (the next run tries again):', e)
  })
  // Once per store: the notifications recorded before the per-lead marks get theirs (the lead page lists from them).
  await backfillSubjectMarks(store, now).catch((e: unknown) => {
    console.error('[notify] could not mark the notifications recorded before marks (the next run tries again):', e)
  })
  const leads = await sweepDueLeads(store, box, channels, recorded, now, each).catch((e: unknown) => {
    console.error('[notify] could not read the leads due:', e instanceof Error ? e.message : e)
    return { read: 0, recorded: 0 }
  })
  owedCount += leads.recorded
  // A report that fails now is made by a later run; it never holds up the leads' notifications.
  const report = await reportQuarantined(store, box, channels, booking, now).catch((e: unknown) => {
    console.error('[notify] could not make the hourly count of submissions set aside:', e)
    return null
  })
  if (report?.reported) owedCount++
  const then = leads.recorded || report?.reported ? await box.deliverDue(now, each) : { attempted: 0, delivered: 0 }
  return {
    read: leads.read,
    recorded: owedCount,
    attempted: first.attempted + then.attempted,
    delivered: first.delivered + then.delivered,
  }
}
