// The daily cap on what one address or number outside the agency is sent (invitations, booking updates,
// thank-yous, reminders and their texts: schemas/notification.ts cappedPerRecipient says which events).
// Anyone can type someone else's address or number into a form; the cap bounds what that person can be
// made to receive in a day, whatever a script sends. Staff's own messages are never counted.
//
// Counted where a send is decided: the attempt's claim is won first (outbox-store.ts), so one
// notification is counted once however many senders race for it; then a place of the recipient's
// day is taken, create-only (notify-cap/<office date>/<hash>/<n>, n up to the limit: of two sends
// racing for the last place exactly one gets it). A notification without a place is not sent but
// kept, marked capped, for staff to see (`npm run leads -- notifications --status capped`) and send
// anyway (--retry: a person's decision, not counted).
import { createHash } from 'node:crypto'
import type { Store } from '../blobs.ts'
import { LEADS_KEYS } from '../leads-store-keys.ts'
import { zonedDate } from '../../../schemas/office-time.ts'
import { cappedPerRecipient, type NotificationRecord } from '../../../schemas/notification.ts'
// The office's time zone is set once, in content/booking.yaml: the cap's day is the office's day.
import { booking } from '../../../src/generated/booking.ts'

/**
 * Sends a day to one address or number. A real person is sent far fewer: a booking, five moves and a
 * cancellation, a second booking, its two reminders and a thank-you make 10; twice that leaves room for
 * someone who changes their mind all day, and a typed-in stranger still gets no more than 20.
 */
export const RECIPIENT_DAILY_LIMIT = 20

const CAP_PREFIX = LEADS_KEYS.recipientCap

/** Who a notification counts against: its address or number, normalised; none when it is not capped. Pure. */
export function recipientOf(n: Pick<NotificationRecord, 'event' | 'message'>): string | undefined {
  const to = n.message?.to?.trim().toLowerCase()
  return to && cappedPerRecipient(n.event) ? to : undefined
}

const hashOf = (recipient: string) => createHash('sha256').update(recipient).digest('hex')

/** The places of the office day the notification was made on, for its recipient. */
const placesOf = (n: NotificationRecord, recipient: string) =>
  `${CAP_PREFIX}${zonedDate(new Date(n.createdAt), booking.timezone)}/${hashOf(recipient)}/`

async function keysUnder(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  return keys
}

/**
 * Takes a place of the recipient's day for this notification, or finds the one an earlier attempt of
 * it took (attempt > 1: only the claim's winner gets here, so attempt 1 holds none yet). False when
 * every place is another's. Uncapped notifications always may go.
 */
export async function placeFor(store: Store, n: NotificationRecord, attempt: number, limit = RECIPIENT_DAILY_LIMIT): Promise<boolean> {
  const recipient = recipientOf(n)
  if (!recipient) return true
  const prefix = placesOf(n, recipient)
  for (;;) {
    const keys = await keysUnder(store, prefix)
    if (attempt > 1) for (const k of keys) if ((await store.get(k, { type: 'text' })) === n.id) return true
    if (keys.length >= limit) return false
    // Places are only ever added (a day's are removed together), so the count is the next free number.
    const { modified } = await store.set(`${prefix}${String(keys.length + 1).padStart(4, '0')}`, n.id, { onlyIfNew: true })
    if (modified) return true
  }
}

/** The keys of every place these addresses or numbers hold, any day (an erasure removes them: the keys are derived from them). */
export async function placesHeldBy(store: Store, recipients: readonly string[]): Promise<string[]> {
  const hashes = new Set(recipients.map((r) => hashOf(r.trim().toLowerCase())))
  return (await keysUnder(store, CAP_PREFIX)).filter((k) => hashes.has(k.split('/')[2] ?? ''))
}
