// Host time off set in the console becomes busy blocks of whole office days (netlify/lib/booking/time-off.ts):
// from the first day's office midnight to the midnight after the last, daylight-saving days included,
// so the slot engine treats it as it treats a calendar's all-day event.
import { describe, expect, it } from 'vitest'
import { timeOffBlocks } from '../../../netlify/lib/booking/time-off.ts'
import { booking } from '../../../src/generated/booking.ts'
import { zonedDate, zonedInstant } from '../../../schemas/office-time.ts'

const tz = booking.timezone
const HOUR = 3_600_000

describe('timeOffBlocks', () => {
  it('covers each range from the office midnight of its first day to the one after its last', () => {
    const blocks = timeOffBlocks(new Map([['h', { timeOff: [{ from: '2026-12-21', to: '2026-12-23' }, { from: '2027-01-05' }] }]]), tz)
    const [range, day] = blocks.get('h')!
    expect(range!.start).toEqual(zonedInstant('2026-12-21', 0, tz))
    expect(range!.end).toEqual(zonedInstant('2026-12-24', 0, tz))
    expect(zonedDate(new Date(day!.end.getTime() - 1), tz)).toBe('2027-01-05')
    expect(day!.end.getTime() - day!.start.getTime()).toBe(24 * HOUR)
  })

  it('follows the office clock on a daylight-saving day (a day that is not 24 hours long)', () => {
    // Find the office's clock change in the coming year: the day whose midnights are not 24 hours apart.
    let date = '2026-01-01'
    const length = (d: string) => {
      const [b] = timeOffBlocks(new Map([['h', { timeOff: [{ from: d }] }]]), tz).get('h')!
      return b!.end.getTime() - b!.start.getTime()
    }
    for (let i = 0; i < 366 && length(date) === 24 * HOUR; i++)
      date = new Date(Date.parse(`${date}T12:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10)
    const [b] = timeOffBlocks(new Map([['h', { timeOff: [{ from: date }] }]]), tz).get('h')!
    expect(zonedDate(b!.start, tz)).toBe(date)
    expect(zonedDate(new Date(b!.end.getTime() - 1), tz)).toBe(date)
    expect(zonedDate(b!.end, tz)).not.toBe(date)
  })
})
