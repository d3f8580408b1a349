// The booking API's contract: what the booking page sends and the functions
// accept, and what they answer. Email and phone follow the lead forms' own
// rules and messages (content/forms/contact.yaml through schemas/lead.ts), so a
// visitor reads the same sentence on /contact and on /schedule; the name is a
// person's name with the booking page's messages; the browser and the functions
// check with one builder.
//
// zod/mini, like lead.ts: the booking page ships these validators.
import * as z from 'zod/mini'
import type { ContactForm } from './forms.ts'
import { charactersCheck, emailFieldSchema, nameFieldSchema, phoneFieldSchema } from './answer-rules.ts'
import type { NameField } from './form-fields.ts'
import { AttributionSchema, EventIdSchema, IdSchema } from './lead-envelope.ts'
import { isTimeZone } from './office-time.ts'

/** Longest `notes` accepted, in characters. */
const NOTES_MAX_LENGTH = 2000
/** Most days one availability request may cover. */
export const AVAILABILITY_MAX_DAYS = 62

const START_MESSAGE = 'Expected a start time in ISO 8601 with its UTC offset, e.g. "2026-12-01T09:00:00+11:00"'
/** An instant with its offset (or Z), to the second or finer: a wall time alone would be ambiguous. */
const StartSchema = z.iso.datetime({ offset: true, error: START_MESSAGE })

/**
 * The visitor's name is one field here (the contact form asks first and last names apart): a person's
 * name (person-name.ts), with the booking page's own messages (content/booking-pages.yaml
 * book.details.fields.name), so the page and the API say the same sentence.
 */
export type BookingNameField = Pick<NameField, 'required' | 'maxLength' | 'characters' | 'invalid'>

/** The phone is optional when booking; otherwise the contact form's rule (a number that can be called, stored as E.164) and messages. */
const bookingPhoneSchema = (form: ContactForm) => {
  const { maxLength, characters, invalid } = form.fields.phone
  return z.optional(phoneFieldSchema({ maxLength, characters, invalid }))
}

/** The visitor's own time zone, from their browser: optional, so a page without Intl still books. */
const TimeZoneSchema = z.optional(
  z
    .string({ error: 'Expected an IANA time zone, e.g. "Europe/London"' })
    .check(
      z.maxLength(64, 'Expected an IANA time zone, e.g. "Europe/London"'),
      z.refine(isTimeZone, 'Expected an IANA time zone, e.g. "Europe/London"'),
    ),
)

/**
 * POST /api/booking. `name`: the booking page's name field (content/booking-pages.yaml). `phoneRequired`: the meeting types where we call the
 * prospect (content/booking.yaml location kind phone), each with its message
 * for a missing phone: there the phone is required, on the server as in the browser.
 */
export function bookingRequestSchema(
  form: ContactForm,
  name: BookingNameField,
  meetingTypeIds: readonly string[],
  phoneRequired: Readonly<Record<string, string>> = {},
) {
  const schema = z.strictObject({
    /** Made in the browser by crypto.randomUUID() once per booking attempt: a retry sends the same one. */
    requestId: IdSchema,
    type: z
      .string({ error: 'Expected a meeting type' })
      .check(z.refine((v) => meetingTypeIds.includes(v), `Unknown meeting type: use one of ${meetingTypeIds.join(', ')}`)),
    start: StartSchema,
    name: nameFieldSchema(name),
    email: emailFieldSchema(form.fields.email),
    phone: bookingPhoneSchema(form),
    /** The lead this visitor already is (contact form or wizard), kept with the booking. */
    leadId: z.optional(IdSchema),
    /**
     * The signed reference to the lead the booking page was opened with (its `ref`: the plan email's link,
     * the wizard's hand-over), from any browser: the booking joins that lead. One that does not verify is ignored.
     */
    leadRef: z.optional(z.string({ error: 'Expected the ref of the booking link' }).check(z.maxLength(200, 'Reference too long'))),
    timeZone: TimeZoneSchema,
    /** Where the visitor came from and their ad clicks, as the lead forms send it (lead-envelope.ts). */
    attribution: z.optional(AttributionSchema),
    /** Made in the browser per booking attempt; the pixel's Schedule eventID of the same booking. */
    eventId: z.optional(EventIdSchema),
    /** The visitor chose not to share the visit with ad platforms, or the browser sends Global Privacy Control. */
    adsOptOut: z.optional(z.boolean({ error: 'Expected true or false' })),
    notes: z.optional(
      z.string({ error: 'Expected text' }).check(
        z.trim(),
        z.maxLength(NOTES_MAX_LENGTH, `Please keep this under ${NOTES_MAX_LENGTH} characters`),
        // Several lines, like the contact form's challenges, with its message.
        charactersCheck('many', form.fields.challenges.characters),
      ),
    ),
  })
  return schema.check(
    z.superRefine((v, ctx) => {
      const message = phoneRequired[v.type]
      if (message && !v.phone) ctx.issues.push({ code: 'custom', message, input: v.phone, path: ['phone'] })
    }),
  )
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
// What the functions answer, as schemas so each shape is written once: the
// functions type the answers they build with these, and the booking island
// reads them through the same types (types only: the page ships none of
// these checks, its guards in src/booking/api.ts stay a few bytes).

/** A time, ISO 8601 with the office's UTC offset: '2026-12-01T09:00:00+11:00'. */
const SlotTimesSchema = z.object({ start: z.string(), end: z.string() })
export type SlotTimes = z.infer<typeof SlotTimesSchema>

/** 200 from GET /api/availability?type=&from=YYYY-MM-DD&days=n: free slots only, in order. */
export const AvailabilityResponseSchema = z.object({
  /** The office's IANA timezone, e.g. "Australia/Melbourne". */
  timezone: z.string(),
  slots: z.array(SlotTimesSchema),
})
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>

/** Where a booked call happens (netlify/lib/booking/meeting-place.ts): the link both sides join, or the number we call. */
const PlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), url: z.string() }),
  z.object({ kind: z.literal('phone'), number: z.string() }),
])
export type Place = z.infer<typeof PlaceSchema>

