// The scheduled function's work (netlify/functions/notifications-retry.ts),
// once a minute:
// 1. growth sessions: a complete lead whose notification is missing gets it (its
//    saves landed out of order, or the request that completed it stopped between
//    the save and the record); a lead that reached the email step and has made no
//    progress for ABANDONED_AFTER_MS is notified once as a partial lead;
// 2. every notification that is due is sent (retries with backoff: status.ts).
import type { Store } from '@netlify/blobs'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { mergeLeads, type Lead } from '../lead-merge.ts'
import { leadStoreFrom } from '../lead-store.ts'
import type { Channel } from '../../../schemas/notification.ts'
import { leadMessage, personOf } from './compose.ts'
import { NOTIFY_PREFIX, notificationId, type NotifyRequest, type Outbox } from './outbox.ts'

export const ABANDONED_AFTER_MS = 30 * 60_000

/** The growth-session notifications these leads are owed and do not have yet. Pure. */
export function owedGrowthNotifications(
  leads: readonly Lead[],
  existing: ReadonlySet<string>,
  channels: readonly Channel[],
  now: Date,
): NotifyRequest[] {
  const owed: NotifyRequest[] = []
  const has = (event: NotifyRequest['event'], key: string) => channels.every((c) => existing.has(notificationId(event, key, c)))
  for (const lead of leads) {
    if (lead.form !== 'growth-session') continue
    const person = personOf(lead)
    const base = { key: lead.leadId, form: lead.form, leadId: lead.leadId, email: person.email }
    if (lead.complete) {
      if (!has('growth-session', lead.leadId)) owed.push({ ...base, event: 'growth-session', message: leadMessage(lead) })
      continue
    }
    const idle = now.getTime() - Date.parse(lead.updatedAt)
    if (person.email && idle >= ABANDONED_AFTER_MS && !has('growth-session-abandoned', lead.leadId)) {
      const minutes = Math.round(idle / 60_000)
      owed.push({
        ...base,
        event: 'growth-session-abandoned',
        message: leadMessage(lead, {
          partial: `stopped the growth session at step ${lead.step ?? '?'} of ${growthSessionForm.steps.length} and has not come back for ${minutes} minutes`,
        }),
      })
    }
  }
  return owed
}

export async function sweep(store: Store, box: Outbox, channels: readonly Channel[], now = new Date()) {
  const existing = new Set<string>()
  for await (const page of store.list({ prefix: NOTIFY_PREFIX, paginate: true }))
    for (const b of page.blobs) existing.add(b.key.slice(NOTIFY_PREFIX.length).split('/')[0]!)
  const leads = mergeLeads(await leadStoreFrom(store).list({ form: 'growth-session' }), { growthSessionForm })
  const owed = owedGrowthNotifications(leads, existing, channels, now)
  for (const request of owed) await box.record(request, channels, now)
  const sent = await box.deliverDue(now)
  return { recorded: owed.length, ...sent }
}
