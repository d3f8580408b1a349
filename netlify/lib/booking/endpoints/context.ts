// What every booking endpoint shares: the settings, the clock, the store, the
// environment and the notifier, fixed once per function instance (tests pass
// their own), and the small answers every endpoint gives the same way.
import type { BookingSettings, MeetingType } from '../../../../schemas/booking-settings.ts'
import { MAX_BODY_BYTES, type FieldErrors } from '../../../../schemas/lead.ts'
import { booking as bookingSettings } from '../../../../src/generated/booking.ts'
import { fail, readJsonBody } from '../../http.ts'
import type { AfterAnswer, Notifier } from '../../outbox/notifier.ts'
import { notifier as siteNotifier } from '../../site-outbox.ts'
import type { NotificationMessage } from '../../../../schemas/notification.ts'
import { bookingStore, withOnStored, type BookingStore, type OnStored } from '../booking-store.ts'
import type { BusySource } from '../busy.ts'
import { calendarBusyTimes } from '../host-calendars.ts'
import { findMeetingType } from '../slots.ts'
import { withTimeOff } from '../time-off.ts'
import { bookingSecret } from '../token.ts'

export type Env = Record<string, string | undefined>

/** Who a staff message is about: the lead it came from (`<form>/<leadId>`), else their email. */
export interface MessagePerson {
  lead?: string
  email?: string
}

/**
 * Adds to a staff message what staff open the person with (the staff console's "Open in the console",
 * staff/console-link.ts `withConsoleLink`, handed in: booking/ imports nothing of staff/). Must not throw.
 */
export type StaffLink = (message: NotificationMessage, person: MessagePerson, env: Env) => Promise<NotificationMessage>

export interface BookingApiOptions {
  settings?: BookingSettings
  /** The clock (tests fix it). */
  now?: () => Date
  store?: (settings: BookingSettings) => BookingStore
  /** Where BOOKING_SECRET and the Netlify variables are read (tests pass their own). */
  env?: Env
  /** Tells staff of bookings, moves and cancellations (default: the site's, site-outbox.ts). */
  notifier?: Notifier
  /** The hosts' calendar busy times (default: their calendars, busy.ts; a host without one is free inside their hours; tests pass fixed blocks). */
  busy?: BusySource
  /** Told of every booking made, moved or cancelled once stored (the functions give the console's index). */
  onStored?: OnStored
  /** Staff messages of bookings pass through it (the functions give the console's link); default: as they are. */
  staffLink?: StaffLink
}

export type Handler = (req: Request, context?: AfterAnswer) => Promise<Response>

export interface BookingContext {
  settings: BookingSettings
  /** The office timezone. */
  tz: string
  clock: () => Date
  env: Env
  /** Opened on use: on Netlify the Blobs context comes with each invocation, not at module load. */
  store: () => BookingStore
  /** Made on first use, so an endpoint that tells nobody never opens the notifications store. */
  notifier: () => Notifier
  staffLink: StaffLink
  /** The meeting type of a stored booking or a validated request (it exists: the schema or the store said so). */
  typeOf: (id: string) => MeetingType
  busy: BusySource
}

export function bookingContext(options: BookingApiOptions = {}): BookingContext {
  const settings = options.settings ?? bookingSettings
  const env = options.env ?? process.env
  const storeOf = options.store ?? bookingStore
  let notifier = options.notifier
  // On Netlify a missing secret is reported as soon as a function starts, not only on the first booking.
  const startup = bookingSecret(env)
  if (!startup.ok) console.error(`[booking] ${startup.problem}`)
  return {
    settings,
    tz: settings.timezone,
    clock: options.now ?? (() => new Date()),
    env,
    store: () => withOnStored(storeOf(settings), options.onStored),
    notifier: () => (notifier ??= siteNotifier()),
    staffLink: options.staffLink ?? (async (message) => message),
    // The console's time off (time-off.ts) joins the calendars' busy times, read on every request.
    busy: withTimeOff(options.busy ?? calendarBusyTimes, settings.timezone),
    typeOf(id) {
      const type = findMeetingType(settings, id)
      if (!type) throw new Error(`meeting type "${id}" is not in the settings`)
      return type
    },
  }
}

const UNAVAILABLE = 'We could not reach the booking calendar just now. Please try again in a moment.'

/** Booking ids and the like never go to the log with names or emails: ids are enough to find a request. */
const logError = (what: string, error: unknown) => console.error(`[booking] ${what}:`, error instanceof Error ? error.message : error)

/** Runs a handler body; a store that fails is a 503 the page can retry, never a half-made change it cannot see. */
export async function guarded(what: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    logError(what, error)
    return fail(503, UNAVAILABLE, { headers: { 'retry-after': '5' }, extra: { code: 'unavailable' } })
  }
}

/** The JSON object of a POST body, or the response that refuses it. */
export async function objectBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const body = await readJsonBody(req, MAX_BODY_BYTES)
  if (!body.ok) return body
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
    return {
      ok: false,
      response: fail(422, 'Please send the request as a JSON object.', { fieldErrors: { '(body)': 'Expected a JSON object' } }),
    }
  return body
}

export const invalid = (fieldErrors: FieldErrors) => fail(422, 'Please check the highlighted fields and try again.', { fieldErrors })

export const notFound = () => fail(404, 'We could not find this booking. Please contact us.', { extra: { code: 'not-found' } })

export const methodNotAllowed = (message: string, allow: string) => fail(405, `Method not allowed: ${message}`, { headers: { allow } })
