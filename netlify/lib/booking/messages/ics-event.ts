// An iCalendar object (RFC 5545) with one event, written by ical-generator so
// folding, escaping and quoting follow the RFC without our own writer. Pure:
// the caller passes every value. Times are UTC (DTSTART:…Z), which every
// calendar app converts to its own zone, so no VTIMEZONE is needed.
// The METHOD says what the object is for (iTIP, RFC 5546):
// - PUBLISH: a file to import (the .ics download); the prospect is shown as going;
// - REQUEST: an invitation sent by email (a booking, and each move with a higher
//   SEQUENCE, so the calendar replaces its copy); attendees are asked to answer;
// - CANCEL: the same UID, cancelled: calendars remove the event.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator'

export interface IcsPerson {
  name: string
  email: string
}

export const INVITE_METHODS = ['PUBLISH', 'REQUEST', 'CANCEL'] as const
type InviteMethod = (typeof INVITE_METHODS)[number]
/**
 * STORE: the event as a calendar server keeps it (a host's CalDAV calendar). An object in a
 * calendar collection carries no METHOD (RFC 4791, 4.1): it is the event itself, not a message about it.
 */
export type CalendarMethod = InviteMethod | 'STORE'

export interface IcsEvent {
  /** Globally unique and stable across changes, e.g. "<bookingId>@harbourline.example". */
  uid: string
  /** 0 when made; each change to the event one more, so apps replace the old copy. */
  sequence: number
  /** When this version of the event was written. */
  stamp: Date
  start: Date
  end: Date
  summary: string
  description: string
  /** Where it happens: the join link, or how the phone call works. */
  location?: string
  /** A link about the event (the join link, or the manage page). */
  url?: string
  organizer: IcsPerson
  /** The prospect first, then anyone else invited (staff on their copy). */
  attendees: readonly IcsPerson[]
  status: 'CONFIRMED' | 'CANCELLED'
  /** PRODID: who wrote the file, e.g. "-//Harbourline Digital//Booking//EN". */
  productId: string
}

/** Parameter values (CN) cannot hold a double quote or a control character (RFC 5545 3.2): dropped. */
const paramText = (s: string) =>
  [...s]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c !== '\u007f')
    .join('')
    .trim()

/** "-//Harbourline Digital//Booking//EN" as ical-generator takes it. */
function productOf(id: string) {
  const [, company = id, product = 'Booking', language = 'EN'] = id.split('//')
  return { company: company.replace(/^-$/, ''), product, language }
}

export function icsCalendar(event: IcsEvent, method: CalendarMethod = 'PUBLISH'): string {
  const calendar = ical({ prodId: productOf(event.productId), method: method === 'STORE' ? null : ICalCalendarMethod[method] })
  const cancelled = method === 'CANCEL' || event.status === 'CANCELLED'
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location ?? null,
    url: event.url ?? null,
    organizer: { name: paramText(event.organizer.name), email: event.organizer.email },
    attendees: event.attendees.map((p) => ({
      name: paramText(p.name),
      email: p.email,
      role: ICalAttendeeRole.REQ,
      // An invitation asks for an answer; a published file records the booking as made.
      status: method === 'PUBLISH' || method === 'STORE' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  })
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last bare.
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
