// What staff write about a person, beside the index (person-index.ts), in the store `staff`:
//
//   people/history/<person id>/<ISO time>-<random>   { at, by, what, before, after }: one blob per change,
//                                                    create-only: the history is appended to, never rewritten
//   people/notes/<person id>/<ISO time>-<random>     { id, at, by, text }
//
// Keys sort by time, so a listing is the history in order.
import { randomBytes } from 'node:crypto'
import type { Store } from '../blobs.ts'
import type { HistoryEntry, Note } from '../../../schemas/staff-api-types.ts'

const stamp = (at: string) => `${at}-${randomBytes(6).toString('hex')}`

async function readAll<T>(store: Store, prefix: string): Promise<T[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  keys.sort()
  const values = (await Promise.all(keys.map((k) => store.get(k, { type: 'json' })))) as (T | null)[]
  return values.filter((v): v is T => v !== null)
}

export async function appendHistory(store: Store, personId: string, entry: HistoryEntry): Promise<void> {
  await store.setJSON(`people/history/${personId}/${stamp(entry.at)}`, entry, { onlyIfNew: true })
}

export const readHistory = (store: Store, personId: string) => readAll<HistoryEntry>(store, `people/history/${personId}/`)

export async function addNote(store: Store, personId: string, note: Omit<Note, 'id'>): Promise<Note> {
  const id = stamp(note.at)
  const saved: Note = { id, ...note }
  await store.setJSON(`people/notes/${personId}/${id}`, saved, { onlyIfNew: true })
  return saved
}

export const readNotes = (store: Store, personId: string) => readAll<Note>(store, `people/notes/${personId}/`)

/** Where a person's own records are, each one blob per entry under its prefix. */
export const recordPrefixes = (personId: string) => [`people/history/${personId}/`, `people/notes/${personId}/`]

/** Removes every note and history entry of a person (an erasure). */
export async function removeRecords(store: Store, personId: string): Promise<void> {
  for (const prefix of recordPrefixes(personId))
    for await (const page of store.list({ prefix, paginate: true })) await Promise.all(page.blobs.map((b) => store.delete(b.key)))
}

/**
 * Moves every note and history entry of `from` to `into` (a merge), under the same stamp, so they
 * sort into `into`'s by time: each copied create-only before its original is deleted, so a move cut
 * short is finished by the next, and nothing is lost or doubled.
 */
export async function moveRecords(store: Store, from: string, into: string): Promise<number> {
  let moved = 0
  for (const [i, prefix] of recordPrefixes(from).entries()) {
    const target = recordPrefixes(into)[i]!
    const keys: string[] = []
    for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
    for (const key of keys) {
      const value = (await store.get(key, { type: 'json' })) as unknown
      if (value !== null) await store.setJSON(`${target}${key.slice(prefix.length)}`, value, { onlyIfNew: true })
      await store.delete(key)
      moved++
    }
  }
  return moved
}
