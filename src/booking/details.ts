// The visitor's details on the booking: the same rules and messages as the
// lead forms (schemas/lead.ts builds them from the field definitions in the
// page's YAML), and the request body they become.
import type { BookingFields } from '../../schemas/sections/booking-copy.ts'
import {
  emailFieldSchema,
  fieldErrorsOf,
  nameFieldSchema,
  phoneFieldSchema,
  textFieldSchema,
  type FieldErrors,
} from '../../schemas/answer-rules.ts'
import type { BookingRequest } from './api.ts'

export const DETAIL_FIELDS = ['name', 'email', 'phone', 'notes'] as const
export type DetailField = (typeof DETAIL_FIELDS)[number]
export type Details = Record<DetailField, string>

export const emptyDetails = (): Details => ({ name: '', email: '', phone: '', notes: '' })

function detailSchema(fields: BookingFields, name: DetailField) {
  if (name === 'email') return emailFieldSchema(fields.email)
  // A phone is checked as a number and sent as E.164, like the lead forms' (schemas/phone.ts).
  if (name === 'phone') return phoneFieldSchema(fields.phone)
  // A person's name, by the rule the API checks with (schemas/person-name.ts).
  if (name === 'name') return nameFieldSchema(fields.name)
  return textFieldSchema(fields[name])
}

/** The first problem of one field, or undefined. */
export function checkDetail(fields: BookingFields, name: DetailField, value: string): string | undefined {
  const r = detailSchema(fields, name).safeParse(value)
  return r.success ? undefined : (r.error.issues[0]?.message ?? 'Invalid value')
}

/** Every field checked: the trimmed values, or the problems by field. */
export function checkDetails(fields: BookingFields, values: Details): { ok: true; values: Details } | { ok: false; errors: FieldErrors } {
  const out = emptyDetails()
  const issues = DETAIL_FIELDS.flatMap((name) => {
    const r = detailSchema(fields, name).safeParse(values[name])
    if (r.success) out[name] = r.data
    return r.success ? [] : r.error.issues.map((i) => ({ ...i, path: [name, ...i.path] }))
  })
  return issues.length ? { ok: false, errors: fieldErrorsOf(issues) } : { ok: true, values: out }
}

/** The POST /api/booking body: empty optional details and a missing lead id are left out, not sent as "". */
export function bookingRequest(a: {
  requestId: string
  type: string
  start: string
  details: Details
  leadId?: string
  /** The signed reference to the lead the page was opened with (its `ref`). */
  leadRef?: string
  /** The browser's IANA zone, so staff and the emails can say the time as the visitor lives it. */
  timeZone?: string
  /** Where the visitor came from (forms/attribution.ts), the Schedule event's id, the visitor's ad choice (docs/advertising-and-conversions.md). */
  attribution?: BookingRequest['attribution']
  eventId?: string
  adsOptOut?: true
}): BookingRequest {
  const { name, email, phone, notes } = a.details
  return {
    requestId: a.requestId,
    type: a.type,
    start: a.start,
    name,
    email,
    ...(phone ? { phone } : {}),
    ...(a.leadId ? { leadId: a.leadId } : {}),
    ...(a.leadRef ? { leadRef: a.leadRef } : {}),
    ...(a.timeZone ? { timeZone: a.timeZone } : {}),
    ...(notes ? { notes } : {}),
    ...(a.attribution ? { attribution: a.attribution } : {}),
    ...(a.eventId ? { eventId: a.eventId } : {}),
    ...(a.adsOptOut ? { adsOptOut: true } : {}),
  }
}
