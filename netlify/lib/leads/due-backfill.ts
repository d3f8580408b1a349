// The leads stored before the index of what is due existed (lead-store.ts dueKeys) have no entry in
// it, and the sweep reads only the index: a partial lead saved then would never be told, nor a lead
// whose notifications were never recorded. Once per store, before its first read of the index, the
// sweep (lead-sweep.ts) indexes them: it lists lead/ and lead-due/ (keys only), reads each lead that
// has no entry, and for one saved within the last CLOSE_AFTER_MS writes the entries a save of it
// would have made, none earlier than this minute (so this run or a later one reads them). Leads
// untouched for longer are owed nothing (staff find them in the export). Then it writes the mark.
// Idempotent: an entry is an empty blob at a fixed key, and a run that stops half way leaves no
// mark, so the next run does it again; a lead read twice is owed nothing twice (the outbox's keys).
import { keysUnder, type Store } from '../blobs.ts'
import type { FormKind } from '../../../schemas/lead.ts'
import { DUE_PREFIX, dueKeys, dueMinute, LEADS_KEYS, leadStoreFrom } from './lead-store.ts'

/** Written once the store's leads from before the index are indexed: later runs only read this. */
export const DUE_BACKFILLED = LEADS_KEYS.dueBackfilled

/** `<form>/<leadId>` of a lead/ key or a lead-due/ key. */
const leadOf = (key: string) => key.split('/').slice(-3, -1).join('/')
const indexedLeadOf = (key: string) => key.split('/').slice(-2).join('/')

/**
 * Indexes the leads stored before the index, once per store; returns how many it indexed (0 once done).
 * `closeAfterMs`: how long a lead may be untouched and still owed something.
 */
export async function backfillDueIndex(store: Store, now: Date, closeAfterMs: number): Promise<{ indexed: number }> {
  if (await store.getMetadata(DUE_BACKFILLED)) return { indexed: 0 }
  const indexed = new Set((await keysUnder(store, DUE_PREFIX)).map(indexedLeadOf))
  const unindexed = [...new Set((await keysUnder(store, LEADS_KEYS.lead)).map(leadOf))].filter((l) => !indexed.has(l))
  const leads = leadStoreFrom(store)
  const thisMinute = dueMinute(now.getTime())
  let count = 0
  for (const lead of unindexed) {
    const [form, leadId] = lead.split('/') as [FormKind, string]
    const last = (await leads.submissionsOf(form, leadId)).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).at(-1)
    if (!last || now.getTime() - Date.parse(last.receivedAt) >= closeAfterMs) continue
    // A minute already past would never be read again (a run reads only the minutes since the last): this one instead.
    const keys = dueKeys(last).map((k) => {
      const minute = k.slice(DUE_PREFIX.length, DUE_PREFIX.length + 16)
      return minute < thisMinute ? `${DUE_PREFIX}${thisMinute}${k.slice(DUE_PREFIX.length + 16)}` : k
    })
    for (const key of new Set(keys)) await store.set(key, '')
    count++
  }
  await store.set(DUE_BACKFILLED, JSON.stringify({ at: now.toISOString(), indexed: count }))
  return { indexed: count }
}
