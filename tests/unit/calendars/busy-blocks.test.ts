// Busy times from iCalendar feeds as the calendar apps write them
// (tests/fixtures/calendars/): every case read by ical.js through busyBlocks,
// the one reader the cache, the booking re-check and CalDAV share. The host's
// zone is the office's (content/booking.yaml), so an all-day event is the
// host's whole day, not UTC's.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { busyBlocks, mergeBlocks } from '../../../netlify/lib/calendars/busy-blocks.ts'
import { calendarSourceOf, calendarVariable, describeSource, hostIdsInEnv } from '../../../netlify/lib/calendars/source.ts'
import { zonedInstant } from '../../../schemas/office-time.ts'
import { booking } from '../../../src/generated/booking.ts'

const fixture = (name: string) => readFileSync(`tests/fixtures/calendars/${name}.ics`, 'utf8')
const zone = booking.timezone
const range = { from: new Date('2026-11-25T00:00:00Z'), to: new Date('2027-01-10T00:00:00Z') }
const iso = (blocks: { start: Date; end: Date }[]) => blocks.map((b) => [b.start.toISOString(), b.end.toISOString()])
/** An office wall time, as the instant the slot engine compares. */
const office = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), zone)
const officeBlock = (date: string, from: string, to: string) => [office(date, from).toISOString(), office(date, to).toISOString()]

describe('busy blocks from an iCalendar feed', () => {
  it('a weekly meeting blocks every week, except the EXDATE, the moved occurrence where it moved to, and the cancelled one', () => {
    const blocks = busyBlocks(fixture('weekly'), range, 'Australia/Melbourne')
    expect(iso(blocks)).toEqual([
      officeBlock('2026-11-30', '09:00', '10:00'),
      officeBlock('2026-12-07', '09:00', '10:00'),
      // 14 Dec: EXDATE. 21 Dec: moved to the afternoon. 28 Dec: that occurrence cancelled.
      officeBlock('2026-12-21', '14:00', '15:00'),
      officeBlock('2027-01-04', '09:00', '10:00'),
    ])
  })

  it('a never-ending weekly rule stops at the end of the range', () => {
    const blocks = busyBlocks(fixture('weekly'), { from: range.from, to: new Date('2026-12-01T00:00:00Z') }, zone)
    expect(blocks).toHaveLength(1)
  })

  it('an all-day event blocks its dates from midnight to midnight in the host’s zone', () => {
    expect(iso(busyBlocks(fixture('all-day'), range, zone))).toEqual([
      [office('2026-12-03', '00:00').toISOString(), office('2026-12-05', '00:00').toISOString()],
    ])
  })

  it('an event shown as free (TRANSP:TRANSPARENT) or cancelled blocks nothing', () => {
    expect(busyBlocks(fixture('transparent'), range, zone)).toEqual([])
    expect(busyBlocks(fixture('cancelled'), range, zone)).toEqual([])
  })

  it('an event in another zone is at its own instant: New York by the zone rules, a zone named the Windows way by its VTIMEZONE', () => {
    expect(iso(busyBlocks(fixture('new-york'), range, zone))).toEqual([
      // 5 pm in New York on 1 Dec (EST, -05:00).
      ['2026-12-01T22:00:00.000Z', '2026-12-01T23:00:00.000Z'],
      // 8 am at -08:00 on 4 Dec.
      ['2026-12-04T16:00:00.000Z', '2026-12-04T17:00:00.000Z'],
    ])
  })

  it('nothing outside the range', () => {
    expect(busyBlocks(fixture('new-york'), { from: new Date('2027-02-01T00:00:00Z'), to: new Date('2027-03-01T00:00:00Z') }, zone)).toEqual(
      [],
    )
  })

  it('overlapping and touching blocks are one', () => {
    const d = (s: string) => new Date(s)
    expect(
      iso(
        mergeBlocks([
          { start: d('2026-12-01T01:00:00Z'), end: d('2026-12-01T02:00:00Z') },
          { start: d('2026-12-01T00:00:00Z'), end: d('2026-12-01T01:00:00Z') },
          { start: d('2026-12-01T03:00:00Z'), end: d('2026-12-01T04:00:00Z') },
        ]),
      ),
    ).toEqual([
      ['2026-12-01T00:00:00.000Z', '2026-12-01T02:00:00.000Z'],
      ['2026-12-01T03:00:00.000Z', '2026-12-01T04:00:00.000Z'],
    ])
  })
})

