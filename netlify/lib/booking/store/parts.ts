// What every part of the booking store shares: the Blobs store, the settings
// it was opened with, and the two writes everything else is made of.
import type { Store } from '../../blobs.ts'
import type { BookingSettings } from '../../../../schemas/booking-settings.ts'
import { cellMinutes } from '../cells.ts'

export interface StoreParts {
  store: Store
  settings: BookingSettings
  /** The office timezone: office dates are taken in it. */
  tz: string
  /** Minutes of one time cell (cells.ts). */
  cell: number
}

export const storeParts = (store: Store, settings: BookingSettings): StoreParts => ({
  store,
  settings,
  tz: settings.timezone,
  cell: cellMinutes(settings),
})

/** A create-only write: true when this call made the key, false when it existed (Netlify decides atomically). */
export const created = async (s: StoreParts, key: string, value: unknown): Promise<boolean> =>
  (await s.store.setJSON(key, value, { onlyIfNew: true })).modified

/** Deletes the keys given (undefined ones are skipped). */
export const remove = (s: StoreParts, list: readonly (string | undefined)[]) =>
  Promise.all(list.filter((k): k is string => !!k).map((k) => s.store.delete(k)))

/** Names one try at a change, so that what it writes is its own and only it takes it back. */
export const attemptId = (): string => crypto.randomUUID().slice(0, 8)

/** How long a second call with the same requestId waits for the first to finish. */
export const REPLAY_WAIT_MS = 4000
/** A request record this old without its booking belongs to a call that died (functions run 10-26 s at most). */
export const STALE_REQUEST_MS = 60_000

/** How many times a change is tried against a booking others change at once. */
export const ATTEMPTS = 3

/**
 * Runs `fn` on the first call only. An undo must never run twice: once it has
 * released a cell, someone else may claim it, and a second run would delete
 * their claim.
 */
export function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done = false
  return async () => {
    if (done) return
    done = true
    await fn()
  }
}
