// The booking API as the browser sees it (the functions under /api/availability
// and /api/booking), each answer sorted into what the page does next:
// booked, someone was quicker (409, with the next free times), this person
// has a booking of the type already (409 already-booked), not a time
// that can be booked (422), the details refused (400/422 with field errors,
// the lead functions' shape), a link that is not valid (403), or not delivered.
import type {
  AvailabilityResponse,
  BookingCreatedResponse,
  BookingLeadResponse,
  BookingRequest,
  ManagedBookingResponse,
} from '../../schemas/booking-request.ts'
import type { FieldErrors } from '../../schemas/answer-rules.ts'
import type { Slot } from './slot-days.ts'

// Types only from the schemas: the page checks answers with the small guards below and ships none of zod's.
export type { BookingLeadResponse, BookingRequest, Slot }
export type Availability = AvailabilityResponse
export type Booked = BookingCreatedResponse
/**
 * A booking as the manage page reads it (GET /api/booking?token=…): what it
 * shows is required; the ids and links are used when an answer carries them.
 */
export type BookingRecord = Pick<ManagedBookingResponse, 'type' | 'name' | 'start' | 'end' | 'status' | 'timezone'> &
  Partial<Pick<ManagedBookingResponse, 'bookingId' | 'manageUrl' | 'icsUrl' | 'place' | 'durationMinutes' | 'terms'>>

export type Answer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'taken'; message?: string; nextSlots: Slot[] }
  /** 409 already-booked: this email holds an upcoming booking of the type; its time (never its link). */
  | { kind: 'already-booked'; message?: string; existing: Slot }
  | { kind: 'not-a-slot'; message?: string }
  /** 409 routed-elsewhere: this lead's answers lead to another call, booked on `page`. */
  | { kind: 'routed'; message?: string; page: string }
  | { kind: 'invalid'; message?: string; fieldErrors: FieldErrors }
  | { kind: 'forbidden'; message?: string }
  | { kind: 'failed'; status?: number; message?: string }

type Guard<T> = (v: unknown) => v is T

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string' && v !== ''

export const isSlot: Guard<Slot> = (v): v is Slot => isObject(v) && isString(v.start) && isString(v.end)
export const isAvailability: Guard<Availability> = (v): v is Availability => isObject(v) && isString(v.timezone) && Array.isArray(v.slots)
export const isBooked: Guard<Booked> = (v): v is Booked =>
  isObject(v) &&
  isString(v.bookingId) &&
  isString(v.start) &&
  isString(v.end) &&
  isString(v.manageUrl) &&
  isString(v.icsUrl) &&
  (v.host === undefined || (isObject(v.host) && isString(v.host.name)))
export const isBookingRecord: Guard<BookingRecord> = (v): v is BookingRecord =>
  isObject(v) &&
  isString(v.type) &&
  typeof v.name === 'string' &&
  isString(v.start) &&
  isString(v.end) &&
  isString(v.status) &&
  isString(v.timezone)
/** Cancel answers whatever it likes on success; the page reloads the booking. */
const anyObject: Guard<Record<string, unknown>> = (v): v is Record<string, unknown> => isObject(v)

/** The server's sentence for the visitor: `message` (409's shape), else `error` (the lead functions' shape). */
const messageOf = (body: unknown) =>
  isObject(body) ? (isString(body.message) ? body.message : isString(body.error) ? body.error : undefined) : undefined

const TIME_FIELDS = ['start']

/** What an HTTP answer means for the page. `body` is the parsed JSON, or undefined when there was none. */
export function classify<T>(status: number, body: unknown, guard: Guard<T>): Answer<T> {
  const message = messageOf(body)
  if (status >= 200 && status < 300) return guard(body) ? { kind: 'ok', data: body } : { kind: 'failed', status, message }
  if (status === 409 && isObject(body) && body.code === 'routed-elsewhere' && isObject(body.routed) && isString(body.routed.page))
    return { kind: 'routed', message, page: body.routed.page }
  if (status === 409 && isObject(body) && body.code === 'already-booked' && isSlot(body.existing))
    return { kind: 'already-booked', message, existing: { start: body.existing.start, end: body.existing.end } }
  if (status === 409) {
    const next = isObject(body) && Array.isArray(body.nextSlots) ? body.nextSlots.filter(isSlot) : []
    return { kind: 'taken', message, nextSlots: next }
  }
  if (status === 403) return { kind: 'forbidden', message }
  const fieldErrors = isObject(body) && isObject(body.fieldErrors) ? (body.fieldErrors as FieldErrors) : undefined
  // The API names `start` in the fieldErrors of a time that is not a slot (past, notice, holiday…): that is the
  // time's problem, not the details', so only errors on other fields send the visitor back to the form.
  const aboutDetails = !!fieldErrors && Object.keys(fieldErrors).some((k) => !TIME_FIELDS.includes(k))
  if ((status === 400 || status === 422) && fieldErrors && aboutDetails) return { kind: 'invalid', message, fieldErrors }
  if (status === 422) return { kind: 'not-a-slot', message }
  return { kind: 'failed', status, message }
}

const TIMEOUT_MS = 20_000

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  guard: Guard<T>,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<Answer<T>> {
  let res: Response
  try {
    res = await fetchImpl(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    return { kind: 'failed' }
  }
  let data: unknown
  try {
    data = await res.json()
  } catch {
    // An HTML error page from a proxy, an empty 502: nothing the page can read.
    return { kind: 'failed', status: res.status }
  }
  return classify(res.status, data, guard)
}

/** `hosts`: only these of the type's hosts (a routed lead's pool); none, all of them. */
export const getAvailability = (type: string, from: string, days: number, hosts?: readonly string[]) =>
  call(
    'GET',
    `/api/availability?${new URLSearchParams({ type, from, days: String(days), ...(hosts ? { hosts: hosts.join(',') } : {}) })}`,
    isAvailability,
  )

const isBookingLead: Guard<BookingLeadResponse> = (v): v is BookingLeadResponse =>
  isObject(v) && isObject(v.details) && Array.isArray(v.upcoming) && (v.routed === null || isObject(v.routed))

/** What the booking link's `ref` says of its lead (GET /api/booking/lead): route, details given, upcoming calls. */
export const getBookingLead = (ref: string) => call('GET', `/api/booking/lead?${new URLSearchParams({ ref })}`, isBookingLead)

export const createBooking = (request: BookingRequest) => call('POST', '/api/booking', isBooked, request)

export const getBooking = (token: string) => call('GET', `/api/booking?${new URLSearchParams({ token })}`, isBookingRecord)

export const cancelBooking = (token: string) => call('POST', '/api/booking/cancel', anyObject, { token })

export const moveBooking = (token: string, start: string) => call('POST', '/api/booking/move', anyObject, { token, start })
