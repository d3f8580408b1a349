// POST /api/booking: makes a booking. A repeated request (same requestId, same
// details) answers that booking as it is now, the same requestId with other
// details a 409; otherwise the slot rules, then the store, which alone decides
// between two people asking for one time.
import { bookingRequestSchema } from '../../../../schemas/booking-request.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { fieldErrorsOf } from '../../../../schemas/lead.ts'
import { contactForm } from '../../../../src/generated/forms.ts'
import { bookingPages } from '../../../../src/generated/booking-pages.ts'
import { fail, json } from '../../http.ts'
import type { CreateOutcome, NewBooking } from '../booking-store.ts'
import { site } from '../../../../src/generated/site.ts'
import { siteUrl } from '../../site-url.ts'
import { roomFor } from '../meeting-place.ts'
import { alreadyBooked } from './already-booked.ts'
import { leadFactsOf } from '../messages/booking-lead.ts'
import { bookingLeadOf, joinedAttribution, withPool } from '../lead-route.ts'
import { routing } from '../../../../src/generated/routing.ts'
import { guarded, invalid, objectBody, type BookingContext, type Handler } from './context.ts'
import { signingKey } from './manage-token.ts'
import { assignHosts } from './assign-host.ts'
import { conflict, nextSlotsFrom } from './slot-check.ts'
import { tell } from './tell.ts'
import type { AfterAnswer } from '../../outbox/notifier.ts'
import { unlessErased } from '../../erasure-ledger.ts'
import { notificationStore } from '../../leads/lead-store.ts'

import { adsConsentOf, clientOf } from '../../ads-consent.ts'
import { createdView, links } from './views.ts'

interface Answering {
  type: MeetingType
  start: Date
  now: Date
  origin: string
  key: string
}

function answer(ctx: BookingContext, outcome: CreateOutcome, a: Answering, context?: AfterAnswer): Promise<Response> | Response {
  switch (outcome.kind) {
    case 'created':
      return json(201, createdView(ctx, outcome.booking, a.origin, a.key))
    case 'replayed':
      // The booking as it is now: at its new time once moved, and a cancelled one is no booking to confirm.
      if (outcome.booking.status === 'cancelled') return cancelledReplay(ctx, a)
      return json(201, createdView(ctx, outcome.booking, a.origin, a.key))
    case 'conflict':
      return conflict(ctx, outcome.reason, a.type, a.start, a.now)
    case 'already-booked':
      return alreadyBooked(ctx, outcome.booking, context)
    case 'request-mismatch':
      return fail(409, 'This request was already used for another booking.', {
        extra: {
          code: 'request-mismatch',
          message: 'Your details changed since this booking was first sent. Please send the booking again.',
        },
        fieldErrors: { requestId: 'Already used with other details: make a new requestId for each booking' },
      })
    case 'in-progress':
      return fail(503, 'Your booking is still being made. Please try again in a moment.', {
        headers: { 'retry-after': '2' },
        extra: { code: 'in-progress' },
      })
  }
}

/** A request sent again after its booking was cancelled: 409 saying so, with the next free times to book anew. */
async function cancelledReplay(ctx: BookingContext, a: Answering): Promise<Response> {
  return fail(409, 'This booking was cancelled.', {
    extra: {
      code: 'cancelled',
      message:
        'The booking this request made has since been cancelled. Please choose a time to book again: the next free times are listed.',
      nextSlots: await nextSlotsFrom(ctx, a.type, a.start, a.now),
    },
  })
}

/** 409 routed-elsewhere: this lead's answers lead to another call (its page named, so the booking page can go there). */
function routedElsewhere(ctx: BookingContext, typeId: string): Response {
  const message = routing.words.otherType
  return fail(409, message, { extra: { code: 'routed-elsewhere', message, routed: { type: typeId, page: ctx.typeOf(typeId).page } } })
}

/** The booking's lead: a store that cannot be read makes the booking as any other (never a refusal). */
async function guardedLead(ctx: BookingContext, data: { leadRef?: string; leadId?: string }) {
  try {
    return await bookingLeadOf(ctx.settings, data, ctx.env)
  } catch (error) {
    console.error('[booking] lead not read:', error instanceof Error ? error.message : error)
    return data.leadId ? { leadId: data.leadId, signed: false } : undefined
  }
}