describe('a host’s calendar from the environment', () => {
  const onNetlify = { SITE_ID: 'site' }

  it('is named after the host id: olivia-hartley -> BOOKING_CALENDAR_OLIVIA_HARTLEY, and back', () => {
    expect(calendarVariable('olivia-hartley')).toBe('BOOKING_CALENDAR_OLIVIA_HARTLEY')
    expect(hostIdsInEnv({ BOOKING_CALENDAR_OLIVIA_HARTLEY: 'https://x.test/a.ics', BOOKING_CALENDAR_SAM: '', OTHER: 'x' })).toEqual([
      'olivia-hartley',
    ])
  })

  it('is none when the variable is unset (the host is free inside their hours)', () => {
    expect(calendarSourceOf('olivia-hartley', {})).toBeNull()
  })

  it('reads an https or webcal feed, and caldav+https with its credentials', () => {
    const env = {
      BOOKING_CALENDAR_A: 'https://calendar.google.com/calendar/ical/a%40x.com/private-abc123/basic.ics',
      BOOKING_CALENDAR_B: 'webcal://outlook.office365.com/owa/calendar/x/y/reachcalendar.ics',
      BOOKING_CALENDAR_C: 'caldav+https://olivia%40x.com:p%40ss@caldav.fastmail.com/dav/calendars/user/olivia/Default',
    }
    expect(calendarSourceOf('a', env)).toEqual({ kind: 'ics', url: env.BOOKING_CALENDAR_A })
    expect(calendarSourceOf('b', env)).toEqual({ kind: 'ics', url: 'https://outlook.office365.com/owa/calendar/x/y/reachcalendar.ics' })
    expect(calendarSourceOf('c', env)).toEqual({
      kind: 'caldav',
      url: 'https://caldav.fastmail.com/dav/calendars/user/olivia/Default/',
      username: 'olivia@x.com',
      password: 'p@ss',
    })
  })

  it('refuses plain http and caldav+http on Netlify, naming the variable and never the value', () => {
    for (const value of ['http://cal.test/private-hunter2.ics', 'caldav+http://u:hunter2@cal.test/c/']) {
      expect(() => calendarSourceOf('a', { ...onNetlify, BOOKING_CALENDAR_A: value })).toThrow(/BOOKING_CALENDAR_A.*https/)
      expect(() => calendarSourceOf('a', { ...onNetlify, BOOKING_CALENDAR_A: value })).not.toThrow(/hunter2/)
      expect(calendarSourceOf('a', { BOOKING_CALENDAR_A: value })).not.toBeNull()
    }
  })

  it('refuses CalDAV without credentials and other schemes', () => {
    expect(() => calendarSourceOf('a', { BOOKING_CALENDAR_A: 'caldav+https://cal.test/c/' })).toThrow(/user name or password/)
    expect(() => calendarSourceOf('a', { BOOKING_CALENDAR_A: 'ftp://cal.test/c.ics' })).toThrow(/ftp/)
    expect(() => calendarSourceOf('a', { BOOKING_CALENDAR_A: 'not a url' })).toThrow(/not a URL/)
  })

  it('is shown to staff without the feed’s secret path or the CalDAV password', () => {
    const feed = calendarSourceOf('a', { BOOKING_CALENDAR_A: 'https://calendar.google.com/calendar/ical/a/private-abc123/basic.ics' })!
    expect(describeSource(feed)).toBe('https://calendar.google.com/…')
    const dav = calendarSourceOf('a', { BOOKING_CALENDAR_A: 'caldav+https://olivia:s3cret@cal.test/c/' })!
    expect(describeSource(dav)).toBe('caldav+https://olivia:***@cal.test/c/')
  })
})
