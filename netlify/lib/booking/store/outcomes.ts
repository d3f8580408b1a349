// What the booking store is asked to do, and what it answers.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import type { AdsConsent, Attribution, ClientInfo } from '../../../../schemas/lead.ts'

/** What a visitor asks to book, validated and resolved against the settings. */
export interface NewBooking {
  requestId: string
  type: MeetingType
  start: Date
  end: Date
  name: string
  email: string
  phone?: string | undefined
  leadId?: string | undefined
  notes?: string | undefined
  /** The prospect's IANA time zone, when their browser gave it. */
  timeZone?: string | undefined
  /** The booking's own video room (meeting-place.ts), made with the request: a replay keeps the first one. */
  room?: string | undefined
  /** Kept with the booking for the ad platforms (docs/advertising-and-conversions.md); not part of what a replay compares. */
  attribution?: Attribution | undefined
  eventId?: string | undefined
  ads?: AdsConsent | undefined
  client?: ClientInfo | undefined
  /** The hosts who may take it, tried in this order (endpoints/assign-host.ts: free then, least booked that week first). */
  hosts: readonly string[]
}

export type Conflict = 'taken' | 'day-full'

export type CreateOutcome =
  | { kind: 'created'; booking: StoredBooking }
  /** The same requestId with the same details again: the booking it made, as it is now (moved or cancelled since, if so). */
  | { kind: 'replayed'; booking: StoredBooking }
  | { kind: 'conflict'; reason: Conflict }
  /** The same person (email) holds an upcoming booking of this type: that booking (store/person.ts). */
  | { kind: 'already-booked'; booking: StoredBooking }
  /** The requestId was used with other details (type, time, name, email, phone, lead or notes). */
  | { kind: 'request-mismatch' }
  /** The same requestId is being booked by another call right now and has not finished. */
  | { kind: 'in-progress' }

export type ChangeOutcome =
  | { kind: 'changed'; booking: StoredBooking }
  /** Nothing to do: already cancelled, or already at that time. */
  | { kind: 'unchanged'; booking: StoredBooking }
  | { kind: 'conflict'; reason: Conflict }
  | { kind: 'cancelled'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** Changed by someone else on every try. */
  | { kind: 'busy' }
