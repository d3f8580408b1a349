// When a promise is due (netlify/lib/leads/promise-due.ts): the register's hours counted on office
// days only, its business days at closing time, and the plan before a call booked sooner. Pinned on
// fixed dates with content's office calendar (holidays, days, closing time).
import { describe, expect, it } from 'vitest'
import { addDays, weekdayIndex, zonedInstant } from '../../../schemas/office-time.ts'
import { dueWithCalls, isOfficeDay, officeCalendar, officeHoursAfter, promiseDue } from '../../../netlify/lib/leads/promise-due.ts'
import { planDue } from '../../../netlify/lib/leads/compose-plan.ts'
import { booking } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'

const office = officeCalendar()
const tz = office.timeZone
const at = (date: string, hhmm: string) => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz)
/** The first date from `from` on which `test` holds. */
const first = (from: string, test: (d: string) => boolean) => [...Array(60).keys()].map((i) => addDays(from, i)).find(test)!
const workdays = (d: string) => isOfficeDay(d, office) && isOfficeDay(addDays(d, 1), office)

describe('hours counted on office days', () => {
  it('a weekday before another: exactly that many hours later', () => {
    const day = first('2026-08-03', workdays)
    expect(officeHoursAfter(at(day, '14:00'), 24, office).getTime()).toBe(at(addDays(day, 1), '14:00').getTime())
  })

  it('a Friday afternoon: the weekend stops the clock, due on the next office day at the same time', () => {
    const friday = first('2026-08-03', (d) => weekdayIndex(d) === 4 && isOfficeDay(d, office))
    const next = first(addDays(friday, 1), (d) => isOfficeDay(d, office))
    expect(weekdayIndex(next)).toBe(0)
    expect(officeHoursAfter(at(friday, '14:00'), 24, office).getTime()).toBe(at(next, '14:00').getTime())
  })

  it("a lead sent on a weekend is counted from the next office day's opening", () => {
    const saturday = first('2026-08-03', (d) => weekdayIndex(d) === 5)
    const monday = first(saturday, (d) => isOfficeDay(d, office))
    expect(officeHoursAfter(at(saturday, '10:00'), 24, office).getTime()).toBe(at(addDays(monday, 1), site.contact.hours.opens).getTime())
  })

  it("a holiday of content's calendar stops the clock too", () => {
    const holiday = booking.holidays.map((h) => h.date).find((d) => weekdayIndex(d) < 5 && isOfficeDay(addDays(d, -1), office))!
    const next = first(addDays(holiday, 1), (d) => isOfficeDay(d, office))
    expect(officeHoursAfter(at(addDays(holiday, -1), '10:00'), 24, office).getTime()).toBe(at(next, '10:00').getTime())
  })

  it("the register's reply promise reads as hours counted so", () => {
    const day = first('2026-08-03', workdays)
    const hours = Number(/\d+/.exec(site.promises.reply!.value)![0])
    expect(promiseDue(site.promises.reply!, at(day, '09:30')).getTime()).toBe(at(day, '09:30').getTime() + hours * 3_600_000)
  })
})

describe('the plan and a booked call', () => {
  const finished = at(
    first('2026-08-03', (d) => weekdayIndex(d) === 0 && isOfficeDay(d, office)),
    '11:00',
  )
  const usual = planDue(finished)
  const margin = site.promises.growthPlan!.beforeCallMinutes!

  it('is due by its business days at closing time when no call comes sooner', () => {
    expect(usual.getTime()).toBe(promiseDue(site.promises.growthPlan!, finished).getTime())
    const later = new Date(usual.getTime() + 86_400_000).toISOString()
    expect(planDue(finished, [later]).getTime()).toBe(usual.getTime())
  })

  it('is due the margin before a call booked sooner than that', () => {
    const call = new Date(finished.getTime() + 26 * 3_600_000).toISOString()
    const r = dueWithCalls(site.promises.growthPlan!, finished, [call])
    expect(r.beforeCall).toBe(call)
    expect(r.due.getTime()).toBe(Date.parse(call) - margin * 60_000)
  })

  it('the soonest of several calls after the wizard holds; one before it does not count', () => {
    const calls = [
      new Date(finished.getTime() - 3_600_000),
      new Date(finished.getTime() + 50 * 3_600_000),
      new Date(finished.getTime() + 28 * 3_600_000),
    ]
    expect(
      planDue(
        finished,
        calls.map((c) => c.toISOString()),
      ).getTime(),
    ).toBe(calls[2]!.getTime() - margin * 60_000)
  })
})
