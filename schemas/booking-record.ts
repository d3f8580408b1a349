// A booking as stored in Netlify Blobs (netlify/lib/booking/booking-store.ts).
// Each change is a new immutable revision of the record; the highest is the
// booking as it is now. Checked when read, so a blob from an older format or
// a hand edit is reported instead of breaking a page or an export.
import { z } from 'zod'
import { BOOKING_STATUSES } from './booking-request.ts'
import { AdsConsentSchema, AttributionSchema, ClientSchema, EventIdSchema } from './lead-envelope.ts'
import { UUID_RE as UUID } from './ids.ts'

export const StoredBookingSchema = z
  .object({
    /** Record format. */
    version: z.literal(1),
    bookingId: z.string().regex(UUID),
    /** The request that made it (idempotency key). */
    requestId: z.string().regex(UUID),
    /** 1 when made; each move, change of host or cancel writes the next. */
    revision: z.number().int().min(1),
    /** What wrote this revision: `reassigned` is staff giving the call to another host (same time). */
    change: z.enum(['created', 'moved', 'reassigned', 'cancelled']),
    /** Moves the prospect made from their manage link (content/booking.yaml terms.maxMoves); staff's do not count. Absent: none. */
    moves: z.number().int().min(0).optional(),
    status: z.enum(BOOKING_STATUSES),
    type: z.string().min(1),
    /** The team member taking the call (a host id of content/booking.yaml); absent on bookings made before hosts. */
    host: z.string().optional(),
    /** Instants, ISO 8601 UTC. */
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    leadId: z.string().regex(UUID).optional(),
    notes: z.string().optional(),
    /** The prospect's IANA time zone as their browser gave it, when it did. */
    timeZone: z.string().optional(),
    /** Where the visitor came from and their ad clicks (as a lead's), the booking's event id, whether ad platforms may hear of it, and the browser. */
    attribution: z.optional(AttributionSchema),
    eventId: z.optional(EventIdSchema),
    ads: z.optional(AdsConsentSchema),
    client: z.optional(ClientSchema),
    /** The name of the booking's own video room (meeting type kind video-room), fixed when it is made. */
    room: z.string().optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** What this revision holds in the store, released when the next revision supersedes it. */
    holds: z
      .object({
        /** Keys of the time cells it claimed (meeting plus the buffer after it). */
        cells: z.array(z.string()),
        /** Key of its seat among the day's maximum, when the type has one. */
        seat: z.string().optional(),
        /** Key of its entry in the day index that availability reads. */
        day: z.string().optional(),
      })
      .strict(),
  })
  .strict()
export type StoredBooking = z.infer<typeof StoredBookingSchema>
