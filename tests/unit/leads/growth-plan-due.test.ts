// When the plan the growth-session wizard promises is due (netlify/lib/leads/compose-plan.ts):
// business days after the wizard was finished, in office time, skipping weekends and
// content/booking.yaml holidays, at the office's closing time.
import { describe, expect, it } from 'vitest'
import { addDays, weekdayIndex, zonedInstant } from '../../../schemas/office-time.ts'
import { businessDaysAfter, planDue } from '../../../netlify/lib/leads/compose-plan.ts'
import { booking } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'

const tz = booking.timezone
const holidays = new Set(booking.holidays.map((h) => h.date))
const noonOn = (date: string) => zonedInstant(date, 12 * 60, tz)
const isBusinessDay = (date: string) => weekdayIndex(date) < 5 && !holidays.has(date)

/** The business days in (from, to], counted one date at a time. */
function businessDaysBetween(from: string, to: string): number {
  let n = 0
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d)) n += 1
  return n
}

describe('business days after the wizard', () => {
  it('a Friday plus one is the next business day after the weekend', () => {
    const friday = [...Array(14).keys()].map((i) => addDays('2026-07-01', i)).find((d) => weekdayIndex(d) === 4 && isBusinessDay(d))!
    const next = businessDaysAfter(noonOn(friday), 1, tz, holidays)
    expect(weekdayIndex(next)).toBe(0)
    expect(businessDaysBetween(friday, next)).toBe(1)
  })

  it('skips each weekday holiday of content: the day before it plus N lands N business days on', () => {
    const weekdayHolidays = booking.holidays.map((h) => h.date).filter((d) => weekdayIndex(d) < 5)
    expect(weekdayHolidays.length).toBeGreaterThan(0)
    for (const holiday of weekdayHolidays) {
      const before = addDays(holiday, -1)
      const due = businessDaysAfter(noonOn(before), prospectMessages.growthPlan.businessDays, tz, holidays)
      expect(isBusinessDay(due), `${holiday}: ${due}`).toBe(true)
      expect(businessDaysBetween(before, due), `${holiday}: ${due}`).toBe(prospectMessages.growthPlan.businessDays)
      expect(due > holiday).toBe(true)
    }
  })

  it('counts from the office date: late evening UTC is already the next day in the office', () => {
    // 23:30 UTC on a Sunday is Monday morning in Melbourne.
    const sundayUtc = new Date('2026-08-09T23:30:00Z')
    expect(businessDaysAfter(sundayUtc, 1, tz, new Set())).toBe('2026-08-11')
  })

  it('is due at the office closing time of that day', () => {
    const due = planDue(noonOn('2026-08-10'))
    const date = businessDaysAfter(noonOn('2026-08-10'), prospectMessages.growthPlan.businessDays, tz, holidays)
    const [h, m] = site.contact.hours.closes.split(':').map(Number)
    expect(due.toISOString()).toBe(zonedInstant(date, h! * 60 + m!, tz).toISOString())
  })
})
