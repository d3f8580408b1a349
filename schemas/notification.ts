// What the site tells staff, and how it keeps track. Every accepted
// lead and booking event becomes one notification per configured channel,
// stored in the leads store beside the lead before the visitor gets an answer.
// Sending happens after the answer; the record, its claims and its results are
// separate create-only blobs, so nothing needs compare-and-swap:
//
//   notify/<id>/record            the event and the message to send (immutable)
//   notify/<id>/claim/<n>         attempt n was started (written before sending)
//   notify/<id>/result/<n>[-ok]   how attempt n ended (-ok: delivered, known from the key alone)
//   notify/<id>/retry/<time>      staff asked for more attempts (npm run leads -- notifications --retry)
//   notify/<id>/capped/<time>     not sent: its recipient's daily cap was reached (outbox/recipient-cap.ts)
import * as z from 'zod'

/**
 * A channel's name. The channels themselves are defined each in one file of netlify/lib/outbox/channels/
 * (listed in its registry.ts): a record names the one it goes by.
 */
export type Channel = string

/**
 * What an outbound item is: a message (subject, text, HTML) to staff, to the prospect, or as a text to
 * their phone; or a write into another system (a host's calendar, an ad platform's conversions). A
 * channel says which kinds it takes; an event says which kind it is (EVENT_KINDS).
 */
export const ITEM_KINDS = {
  'staff-message': 'message',
  'prospect-message': 'message',
  'text-message': 'message',
  'calendar-write': 'write',
  'conversion-write': 'write',
  'conversion-feed-row': 'write',
  'conversion-held': 'write',
} as const
export type ItemKind = keyof typeof ITEM_KINDS

const NOTIFY_EVENTS = [
  'contact',
  'growth-session',
  'growth-session-abandoned',
  'onboarding',
  'booking',
  'booking-moved',
  'booking-cancelled',
  /** The optional thank-you to the prospect (content/prospect-messages.yaml). */
  'prospect-confirmation',
  /** The prospect's email after the growth-session wizard: what happens next and when the free plan arrives (prospect-messages.yaml growthPlan). */
  'growth-plan',
  /** Once per office day: how many submissions were set aside as automated (kept for records made before the hourly one). */
  'quarantine-daily',
  /** At most once an hour: how many submissions were set aside as automated (leads/quarantine-report.ts). */
  'quarantine-hourly',
  /** A host's calendar could not be read: once per run of failures (netlify/lib/calendars/cache.ts). */
  'calendar-failed',
  /** An item of the scheduled work threw: once per item (netlify/lib/outbox/failing-items.ts). */
  'scheduled-item-failed',
  /** The prospect's email before their call (booking/messages/booking-reminders.ts), and its text message. */
  'booking-reminder',
  'booking-reminder-sms',
  /** A booking made, moved or cancelled, written into (or removed from) its host's CalDAV calendar. */
  'host-calendar',
  /** A Lead, Schedule, Qualified or Won sent to an ad platform (netlify/lib/conversions/). */
  'conversion',
  /** The same conversion as a row of the Google Ads feed, when the visit came from a Google ad click. */
  'conversion-feed-row',
  /** A conversion the visitor did not allow to reach any ad platform: a note for staff, sent nowhere. */
  'conversion-held',
  /** A conversion an ad platform had not taken a day after it happened: told to staff once (conversions/conversion-report.ts). */
  'conversion-failing',
  /** The invitation of a booking, a move or a cancellation emailed to its host's own address (STAFF_EMAILS address=host). */
  'host-invitation',
  /**
   * A staff member's one-time sign-in link to the console (netlify/lib/staff/staff-sign-in.ts), to their own
   * address: kept only until it is delivered or its link expires (forgetWhenSent, expiresAt).
   */
  'staff-sign-in',
  /**
   * An email a staff member wrote to a lead from the lead page (netlify/lib/staff/lead-email.ts): from the
   * agency's address, Reply-To the staff member, to the person's address.
   */
  'lead-email',
  /** Due (netlify/lib/staff/due-alerts.ts): to an item's owner, once when it is due soon and once when it is overdue. */
  'due-soon',
  'due-overdue',
  /** A task given to a team member by someone else, once (netlify/lib/staff/staff-tasks.ts). */
  'task-assigned',
  /** Each team member's morning digest of their due items and calls, once per office day. */
  'due-digest',
] as const
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number]

/** The kind of item each event is; an event not named is a message to staff. */
const KIND_OF_EVENT: Partial<Record<NotifyEvent, ItemKind>> = {
  'prospect-confirmation': 'prospect-message',
  'growth-plan': 'prospect-message',
  'booking-reminder': 'prospect-message',
  'host-invitation': 'prospect-message',
  // A message to the one address it names (message.to), like a prospect's: never to staff's channels (a webhook).
  'staff-sign-in': 'prospect-message',
  'lead-email': 'prospect-message',
  'booking-reminder-sms': 'text-message',
  'host-calendar': 'calendar-write',
  conversion: 'conversion-write',
  'conversion-feed-row': 'conversion-feed-row',
  'conversion-held': 'conversion-held',
}
export const itemKindOf = (event: NotifyEvent): ItemKind => KIND_OF_EVENT[event] ?? 'staff-message'

