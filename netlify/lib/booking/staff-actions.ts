// What staff do to a booking from the console, on the prospect's behalf:
// move it, cancel it, give it to another host of its pool (endpoints/reassign.ts),
// send its manage link again, and (once, after a call
// marked no-show) invite the prospect to book again. A move and a cancel go
// through the very handlers the manage page uses (endpoints/move.ts,
// cancel.ts), given a manage token signed here: the same checks, the same
// store writes, the same invitation update to the prospect and staff, but
// not the booking terms (terms.ts: the notice, the prospect's moves), which
// staff override; the history names the rule overridden (`override`). Each
// action that happened is handed to `history` with the staff member, so the
// lead's history says who did it; the console's history store is the caller's
// (netlify/lib/staff/), which this folder does not import.
// Answers are the booking API's: JSON, errors { success: false, error, code? }.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { NotificationMessage } from '../../../schemas/notification.ts'
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
import { refusedBy, termsMessage, type TermsRule } from './terms.ts'
import { site } from '../../../src/generated/site.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { links } from './endpoints/views.ts'
import { hostAwayMessage, manageLinkMessage, noShowRebookMessage } from './messages/console-emails.ts'
import { signToken, tokenExpiry } from './token.ts'
import { moveTimesHandler } from './endpoints/move-times.ts'
import { hostOf } from './host-roster.ts'
import { reassignHandler, type Loaded } from './staff-reassign.ts'

/**
 * The booking terms that stop the prospect changing `b` online at `now`, in the content's words, for the
 * console's call card (a change from the console overrides them); null when none does.
 */
export function termsForStaff(settings: BookingSettings, b: StoredBooking, now: Date): { rule: TermsRule; message: string } | null {
  if (b.status !== 'confirmed') return null
  const rule = refusedBy(settings, b, 'cancel', now) ?? refusedBy(settings, b, 'move', now)
  return rule ? { rule, message: termsMessage(settings, rule, b.host ? hostOf(b.host).name : site.brand.name) } : null
}

/** Who acts: the signed-in staff member (netlify/lib/staff/staff-auth.ts gives it). */
export interface StaffActor {
  email: string
  teamMemberId?: string
}

/** One thing staff did to a booking, for the lead's history. */
export interface StaffBookingChange {
  booking: StoredBooking
  what: 'booking-moved' | 'booking-cancelled' | 'booking-reassigned' | 'manage-link-sent' | 'rebook-email-sent' | 'host-away-email-sent'
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
  /** Whether the booking's host has the day of the call off (content's and the console's time off). */
  hostAway?: (booking: StoredBooking) => Promise<boolean>
  /** Where "the rebooking email went" is kept (default: the store below). */
  marks?: () => Store
}

/** Store `booking-staff-actions`: `rebook/<bookingId>` { at, by }, written once, so the rebooking email goes once. */
export const STAFF_ACTIONS_STORE = 'booking-staff-actions'
const rebookKey = (bookingId: string) => `rebook/${bookingId}`
/** Once per call time: a call moved onto another day off may be told again. */
const awayKey = (b: StoredBooking) => `away/${b.bookingId}/${b.start}`

export type Handler = (bookingId: string, req: Request, staff: StaffActor, context?: AfterAnswer) => Promise<Response>

export interface StaffBookingActions {
  /** POST /api/staff/bookings/<id>/move { start } */
  move: Handler
  /** POST /api/staff/bookings/<id>/cancel */
  cancel: Handler
  /** POST /api/staff/bookings/<id>/reassign { host }; GET: the pool's hosts, free or not at its time. */
  reassign: Handler
  /** POST /api/staff/bookings/<id>/resend-link */
  resendLink: Handler
  /** POST /api/staff/bookings/<id>/rebook-email: after a no-show, or (the host away that day) before the call */
  rebookEmail: Handler
  /** When the rebooking email of a booking went, and who sent it; null when it has not. */
  rebookSent(bookingId: string): Promise<{ at: string; by: string } | null>
  /** GET /api/staff/bookings/<id>/times?from=&to=: the free times a move may take, as the availability computes them. */
  times: (bookingId: string, req: Request) => Promise<Response>
}

