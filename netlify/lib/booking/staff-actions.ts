// What staff do to a booking from the console, on the prospect's behalf:
// move it, cancel it, send its manage link again, and (once, after a call
// marked no-show) invite the prospect to book again. A move and a cancel go
// through the very handlers the manage page uses (endpoints/move.ts,
// cancel.ts), given a manage token signed here: the same checks, the same
// store writes, the same invitation update to the prospect and staff. Each
// action that happened is handed to `history` with the staff member, so the
// lead's history says who did it; the console's history store is the caller's
// (netlify/lib/staff/), which this folder does not import.
// Answers are the booking API's: JSON, errors { success: false, error, code? }.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { isUuid } from '../../../schemas/ids.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { fail, json } from '../http.ts'
import { openStore, type Store } from '../blobs.ts'
import type { AfterAnswer } from '../outbox/notifier.ts'
import { bookAgainUrl } from './lead-route.ts'
import { siteUrl } from '../site-url.ts'
import { cancelHandler } from './endpoints/cancel.ts'
import { bookingContext, guarded, notFound, objectBody, type BookingApiOptions, type BookingContext } from './endpoints/context.ts'
import { signingKey } from './endpoints/manage-token.ts'
import { moveHandler } from './endpoints/move.ts'
import { links } from './endpoints/views.ts'
import { manageLinkMessage, noShowRebookMessage } from './messages/console-emails.ts'
import { signToken, tokenExpiry } from './token.ts'

/** Who acts: the signed-in staff member (netlify/lib/staff/staff-auth.ts gives it). */
export interface StaffActor {
  email: string
  teamMemberId?: string
}

/** One thing staff did to a booking, for the lead's history. */
export interface StaffBookingChange {
  booking: StoredBooking
  what: 'booking-moved' | 'booking-cancelled' | 'manage-link-sent' | 'rebook-email-sent'
  before: unknown
  after: unknown
  staff: StaffActor
  at: Date
}

export interface StaffActionsOptions extends BookingApiOptions {
  /** Writes a change into the lead's history (the console's history store). */
  history?: (change: StaffBookingChange) => Promise<void>
  /** The attendance staff marked for a booking, if any (the console's calls store). */
  attendance?: (bookingId: string, booking: StoredBooking) => Promise<string | undefined>
  /** Where "the rebooking email went" is kept (default: the store below). */
  marks?: () => Store
}

/** Store `booking-staff-actions`: `rebook/<bookingId>` { at, by }, written once, so the rebooking email goes once. */
export const STAFF_ACTIONS_STORE = 'booking-staff-actions'
const rebookKey = (bookingId: string) => `rebook/${bookingId}`

export type Handler = (bookingId: string, req: Request, staff: StaffActor, context?: AfterAnswer) => Promise<Response>

export interface StaffBookingActions {
  /** POST /api/staff/bookings/<id>/move { start } */
  move: Handler
  /** POST /api/staff/bookings/<id>/cancel */
  cancel: Handler
  /** POST /api/staff/bookings/<id>/resend-link */
  resendLink: Handler
  /** POST /api/staff/bookings/<id>/rebook-email */
  rebookEmail: Handler
  /** When the rebooking email of a booking went, and who sent it; null when it has not. */
  rebookSent(bookingId: string): Promise<{ at: string; by: string } | null>
}

const BOOKING_EMAILS_OFF = 'Booking emails to prospects are switched off (content/prospect-messages.yaml bookingEmails).'

