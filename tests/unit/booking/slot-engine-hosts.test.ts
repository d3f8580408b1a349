// The slot engine with hosts (tests/fixtures/booking.yaml: both types taken by
// two hosts): a time is offered while one host of the type is free, each host
// with their own hours, time off, bookings, busy times and per-day maximum.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { BookingSettingsSchema, type BookingSettings } from '../../../schemas/booking-settings.ts'
import { freeSlots, isBookableSlot, type BookedInterval } from '../../../netlify/lib/booking/slots.ts'
import { bookingMessage } from '../../../netlify/lib/booking/messages/compose-booking.ts'

const booking = BookingSettingsSchema.parse(parse(readFileSync('tests/fixtures/booking.yaml', 'utf8')))
const STRATEGY = booking.meetingTypes[0]!
const [FIRST, SECOND] = STRATEGY.hosts as [string, string]
const NOW = new Date('2026-11-30T08:00:00+11:00')
const DAY = '2026-12-03' // a Thursday, no holiday
const with_ = (patch: Partial<BookingSettings>) => BookingSettingsSchema.parse({ ...structuredClone(booking), ...patch })
const interval = (host: string | undefined, start: string, minutes: number, type = STRATEGY.id): BookedInterval => ({
  type,
  host,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
})
const timesOn = (settings: BookingSettings, booked: BookedInterval[], date = DAY) =>
  freeSlots(settings, STRATEGY.id, { from: date, days: 1 }, NOW, booked).map((s) => s.start.slice(11, 16))
const hostsAt = (settings: BookingSettings, start: string, booked: BookedInterval[]) => {
  const check = isBookableSlot(settings, STRATEGY.id, start, NOW, booked)
  return check.ok ? check.hosts : check.reason
}

describe('a time stays offered while one host of the type is free', () => {
  it('one host booked at 10:00 leaves 10:00 to the other, in content order', () => {
    const booked = [interval(FIRST, `${DAY}T10:00:00+11:00`, 30)]
    expect(timesOn(booking, booked)).toContain('10:00')
    expect(hostsAt(booking, `${DAY}T10:00:00+11:00`, booked)).toEqual([SECOND])
    expect(hostsAt(booking, `${DAY}T11:00:00+11:00`, booked)).toEqual([FIRST, SECOND])
  })

  it('both hosts booked at 10:00: 10:00 is taken', () => {
    const booked = [interval(FIRST, `${DAY}T10:00:00+11:00`, 30), interval(SECOND, `${DAY}T10:00:00+11:00`, 30)]
    expect(timesOn(booking, booked)).not.toContain('10:00')
    expect(hostsAt(booking, `${DAY}T10:00:00+11:00`, booked)).toBe('taken')
  })

  it('a booking made before hosts (no host) blocks every host', () => {
    const booked = [interval(undefined, `${DAY}T10:00:00+11:00`, 30)]
    expect(timesOn(booking, booked)).not.toContain('10:00')
  })

  it('calendar busy times block their host only, with the buffer', () => {
    const busy = [interval(FIRST, `${DAY}T09:00:00+11:00`, 9 * 60, ''), interval(SECOND, `${DAY}T13:00:00+11:00`, 60, '')]
    // 13:00 and 13:30 overlap, 12:30 ends 13:00 (inside the 15-minute buffer), 14:00 starts at end + 0 (inside it too).
    expect(timesOn(booking, busy)).not.toEqual(expect.arrayContaining(['12:30', '13:00', '13:30', '14:00']))
    expect(timesOn(booking, busy)).toContain('14:30')
    expect(hostsAt(booking, `${DAY}T14:30:00+11:00`, busy)).toEqual([SECOND])
  })
})

describe('per-host hours and time off', () => {
  it("a host's own hours replace the site-wide ones for them alone", () => {
    const mornings = { mon: [], tue: [], wed: [], thu: [{ from: '09:00', to: '12:00' }], fri: [], sat: [], sun: [] }
    const settings = with_({ hosts: [{ id: SECOND, weeklyHours: mornings, timeOff: [] }] })
    const away = [interval(FIRST, `${DAY}T09:00:00+11:00`, 9 * 60, '')]
    expect(timesOn(settings, away)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(hostsAt(settings, `${DAY}T15:00:00+11:00`, [])).toEqual([FIRST])
  })

  it('time off blocks whole days, both ends of a range included', () => {
    const settings = with_({
      hosts: [
        { id: FIRST, timeOff: [{ from: '2026-12-02', to: DAY, reason: 'Leave' }] },
        { id: SECOND, timeOff: [{ from: DAY }] },
      ],
    })
    expect(timesOn(settings, [])).toEqual([])
    expect(timesOn(settings, [], '2026-12-02')).toHaveLength(18) // the second host is in that day
    expect(timesOn(settings, [], '2026-12-04')).toHaveLength(18)
    expect(hostsAt(settings, `${DAY}T10:00:00+11:00`, [])).toBe('outside-hours')
  })
})

it('the per-day maximum counts each host on their own', () => {
  const max = STRATEGY.maxPerDay!
  const full = Array.from({ length: max }, (_, i) => interval(FIRST, `${DAY}T${String(9 + i).padStart(2, '0')}:00:00+11:00`, 30))
  expect(hostsAt(booking, `${DAY}T16:00:00+11:00`, full)).toEqual([SECOND])
  const both = [...full, ...full.map((b) => ({ ...b, host: SECOND }))]
  expect(hostsAt(booking, `${DAY}T16:00:00+11:00`, both)).toBe('day-full')
})

describe('check:content on hosts', () => {
  const problems = (patch: object) => {
    const r = BookingSettingsSchema.safeParse({ ...structuredClone(booking), ...patch })
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}  ${i.message}`)
  }
  it('refuses a type without hosts, and backwards or overlapping time off', () => {
    expect(problems({ meetingTypes: [{ ...STRATEGY, hosts: [] }] })[0]).toMatch(
      /^meetingTypes\.0\.hosts {2}a meeting type needs at least one host/,
    )
    expect(problems({ hosts: [{ id: FIRST, timeOff: [{ from: '2026-12-10', to: '2026-12-01' }] }] })).toEqual([
      'hosts.0.timeOff.0.to  "to" is before "from": the range runs backwards, swap them',
    ])
    expect(problems({ hosts: [{ id: FIRST, timeOff: [{ from: '2026-12-01', to: '2026-12-10' }, { from: '2026-12-10' }] }] })).toEqual([
      'hosts.0.timeOff.1  overlaps 2026-12-01 to 2026-12-10: make one range of them',
    ])
  })
})

it('the staff email of a booking names its host', () => {
  const message = bookingMessage(
    'booking',
    {
      bookingId: 'b1',
      typeName: 'Growth strategy session',
      start: '2026-12-03T10:00:00+11:00',
      name: 'Ana',
      email: 'a@b.com.au',
      hostName: 'Olivia Hartley',
    },
    'Australia/Melbourne',
  )
  expect(message.text).toMatch(/Host\W+Olivia Hartley/)
})
