// The staff console's index of people (person-index.ts) and what staff wrote beside it
// (staff-records.ts) forget a person on an erasure. leads/erasure.ts may not import staff/: its
// callers (the staff CLI, the console) hand it this, and each of the erase's looks finds here,
// too, what still names the person (an index hook caught mid-write included).
import { keysUnder, type Store } from '../blobs.ts'
import { normaliseEmail } from '../erasure-ledger.ts'
import { isPersonId, monthOfId, personIdOf, readIndex, updateMonth } from './person-index.ts'
import { hashOf } from './staff-store.ts'
import { recordPrefixes } from './staff-records.ts'
import { MERGED_PREFIX } from './person-merge.ts'
import { dueKey } from './due-index.ts'

const keyBlob = (key: string) => `people/key/${hashOf(key)}`

/** What erasure.ts asks of another store that names the person: found as items, each removed. */
export function erasablePeople(store: Store) {
  return {
    /** Person ids of the entries naming them (by address, lead or booking), then those ids' key, history and note blobs. */
    async find(address: string, leadIds: ReadonlySet<string>, bookingIds: ReadonlySet<string>): Promise<string[]> {
      const email = normaliseEmail(address)
      const entries = (await readIndex(store)).filter(
        (e) =>
          (e.email && normaliseEmail(e.email) === email) ||
          e.otherEmails?.includes(email) ||
          e.leads.some((l) => leadIds.has(l.leadId)) ||
          e.bookings.some((b) => bookingIds.has(b.bookingId)),
      )
      const ids = new Set(entries.map((e) => e.id))
      const byEmail = await personIdOf(store, `email:${email}`)
      if (byEmail) ids.add(byEmail)
      const keyed = [`email:${email}`, ...entries.flatMap((e) => e.leads.map((l) => `lead:${l.form}/${l.leadId}`))]
      const keys: string[] = []
      for (const key of keyed) if (await store.get(keyBlob(key))) keys.push(keyBlob(key))
      for (const id of ids) {
        for (const prefix of recordPrefixes(id)) keys.push(...(await keysUnder(store, prefix)))
        // Due's index of their open items (due-index.ts) names them too.
        if (await store.getMetadata(dueKey(id))) keys.push(dueKey(id))
      }
      // A merge's note of where a merged person went (person-merge.ts): it names nobody, but it goes with them.
      for (const key of await keysUnder(store, MERGED_PREFIX))
        if (ids.has(((await store.get(key, { type: 'json' })) as { into?: string } | null)?.into ?? '')) keys.push(key)
      return [...entries.map((e) => e.id), ...keys]
    },
    /** A person id: their entry leaves its month blob; any other item is a blob key. */
    async remove(item: string): Promise<void> {
      if (isPersonId(item))
        await updateMonth(store, monthOfId(item), (m) => {
          delete m.people[item]
        })
      else await store.delete(item)
    },
  }
}
