// How the console's own records sit in their Blobs store `staff` (strong reads: a sign-out or a
// spent link is seen by the next request everywhere):
//
//   session/<sha256 of id>            { email, createdAt, lastUsedAt }: deleted on sign-out
//   sign-in/<sha256 of token>         { email, createdAt, usedAt? }: a link, spent by compare-and-swap
//   sign-in-rate/<kind>/<sha256>/<n>  { at: ms }: the nth sign-in request let through for one address or IP
//                                     (create-only, numbered: see takePlace)
//
// Ids and tokens are stored hashed: someone who can read the store cannot sign in with what they read.
import { createHash } from 'node:crypto'
import { keysUnder, openStore, type Store } from '../blobs.ts'

export const STAFF_STORE_NAME = 'staff'

export interface StoredSession {
  email: string
  createdAt: string
  lastUsedAt: string
}

export interface StoredSignInLink {
  email: string
  createdAt: string
  usedAt?: string
}

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex')

export type SpendOutcome = { ok: true; email: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

export interface StaffStore {
  raw: Store
  readSession(id: string): Promise<StoredSession | null>
  writeSession(id: string, session: StoredSession): Promise<void>
  touchSession(id: string, at: string): Promise<void>
  deleteSession(id: string): Promise<void>
  saveLink(token: string, link: StoredSignInLink): Promise<void>
  /** Spends a link once: of two requests racing with one token, exactly one gets ok. */
  spendLink(token: string, now: Date, validMs: number): Promise<SpendOutcome>
  /**
   * Takes a place for one more sign-in request of this address or IP, or says there is none: false when
   * `limit` were let through in the last `windowMs`. Atomic: of any number of requests racing, at most
   * `limit` in a window get true.
   */
  takePlace(kind: 'address' | 'ip', value: string, now: Date, windowMs: number, limit: number): Promise<boolean>
}

const placeNumber = (n: number) => String(n).padStart(10, '0')

/**
 * A sliding window of create-only numbered places (as the outbox's recipient cap, outbox/recipient-cap.ts,
 * but over the last `windowMs` rather than a day). Place n is written only if place n - limit was taken
 * before the window: then no window holds more than `limit` places. Two requests racing for place n both
 * write it with onlyIfNew and exactly one succeeds; the other counts again. Places no later claim reads
 * (n - limit and below) are deleted once n is taken; the highest is never deleted, so the next number is
 * always the listing's highest plus one.
 */
async function takePlace(store: Store, prefix: string, now: Date, windowMs: number, limit: number): Promise<boolean> {
  for (;;) {
    const numbers = (await keysUnder(store, prefix)).map((k) => Number(k.slice(prefix.length))).filter(Number.isInteger)
    const next = Math.max(0, ...numbers) + 1
    if (next > limit) {
      const earlier = (await store.get(`${prefix}${placeNumber(next - limit)}`, { type: 'json' })) as { at?: number } | null
      // Gone: a later place was taken meanwhile (so `next` is too, and the write below fails and counts again).
      if (earlier?.at !== undefined && earlier.at > now.getTime() - windowMs) return false
    }
    const { modified } = await store.setJSON(`${prefix}${placeNumber(next)}`, { at: now.getTime() }, { onlyIfNew: true })
    if (!modified) continue
    for (const n of numbers) if (n <= next - limit) await store.delete(`${prefix}${placeNumber(n)}`)
    return true
  }
}

export function staffStoreFrom(store: Store): StaffStore {
  const sessionKey = (id: string) => `session/${hashOf(id)}`
  return {
    raw: store,
    async readSession(id) {
      return ((await store.get(sessionKey(id), { type: 'json' })) as StoredSession | null) ?? null
    },
    async writeSession(id, session) {
      await store.setJSON(sessionKey(id), session)
    },
    async touchSession(id, at) {
      const s = await this.readSession(id)
      if (s) await store.setJSON(sessionKey(id), { ...s, lastUsedAt: at })
    },
    async deleteSession(id) {
      await store.delete(sessionKey(id))
    },
    async saveLink(token, link) {
      await store.setJSON(`sign-in/${hashOf(token)}`, link, { onlyIfNew: true })
    },
    async spendLink(token, now, validMs) {
      const key = `sign-in/${hashOf(token)}`
      const found = await store.getWithMetadata(key, { type: 'json' })
      if (!found) return { ok: false, reason: 'unknown' }
      const link = found.data as StoredSignInLink
      if (link.usedAt) return { ok: false, reason: 'used' }
      if (now.getTime() - Date.parse(link.createdAt) > validMs) return { ok: false, reason: 'expired' }
      if (!found.etag) throw new Error('the staff store sent no ETag: a sign-in link cannot be spent safely')
      const { modified } = await store.setJSON(key, { ...link, usedAt: now.toISOString() }, { onlyIfMatch: found.etag })
      return modified ? { ok: true, email: link.email } : { ok: false, reason: 'used' }
    },
    takePlace: (kind, value, now, windowMs, limit) => takePlace(store, `sign-in-rate/${kind}/${hashOf(value)}/`, now, windowMs, limit),
  }
}

export const staffStore = (): StaffStore => staffStoreFrom(openStore(STAFF_STORE_NAME, { consistency: 'strong' }))
