// The slot engine (netlify/lib/booking/slots.ts) against fixed booking
// settings (tests/fixtures/booking.yaml, so an editor changing the office hours
// in content/booking.yaml never breaks it): Melbourne office hours across the two
// daylight-saving changes, holidays, notice, horizon, the per-day maximum, the
// buffer and step alignment, then properties over random bookings.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { BookingSettingsSchema, type BookingSettings } from '../../../schemas/booking-settings.ts'
import { addDays } from '../../../schemas/office-time.ts'
import { freeSlots, isBookableSlot, isConflict, nextFreeSlots, type BookedInterval, type Slot } from '../../../netlify/lib/booking/slots.ts'

const STRATEGY = 'strategy-call'
const DISCOVERY = 'discovery-call'
const at = (iso: string) => new Date(iso)

/** The settings these tests are written against, validated like content. */
const booking = BookingSettingsSchema.parse(parse(readFileSync('tests/fixtures/booking.yaml', 'utf8')))

/** The fixture settings with some fields replaced, validated like content. */
const settingsWith = (patch: Partial<BookingSettings>): BookingSettings =>
  BookingSettingsSchema.parse({ ...structuredClone(booking), ...patch })

/** Office wall time of an ISO string with offset, read by Intl (not by the engine's own helpers). */
const office = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Australia/Melbourne',
  hourCycle: 'h23',
  dateStyle: 'short',
  timeStyle: 'short',
})
const officeWall = (iso: string) => office.format(new Date(iso)) // '2026-12-01 09:00'

/** 'HH:MM' of the slots that start on `date` (office time, as written in the ISO string). */
const timesOn = (slots: Slot[], date: string) => slots.filter((s) => s.start.startsWith(date)).map((s) => s.start.slice(11, 16))