/**
 * Whether an event's sends count against the daily cap of its recipient (netlify/lib/outbox/recipient-cap.ts):
 * messages and texts to someone outside the agency, whose address or number a visitor typed. A host's own
 * invitation and a sign-in link go to a staff member's address and are never capped (the sign-in link has
 * its own limit per address), nor is any message to staff, nor an email a signed-in staff member wrote
 * from the lead page (a person's decision, as staff's --retry of a capped one is).
 */
export const cappedPerRecipient = (event: NotifyEvent): boolean =>
  (itemKindOf(event) === 'prospect-message' || itemKindOf(event) === 'text-message') &&
  event !== 'host-invitation' &&
  event !== 'staff-sign-in' &&
  event !== 'lead-email'

export const NotificationMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The prospect, so staff can answer the email directly. */
  replyTo: z.string().optional(),
  /** Only for the prospect's own confirmation: their address instead of staff's. */
  to: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  /**
   * A calendar invitation (iTIP over email, RFC 5546/6047): sent as the message's
   * text/calendar part with this method, which calendar apps add, move or remove by themselves.
   */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
})
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>

/** A write's payload, as its channel reads it (each channel validates its own). */
export const NotificationWriteSchema = z.record(z.string(), z.unknown())
export type NotificationWrite = z.infer<typeof NotificationWriteSchema>

export const NotificationRecordSchema = z.object({
  version: z.literal(1),
  /** Also the idempotency key (the webhook's Idempotency-Key header). */
  id: z.string().min(1),
  event: z.enum(NOTIFY_EVENTS),
  channel: z.string().min(1),
  /** The form, or "booking" for booking events. */
  form: z.string(),
  leadId: z.string().optional(),
  bookingId: z.string().optional(),
  /** The prospect's email: how an erasure request finds their notifications. */
  email: z.string().optional(),
  createdAt: z.iso.datetime(),
  /** The erasures already done for `email` when its data was read (netlify/lib/erasure-ledger.ts): a later one stops the send. */
  erasure: z.record(z.string(), z.string()).optional(),
  /** A reminder: which one, and the start it is for. Checked before each attempt: a booking no longer at that start gets none. */
  reminder: z.object({ kind: z.enum(['day', 'hour']), start: z.iso.datetime() }).optional(),
  /** The host whose calendar a host-calendar event is written to (content/booking.yaml hosts). */
  host: z.string().optional(),
  /** The booking revision a host-calendar event writes: one superseded by a later change is not sent. */
  revision: z.number().int().min(1).optional(),
  /** Not sent after this time: removed unsent instead (a sign-in link's email once the link has expired). */
  expiresAt: z.iso.datetime().optional(),
  /**
   * Its message carries a secret (a sign-in link): removed once delivered, so the store keeps no working
   * link after it has gone out (and, with expiresAt, none for longer than the link lives).
   */
  forgetWhenSent: z.literal(true).optional(),
  /** A message's subject, text and HTML; absent for a write. */
  message: NotificationMessageSchema.optional(),
  /**
   * A write's payload (a host-calendar event, a conversion); absent for a message. A host-calendar
   * write recorded before writes existed carries its event as `message.calendar` instead.
   */
  write: NotificationWriteSchema.optional(),
})
export type NotificationRecord = z.infer<typeof NotificationRecordSchema>

export const ClaimSchema = z.object({ attempt: z.number().int().min(1), at: z.iso.datetime() })
export type Claim = z.infer<typeof ClaimSchema>

export const ResultSchema = z.object({
  attempt: z.number().int().min(1),
  at: z.iso.datetime(),
  ok: z.boolean(),
  error: z.string().optional(),
  /** The request went out and its answer never came (a timeout): the receiver may have it. */
  unconfirmed: z.literal(true).optional(),
  /** The receiver refused it for good (a 4xx that is no rate limit): not tried again until staff retry it. */
  rejected: z.literal(true).optional(),
})
export type Result = z.infer<typeof ResultSchema>

/**
 * 'capped': not sent, its recipient had their day's share already (outbox/recipient-cap.ts); staff's --retry sends it.
 * 'unconfirmed': sent, no answer came, and its channel does not send such again (GA4, which counts every
 * send); `lastError` says why. Staff's `--status unconfirmed --retry` sends it again.
 */
export const NOTIFICATION_STATUSES = ['pending', 'delivered', 'failed', 'capped', 'unconfirmed'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]
