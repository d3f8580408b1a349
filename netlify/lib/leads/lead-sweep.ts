// The scheduled function's work (netlify/functions/scheduled-work.ts),
// once a minute:
// 1. leads: a lead whose notifications were never recorded gets them (the function answered, then
//    its instance stopped before it recorded them; or a growth session's saves landed out of order);
//    a growth session that reached the email step and has made no progress for ABANDONED_AFTER_MS
//    is notified once as a partial lead;
// 2. once per office day, the count of submissions set aside as automated (quarantine-report.ts);
// 3. what else the caller says is owed (the scheduled work: the prospects' reminders before their calls);
// 4. every notification that is due is sent (retries with backoff: status.ts).
// A lead's notifications carry the erasure tag its saves were stored with, so a lead erased
// while this runs is neither recorded nor sent (outbox.ts, erasure.ts).
// Each run lists keys, and reads only the leads that may still owe something: a lead with its
// notification recorded is never read, and a lead untouched for CLOSE_AFTER_MS is closed (a marker
// key that names its number of saves, so a new save opens it again). The reads stay bounded by
// the last day's activity, however many leads pile up.
import type { Store } from '../blobs.ts'
import { booking } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import type { Channel } from '../../../schemas/notification.ts'
import type { FormKind, StoredSubmission } from '../../../schemas/lead.ts'
import { commonTag } from '../erasure-ledger.ts'
import { bySaveOrder, mergeLead } from './lead-merge.ts'
import { LEADS_KEYS, leadStoreFrom } from './lead-store.ts'
import { leadMessage, personOf } from './compose-lead.ts'
import { notificationsOfLead } from './lead-messages.ts'
import { reportQuarantined } from './quarantine-report.ts'
import {
  CHANNEL_NAMES,
  channelsFor,
  NOTIFY_PREFIX,
  notificationId,
  notificationIdOfKey,
  type NotifyRequest,
  type Outbox,
} from '../outbox/outbox-store.ts'

export const ABANDONED_AFTER_MS = 30 * 60_000
/** A lead untouched this long is no longer read: what it was owed and not given by now, staff find in the export. */
export const CLOSE_AFTER_MS = 24 * 60 * 60_000
export const CLOSED_PREFIX = LEADS_KEYS.sweepClosed

/** One lead's keys in the store (lead/<form>/<leadId>/<submissionId>). */
export interface LeadKeys {
  form: FormKind
  leadId: string
  submissionIds: string[]
}

/** Groups the lead bucket's keys by lead. Pure. */
export function groupLeadKeys(keys: readonly string[]): LeadKeys[] {
  const byLead = new Map<string, LeadKeys>()
  for (const key of keys) {
    const [bucket, form, leadId, submissionId] = key.split('/')
    if (bucket !== 'lead' || !form || !leadId || !submissionId) continue
    const id = `${form}/${leadId}`
    const group = byLead.get(id) ?? { form: form as FormKind, leadId, submissionIds: [] }
    group.submissionIds.push(submissionId)
    byLead.set(id, group)
  }
  return [...byLead.values()]
}

/** The marker of a lead closed for the sweep at this number of saves. */
export const closedKey = (lead: LeadKeys) => `${CLOSED_PREFIX}${lead.form}/${lead.leadId}/${lead.submissionIds.length}`

/** Recorded on any channel: a channel added later does not make every old lead owed again. */
const isRecorded = (recorded: ReadonlySet<string>, event: NotifyRequest['event'], key: string) =>
  CHANNEL_NAMES.some((c) => recorded.has(notificationId(event, key, c)))

/** The leads a sweep must read: not closed, and not yet (fully) notified. Pure. */
export function leadsToRead(leads: readonly LeadKeys[], recorded: ReadonlySet<string>, closed: ReadonlySet<string>): LeadKeys[] {
  return leads.filter((lead) => {
    if (closed.has(closedKey(lead))) return false
    if (lead.form === 'growth-session') return !isRecorded(recorded, 'growth-session', lead.leadId)
    return !lead.submissionIds.every((id) => isRecorded(recorded, lead.form, id))
  })
}

/** What one lead (all its saves, read) is owed and does not have yet, and whether it is now closed. Pure. */
export function owedNotifications(
  submissions: readonly StoredSubmission[],
  recorded: ReadonlySet<string>,
  now: Date,
): { owed: NotifyRequest[]; close: boolean } {
  const lead = mergeLead([...submissions], { growthSessionForm })
  const idle = now.getTime() - Date.parse(lead.updatedAt)
  if (idle >= CLOSE_AFTER_MS) return { owed: [], close: true }
  if (lead.form !== 'growth-session') {
    const owed = submissions
      .filter((s) => !isRecorded(recorded, s.form, s.submissionId))
      .flatMap((s) => notificationsOfLead(s, mergeLead([s], { growthSessionForm })))
    return { owed, close: false }
  }
  if (lead.complete) {
    const last = [...submissions].sort(bySaveOrder).at(-1)!
    return { owed: isRecorded(recorded, 'growth-session', lead.leadId) ? [] : notificationsOfLead(last, lead), close: false }
  }
  const person = personOf(lead)
  if (!person.email || idle < ABANDONED_AFTER_MS || isRecorded(recorded, 'growth-session-abandoned', lead.leadId))
    return { owed: [], close: false }
  const minutes = Math.round(idle / 60_000)
  const owed: NotifyRequest = {
    key: lead.leadId,
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

async function keysOf(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  return keys
}

/**
 * `alsoOwed` records what else is owed before the sends (the scheduled work gives the bookings'
 * reminders: scheduled.ts) and says how many; the ids already recorded are passed to it.
 */
export async function sweep(
  store: Store,
  box: Outbox,
  channels: readonly Channel[],
  now = new Date(),
  alsoOwed?: (recorded: ReadonlySet<string>) => Promise<number>,
) {
  const [leadKeys, notifyKeys, closedKeys] = await Promise.all([
    keysOf(store, 'lead/'),
    keysOf(store, NOTIFY_PREFIX),
    keysOf(store, CLOSED_PREFIX),
  ])
  const recorded = new Set(notifyKeys.map(notificationIdOfKey))
  const leads = leadStoreFrom(store)
  let owedCount = 0
  let read = 0
  for (const lead of leadsToRead(groupLeadKeys(leadKeys), recorded, new Set(closedKeys))) {
    const submissions = await leads.submissionsOf(lead.form, lead.leadId)
    read++
    if (!submissions.length) continue
    const { owed, close } = owedNotifications(submissions, recorded, now)
    for (const request of owed) await box.record(request, channelsFor(request.event, channels), now)
    owedCount += owed.length
    if (close) await store.set(closedKey(lead), now.toISOString(), { onlyIfNew: true })
  }
  // A report that fails now is made by a later run; it never holds up the leads' notifications.
  const report = await reportQuarantined(store, box, channels, booking, now).catch((e: unknown) => {
    console.error('[notify] could not make the daily count of submissions set aside:', e)
    return null
  })
  if (report?.reported) owedCount++
  // Likewise the reminders: what one run cannot record, the next one does while the reminder's window is open.
  if (alsoOwed)
    owedCount += await alsoOwed(recorded).catch((e: unknown) => {
      console.error('[notify] could not record the reminders due:', e instanceof Error ? e.message : e)
      return 0
    })
  const sent = await box.deliverDue(now)
  return { read, recorded: owedCount, ...sent }
}