export function bookHandler(ctx: BookingContext): Handler {
  const schema = bookingRequestSchema(
    contactForm,
    bookingPages.book.details.fields.name,
    ctx.settings.meetingTypes.map((t) => t.id),
    Object.fromEntries(ctx.settings.meetingTypes.flatMap((t) => (t.location.phoneRequired ? [[t.id, t.location.phoneRequired]] : []))),
  )
  return async (req, context) => {
    const key = signingKey(ctx.env)
    if (!key.ok) return key.response
    const body = await objectBody(req)
    if (!body.ok) return body.response
    const parsed = schema.safeParse(body.value)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues))
    const data = parsed.data
    const type = ctx.typeOf(data.type)
    const start = new Date(data.start)
    const a: Answering = { type, start, now: ctx.clock(), origin: siteUrl(ctx.env), key: key.key }
    // The person this booking is for, when its page knew them (lead-route.ts): their lead, its attribution and route.
    const forLead = await guardedLead(ctx, data)
    const request: Omit<NewBooking, 'hosts'> = {
      requestId: data.requestId,
      type,
      start,
      end: new Date(start.getTime() + type.durationMinutes * 60_000),
      name: data.name,
      email: data.email,
      phone: data.phone || undefined,
      leadId: forLead?.leadId,
      timeZone: data.timeZone,
      notes: data.notes || undefined,
      room: roomFor(type, site.brand.slug),
      attribution: joinedAttribution(forLead?.lead, data.attribution),
      eventId: data.eventId,
      ads: adsConsentOf(req, data.adsOptOut),
      client: clientOf(req, context as { ip?: string } | undefined),
    }
    // The lead's answers for staff's email.
    const lead = Promise.resolve(forLead?.lead && leadFactsOf(forLead.lead))
    const tellOf = async (outcome: CreateOutcome, kind: 'created' | 'replayed', calendarUnchecked = false) => {
      if (outcome.kind !== kind || outcome.booking.revision !== 1) return
      await tell(ctx, 'booking', outcome.booking, context, {
        manageUrl: links(outcome.booking, a.origin, a.key).manageUrl,
        lead,
        calendarUnchecked,
      })
      // Recorded: the sweep has nothing left to do for it (store/attempts.ts).
      await ctx.store().settle(outcome.booking)
    }
    return guarded(`booking request ${data.requestId}`, async () => {
      // A repeated request answers what the first one made, even once its time has passed or filled.
      const earlier = await ctx.store().replay({ ...request, hosts: [] })
      if (earlier) {
        // A replay records the notification again (the same key: nothing twice), in case the first
        // request stopped between the booking and its notification; a booking changed since was told already.
        await tellOf(earlier, 'replayed')
        return answer(ctx, earlier, a, context)
      }
      // A routed lead books its routed call (content/routing.yaml), with a host of its pool.
      const route = forLead?.route
      if (route && route.meetingType !== type.id) return routedElsewhere(ctx, route.meetingType)
      const assigned = await assignHosts(
        route ? { ...ctx, settings: withPool(ctx.settings, type.id, route.hosts) } : ctx,
        type,
        start,
        a.now,
      )
      if (!assigned.ok) return assigned.response
      // A person being erased gets no booking, and one made while an erase began is taken back (erasure-ledger.ts).
      const made = await unlessErased(
        notificationStore(),
        [data.email],
        () => ctx.store().create({ ...request, hosts: assigned.hosts }, a.now),
        async (o) => void (o.kind === 'created' && (await ctx.store().erase(o.booking.bookingId, a.now))),
      )
      // A person whose data is being erased at their request: nothing is booked (words in content/booking.yaml erasing).
      if (made.refused) return fail(409, ctx.settings.erasing, { extra: { code: 'erasing', message: ctx.settings.erasing } })
      const outcome = made.made
      await tellOf(outcome, 'created', assigned.calendar === 'cache')
      return answer(ctx, outcome, a, context)
    })
  }
}
