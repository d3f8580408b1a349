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
import * as z from 'zod'

/**
 * email: SMTP to staff; webhook: JSON POST (Slack's incoming webhook shape); sink: .eml files on disk (local only);
 * sms: a text to the prospect through Twilio (netlify/lib/outbox/channels/sms.ts);
 * calendar: the booking written into its host's own CalDAV calendar (netlify/lib/outbox/channels/host-calendar.ts).
 */
export const CHANNELS = ['email', 'webhook', 'sink', 'sms', 'calendar'] as const
export type Channel = (typeof CHANNELS)[number]

export const NOTIFY_EVENTS = [
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
  /** Once per office day: how many submissions were set aside as automated (leads/quarantine-report.ts). */
  'quarantine-daily',
  /** A host's calendar could not be read: once per run of failures (netlify/lib/calendars/cache.ts). */
  'calendar-failed',
  /** The prospect's email before their call (booking/messages/booking-reminders.ts), and its text message. */
  'booking-reminder',
  'booking-reminder-sms',
  /** A booking made, moved or cancelled, written into (or removed from) its host's CalDAV calendar. */
  'host-calendar',
  /** The invitation of a booking, a move or a cancellation emailed to its host's own address (STAFF_EMAILS address=host). */
  'host-invitation',
  /** A staff member's one-time sign-in link to the console (netlify/lib/staff/staff-sign-in.ts): sent at once, never kept. */
  'staff-sign-in',
] as const
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number]

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

export const NotificationRecordSchema = z.object({
  version: z.literal(1),
  /** Also the idempotency key (the webhook's Idempotency-Key header). */
  id: z.string().min(1),
  event: z.enum(NOTIFY_EVENTS),
  channel: z.enum(CHANNELS),
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
  message: NotificationMessageSchema,
})
export type NotificationRecord = z.infer<typeof NotificationRecordSchema>

export const ClaimSchema = z.object({ attempt: z.number().int().min(1), at: z.iso.datetime() })
export type Claim = z.infer<typeof ClaimSchema>

export const ResultSchema = z.object({
  attempt: z.number().int().min(1),
  at: z.iso.datetime(),
  ok: z.boolean(),
  error: z.string().optional(),
})
export type Result = z.infer<typeof ResultSchema>

export type NotificationStatus = 'pending' | 'delivered' | 'failed'
