// How the console's own records sit in their Blobs store `staff` (strong reads: a sign-out or a
// spent link is seen by the next request everywhere):
//
//   session/<sha256 of id>            { email, createdAt, lastUsedAt }: deleted on sign-out
//   sign-in/<sha256 of token>         { email, createdAt, usedAt? }: a link, spent by compare-and-swap
//   sign-in-rate/<kind>/<sha256>      { times: ms[] }: sign-in requests of one address or IP
//
// Ids and tokens are stored hashed: someone who can read the store cannot sign in with what they read.
import { createHash } from 'node:crypto'
import { openStore, type Store } from '../blobs.ts'

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
  /** Records a sign-in request and says whether it is over `limit` in the last `windowMs`. */
  countRequest(kind: 'address' | 'ip', value: string, now: Date, windowMs: number, limit: number): Promise<boolean>
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
    async countRequest(kind, value, now, windowMs, limit) {
      const key = `sign-in-rate/${kind}/${hashOf(value)}`
      const held = (await store.get(key, { type: 'json' })) as { times?: number[] } | null
      const since = now.getTime() - windowMs
      const times = (held?.times ?? []).filter((t) => t > since)
      times.push(now.getTime())
      await store.setJSON(key, { times })
      return times.length > limit
    },
  }
}

export const staffStore = (): StaffStore => staffStoreFrom(openStore(STAFF_STORE_NAME, { consistency: 'strong' }))
