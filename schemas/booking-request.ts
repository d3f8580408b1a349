// The booking API's contract (issue 10): what the booking page sends and the
// functions accept, and what they answer. Name, email and phone follow the lead
// forms' own rules and messages (content/forms/contact.yaml through
// schemas/lead.ts), so a visitor reads the same sentence on /contact and on
// /schedule, and the browser and the functions check with one builder.
//
// zod/mini, like lead.ts: the booking page ships these validators.
import * as z from 'zod/mini'
import type { ContactForm } from './forms.ts'
import { emailFieldSchema, IdSchema, textFieldSchema } from './lead.ts'

/** Longest `notes` accepted, in characters. */
export const NOTES_MAX_LENGTH = 2000
/** Most days one availability request may cover. */
export const AVAILABILITY_MAX_DAYS = 62

const START_MESSAGE = 'Expected a start time in ISO 8601 with its UTC offset, e.g. "2026-12-01T09:00:00+11:00"'
/** An instant with its offset (or Z), to the second or finer: a wall time alone would be ambiguous. */
export const StartSchema = z.iso.datetime({ offset: true, error: START_MESSAGE })

/**
 * The visitor's name is one field here; the contact form asks first and last
 * names apart. The rule is the contact form's first name (required, with its
 * message) with room for both names and the space between them.
 */
export function nameFieldSchema(form: ContactForm) {
  const { firstName, lastName } = form.fields
  return textFieldSchema({
    required: firstName.required ?? 'Please enter your name',
    maxLength: firstName.maxLength + 1 + lastName.maxLength,
  })
}

/** The phone is optional when booking; otherwise the contact form's rule (length) and message. */
export const phoneFieldSchema = (form: ContactForm) => z.optional(textFieldSchema({ maxLength: form.fields.phone.maxLength }))

/** POST /api/booking */
export function bookingRequestSchema(form: ContactForm, meetingTypeIds: readonly string[]) {
  return z.strictObject({
    /** Made in the browser by crypto.randomUUID() once per booking attempt: a retry sends the same one. */
    requestId: IdSchema,
    type: z
      .string({ error: 'Expected a meeting type' })
      .check(z.refine((v) => meetingTypeIds.includes(v), `Unknown meeting type: use one of ${meetingTypeIds.join(', ')}`)),
    start: StartSchema,
    name: nameFieldSchema(form),
    email: emailFieldSchema(form.fields.email),
    phone: phoneFieldSchema(form),
    /** The lead this visitor already is (contact form or wizard), kept with the booking. */
    leadId: z.optional(IdSchema),
    notes: z.optional(
      z
        .string({ error: 'Expected text' })
        .check(z.trim(), z.maxLength(NOTES_MAX_LENGTH, `Please keep this under ${NOTES_MAX_LENGTH} characters`)),
    ),
  })
}
export type BookingRequest = z.infer<ReturnType<typeof bookingRequestSchema>>

const TokenSchema = z
  .string({ error: 'Expected the token from the booking link' })
  .check(z.minLength(1, 'Expected the token from the booking link'), z.maxLength(500, 'Token too long'))

/** POST /api/booking/cancel */
export const CancelRequestSchema = z.strictObject({ token: TokenSchema })
export type CancelRequest = z.infer<typeof CancelRequestSchema>

/** POST /api/booking/move */
export const MoveRequestSchema = z.strictObject({ token: TokenSchema, start: StartSchema })
export type MoveRequest = z.infer<typeof MoveRequestSchema>

// ------------------------------------------------------------------ answers

/** A time, ISO 8601 with the office's UTC offset: '2026-12-01T09:00:00+11:00'. */
export interface SlotTimes {
  start: string
  end: string
}

/** 200 from GET /api/availability?type=&from=YYYY-MM-DD&days=n: free slots only, in order. */
export interface AvailabilityResponse {
  /** The office's IANA timezone, e.g. "Australia/Melbourne". */
  timezone: string
  slots: SlotTimes[]
}

/** 201 from POST /api/booking (the same body again for the same requestId). */
export interface BookingCreatedResponse extends SlotTimes {
  bookingId: string
  /** The page that moves or cancels it: <origin>/booking/manage/?token=… */
  manageUrl: string
  /** The calendar file: <origin>/api/booking/ics?token=… */
  icsUrl: string
}

export type BookingStatus = 'confirmed' | 'cancelled'

/** 200 from GET /api/booking?token=, POST /api/booking/cancel and POST /api/booking/move. */
export interface ManagedBookingResponse extends SlotTimes {
  bookingId: string
  /** Meeting type id and its name, e.g. "strategy-call", "Growth strategy session". */
  type: string
  typeName: string
  /** The visitor's name. */
  name: string
  status: BookingStatus
  /** The office's IANA timezone. */
  timezone: string
  /** A fresh link for this booking as it is now (a move changes the time, so the link). */
  manageUrl: string
  icsUrl: string
}

/** Every error: the lead functions' shape, plus a machine-readable code. */
export interface BookingErrorResponse {
  success: false
  /** A sentence for the visitor. */
  error: string
  code?: string
  fieldErrors?: Record<string, string>
  /** 409 only: what to say next, and the next free slots of that type. */
  message?: string
  nextSlots?: SlotTimes[]
}
