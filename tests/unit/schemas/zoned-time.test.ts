// Wall time <-> instants with Intl (schemas/office-time.ts), pinned
// on Melbourne's daylight-saving changes: AEST -> AEDT on 2026-10-04 at 02:00
// (clocks jump to 03:00) and AEDT -> AEST on 2027-04-04 at 03:00 (back to 02:00).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  calendarDate,
  dateTimeFormat,
  formatOffset,
  formatZoned,
  isCalendarDate,
  minutesOfDay,
  offsetMinutes,
  wallTime,
  weekdayIndex,
  zonedDate,
  zonedInstant,
} from '../../../schemas/office-time.ts'

const MEL = 'Australia/Melbourne'
const at = (iso: string) => new Date(iso)
const hm = (h: number, m = 0) => h * 60 + m

describe('offsets in Melbourne', () => {
  it('is +10:00 in winter and +11:00 in summer', () => {
    expect(offsetMinutes(at('2026-07-01T00:00:00Z'), MEL)).toBe(600)
    expect(offsetMinutes(at('2026-12-01T00:00:00Z'), MEL)).toBe(660)
  })

  it('changes at the exact instants of the two transitions', () => {
    // 2026-10-04 02:00 AEST = 2026-10-03T16:00Z
    expect(offsetMinutes(at('2026-10-03T15:59:59Z'), MEL)).toBe(600)
    expect(offsetMinutes(at('2026-10-03T16:00:00Z'), MEL)).toBe(660)
    // 2027-04-04 03:00 AEDT = 2027-04-03T16:00Z
    expect(offsetMinutes(at('2027-04-03T15:59:59Z'), MEL)).toBe(660)
    expect(offsetMinutes(at('2027-04-03T16:00:00Z'), MEL)).toBe(600)
  })

  it('shows the wall clock jumping forward and falling back', () => {
    expect(formatZoned(at('2026-10-03T15:59:00Z'), MEL)).toBe('2026-10-04T01:59:00+10:00')
    expect(formatZoned(at('2026-10-03T16:00:00Z'), MEL)).toBe('2026-10-04T03:00:00+11:00')
    expect(formatZoned(at('2027-04-03T15:59:00Z'), MEL)).toBe('2027-04-04T02:59:00+11:00')
    expect(formatZoned(at('2027-04-03T16:00:00Z'), MEL)).toBe('2027-04-04T02:00:00+10:00')
  })
})