const BOOKING_EMAILS_OFF = 'Booking emails to prospects are switched off (content/prospect-messages.yaml bookingEmails).'

/** A request to the manage page's handler, carrying a token for this booking signed now. */
const asProspect = (ctx: BookingContext, b: StoredBooking, key: string, body: Record<string, unknown>) =>
  new Request(`${siteUrl(ctx.env)}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token: signToken(b.bookingId, tokenExpiry(b.end), key) }),
  })

/** An email to the booking's prospect, for the outbox. */
const prospectEmail = (b: StoredBooking, key: string, message: NotificationMessage) => ({
  event: 'prospect-confirmation' as const,
  key,
  form: 'booking',
  leadId: b.leadId,
  bookingId: b.bookingId,
  email: b.email,
  message,
})

/** The booking and the signing key, or the answer that refuses. */
async function loadBooking(ctx: BookingContext, bookingId: string): Promise<Loaded> {
  const key = signingKey(ctx.env)
  if (!key.ok) return key
  const b = isUuid(bookingId) ? await ctx.store().get(bookingId) : null
  return b ? { ok: true, b, key: key.key } : { ok: false, response: notFound() }
}

export function staffBookingActions(options: StaffActionsOptions = {}): StaffBookingActions {
  const ctx = bookingContext(options)
  // Staff override the booking terms (terms.ts); the history says which rule they did.
  const moveAsProspect = moveHandler(ctx, { override: true })
  const cancelAsProspect = cancelHandler(ctx, { override: true })
  const overrides = (rule: TermsRule | null) => (rule ? { override: rule } : {})
  const history = options.history ?? (async () => {})
  const marks = options.marks ?? (() => openStore(STAFF_ACTIONS_STORE, { consistency: 'strong' }))

  const load = (bookingId: string) => loadBooking(ctx, bookingId)

  const typeName = (b: StoredBooking) => ctx.typeOf(b.type).name
  const facts = (b: StoredBooking, key: string) => ({
    booking: b,
    typeName: typeName(b),
    tz: ctx.tz,
    manageUrl: links(b, siteUrl(ctx.env), key).manageUrl,
  })
  const record = (b: StoredBooking, what: StaffBookingChange['what'], before: unknown, after: unknown, staff: StaffActor) =>
    history({ booking: b, what, before, after, staff, at: ctx.clock() })

  /** The host is away on the call's day: the prospect is asked once (per call time) to pick a new one with their manage link. */
  async function hostAwayEmail(b: StoredBooking, key: string, staff: StaffActor, context?: AfterAnswer): Promise<Response> {
    if (!prospectMessages.bookingEmails) return fail(409, BOOKING_EMAILS_OFF, { extra: { code: 'booking-emails-off' } })
    const at = ctx.clock().toISOString()
    const claim = await marks().setJSON(awayKey(b), { at, by: staff.email }, { onlyIfNew: true })
    if (!claim.modified) return fail(409, 'They were already emailed about this call.', { extra: { code: 'already-sent' } })
    const message = hostAwayMessage(facts(b, key))
    return sendClaimed(
      b,
      { claim: awayKey(b), key: `${b.bookingId}:host-away:${b.start}`, message, what: 'host-away-email-sent', at },
      staff,
      context,
    )
  }

  /**
   * The prospect's email of a claim just taken (create-only, so of two staff clicking at once one sends), then
   * the history. Not recorded in the outbox: the claim is taken back, so staff can try again (the outbox's key keeps it to one email).
   */
  async function sendClaimed(
    b: StoredBooking,
    send: { claim: string; key: string; message: NotificationMessage; what: StaffBookingChange['what']; at: string },
    staff: StaffActor,
    context?: AfterAnswer,
  ): Promise<Response> {
    await ctx
      .notifier()
      .notify([prospectEmail(b, send.key, send.message)], context)
      .catch(async (error: unknown) => {
        await marks().delete(send.claim)
        throw error
      })
    await record(b, send.what, null, { to: b.email }, staff)
    return json(200, { sent: true, to: b.email, at: send.at })
  }

  return {
    move: (bookingId, req, staff, context) =>
      guarded(`staff move ${bookingId}`, async () => {
        const body = await objectBody(req)
        if (!body.ok) return body.response
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const { start } = body.value as { start?: unknown }
        const rule = refusedBy(ctx.settings, r.b, 'move', ctx.clock())
        const res = await moveAsProspect(asProspect(ctx, r.b, r.key, { start }), context)
        const moved = res.status === 200 ? await ctx.store().get(bookingId) : null
        if (moved && moved.revision !== r.b.revision)
          await record(
            moved,
            'booking-moved',
            { start: r.b.start, host: r.b.host },
            { start: moved.start, host: moved.host, ...overrides(rule) },
            staff,
          )
        return res
      }),

    cancel: (bookingId, _req, staff, context) =>
      guarded(`staff cancel ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const rule = r.b.status === 'confirmed' ? refusedBy(ctx.settings, r.b, 'cancel', ctx.clock()) : null
        const res = await cancelAsProspect(asProspect(ctx, r.b, r.key, {}), context)
        if (res.status === 200 && r.b.status !== 'cancelled') {
          const after = (await ctx.store().get(bookingId)) ?? r.b
          await record(
            after,
            'booking-cancelled',
            { status: r.b.status, start: r.b.start },
            { status: 'cancelled', ...overrides(rule) },
            staff,
          )
        }
        return res
      }),

    reassign: reassignHandler(ctx, load, record),

    resendLink: (bookingId, _req, staff, context) =>
      guarded(`staff resend-link ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        if (r.b.status === 'cancelled')
          return fail(409, 'This booking was cancelled: there is no link to send.', { extra: { code: 'cancelled' } })
        if (!prospectMessages.bookingEmails) return fail(409, BOOKING_EMAILS_OFF, { extra: { code: 'booking-emails-off' } })
        const at = ctx.clock()
        // Each request is its own email: staff send it again when asked again.
        const message = manageLinkMessage(facts(r.b, r.key))
        await ctx.notifier().notify([prospectEmail(r.b, `${bookingId}:manage-link:${at.toISOString()}`, message)], context)
        await record(r.b, 'manage-link-sent', null, { to: r.b.email }, staff)
        return json(200, { sent: true, to: r.b.email })
      }),

    rebookEmail: (bookingId, _req, staff, context) =>
      guarded(`staff rebook-email ${bookingId}`, async () => {
        const r = await load(bookingId)
        if (!r.ok) return r.response
        const attendance = await options.attendance?.(bookingId, r.b)
        // Before the call, with its host off that day: the prospect is asked to pick a new time instead.
        if (attendance !== 'no-show' && r.b.status === 'confirmed' && Date.parse(r.b.start) > ctx.clock().getTime())
          if (await options.hostAway?.(r.b)) return hostAwayEmail(r.b, r.key, staff, context)
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
        const message = noShowRebookMessage({ ...facts(r.b, r.key), scheduleUrl })
        const send = { claim: rebookKey(bookingId), key: `${bookingId}:no-show-rebook`, message, what: 'rebook-email-sent' as const, at }
        return sendClaimed(r.b, send, staff, context)
      }),

    rebookSent: (bookingId) => rebookSentOf(marks(), bookingId),

    times: moveTimesHandler(ctx),
  }
}

async function rebookSentOf(store: Store, bookingId: string): Promise<{ at: string; by: string } | null> {
  const v = (await store.get(rebookKey(bookingId), { type: 'json' })) as { at?: unknown; by?: unknown } | null
  return v && typeof v.at === 'string' && typeof v.by === 'string' ? { at: v.at, by: v.by } : null
}