/** Where and how long, on the confirmation and the manage page. */
const PlaceAndLength = {
  /** Absent when it cannot be said (a booking made before its type had a place). */
  place: z.optional(PlaceSchema),
  durationMinutes: z.number(),
}

/** 201 from POST /api/booking (the same body again for the same requestId). */
export const BookingCreatedResponseSchema = z.object({
  ...SlotTimesSchema.shape,
  ...PlaceAndLength,
  bookingId: z.string(),
  /** The page that moves or cancels it: <origin>/booking/manage/?token=… */
  manageUrl: z.string(),
  /** The calendar file: <origin>/api/booking/ics?token=… */
  icsUrl: z.string(),
  /** Who takes the call: the team member's id and name (content/booking.yaml hosts); absent only on a booking made before hosts. */
  host: z.optional(z.object({ id: z.string(), name: z.string() })),
})
export type BookingCreatedResponse = z.infer<typeof BookingCreatedResponseSchema>

/** A booking is confirmed until it is cancelled; a move keeps it confirmed. */
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** 200 from GET /api/booking?token=, POST /api/booking/cancel and POST /api/booking/move. */
export const ManagedBookingResponseSchema = z.object({
  ...SlotTimesSchema.shape,
  bookingId: z.string(),
  /** Meeting type id and its name, e.g. "strategy-call", "Growth strategy session". */
  type: z.string(),
  typeName: z.string(),
  /** The visitor's name. */
  name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The office's IANA timezone. */
  timezone: z.string(),
  ...PlaceAndLength,
  /** A fresh link for this booking as it is now (a move changes the time, so the link). */
  manageUrl: z.string(),
  icsUrl: z.string(),
  /**
   * What the prospect may still do online (content/booking.yaml terms): `message` is the rule that
   * stops a change (the words the API refuses it with), `contact` the host to email instead.
   */
  terms: z.optional(
    z.object({
      canMove: z.boolean(),
      canCancel: z.boolean(),
      message: z.optional(z.string()),
      contact: z.optional(z.object({ name: z.string(), email: z.string(), label: z.string() })),
    }),
  ),
})
export type ManagedBookingResponse = z.infer<typeof ManagedBookingResponseSchema>

/**
 * 200 from GET /api/booking/lead?ref=: what the booking page needs of the lead its link names (the ref is a
 * bearer secret sent only to that person's email and browser): the call their answers route to and its pool,
 * the details they gave (to prefill and ask only what is missing), and any upcoming call they hold.
 */
export const BookingLeadResponseSchema = z.object({
  /** The routed call (content/routing.yaml), or, for a lead that is not routed, null: any type's page books for them. */
  routed: z.nullable(
    z.object({
      type: z.string(),
      typeName: z.string(),
      durationMinutes: z.number(),
      /** Its booking page, e.g. "/T2-schedule". */
      page: z.string(),
      /** The host pool: team member ids and names, in content order. */
      hosts: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  /** What the lead gave; "" for what they did not. */
  details: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
  /** Their upcoming calls of any type, soonest first, each with its manage link. */
  upcoming: z.array(z.object({ ...SlotTimesSchema.shape, type: z.string(), typeName: z.string(), manageUrl: z.string() })),
})
export type BookingLeadResponse = z.infer<typeof BookingLeadResponseSchema>

/** 409 already-booked: the person's upcoming booking of that type, never its token or manage link. */
const ExistingBookingSchema = z.object({
  ...SlotTimesSchema.shape,
  /** The meeting type's name, e.g. "Discovery call". */
  typeName: z.string(),
})
export type ExistingBooking = z.infer<typeof ExistingBookingSchema>

/** Every error: the lead functions' shape, plus a machine-readable code. */
export const BookingErrorResponseSchema = z.object({
  success: z.literal(false),
  /** A sentence for the visitor. */
  error: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  /** 409 only: what to say next, and the next free slots of that type. */
  message: z.optional(z.string()),
  nextSlots: z.optional(z.array(SlotTimesSchema)),
  existing: z.optional(ExistingBookingSchema),
})
export type BookingErrorResponse = z.infer<typeof BookingErrorResponseSchema>