describe('zonedInstant: office wall time to an instant', () => {
  it('maps 09:00 to the right instant either side of each change', () => {
    expect(zonedInstant('2026-10-02', hm(9), MEL).toISOString()).toBe('2026-10-01T23:00:00.000Z') // Friday, AEST
    expect(zonedInstant('2026-10-05', hm(9), MEL).toISOString()).toBe('2026-10-04T22:00:00.000Z') // Monday, AEDT
    expect(zonedInstant('2027-04-02', hm(9), MEL).toISOString()).toBe('2027-04-01T22:00:00.000Z') // Friday, AEDT
    expect(zonedInstant('2027-04-05', hm(9), MEL).toISOString()).toBe('2027-04-04T23:00:00.000Z') // Monday, AEST
  })

  it('on the change days themselves, keeps the wall time for hours away from the change', () => {
    expect(formatZoned(zonedInstant('2026-10-04', hm(1, 30), MEL), MEL)).toBe('2026-10-04T01:30:00+10:00')
    expect(formatZoned(zonedInstant('2026-10-04', hm(9), MEL), MEL)).toBe('2026-10-04T09:00:00+11:00')
    expect(formatZoned(zonedInstant('2027-04-04', hm(1, 30), MEL), MEL)).toBe('2027-04-04T01:30:00+11:00')
    expect(formatZoned(zonedInstant('2027-04-04', hm(9), MEL), MEL)).toBe('2027-04-04T09:00:00+10:00')
  })

  it('moves a time that never happens (02:30 on 2026-10-04) forward by the gap', () => {
    expect(formatZoned(zonedInstant('2026-10-04', hm(2, 30), MEL), MEL)).toBe('2026-10-04T03:30:00+11:00')
    expect(formatZoned(zonedInstant('2026-10-04', hm(2), MEL), MEL)).toBe('2026-10-04T03:00:00+11:00')
  })

  it('takes the earlier of a time that happens twice (02:30 on 2027-04-04)', () => {
    const first = zonedInstant('2027-04-04', hm(2, 30), MEL)
    expect(first.toISOString()).toBe('2027-04-03T15:30:00.000Z')
    expect(formatZoned(first, MEL)).toBe('2027-04-04T02:30:00+11:00')
    expect(formatZoned(new Date(first.getTime() + 3_600_000), MEL)).toBe('2027-04-04T02:30:00+10:00')
  })

  it('reads 24:00 as the next midnight', () => {
    expect(formatZoned(zonedInstant('2026-12-31', hm(24), MEL), MEL)).toBe('2027-01-01T00:00:00+11:00')
  })

  it('works in other zones: UTC, a half-hour offset, a negative one', () => {
    expect(formatZoned(zonedInstant('2026-12-01', hm(9), 'UTC'), 'UTC')).toBe('2026-12-01T09:00:00+00:00')
    expect(zonedInstant('2026-12-01', hm(9), 'Asia/Kolkata').toISOString()).toBe('2026-12-01T03:30:00.000Z')
    expect(formatZoned(at('2026-12-01T03:30:00Z'), 'Asia/Kolkata')).toBe('2026-12-01T09:00:00+05:30')
    expect(formatZoned(at('2026-07-01T16:00:00Z'), 'America/St_Johns')).toBe('2026-07-01T13:30:00-02:30')
  })

  const aroundChanges = fc.oneof(
    fc.integer({ min: Date.UTC(2026, 9, 3), max: Date.UTC(2026, 9, 5) }),
    fc.integer({ min: Date.UTC(2027, 3, 3), max: Date.UTC(2027, 3, 5) }),
  )

  it('round-trips every wall time, the repeated hour to its first instant (property)', () => {
    fc.assert(
      // Half the runs fall in the two days around each change, where the odd hours are.
      fc.property(fc.oneof(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }), aroundChanges), (ms) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000)
        const w = wallTime(instant, MEL)
        const back = zonedInstant(w.date, hm(w.hour, w.minute), MEL)
        expect(wallTime(back, MEL)).toEqual(w)
        // Only in the hour the clocks repeat can it come back as the earlier (summer-time) instant.
        if (back.getTime() !== instant.getTime()) {
          expect(instant.getTime() - back.getTime()).toBe(3_600_000)
          expect([offsetMinutes(back, MEL), offsetMinutes(instant, MEL), w.hour]).toEqual([660, 600, 2])
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('dates', () => {
  it('gives the office date, which is not the UTC date for most of the morning', () => {
    expect(zonedDate(at('2026-12-01T13:00:00Z'), MEL)).toBe('2026-12-02')
    expect(zonedDate(at('2026-12-01T12:59:59Z'), MEL)).toBe('2026-12-01')
  })

  it('adds days across month, year and leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-10-01', 21)).toBe('2026-10-22')
  })

  it('reads an unpadded date, as one typed into a console URL, and refuses what is no date', () => {
    expect(addDays('2026-1-5', 1)).toBe('2026-01-06')
    expect(addDays('2026-12-31T10:00', 1)).toBe('2027-01-01')
    expect(() => addDays('soon', 1)).toThrow(RangeError)
  })

  it('tells a real day written YYYY-MM-DD from an impossible or loosely written one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-1-5')).toBe(false)
    expect(isCalendarDate('2026-12-01T00:00')).toBe(false)
  })

  it("writes a date from a calendar's year, month and day, padded", () => {
    expect(calendarDate(2026, 3, 5)).toBe('2026-03-05')
    expect(calendarDate(987, 12, 31)).toBe('0987-12-31')
  })

  it('knows the weekday of a date, Monday first', () => {
    expect(weekdayIndex('2026-11-02')).toBe(0) // Monday
    expect(weekdayIndex('2026-11-03')).toBe(1) // Melbourne Cup, a Tuesday
    expect(weekdayIndex('2026-10-04')).toBe(6) // Sunday
  })

  it('writes offsets with sign, hours and minutes', () => {
    expect(formatOffset(660)).toBe('+11:00')
    expect(formatOffset(0)).toBe('+00:00')
    expect(formatOffset(-150)).toBe('-02:30')
    expect(formatOffset(330)).toBe('+05:30')
  })
})

describe('times of day and formats', () => {
  it('reads "HH:MM" as minutes after midnight, "24:00" being the end of the day', () => {
    expect(minutesOfDay('00:00')).toBe(0)
    expect(minutesOfDay('09:30')).toBe(570)
    expect(minutesOfDay('17:05')).toBe(hm(17, 5))
    expect(minutesOfDay('24:00')).toBe(1440)
  })

  it('makes a formatter once per locale and options', () => {
    const options = { timeZone: MEL, hour: 'numeric', minute: '2-digit' } as const
    expect(dateTimeFormat('en-AU', { ...options })).toBe(dateTimeFormat('en-AU', { ...options }))
    expect(dateTimeFormat('en-AU', options)).not.toBe(dateTimeFormat('en-GB', options))
  })
})
