// The booking API behind the functions in netlify/functions/booking*.ts and
// availability.ts (issue 10, "The API"). Each handler reads the request, asks
// the slot engine (slots.ts) whether the time is a slot at all (422) and free
// (409), lets the store make the change (booking-store.ts: the store, not this
// check, is what keeps two people from one time), and answers in the lead
// functions' shape: JSON, and on error { success: false, error, code?, fieldErrors? }.
import { bookingRequestSchema, CancelRequestSchema, MoveRequestSchema, AVAILABILITY_MAX_DAYS } from '../../../schemas/booking-request.ts'
import type { BookingCreatedResponse, ManagedBookingResponse, SlotTimes } from '../../../schemas/booking-request.ts'
import type { core } from 'zod/mini'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { BookingSettings, MeetingType } from '../../../schemas/booking.ts'
import { fieldErrorsOf, MAX_BODY_BYTES, type FieldErrors } from '../../../schemas/lead.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { site } from '../../../src/generated/site.ts'
import { fail, json, readJsonBody } from '../http.ts'
import { bookingMessage, prospectBookingMessage } from '../notify/compose.ts'
import type { NotifyRequest } from '../notify/outbox.ts'
import { notifier, type AfterAnswer, type Notifier } from '../notify/notifier.ts'
import { bookingStore, type BookingStore, type ChangeOutcome, type Conflict, type CreateOutcome, type DayEntry } from './booking-store.ts'
import { icsCalendar } from './ics.ts'
import { findMeetingType, freeSlots, isBookableSlot, isConflict, nextFreeSlots, type SlotRefusal } from './slots.ts'
import { bookingSecret, SECRET_ENV, signToken, tokenExpiry, verifyToken } from './token.ts'
import { addDays, formatZoned, zonedDate } from './zoned-time.ts'

type ZodIssue = core.$ZodIssue

/** How many free times a 409 suggests. */
export const NEXT_SLOTS = 5

export interface BookingApiOptions {
  settings?: BookingSettings
  /** The clock (tests fix it). */
  now?: () => Date
  store?: (settings: BookingSettings) => BookingStore
  /** Where BOOKING_SECRET and the Netlify variables are read (tests pass their own). */
  env?: Record<string, string | undefined>
  /** Tells staff of bookings, moves and cancellations (default: the site's notifier, notify/notifier.ts). */
  notifier?: Notifier
}

export type Handler = (req: Request, context?: AfterAnswer) => Promise<Response>

export interface BookingApi {
  /** GET /api/availability?type=&from=YYYY-MM-DD&days=n */
  availability: Handler
  /** /api/booking: POST makes a booking, GET ?token= reads one. */
  booking: Handler
  /** POST /api/booking/cancel { token } */
  cancel: Handler
  /** POST /api/booking/move { token, start } */
  move: Handler
  /** GET /api/booking/ics?token= */
  ics: Handler
}

const UNAVAILABLE = 'We could not reach the booking calendar just now. Please try again in a moment.'
const BAD_LINK = 'This booking link is not valid. Please use the link from your confirmation, or contact us.'
const EXPIRED_LINK = 'This booking link has expired. Please contact us to change your booking.'

