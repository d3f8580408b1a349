// An iCalendar file (RFC 5545) with one event, for "add to calendar". Pure:
// the caller passes every value. Times are written in UTC (DTSTART:…Z), which
// every calendar app converts to its own zone, so no VTIMEZONE is needed.
// What the RFC asks of a writer and apps rely on:
// - lines end with CRLF and are folded at 75 octets (UTF-8 bytes, not
//   characters; a character is never split), continuation lines start with a space;
// - in TEXT values \ ; , and newlines are escaped (3.3.11);
// - parameter values (CN) cannot hold a double quote and are quoted when they
//   hold : ; or , (3.2), so names are quoted and their quotes dropped.

export interface IcsPerson {
  name: string
  email: string
}

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
  /** A link about the event (the manage page). */
  url?: string
  organizer: IcsPerson
  attendee: IcsPerson
  status: 'CONFIRMED' | 'CANCELLED'
  /** PRODID: who wrote the file, e.g. "-//Harbourline Digital//Booking//EN". */
  productId: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** 20261201T220000Z */
export const icsUtc = (d: Date): string =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** A TEXT value: backslash first, so the escapes it adds are not escaped again. */
export const escapeText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c === '\u007f'

/** A quoted parameter value: no double quotes or control characters survive. */
const paramValue = (s: string): string =>
  `"${[...s]
    .filter((c) => c !== '"' && !isControl(c))
    .join('')
    .trim()}"`

/** mailto: with the characters that would end or split the URI percent-encoded. */
const mailto = (email: string): string => `mailto:${email.replace(/[^A-Za-z0-9.!$&'*+=^_`{|}~@-]/g, (c) => encodeURIComponent(c))}`

const encoder = new TextEncoder()

/** One content line, folded into physical lines of at most 75 octets joined by CRLF + space. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = encoder.encode(ch).length
    // A continuation line's leading space counts toward its 75.
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join(`${CRLF} `)
}

export function icsCalendar(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee.email)}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
