// Where a notification stands, from its claims and results alone (and its channel's rules). Pure: the
// outbox, the scheduled retry, the staff CLI and the tests share it.
//
// The rules (each channel's own for uncertain sends: its `uncertain` in channels/):
// - delivered once any attempt succeeded;
// - a failed attempt is tried again after a growing pause (BACKOFF_MINUTES),
//   until RETRY_WINDOW_MS after the notification (or after staff's --retry),
//   then it is failed and stays so until staff retry it;
// - a claim without a result is an attempt in flight. Younger than LEASE_MS, it
//   is left alone (its sender is still working). Older, its sender died mid-send,
//   and nobody knows whether the message went out. The channel says how many
//   such attempts it sends again (a webhook or a text none, an email one more)
//   before it is failed;
//   An attempt the sender reports unconfirmed (channel-definition.ts UnconfirmedSend: sent, no answer)
//   counts as uncertain too; past the channel's resends it stands `unconfirmed` with its reason;
// - an attempt its receiver refused for good (RejectedSend: a 4xx that is no rate limit) is failed at
//   once, with the receiver's words, until staff retry it;
// - capped (its recipient's daily cap was reached: recipient-cap.ts) until staff
//   retry it after that: then it is sent like any pending one, not counted.
import type { Channel, Claim, NotificationStatus, Result } from '../../../schemas/notification.ts'
import { channelDefinition } from './channels.ts'

export const LEASE_MS = 2 * 60_000
export const RETRY_WINDOW_MS = 24 * 60 * 60_000
/** Pause before attempt n+1 after n failed attempts (the last value repeats). */
export const BACKOFF_MINUTES = [1, 2, 5, 10, 30, 60, 120, 240]
const UNCERTAIN_DEFAULT = {
  resends: 1,
  error: 'the sender stopped while sending, twice: not sent again automatically (--retry sends it again)',
}

export interface Standing {
  status: NotificationStatus
  /** Attempts started, all time. */
  attempts: number
  /** Whether a sender may start an attempt now. */
  due: boolean
  /** When the next attempt may start (pending only). */
  nextAttemptAt?: string
  lastError?: string
  deliveredAt?: string
  /** Staff's --retry came after the cap stopped it: the next attempt goes without a place. */
  capLifted?: boolean
}

export function standing(
  n: { channel: Channel; createdAt: string },
  claims: readonly Claim[],
  results: readonly Result[],
  retries: readonly string[],
  now: Date,
  capped: readonly string[] = [],
): Standing {
  // The sink's first attempt has a result and no claim (outbox.ts): count whichever goes further.
  const attempts = Math.max(claims.length, ...results.map((r) => r.attempt))
  const ok = results.find((r) => r.ok)
  if (ok) return { status: 'delivered', attempts, due: false, deliveredAt: ok.at }
  const t = now.getTime()
  // Staff's last --retry opens a new window and forgets earlier uncertainty and failures.
  const since = Math.max(Date.parse(n.createdAt), ...retries.map((r) => Date.parse(r)))
  const lastCapped = Math.max(...capped.map((c) => Date.parse(c)))
  if (lastCapped >= since)
    return { status: 'capped', attempts, due: false, lastError: 'not sent: this address or number had its messages for the day already' }
  const capLifted = capped.length ? { capLifted: true } : {}
  const windowClaims = claims.filter((c) => Date.parse(c.at) >= since)
  const resolved = new Set(results.map((r) => r.attempt))
  const open = windowClaims.filter((c) => !resolved.has(c.attempt))
  const failures = results.filter((r) => !r.ok && Date.parse(r.at) >= since).sort((a, b) => a.at.localeCompare(b.at))
  const lastError = results
    .filter((r) => !r.ok)
    .sort((a, b) => a.at.localeCompare(b.at))
    .at(-1)?.error
  const inFlight = open.filter((c) => t - Date.parse(c.at) < LEASE_MS)
  // Uncertain: attempts whose sender died mid-send, and those whose answer never came (UnconfirmedSend).
  const unconfirmed = failures.filter((r) => r.unconfirmed)
  const uncertain = open.length - inFlight.length + unconfirmed.length
  const rule = { ...UNCERTAIN_DEFAULT, ...channelDefinition(n.channel)?.uncertain }
  if (uncertain > rule.resends)
    return unconfirmed.length
      ? { status: 'unconfirmed', attempts, due: false, lastError: `${unconfirmed.at(-1)!.error}; ${rule.error}` }
      : { status: 'failed', attempts, due: false, lastError: rule.error }
  // Refused for good by its receiver (channel-definition.ts RejectedSend): failed at once, with its words.
  const rejected = failures.filter((r) => r.rejected).at(-1)
  if (rejected) return { status: 'failed', attempts, due: false, lastError: rejected.error }
  if (t - since > RETRY_WINDOW_MS)
    return { status: 'failed', attempts, due: false, lastError: lastError ?? 'not delivered within 24 hours' }
  if (inFlight.length) return { status: 'pending', attempts, due: false, lastError, ...capLifted }
  const last = failures.at(-1)
  const wait = last ? (BACKOFF_MINUTES[Math.min(failures.length, BACKOFF_MINUTES.length) - 1] ?? 0) * 60_000 : 0
  const next = last ? Date.parse(last.at) + wait : since
  return { status: 'pending', attempts, due: next <= t, nextAttemptAt: new Date(next).toISOString(), lastError, ...capLifted }
}