const datesFrom = (from: string, to: string): string[] => {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/** Booking ids and the like never go to the log with names or emails: ids are enough to find a request. */
const logError = (what: string, error: unknown) => console.error(`[booking] ${what}:`, error instanceof Error ? error.message : error)

export function bookingApi(options: BookingApiOptions = {}): BookingApi {
  const settings = options.settings ?? bookingSettings
  const clock = options.now ?? (() => new Date())
  const env = options.env ?? process.env
  // Opened on use: on Netlify the Blobs context comes with each invocation, not at module load.
  const storeOf = options.store ?? bookingStore
  const store = () => storeOf(settings)
  const tz = settings.timezone
  const schema = bookingRequestSchema(
    contactForm,
    settings.meetingTypes.map((t) => t.id),
  )
  const host = new URL(site.baseUrl).host

  /** The booking's calendar file (the .ics download, and the prospect's confirmation). */
  function calendarFile(b: StoredBooking, manageUrl: string): string {
    const typeName = findMeetingType(settings, b.type)?.name ?? b.type
    const brand = site.brand.name
    return icsCalendar({
      uid: `${b.bookingId}@${host}`,
      sequence: b.revision - 1,
      stamp: new Date(b.updatedAt),
      start: new Date(b.start),
      end: new Date(b.end),
      summary: `${typeName} with ${brand}`,
      description: [
        `Your ${typeName.toLowerCase()} with ${brand}.`,
        b.status === 'cancelled' ? 'This meeting was cancelled.' : `To move or cancel it: ${manageUrl}`,
        `Questions: ${site.contact.phone} or ${site.contact.email}`,
      ].join('\n'),
      url: manageUrl,
      organizer: { name: brand, email: site.contact.email },
      attendee: { name: b.name, email: b.email },
      status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      productId: `-//${brand}//Booking//EN`,
    })
  }

  let notifierOnUse = options.notifier
  /** Records the staff notification of a booking event (before the answer; sent after it). */
  function tell(
    event: 'booking' | 'booking-moved' | 'booking-cancelled',
    b: StoredBooking,
    context?: AfterAnswer,
    previousStart?: string,
    manageUrl?: string,
  ) {
    const typeName = findMeetingType(settings, b.type)?.name ?? b.type
    const base = {
      // A booking once; each move by its revision; a cancellation once.
      key: event === 'booking-moved' ? `${b.bookingId}:${b.revision}` : b.bookingId,
      form: 'booking',
      leadId: b.leadId,
      bookingId: b.bookingId,
      email: b.email,
    }
    const requests: NotifyRequest[] = [{ ...base, event, message: bookingMessage(event, { ...b, typeName }, tz, previousStart) }]
    // The optional confirmation to the prospect, with the calendar file (site.yaml prospectConfirmation).
    if (event === 'booking' && manageUrl && site.prospectConfirmation.enabled)
      requests.push({
        ...base,
        event: 'prospect-confirmation',
        message: prospectBookingMessage({ ...b, typeName }, tz, manageUrl, calendarFile(b, manageUrl)),
      })
    return (notifierOnUse ??= notifier()).notify(requests, context)
  }

  // On Netlify a missing secret is reported as soon as a function starts, not only on the first booking.
  const startup = bookingSecret(env)
  if (!startup.ok) console.error(`[booking] ${startup.problem}`)

  /** The signing secret, or the 500 that refuses to work without one. */
  function secret(): { ok: true; value: string } | { ok: false; response: Response } {
    const s = bookingSecret(env)
    if (s.ok) return { ok: true, value: s.secret }
    console.error(`[booking] ${s.problem}`)
    return {
      ok: false,
      response: fail(500, `Online booking is not set up on this site yet (${SECRET_ENV} is missing). Please call or email us to book.`, {
        extra: { code: 'not-configured' },
      }),
    }
  }

  const typeOf = (id: string): MeetingType => {
    const type = findMeetingType(settings, id)
    if (!type) throw new Error(`meeting type "${id}" is not in the settings`)
    return type
  }
  const times = (b: { start: string; end: string }): SlotTimes => ({
    start: formatZoned(new Date(b.start), tz),
    end: formatZoned(new Date(b.end), tz),
  })

  function links(b: StoredBooking, origin: string, key: string) {
    const token = encodeURIComponent(signToken(b.bookingId, tokenExpiry(b.end), key))
    return { manageUrl: `${origin}/booking/manage/?token=${token}`, icsUrl: `${origin}/api/booking/ics?token=${token}` }
  }

  const created = (b: StoredBooking, origin: string, key: string): BookingCreatedResponse => ({
    bookingId: b.bookingId,
    ...times(b),
    ...links(b, origin, key),
  })

  const managed = (b: StoredBooking, origin: string, key: string): ManagedBookingResponse => ({
    bookingId: b.bookingId,
    type: b.type,
    typeName: findMeetingType(settings, b.type)?.name ?? b.type,
    name: b.name,
    ...times(b),
    status: b.status,
    timezone: tz,
    ...links(b, origin, key),
  })

  /** The day index around [first, last] office dates: a day either side, in case a buffer crosses midnight. */
  const booked = (first: string, last: string, except?: string): Promise<DayEntry[]> =>
    store()
      .dayEntries(datesFrom(addDays(first, -1), addDays(last, 1)))
      .then((e) => (except ? e.filter((x) => x.bookingId !== except) : e))

  function notASlot(reason: SlotRefusal, type: MeetingType, detail: string | undefined): Response {
    const message: Record<SlotRefusal, string> = {
      'unknown-type': `Unknown meeting type "${type.id}".`,
      'invalid-start': 'That start time is not a time we can read.',
      past: 'That time has already passed. Please choose one of the times offered.',
      notice: `Calls are booked at least ${settings.minimumNoticeHours} hours ahead. Please choose a later time.`,
      horizon: `Calls can be booked up to ${settings.horizonDays} days ahead. Please choose an earlier date.`,
      holiday: `The office is closed that day${detail ? ` (${detail})` : ''}. Please choose another day.`,
      'outside-hours': 'That time is outside our meeting hours. Please choose one of the times offered.',
      'not-on-step': `A ${type.name.toLowerCase()} starts every ${type.stepMinutes} minutes from opening. Please choose one of the times offered.`,
      taken: '',
      'day-full': '',
    }
    return fail(422, message[reason], { extra: { code: reason }, fieldErrors: { start: message[reason] } })
  }

  /** The next free slots from `start`, reading the day index a few days at a time (usually the first read is enough). */
  async function nextSlotsFrom(type: MeetingType, start: Date, now: Date, except?: string) {
    const today = zonedDate(now, tz)
    const last = addDays(today, settings.horizonDays)
    const from = [zonedDate(start, tz), today].sort().at(-1)!
    for (let to = addDays(from, 2); ; to = addDays(to, 7)) {
      const end = to < last ? to : last
      const entries = await booked(from, end, except)
      // Slots past the days read could be taken by bookings not read yet: only those up to `end` count.
      const found = nextFreeSlots(settings, type.id, start, now, entries, NEXT_SLOTS).filter((s) => zonedDate(new Date(s.start), tz) <= end)
      if (found.length >= NEXT_SLOTS || end >= last) return found
    }
  }

  async function conflict(reason: Conflict, type: MeetingType, start: Date, now: Date, except?: string): Promise<Response> {
    const nextSlots = await nextSlotsFrom(type, start, now, except)
    const [error, message] =
      reason === 'taken'
        ? ['That time is no longer available.', 'Someone has just booked it. Please choose another time: the next free times are listed.']
        : [
            'That day is fully booked.',
            `There are no more ${type.name.toLowerCase()} times that day. Please choose another day: the next free times are listed.`,
          ]
    return fail(409, error, { extra: { code: reason, message, nextSlots } })
  }

  /** The slot rules for `start`, against the bookings around it (a move leaves its own booking out). */
  async function check(type: MeetingType, start: Date, now: Date, except?: string): Promise<Response | null> {
    const rules = isBookableSlot(settings, type.id, start, now, [])
    if (!rules.ok) return notASlot(rules.reason, type, rules.detail)
    const date = zonedDate(start, tz)
    const result = isBookableSlot(settings, type.id, start, now, await booked(date, date, except))
    if (result.ok) return null
    return isConflict(result.reason)
      ? conflict(result.reason as Conflict, type, start, now, except)
      : notASlot(result.reason, type, result.detail)
  }

  /** The token of a query string or body: the booking id, or the 403 that refuses it. */
  function authorise(token: unknown, key: string, now: Date): { ok: true; bookingId: string } | { ok: false; response: Response } {
    const result = verifyToken(token, key, now)
    if (result.ok) return { ok: true, bookingId: result.bookingId }
    return {
      ok: false,
      response: fail(403, result.reason === 'expired' ? EXPIRED_LINK : BAD_LINK, {
        extra: { code: result.reason === 'expired' ? 'expired-token' : 'invalid-token' },
      }),
    }
  }

  /** Runs a handler body; a store that fails is a 503 the page can retry, never a half-made change it cannot see. */
  async function guarded(what: string, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work()
    } catch (error) {
      logError(what, error)
      return fail(503, UNAVAILABLE, { headers: { 'retry-after': '5' }, extra: { code: 'unavailable' } })
    }
  }

  /** The JSON object of a POST body, or the response that refuses it. */
  async function objectBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
    const body = await readJsonBody(req, MAX_BODY_BYTES)
    if (!body.ok) return body
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
      return {
        ok: false,
        response: fail(422, 'Please send the request as a JSON object.', { fieldErrors: { '(body)': 'Expected a JSON object' } }),
      }
    return body
  }

  const invalid = (fieldErrors: FieldErrors) => fail(422, 'Please check the highlighted fields and try again.', { fieldErrors })

  // ------------------------------------------------------------ availability

  async function availability(req: Request): Promise<Response> {
    if (req.method !== 'GET') return fail(405, 'Method not allowed: send a GET request.', { headers: { allow: 'GET' } })
    const now = clock()
    const today = zonedDate(now, tz)
    const query = new URL(req.url).searchParams
    const typeId = query.get('type') ?? ''
    const fromText = query.get('from') ?? today
    const daysText = query.get('days') ?? String(settings.horizonDays + 1)
    // 400: the query cannot be read; 422: it reads, but asks for something there is not.
    const unreadable: FieldErrors = {}
    const unknown: FieldErrors = {}
    if (!typeId) unreadable.type = `Missing: add type=<meeting type>, one of ${settings.meetingTypes.map((t) => t.id).join(', ')}`
    else if (!findMeetingType(settings, typeId))
      unknown.type = `Unknown meeting type "${typeId}": use one of ${settings.meetingTypes.map((t) => t.id).join(', ')}`
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fromText)) unreadable.from = 'Expected a date YYYY-MM-DD, e.g. 2026-12-01'
    else if (addDays(fromText, 0) !== fromText) unknown.from = `${fromText} is not a date in the calendar`
    if (!/^\d{1,4}$/.test(daysText)) unreadable.days = `Expected a whole number of days from 1 to ${AVAILABILITY_MAX_DAYS}`
    else if (Number(daysText) < 1 || Number(daysText) > AVAILABILITY_MAX_DAYS)
      unknown.days = `Ask for 1 to ${AVAILABILITY_MAX_DAYS} days at a time`
    if (Object.keys(unreadable).length)
      return fail(400, 'The availability query could not be read: see fieldErrors.', { fieldErrors: { ...unreadable, ...unknown } })
    if (Object.keys(unknown).length) return fail(422, 'No availability for that query: see fieldErrors.', { fieldErrors: unknown })

    const days = Number(daysText)
    const first = fromText < today ? today : fromText
    const last = [addDays(fromText, days - 1), addDays(today, settings.horizonDays)].sort()[0]!
    return guarded('availability', async () => {
      const entries = first <= last ? await booked(first, last) : []
      const slots = freeSlots(settings, typeId, { from: fromText, days }, now, entries)
      return json(200, { timezone: tz, slots })
    })
  }

  // ----------------------------------------------------------------- booking

  function answerCreate(
    outcome: CreateOutcome,
    type: MeetingType,
    start: Date,
    now: Date,
    origin: string,
    key: string,
  ): Promise<Response> | Response {
    switch (outcome.kind) {
      case 'created':
      case 'replayed':
        return json(201, created(outcome.booking, origin, key))
      case 'conflict':
        return conflict(outcome.reason, type, start, now)
      case 'request-mismatch':
        return fail(422, 'This request id was already used for another booking.', {
          extra: { code: 'request-mismatch' },
          fieldErrors: { requestId: 'Already used for another booking: make a new requestId for each booking' },
        })
      case 'in-progress':
        return fail(503, 'Your booking is still being made. Please try again in a moment.', {
          headers: { 'retry-after': '2' },
          extra: { code: 'in-progress' },
        })
    }
  }

  async function create(req: Request, context?: AfterAnswer): Promise<Response> {
    const key = secret()
    if (!key.ok) return key.response
    const body = await objectBody(req)
    if (!body.ok) return body.response
    const parsed = schema.safeParse(body.value)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues))
    const data = parsed.data
    const type = typeOf(data.type)
    const start = new Date(data.start)
    const now = clock()
    const origin = new URL(req.url).origin
    const request = {
      requestId: data.requestId,
      type,
      start,
      end: new Date(start.getTime() + type.durationMinutes * 60_000),
      name: data.name,
      email: data.email,
      phone: data.phone || undefined,
      leadId: data.leadId,
      notes: data.notes || undefined,
    }
    return guarded(`booking request ${data.requestId}`, async () => {
      // A repeated request answers what the first one made, even once its time has passed or filled.
      const earlier = await store().replay(request)
      // A replay records the notification again (the same key: nothing twice), in case the first
      // request stopped between the booking and its notification.
      if (earlier?.kind === 'replayed')
        await tell('booking', earlier.booking, context, undefined, links(earlier.booking, origin, key.value).manageUrl)
      if (earlier) return answerCreate(earlier, type, start, now, origin, key.value)
      const refused = await check(type, start, now)
      if (refused) return refused
      const outcome = await store().create(request, now)
      if (outcome.kind === 'created')
        await tell('booking', outcome.booking, context, undefined, links(outcome.booking, origin, key.value).manageUrl)
      return answerCreate(outcome, type, start, now, origin, key.value)
    })
  }

  async function read(req: Request): Promise<Response> {
    const key = secret()
    if (!key.ok) return key.response
    const now = clock()
    const auth = authorise(new URL(req.url).searchParams.get('token'), key.value, now)
    if (!auth.ok) return auth.response
    return guarded(`read ${auth.bookingId}`, async () => {
      const b = await store().get(auth.bookingId)
      if (!b) return fail(404, 'We could not find this booking. Please contact us.', { extra: { code: 'not-found' } })
      return json(200, managed(b, new URL(req.url).origin, key.value))
    })
  }

  async function booking(req: Request, context?: AfterAnswer): Promise<Response> {
    if (req.method === 'GET') return read(req)
    if (req.method === 'POST') return create(req, context)
    return fail(405, 'Method not allowed: POST to book, GET with ?token= to read a booking.', { headers: { allow: 'GET, POST' } })
  }

  // ------------------------------------------------------------ move, cancel

  const STARTED = 'This meeting has already started or taken place, so it can no longer be changed online. Please contact us.'

  function answerChange(outcome: ChangeOutcome, origin: string, key: string): Response | null {
    switch (outcome.kind) {
      case 'changed':
      case 'unchanged':
        return json(200, managed(outcome.booking, origin, key))
      case 'cancelled':
        return fail(409, 'This booking was cancelled, so it cannot be moved. Please book a new time.', { extra: { code: 'cancelled' } })
      case 'not-found':
        return fail(404, 'We could not find this booking. Please contact us.', { extra: { code: 'not-found' } })
      case 'busy':
        return fail(503, 'This booking is being changed right now. Please reload and try again.', {
          headers: { 'retry-after': '2' },
          extra: { code: 'busy' },
        })
      case 'conflict':
        return null
    }
  }

  /** Token, body and the booking it names; or the response that refuses. */
  async function managedRequest<T extends { token: string }>(
    req: Request,
    parse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly ZodIssue[] } },
  ): Promise<{ ok: true; data: T; bookingId: string; key: string; now: Date } | { ok: false; response: Response }> {
    const key = secret()
    if (!key.ok) return key
    const body = await objectBody(req)
    if (!body.ok) return body
    const now = clock()
    // The token first: a request without a valid one learns nothing, not even which fields were wrong.
    const auth = authorise((body.value as { token?: unknown }).token, key.value, now)
    if (!auth.ok) return auth
    const parsed = parse(body.value)
    if (!parsed.success) return { ok: false, response: invalid(fieldErrorsOf(parsed.error.issues)) }
    return { ok: true, data: parsed.data, bookingId: auth.bookingId, key: key.value, now }
  }

  async function cancel(req: Request, context?: AfterAnswer): Promise<Response> {
    const r = await managedRequest(req, (v) => CancelRequestSchema.safeParse(v))
    if (!r.ok) return r.response
    const origin = new URL(req.url).origin
    return guarded(`cancel ${r.bookingId}`, async () => {
      const current = await store().get(r.bookingId)
      if (current && current.status === 'confirmed' && Date.parse(current.start) <= r.now.getTime())
        return fail(409, STARTED, { extra: { code: 'started' } })
      const outcome = await store().cancel(r.bookingId, r.now)
      // 'unchanged' too: a retry after a failed notification still records it (same key: once).
      if ((outcome.kind === 'changed' || outcome.kind === 'unchanged') && outcome.booking.status === 'cancelled')
        await tell('booking-cancelled', outcome.booking, context)
      return answerChange(outcome, origin, r.key)!
    })
  }

  async function move(req: Request, context?: AfterAnswer): Promise<Response> {
    const r = await managedRequest(req, (v) => MoveRequestSchema.safeParse(v))
    if (!r.ok) return r.response
    const origin = new URL(req.url).origin
    return guarded(`move ${r.bookingId}`, async () => {
      const current = await store().get(r.bookingId)
      if (!current) return answerChange({ kind: 'not-found' }, origin, r.key)!
      if (current.status === 'cancelled') return answerChange({ kind: 'cancelled', booking: current }, origin, r.key)!
      if (Date.parse(current.start) <= r.now.getTime()) return fail(409, STARTED, { extra: { code: 'started' } })
      const type = typeOf(current.type)
      const start = new Date(r.data.start)
      const end = new Date(start.getTime() + type.durationMinutes * 60_000)
      if (start.toISOString() === current.start) return json(200, managed(current, origin, r.key))
      const refused = await check(type, start, r.now, r.bookingId)
      if (refused) return refused
      const outcome = await store().move(r.bookingId, start, end, r.now)
      if (outcome.kind === 'changed') await tell('booking-moved', outcome.booking, context, current.start)
      return answerChange(outcome, origin, r.key) ?? conflict((outcome as { reason: Conflict }).reason, type, start, r.now, r.bookingId)
    })
  }

  // --------------------------------------------------------------------- ics

  async function ics(req: Request): Promise<Response> {
    if (req.method !== 'GET') return fail(405, 'Method not allowed: send a GET request.', { headers: { allow: 'GET' } })
    const key = secret()
    if (!key.ok) return key.response
    const now = clock()
    const auth = authorise(new URL(req.url).searchParams.get('token'), key.value, now)
    if (!auth.ok) return auth.response
    return guarded(`ics ${auth.bookingId}`, async () => {
      const b = await store().get(auth.bookingId)
      if (!b) return fail(404, 'We could not find this booking. Please contact us.', { extra: { code: 'not-found' } })
      const { manageUrl } = links(b, new URL(req.url).origin, key.value)
      const body = calendarFile(b, manageUrl)
      const filename = `${site.brand.slug}-${b.type}-${zonedDate(new Date(b.start), tz)}.ics`
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      })
    })
  }

  return { availability, booking, cancel, move, ics }
}