/** A request to the manage page's handler, carrying a token for this booking signed now. */
const asProspect = (ctx: BookingContext, b: StoredBooking, key: string, body: Record<string, unknown>) =>
  new Request(`${siteUrl(ctx.env)}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token: signToken(b.bookingId, tokenExpiry(b.end), key) }),
  })

export function staffBookingActions(options: StaffActionsOptions = {}): StaffBookingActions {
  const ctx = bookingContext(options)
  const moveAsProspect = moveHandler(ctx)
  const cancelAsProspect = cancelHandler(ctx)
  const history = options.history ?? (async () => {})
  const marks = options.marks ?? (() => openStore(STAFF_ACTIONS_STORE, { consistency: 'strong' }))

  /** The booking and the signing key, or the answer that refuses. */
  async function load(bookingId: string): Promise<{ ok: true; b: StoredBooking; key: string } | { ok: false; response: Response }> {
    const key = signingKey(ctx.env)
    if (!key.ok) return key
    const b = isUuid(bookingId) ? await ctx.store().get(bookingId) : null
    return b ? { ok: true, b, key: key.key } : { ok: false, response: notFound() }
  }

  const typeName = (b: StoredBooking) => ctx.typeOf(b.type).name
  const facts = (b: StoredBooking, key: string) => ({
    booking: b,
    typeName: typeName(b),
    tz: ctx.tz,
    manageUrl: links(b, siteUrl(ctx.env), key).manageUrl,
  })
  const record = (b: StoredBooking, what: StaffBookingChange['what'], before: unknown, after: unknown, staff: StaffActor) =>
    history({ booking: b, what, before, after, staff, at: ctx.clock() })

  return {
    move: (bookingId, req, staff, context) =>
      guarded(`staff move ${bookingId}`, async () => {
        const body = await objectBody(req)
        if (!body.ok) return body.response
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const { start } = body.value as { start?: unknown }
        const res = await moveAsProspect(asProspect(ctx, r.b, r.key, { start }), context)
        const moved = res.status === 200 ? await ctx.store().get(bookingId) : null
        if (moved && moved.revision !== r.b.revision)
          await record(moved, 'booking-moved', { start: r.b.start, host: r.b.host }, { start: moved.start, host: moved.host }, staff)
        return res
      }),

    cancel: (bookingId, _req, staff, context) =>
      guarded(`staff cancel ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const res = await cancelAsProspect(asProspect(ctx, r.b, r.key, {}), context)
        if (res.status === 200 && r.b.status !== 'cancelled') {
          const after = (await ctx.store().get(bookingId)) ?? r.b
          await record(after, 'booking-cancelled', { status: r.b.status, start: r.b.start }, { status: 'cancelled' }, staff)
        }
        return res
      }),

    resendLink: (bookingId, _req, staff, context) =>
      guarded(`staff resend-link ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        if (r.b.status === 'cancelled')
          return fail(409, 'This booking was cancelled: there is no link to send.', { extra: { code: 'cancelled' } })
        if (!prospectMessages.bookingEmails) return fail(409, BOOKING_EMAILS_OFF, { extra: { code: 'booking-emails-off' } })
        const at = ctx.clock()
        await ctx.notifier().notify(
          [
            {
              event: 'prospect-confirmation',
              // Each request is its own email: staff send it again when asked again.
              key: `${bookingId}:manage-link:${at.toISOString()}`,
              form: 'booking',
              leadId: r.b.leadId,
              bookingId,
              email: r.b.email,
              message: manageLinkMessage(facts(r.b, r.key)),
            },
          ],
          context,
        )
        await record(r.b, 'manage-link-sent', null, { to: r.b.email }, staff)
        return json(200, { sent: true, to: r.b.email })
      }),

    rebookEmail: (bookingId, _req, staff, context) =>
      guarded(`staff rebook-email ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const attendance = await options.attendance?.(bookingId, r.b)
        if (attendance !== 'no-show')
          return fail(409, 'Mark the call as a no-show first: the rebooking email is for a call they missed.', {
            extra: { code: 'not-no-show' },
          })
        if (!prospectMessages.bookingEmails) return fail(409, BOOKING_EMAILS_OFF, { extra: { code: 'booking-emails-off' } })
        // Claimed first, create-only: of two staff clicking at once, one sends; the other is told it went.
        const at = ctx.clock().toISOString()
        const claim = await marks().setJSON(rebookKey(bookingId), { at, by: staff.email }, { onlyIfNew: true })
        if (!claim.modified) {
          const sent = await rebookSentOf(marks(), bookingId)
          return fail(409, 'The rebooking email was already sent for this call.', { extra: { code: 'already-sent', sent } })
        }
        // Their routed call's page, for their lead (lead-route.ts): the same page the wizard and the plan email gave.
        const scheduleUrl = await bookAgainUrl(ctx.settings, r.b, ctx.env)
        const request = {
          event: 'prospect-confirmation' as const,
          key: `${bookingId}:no-show-rebook`,
          form: 'booking',
          leadId: r.b.leadId,
          bookingId,
          email: r.b.email,
          message: noShowRebookMessage({ ...facts(r.b, r.key), scheduleUrl }),
        }
        // Not recorded in the outbox: the claim is taken back, so staff can try again (the outbox's key keeps it to one email).
        await ctx
          .notifier()
          .notify([request], context)
          .catch(async (error: unknown) => {
            await marks().delete(rebookKey(bookingId))
            throw error
          })
        await record(r.b, 'rebook-email-sent', null, { to: r.b.email }, staff)
        return json(200, { sent: true, to: r.b.email, at })
      }),

    rebookSent: (bookingId) => rebookSentOf(marks(), bookingId),
  }
}

async function rebookSentOf(store: Store, bookingId: string): Promise<{ at: string; by: string } | null> {
  const v = (await store.get(rebookKey(bookingId), { type: 'json' })) as { at?: unknown; by?: unknown } | null
  return v && typeof v.at === 'string' && typeof v.by === 'string' ? { at: v.at, by: v.by } : null
}
