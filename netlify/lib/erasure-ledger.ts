// Erasure markers: how an erasure stays final while leads, the sweep and the
// senders keep running. `npm run leads -- erase` writes the person's marker
// BEFORE it looks for their data, and every writer of personal data follows
// one rule:
//
//   1. read the person's marker before reading or receiving their data (the
//      tag: which erasure, if any, was already done);
//   2. write, tagging what it writes with that tag;
//   3. read the marker again: if an erasure started or finished since step 1,
//      undo the write (and send nothing).
//
// Whatever the interleaving, a write either lands before the erase lists the
// store (so the erase removes it) or its writer sees the marker in step 3 and
// removes it itself. Data carries its tag, so a reader (the sweep) and a sender
// (the outbox) judge it by the marker in force when it was written, never by
// clocks: a person who comes back after the erasure finished is written under
// that erasure's tag and is a new lead like any other; anything tagged with an
// older state (or none) is a leftover and is neither notified nor sent.
//
// Key layout, in the leads store (leads-store-keys.ts; every writer that checks holds it already):
//
//   erased/<sha256 of the normalised email>   { id, erasedAt, completedAt? }
//
// The address is never stored in clear: the hash lets a writer who has the
// address recognise it, and nobody list who asked.
import { createHash } from 'node:crypto'
import type { Store } from './blobs.ts'
import { LEADS_KEYS } from './leads-store-keys.ts'

export const ERASED_PREFIX = LEADS_KEYS.erased

export interface ErasureMarker {
  version: 1
  /** Names this erasure: data written after it finished carries it in its tag. */
  id: string
  erasedAt: string
  /** Absent while the erase runs: every writer then refuses the person. */
  completedAt?: string
}

/** Person key (hashed email) -> id of the erasure done before the data was read. Absent: none. */
export type ErasureTag = Record<string, string>

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The person's key: never the address itself. */
export const personKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex')

const markerKey = (email: string) => `${ERASED_PREFIX}${personKey(email)}`

// What an address can be made of here: stops at spaces, brackets, quotes and
// punctuation around it ("mailto:", "<a@b.co>", "a@b.co.").
const EMAIL_TOKEN = /[^\s@<>()[\]{},;:"'`!?/\\]+@[^\s@<>()[\]{},;:"'`!?/\\]+/g

/** Every address written anywhere in `value` (any depth), normalised, once each. */
export function emailsIn(value: unknown, out = new Set<string>()): string[] {
  if (typeof value === 'string') for (const m of value.matchAll(EMAIL_TOKEN)) out.add(normaliseEmail(m[0].replace(/\.+$/, '')))
  else if (Array.isArray(value)) for (const v of value) emailsIn(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) emailsIn(v, out)
  return [...out]
}

/** Whether `value` names this address anywhere (any depth, any case). */
export const mentions = (value: unknown, email: string) => emailsIn(value).includes(normaliseEmail(email))

/**
 * A submission's people, for the check: a free-text answer may name many
 * addresses, so a bot cannot make one save cost hundreds of reads. The erase
 * itself reads every address (mentions).
 */
export const MAX_CHECKED_EMAILS = 20

async function markerOf(store: Store, email: string): Promise<ErasureMarker | null> {
  return ((await store.get(markerKey(email), { type: 'json' })) as ErasureMarker | null) ?? null
}

/** Step 1: the tag to write with, or 'erasing' while an erase of one of these people runs. */
export async function erasureTag(store: Store, emails: readonly string[]): Promise<ErasureTag | 'erasing'> {
  const tag: ErasureTag = {}
  for (const email of emails.slice(0, MAX_CHECKED_EMAILS)) {
    const marker = await markerOf(store, email)
    if (!marker) continue
    if (!marker.completedAt) return 'erasing'
    tag[personKey(email)] = marker.id
  }
  return tag
}

/**
 * Step 3 (and a sender's check): whether data of these people written under `tag`
 * must go. 'erasing': an erase runs now (it removes the data itself); 'erased':
 * an erasure finished since the tag was taken (the data is a leftover).
 */
export async function erasedSince(store: Store, emails: readonly string[], tag: ErasureTag = {}): Promise<'erasing' | 'erased' | null> {
  for (const email of emails.slice(0, MAX_CHECKED_EMAILS)) {
    const marker = await markerOf(store, email)
    if (!marker) continue
    if (!marker.completedAt) return 'erasing'
    if (marker.id !== tag[personKey(email)]) return 'erased'
  }
  return null
}

/** The tag every one of these writes agrees on: a person some were written without counts as none. Pure. */
export function commonTag(tags: readonly (ErasureTag | undefined)[]): ErasureTag {
  const [first = {}, ...rest] = tags.map((t) => t ?? {})
  return Object.fromEntries(Object.entries(first).filter(([k, id]) => rest.every((t) => t[k] === id)))
}

/** The erase's first write: from here on every writer refuses this person. */
export async function beginErasure(store: Store, email: string, now = new Date()): Promise<ErasureMarker> {
  const marker: ErasureMarker = { version: 1, id: crypto.randomUUID(), erasedAt: now.toISOString() }
  await store.setJSON(markerKey(email), marker)
  return marker
}

/** The erase's last write, once nothing of the person is left: a new submission is a new lead again. */
export async function completeErasure(store: Store, email: string, marker: ErasureMarker, now = new Date()): Promise<void> {
  await store.setJSON(markerKey(email), { ...marker, completedAt: now.toISOString() } satisfies ErasureMarker)
}

/**
 * The rule above for a writer whose data carries no tag (a booking): `write` runs only while no erase
 * of these people runs, and what it made is undone if an erase began (or ended) meanwhile, since that
 * erase may have looked before it landed. Refused either way: the caller answers as it would to a
 * request it cannot take.
 */
export async function unlessErased<T>(
  store: Store,
  emails: readonly string[],
  write: () => Promise<T>,
  undo: (made: T) => Promise<void>,
): Promise<{ refused: true } | { refused: false; made: T }> {
  const tag = await erasureTag(store, emails)
  if (tag === 'erasing') return { refused: true }
  const made = await write()
  if (await erasedSince(store, emails, tag)) {
    await undo(made)
    return { refused: true }
  }
  return { refused: false, made }
}
