// The calendar writer (netlify/lib/booking/messages/ics-event.ts, on ical-generator), read
// back two ways: by the RFC's own rules (unfold, unescape) and by ical.js, the
// parser Thunderbird uses; as a file to import (PUBLISH), an invitation
// (REQUEST) and a cancellation (CANCEL).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { icsCalendar, type IcsEvent } from '../../../netlify/lib/booking/messages/ics-event.ts'

const MANAGE =
  'https://harbourline.example/booking/manage/?token=0f8fad5b-d9cb-469f-a165-70867728950e.1767227400.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ'
const event: IcsEvent = {
  uid: '0f8fad5b-d9cb-469f-a165-70867728950e@harbourline.example',
  sequence: 2,
  stamp: new Date('2026-12-01T20:00:00Z'),
  start: new Date('2026-12-02T23:00:00Z'),
  end: new Date('2026-12-02T23:30:00Z'),
  summary: 'Growth strategy session with Harbourline Digital; agenda, notes',
  description: [
    'Your growth strategy session with Harbourline Digital.',
    `To move or cancel it: ${MANAGE}`,
    'Back\\slash, semi;colon — and ünïcødé 🗓️ all the way to the end of a long line',
  ].join('\n'),
  location: 'https://meet.jit.si/harbourline4k2j9x0q7m1v5b8n3c6z',
  url: MANAGE,
  organizer: { name: 'Harbourline Digital', email: 'hello@harbourline.example' },
  attendees: [
    { name: 'Dana "DJ" O\'Neil; Jr., Esq.', email: 'dana+calls@oneil.com.au' },
    { name: 'Harbourline team', email: 'team@harbourline.example' },
  ],
  status: 'CONFIRMED',
  productId: '-//Harbourline Digital//Booking//EN',
}
const text = icsCalendar(event)
const octets = (s: string) => new TextEncoder().encode(s).length

/** RFC 5545 3.1: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')
const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
const property = (name: string) =>
  unfold(text)
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))!

describe('icsCalendar', () => {
  it('ends every line with CRLF and keeps every line within 75 octets, without splitting a character', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/)
    const lines = text.slice(0, -2).split('\r\n')
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75)
      // Every physical line is valid UTF-8 on its own: no character was cut.
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).not.toThrow()
      expect(line).not.toContain('\uFFFD')
    }
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(3)
  })

  it('writes UTC times, the UID, the sequence and the status', () => {
    for (const line of [
      'DTSTART:20261202T230000Z',
      'DTEND:20261202T233000Z',
      'DTSTAMP:20261201T200000Z',
      `UID:${event.uid}`,
      'SEQUENCE:2',
      'STATUS:CONFIRMED',
      'METHOD:PUBLISH',
      'VERSION:2.0',
    ])
      expect(unfold(text).split('\r\n')).toContain(line)
  })

  it('unfolds and unescapes back to the values given (RFC rules)', () => {
    expect(unescape(property('SUMMARY').slice('SUMMARY:'.length))).toBe(event.summary)
    expect(unescape(property('DESCRIPTION').slice('DESCRIPTION:'.length))).toBe(event.description)
    expect(property('URL').replace(/^URL;VALUE=URI:/, 'URL:')).toBe(`URL:${event.url}`)
    expect(unescape(property('LOCATION').slice('LOCATION:'.length))).toBe(event.location)
  })

  it('parses in ical.js with the same values, organiser and attendee', () => {
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.summary)
    expect(vevent.getFirstPropertyValue('description')).toBe(event.description)
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid)
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    expect([start.toJSDate().toISOString(), start.zone?.tzid]).toEqual(['2026-12-02T23:00:00.000Z', 'UTC'])
    const organizer = vevent.getFirstProperty('organizer')!
    expect([organizer.getFirstValue()?.toString().toLowerCase(), organizer.getParameter('cn')]).toEqual([
      'mailto:hello@harbourline.example',
      'Harbourline Digital',
    ])
    const attendee = vevent.getFirstProperty('attendee')!
    // Quotes cannot live in a parameter value: dropped; ; and , are safe inside the quoted value.
    // (The URI scheme is case-insensitive: ical-generator writes MAILTO:.)
    expect([attendee.getFirstValue()?.toString().toLowerCase(), attendee.getParameter('cn'), attendee.getParameter('partstat')]).toEqual([
      'mailto:dana+calls@oneil.com.au',
      "Dana DJ O'Neil; Jr., Esq.",
      'ACCEPTED',
    ])
  })
})

const parsed = (method: 'PUBLISH' | 'REQUEST' | 'CANCEL') => {
  const calendar = new ICAL.Component(ICAL.parse(icsCalendar(event, method)))
  return { calendar, vevent: calendar.getFirstSubcomponent('vevent')! }
}

describe('icsCalendar methods (iTIP)', () => {
  it('an invitation is METHOD:REQUEST asking every attendee to answer, with the same UID and sequence', () => {
    const { calendar, vevent } = parsed('REQUEST')
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect([vevent.getFirstPropertyValue('uid'), vevent.getFirstPropertyValue('sequence')]).toEqual([event.uid, 2])
    expect(vevent.getFirstPropertyValue('location')).toBe(event.location)
    const attendees = vevent.getAllProperties('attendee')
    expect(attendees.map((a) => [a.getFirstValue()?.toString().toLowerCase(), a.getParameter('partstat'), a.getParameter('rsvp')])).toEqual(
      [
        ['mailto:dana+calls@oneil.com.au', 'NEEDS-ACTION', 'TRUE'],
        ['mailto:team@harbourline.example', 'NEEDS-ACTION', 'TRUE'],
      ],
    )
  })

  it('a cancellation is METHOD:CANCEL with the same UID and STATUS:CANCELLED', () => {
    const { calendar, vevent } = parsed('CANCEL')
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect([vevent.getFirstPropertyValue('uid'), vevent.getFirstPropertyValue('status')]).toEqual([event.uid, 'CANCELLED'])
  })

  it('a file to import is METHOD:PUBLISH with the prospect shown as going', () => {
    const { calendar, vevent } = parsed('PUBLISH')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(vevent.getFirstProperty('attendee')!.getParameter('partstat')).toBe('ACCEPTED')
  })
})