/** Every start from `from` to `last` (inclusive) every `step` minutes, 'HH:MM'. */
function grid(from: string, last: string, step: number): string[] {
  const out: string[] = []
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
  for (let t = m(from); t <= m(last); t += step)
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`)
  return out
}

const FULL_DAY_STRATEGY = grid('09:00', '17:30', 30) // 18 starts, the last ends 18:00
const FULL_DAY_DISCOVERY = grid('09:00', '17:45', 15) // 36 starts

const strategyAt = (start: string, minutes = 30): BookedInterval => ({
  type: STRATEGY,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
})
const discoveryAt = (start: string): BookedInterval => ({
  type: DISCOVERY,
  start,
  end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
})

const reason = (check: ReturnType<typeof isBookableSlot>) => (check.ok ? 'ok' : check.reason)

describe('the fixture settings the tests assume', () => {
  it('ship the two meeting types of the decisions, on their pages', () => {
    expect(booking.meetingTypes.map((t) => [t.id, t.name, t.durationMinutes, t.stepMinutes, t.maxPerDay, t.page])).toEqual([
      [STRATEGY, 'Growth strategy session', 30, 30, 6, '/schedule'],
      [DISCOVERY, 'Discovery call', 15, 15, undefined, '/T2-schedule'],
    ])
    expect([booking.timezone, booking.bufferMinutes, booking.minimumNoticeHours, booking.horizonDays]).toEqual([
      'Australia/Melbourne',
      15,
      12,
      21,
    ])
    expect(booking.weeklyHours.sat).toEqual([])
    expect(booking.weeklyHours.sun).toEqual([])
    for (const d of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) expect(booking.weeklyHours[d]).toEqual([{ from: '09:00', to: '18:00' }])
  })

  it('close on the Victorian public holidays of 2026 and 2027, substitute days included', () => {
    const name = (date: string) => booking.holidays.find((h) => h.date === date)?.name
    expect(name('2026-11-03')).toBe('Melbourne Cup Day')
    expect(name('2027-11-02')).toBe('Melbourne Cup Day')
    expect(name('2026-09-25')).toBe('Friday before the AFL Grand Final')
    expect(name('2026-12-28')).toBe('Boxing Day (additional day)')
    expect(name('2027-12-27')).toBe('Christmas Day (additional day)')
    expect(name('2027-12-28')).toBe('Boxing Day (additional day)')
    expect(booking.holidays.filter((h) => h.date.startsWith('2026'))).toHaveLength(14)
    expect(booking.holidays.filter((h) => h.date.startsWith('2027'))).toHaveLength(15)
  })
})

describe('freeSlots: an ordinary week', () => {
  const now = at('2026-11-30T09:00:00+11:00') // Monday morning
  const slots = freeSlots(booking, STRATEGY, { from: '2026-11-30', days: 7 }, now, [])

  it('offers 09:00 to 17:30 on weekdays, the last meeting ending at 18:00, with the office offset', () => {
    expect(timesOn(slots, '2026-12-01')).toEqual(FULL_DAY_STRATEGY)
    expect(slots.find((s) => s.start.startsWith('2026-12-01'))).toEqual({
      start: '2026-12-01T09:00:00+11:00',
      end: '2026-12-01T09:30:00+11:00',
    })
    expect(slots.filter((s) => s.start.startsWith('2026-12-01')).at(-1)).toEqual({
      start: '2026-12-01T17:30:00+11:00',
      end: '2026-12-01T18:00:00+11:00',
    })
    expect(timesOn(freeSlots(booking, DISCOVERY, { from: '2026-12-01', days: 1 }, now, []), '2026-12-01')).toEqual(FULL_DAY_DISCOVERY)
  })

  it('is closed at the weekend', () => {
    expect(timesOn(slots, '2026-12-05')).toEqual([])
    expect(timesOn(slots, '2026-12-06')).toEqual([])
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-05T10:00:00+11:00', now, []))).toBe('outside-hours')
  })

  it('today keeps only what is 12 hours away: nothing on Monday', () => {
    expect(timesOn(slots, '2026-11-30')).toEqual([])
    expect(slots[0]!.start).toBe('2026-12-01T09:00:00+11:00')
  })

  it('refuses a meeting that would end after closing, or start before opening', () => {
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-01T17:30:00+11:00', now, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-01T17:45:00+11:00', now, []))).toBe('outside-hours')
    expect(reason(isBookableSlot(booking, DISCOVERY, '2026-12-01T17:45:00+11:00', now, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, DISCOVERY, '2026-12-01T18:00:00+11:00', now, []))).toBe('outside-hours')
    expect(reason(isBookableSlot(booking, DISCOVERY, '2026-12-01T08:45:00+11:00', now, []))).toBe('outside-hours')
  })

  it('results are in order and unique', () => {
    const starts = slots.map((s) => Date.parse(s.start))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(new Set(starts).size).toBe(starts.length)
  })
})

describe('daylight saving in Melbourne: slots keep 09:00-18:00 office time', () => {
  it('AEST -> AEDT on Sunday 2026-10-04: Friday is +10:00, Monday is +11:00', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-10-02', days: 4 }, at('2026-09-28T08:00:00+10:00'), [])
    expect(timesOn(slots, '2026-10-02')).toEqual(FULL_DAY_STRATEGY)
    expect(timesOn(slots, '2026-10-05')).toEqual(FULL_DAY_STRATEGY)
    const fri = slots.filter((s) => s.start.startsWith('2026-10-02'))
    const mon = slots.filter((s) => s.start.startsWith('2026-10-05'))
    expect(fri.every((s) => s.start.endsWith('+10:00') && s.end.endsWith('+10:00'))).toBe(true)
    expect(mon.every((s) => s.start.endsWith('+11:00') && s.end.endsWith('+11:00'))).toBe(true)
    expect(new Date(fri[0]!.start).toISOString()).toBe('2026-10-01T23:00:00.000Z')
    expect(new Date(mon[0]!.start).toISOString()).toBe('2026-10-04T22:00:00.000Z')
    expect(mon.at(-1)).toEqual({ start: '2026-10-05T17:30:00+11:00', end: '2026-10-05T18:00:00+11:00' })
  })

  it('AEDT -> AEST on Sunday 2027-04-04: Friday is +11:00, Monday is +10:00', () => {
    const slots = freeSlots(booking, DISCOVERY, { from: '2027-04-02', days: 4 }, at('2027-03-31T10:00:00+11:00'), [])
    expect(timesOn(slots, '2027-04-02')).toEqual(FULL_DAY_DISCOVERY)
    expect(timesOn(slots, '2027-04-05')).toEqual(FULL_DAY_DISCOVERY)
    expect(slots.filter((s) => s.start.startsWith('2027-04-02')).every((s) => s.start.endsWith('+11:00'))).toBe(true)
    expect(slots.filter((s) => s.start.startsWith('2027-04-05')).every((s) => s.start.endsWith('+10:00'))).toBe(true)
    expect(new Date(slots.find((s) => s.start.startsWith('2027-04-05'))!.start).toISOString()).toBe('2027-04-04T23:00:00.000Z')
  })

  it('checks a start given in UTC against office time', () => {
    const now = at('2026-09-28T08:00:00+10:00')
    expect(isBookableSlot(booking, STRATEGY, '2026-10-04T22:00:00Z', now, [])).toEqual({
      ok: true,
      slot: { start: '2026-10-05T09:00:00+11:00', end: '2026-10-05T09:30:00+11:00' },
      hosts: booking.meetingTypes.find((t) => t.id === STRATEGY)!.hosts,
    })
    // A visitor still on winter time is read by the instant: 08:30+10:00 is 09:30 office time, 08:00+10:00 is 09:00.
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-10-05T08:30:00+10:00', now, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-10-05T07:30:00+10:00', now, []))).toBe('outside-hours') // 08:30 office time
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-10-04T21:30:00Z', now, []))).toBe('outside-hours') // 08:30 office time
  })
})

describe('holidays and blackout dates', () => {
  const now = at('2026-11-01T09:00:00+11:00') // Sunday

  it('Melbourne Cup Day (Tuesday 2026-11-03) has no slots; the days around it do', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-11-02', days: 3 }, now, [])
    expect(timesOn(slots, '2026-11-02')).toEqual(FULL_DAY_STRATEGY)
    expect(timesOn(slots, '2026-11-03')).toEqual([])
    expect(timesOn(slots, '2026-11-04')).toEqual(FULL_DAY_STRATEGY)
    expect(isBookableSlot(booking, DISCOVERY, '2026-11-03T10:00:00+11:00', now, [])).toEqual({
      ok: false,
      reason: 'holiday',
      detail: 'Melbourne Cup Day',
    })
  })

  it('a substitute day (Boxing Day on a Saturday -> Monday 2026-12-28) is closed', () => {
    expect(freeSlots(booking, STRATEGY, { from: '2026-12-28', days: 1 }, at('2026-12-20T09:00:00+11:00'), [])).toEqual([])
  })

  it('a blackout date is closed, with its reason', () => {
    const s = settingsWith({ blackoutDates: [{ date: '2026-11-04', reason: 'Team offsite' }, { date: '2026-11-05' }] })
    expect(timesOn(freeSlots(s, STRATEGY, { from: '2026-11-02', days: 5 }, now, []), '2026-11-04')).toEqual([])
    expect(isBookableSlot(s, STRATEGY, '2026-11-04T10:00:00+11:00', now, [])).toEqual({
      ok: false,
      reason: 'holiday',
      detail: 'Team offsite',
    })
    expect(isBookableSlot(s, STRATEGY, '2026-11-05T10:00:00+11:00', now, [])).toEqual({
      ok: false,
      reason: 'holiday',
      detail: 'blackout date',
    })
    expect(timesOn(freeSlots(s, STRATEGY, { from: '2026-11-06', days: 1 }, now, []), '2026-11-06')).toEqual(FULL_DAY_STRATEGY)
  })
})

describe('minimum notice: 12 hours', () => {
  it('offers a slot exactly 12 hours ahead and refuses one 11 h 59 ahead', () => {
    const tuesdayNight = at('2026-12-01T21:00:00+11:00')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T09:00:00+11:00', tuesdayNight, []))).toBe('ok')
    expect(freeSlots(booking, STRATEGY, { from: '2026-12-01', days: 2 }, tuesdayNight, [])[0]!.start).toBe('2026-12-02T09:00:00+11:00')

    const aMinuteLater = at('2026-12-01T21:01:00+11:00')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T09:00:00+11:00', aMinuteLater, []))).toBe('notice')
    expect(freeSlots(booking, STRATEGY, { from: '2026-12-01', days: 2 }, aMinuteLater, [])[0]!.start).toBe('2026-12-02T09:30:00+11:00')
  })

  it('a start before now is "past", not "notice"', () => {
    const now = at('2026-12-02T10:05:00+11:00')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T10:00:00+11:00', now, []))).toBe('past')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T10:30:00+11:00', now, []))).toBe('notice')
  })
})

describe('horizon: up to 21 days ahead, by office date', () => {
  const now = at('2026-12-01T10:00:00+11:00') // Tuesday; day 21 is Tuesday 2026-12-22

  it('offers the whole of day 21 and nothing of day 22', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-12-01', days: 60 }, now, [])
    expect(timesOn(slots, '2026-12-22')).toEqual(FULL_DAY_STRATEGY)
    expect(slots.at(-1)).toEqual({ start: '2026-12-22T17:30:00+11:00', end: '2026-12-22T18:00:00+11:00' })
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-22T17:30:00+11:00', now, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-23T09:00:00+11:00', now, []))).toBe('horizon')
  })

  it('counts from the office date, not the UTC date (00:30 in Melbourne is still yesterday in UTC)', () => {
    const justAfterMidnight = at('2026-12-01T00:30:00+11:00') // 2026-11-30T13:30Z
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-22T17:30:00+11:00', justAfterMidnight, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-23T09:00:00+11:00', justAfterMidnight, []))).toBe('horizon')
  })

  it('a range wholly past the horizon, or before today, is empty', () => {
    expect(freeSlots(booking, STRATEGY, { from: '2026-12-23', days: 7 }, now, [])).toEqual([])
    expect(freeSlots(booking, STRATEGY, { from: '2026-11-01', days: 10 }, now, [])).toEqual([])
  })
})

describe('at most 6 strategy sessions a day', () => {
  const now = at('2026-11-30T09:00:00+11:00')
  // 09:00 and 10:00 office time are still Tuesday in UTC: the count must be by office day.
  const six = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((t) => strategyAt(`2026-12-02T${t}:00+11:00`))

  it('six sessions on Wednesday leave no strategy slot that day, and Thursday untouched', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-12-02', days: 2 }, now, six)
    expect(timesOn(slots, '2026-12-02')).toEqual([])
    expect(timesOn(slots, '2026-12-03')).toEqual(FULL_DAY_STRATEGY)
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T16:00:00+11:00', now, six))).toBe('day-full')
    expect(isConflict('day-full')).toBe(true)
  })

  it('five leave the free times around them', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-12-02', days: 1 }, now, six.slice(0, 5))
    expect(timesOn(slots, '2026-12-02')).toEqual(grid('14:00', '17:30', 30))
  })

  it('discovery calls are still offered after the strategy sessions, 15 minutes clear of the last', () => {
    const slots = freeSlots(booking, DISCOVERY, { from: '2026-12-02', days: 1 }, now, six)
    expect(timesOn(slots, '2026-12-02')).toEqual(grid('14:45', '17:45', 15))
  })

  it('other types do not count towards the strategy maximum', () => {
    const sixDiscovery = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((t) => discoveryAt(`2026-12-02T${t}:00+11:00`))
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T16:00:00+11:00', now, sixDiscovery))).toBe('ok')
  })
})

describe("the 15-minute buffer: a meeting may not start within 15 minutes of a booking's end nor end within 15 minutes of its start", () => {
  const now = at('2026-11-30T09:00:00+11:00')
  const tenToHalfPast = [strategyAt('2026-12-02T10:00:00+11:00')]

  it('a booking 10:00-10:30 blocks strategy starts 09:30, 10:00 and 10:30, and leaves 09:00 and 11:00', () => {
    const slots = freeSlots(booking, STRATEGY, { from: '2026-12-02', days: 1 }, now, tenToHalfPast)
    expect(timesOn(slots, '2026-12-02')).toEqual(['09:00', ...grid('11:00', '17:30', 30)])
    const check = (t: string) => reason(isBookableSlot(booking, STRATEGY, `2026-12-02T${t}:00+11:00`, now, tenToHalfPast))
    expect(['09:00', '09:30', '10:00', '10:30', '11:00'].map(check)).toEqual(['ok', 'taken', 'taken', 'taken', 'ok'])
  })

  it('a discovery call may end exactly 15 minutes before it (09:30-09:45) and start exactly 15 minutes after (10:45)', () => {
    const slots = freeSlots(booking, DISCOVERY, { from: '2026-12-02', days: 1 }, now, tenToHalfPast)
    expect(timesOn(slots, '2026-12-02').slice(0, 4)).toEqual(['09:00', '09:15', '09:30', '10:45'])
  })

  it('a 15-minute discovery booking 10:00-10:15 frees the strategy start at 10:30', () => {
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T10:30:00+11:00', now, [discoveryAt('2026-12-02T10:00:00+11:00')]))).toBe(
      'ok',
    )
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T09:30:00+11:00', now, [discoveryAt('2026-12-02T10:00:00+11:00')]))).toBe(
      'taken',
    )
  })

  it('with no buffer, back-to-back meetings are allowed', () => {
    const s = settingsWith({ bufferMinutes: 0 })
    const slots = freeSlots(s, STRATEGY, { from: '2026-12-02', days: 1 }, now, tenToHalfPast)
    expect(timesOn(slots, '2026-12-02')).toEqual(FULL_DAY_STRATEGY.filter((t) => t !== '10:00'))
  })
})

describe('step alignment: starts every step from opening', () => {
  const now = at('2026-11-30T09:00:00+11:00')

  it('a strategy call at 09:15 is not a slot; a discovery call is', () => {
    expect(reason(isBookableSlot(booking, STRATEGY, '2026-12-02T09:15:00+11:00', now, []))).toBe('not-on-step')
    expect(reason(isBookableSlot(booking, DISCOVERY, '2026-12-02T09:15:00+11:00', now, []))).toBe('ok')
    expect(reason(isBookableSlot(booking, DISCOVERY, '2026-12-02T09:15:30+11:00', now, []))).toBe('not-on-step')
  })

  it('counts from each opening, so 09:10 opening gives 09:10, 09:40, …, and a lunch break splits the day', () => {
    const s = settingsWith({
      weeklyHours: {
        ...booking.weeklyHours,
        wed: [
          { from: '13:00', to: '18:00' },
          { from: '09:10', to: '12:00' },
        ],
      },
    })
    const slots = freeSlots(s, STRATEGY, { from: '2026-12-02', days: 1 }, now, [])
    expect(timesOn(slots, '2026-12-02')).toEqual(['09:10', '09:40', '10:10', '10:40', '11:10', ...grid('13:00', '17:30', 30)])
    expect(reason(isBookableSlot(s, STRATEGY, '2026-12-02T11:40:00+11:00', now, []))).toBe('outside-hours')
    expect(reason(isBookableSlot(s, STRATEGY, '2026-12-02T09:30:00+11:00', now, []))).toBe('not-on-step')
  })
})

describe('bad input', () => {
  const now = at('2026-11-30T09:00:00+11:00')
  it('names an unknown type or start; throws on a malformed range (the caller validates first)', () => {
    expect(reason(isBookableSlot(booking, 'coffee', '2026-12-02T09:00:00+11:00', now, []))).toBe('unknown-type')
    expect(reason(isBookableSlot(booking, STRATEGY, 'tomorrow at nine', now, []))).toBe('invalid-start')
    expect(() => freeSlots(booking, 'coffee', { from: '2026-12-02', days: 1 }, now, [])).toThrow(/no meeting type "coffee"/)
    expect(() => freeSlots(booking, STRATEGY, { from: '2026-02-30', days: 1 }, now, [])).toThrow(RangeError)
    expect(() => freeSlots(booking, STRATEGY, { from: '2026-12-02', days: 0 }, now, [])).toThrow(RangeError)
    expect(
      ['unknown-type', 'past', 'notice', 'holiday', 'horizon', 'outside-hours', 'not-on-step'].some((r) => isConflict(r as never)),
    ).toBe(false)
  })
})

describe('nextFreeSlots: what a 409 suggests', () => {
  it('after a taken slot, the next free ones the same day', () => {
    const now = at('2026-11-30T09:00:00+11:00')
    const taken = [strategyAt('2026-12-02T10:00:00+11:00')]
    expect(nextFreeSlots(booking, STRATEGY, '2026-12-02T10:00:00+11:00', now, taken, 3).map((s) => s.start)).toEqual([
      '2026-12-02T11:00:00+11:00',
      '2026-12-02T11:30:00+11:00',
      '2026-12-02T12:00:00+11:00',
    ])
  })

  it('skips Christmas, the weekend and the Boxing Day substitute', () => {
    const now = at('2026-12-20T09:00:00+11:00')
    expect(
      nextFreeSlots(booking, STRATEGY, '2026-12-24T17:30:00+11:00', now, [strategyAt('2026-12-24T17:30:00+11:00')], 2).map((s) => s.start),
    ).toEqual(['2026-12-29T09:00:00+11:00', '2026-12-29T09:30:00+11:00'])
  })

  it('stops at the horizon', () => {
    const now = at('2026-12-01T10:00:00+11:00')
    expect(nextFreeSlots(booking, STRATEGY, '2026-12-22T16:30:00+11:00', now, [], 10).map((s) => s.start.slice(11, 16))).toEqual([
      '16:30',
      '17:00',
      '17:30',
    ])
  })
})

describe('properties over random bookings, across both daylight-saving changes', () => {
  const MINUTE = 60_000
  const nowArb = fc
    .integer({ min: Date.UTC(2026, 8, 20), max: Date.UTC(2027, 3, 20) })
    .map((ms) => new Date(Math.floor(ms / MINUTE) * MINUTE))
  /** Melbourne's offset on an office date: the clocks change at 02:00-03:00, so noon's offset holds through office hours. */
  const offsetOn = (date: string) => (officeWall(`${date}T12:00:00+10:00`).endsWith('12:00') ? '+10:00' : '+11:00')
  // Bookings anywhere (on a 5-minute grid), and bookings in office hours, where they crowd days and hit the maximum.
  const anywhere = fc.record({ kind: fc.constant('anywhere' as const), offset: fc.integer({ min: 0, max: 23 * 24 * 12 }) })
  const inHours = fc.record({
    kind: fc.constant('in-hours' as const),
    day: fc.integer({ min: 0, max: 22 }),
    quarter: fc.integer({ min: 0, max: 35 }),
  })
  const scenario = fc
    .record({
      now: nowArb,
      type: fc.constantFrom(STRATEGY, DISCOVERY),
      buffer: fc.constantFrom(0, 15, 20),
      bookings: fc.array(
        fc.record({ at: fc.oneof(anywhere, inHours), minutes: fc.constantFrom(15, 30, 45), type: fc.constantFrom(STRATEGY, DISCOVERY) }),
        {
          maxLength: 60,
        },
      ),
    })
    .map(({ now, type, buffer, bookings }) => ({
      now,
      type,
      settings: settingsWith({ bufferMinutes: buffer }),
      booked: bookings.map((b) => {
        let start: number
        if (b.at.kind === 'anywhere') start = Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE + b.at.offset * 5 * MINUTE
        else {
          const date = addDays(officeWall(now.toISOString()).slice(0, 10), b.at.day)
          const t = 9 * 60 + b.at.quarter * 15
          start = Date.parse(
            `${date}T${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}:00${offsetOn(date)}`,
          )
        }
        return { type: b.type, start: new Date(start), end: new Date(start + b.minutes * MINUTE) }
      }),
    }))

  const rangeOf = (now: Date) => ({ from: officeWall(now.toISOString()).slice(0, 10), days: 30 })

  it('every slot is in office hours on an open weekday, clear of every booking by the buffer, after the notice, within the horizon, in order', () => {
    fc.assert(
      fc.property(scenario, ({ now, type, settings, booked }) => {
        const slots = freeSlots(settings, type, rangeOf(now), now, booked)
        const duration = settings.meetingTypes.find((t) => t.id === type)!.durationMinutes * MINUTE
        const buffer = settings.bufferMinutes * MINUTE
        const today = officeWall(now.toISOString()).slice(0, 10)
        const lastDay = addDays(today, 21)
        const starts = slots.map((s) => Date.parse(s.start))
        expect(starts).toEqual([...new Set(starts)].sort((a, b) => a - b))
        // One expect per run: collecting what is wrong keeps 100 runs of ~700 slots fast.
        const wrong = slots.flatMap((slot) => {
          const [sDate, sTime] = officeWall(slot.start).split(' ') as [string, string]
          const [eDate, eTime] = officeWall(slot.end).split(' ') as [string, string]
          const start = Date.parse(slot.start)
          const end = Date.parse(slot.end)
          const problems = [
            // The string's own wall time and offset agree with Intl's view of that instant.
            `${sDate}T${sTime}` !== slot.start.slice(0, 16) && 'start offset',
            `${eDate}T${eTime}` !== slot.end.slice(0, 16) && 'end offset',
            end - start !== duration && 'duration',
            !(sTime >= '09:00' && eTime <= '18:00' && eDate === sDate) && 'outside hours',
            new Date(`${sDate}T12:00:00Z`).getUTCDay() % 6 === 0 && 'weekend',
            settings.holidays.some((h) => h.date === sDate) && 'holiday',
            start - now.getTime() < 12 * 60 * MINUTE && 'notice',
            sDate > lastDay && 'horizon',
            booked.some((b) => start < b.end.getTime() + buffer && end > b.start.getTime() - buffer) && 'overlaps a booking + buffer',
            type === STRATEGY &&
              booked.filter((b) => b.type === STRATEGY && officeWall(b.start.toISOString()).startsWith(sDate)).length >= 6 &&
              'day full',
          ]
          return problems.filter(Boolean).map((p) => `${slot.start}: ${p}`)
        })
        expect(wrong).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  it('freeSlots offers exactly the aligned starts that isBookableSlot accepts', () => {
    fc.assert(
      fc.property(scenario, ({ now, type, settings, booked }) => {
        const range = rangeOf(now)
        const offered = freeSlots(settings, type, range, now, booked).map((s) => s.start)
        const step = settings.meetingTypes.find((t) => t.id === type)!.stepMinutes
        const accepted: string[] = []
        for (let d = 0; d < 23; d++) {
          const date = addDays(range.from, d)
          const offset = offsetOn(date)
          for (const t of grid('09:00', '17:45', step)) {
            const check = isBookableSlot(settings, type, `${date}T${t}:00${offset}`, now, booked)
            if (check.ok) accepted.push(check.slot.start)
          }
        }
        expect(accepted).toEqual(offered)
      }),
      { numRuns: 40 },
    )
  })
})
