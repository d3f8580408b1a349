// When a promise of the site is due, the one rule for it: the register's time (content/site.yaml
// promises: "within 24 hours", "within 3 business days") read in office time. The forms name the
// promises they make (content/forms/*.yaml promises); the staff console owes each lead those
// (staff/owed.ts), the plan email states the plan's (compose-plan.ts), and the booking's
// confirmation states the plan's when a call moved it sooner: one fact, worked out here. Pure.
// - "within N hours": N hours of office days (content's contact.hours.days, less booking.yaml's
//   holidays): a weekend or a holiday stops the clock, as the acknowledgement says ("within 24 hours
//   (business days)"); one that arrives on such a day starts it at the next office day's opening.
// - "within N business days": the office's closing time N office days later.
// - "within N days": N calendar days.
// A promise with beforeCallMinutes (the plan) is due that long before a call booked sooner than its time.
import { addDays, minutesOfDay, weekdayIndex, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import type { SitePromise } from '../../../schemas/site.ts'
import { booking } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The office's calendar as content gives it: its zone, working weekdays (0 = Monday), opening and closing time and holidays. */
export interface OfficeCalendar {
  timeZone: string
  workdays: ReadonlySet<number>
  opens: string
  closes: string
  holidays: ReadonlySet<string>
}

export const officeCalendar = (): OfficeCalendar => ({
  timeZone: booking.timezone,
  workdays: new Set(site.contact.hours.days.map((d) => WEEKDAY_NAMES.indexOf(d)).filter((i) => i >= 0)),
  opens: site.contact.hours.opens,
  closes: site.contact.hours.closes,
  holidays: new Set(booking.holidays.map((h) => h.date)),
})

export const isOfficeDay = (date: string, office: OfficeCalendar) => office.workdays.has(weekdayIndex(date)) && !office.holidays.has(date)

/** The office date `days` office days after `from`'s date. */
export function officeDaysAfter(from: Date, days: number, office: OfficeCalendar): string {
  let date = zonedDate(from, office.timeZone)
  for (let left = days, guard = 0; left > 0 && guard < 3660; guard++) {
    date = addDays(date, 1)
    if (isOfficeDay(date, office)) left -= 1
  }
  return date
}

/**
 * `hours` hours after `from`, counting only the time on office days (midnight to midnight, office
 * time); from a day that is not one, counting starts at the next office day's opening time.
 */
export function officeHoursAfter(from: Date, hours: number, office: OfficeCalendar): Date {
  let left = hours * 3_600_000
  let t = from.getTime()
  const day = zonedDate(from, office.timeZone)
  if (!isOfficeDay(day, office)) t = zonedInstant(officeDaysAfter(from, 1, office), minutesOfDay(office.opens), office.timeZone).getTime()
  for (let guard = 0; left > 0 && guard < 3660; guard++) {
    const date = zonedDate(new Date(t), office.timeZone)
    const next = zonedInstant(addDays(date, 1), 0, office.timeZone).getTime()
    if (isOfficeDay(date, office)) {
      if (next - t >= left) return new Date(t + left)
      left -= next - t
    }
    t = next
  }
  return new Date(t)
}

/** The register's time as a number and unit: "within 3 business days" -> 3 business-day. */
export function promiseTime(value: string): { n: number; unit: 'hour' | 'day' | 'business-day' } {
  const m = /within (\d+) (business days?|days?|hours?)/.exec(value)
  if (!m) throw new Error(`a promise's time reads "within N hours|days|business days", not "${value}"`)
  return { n: Number(m[1]), unit: m[2]!.startsWith('business') ? 'business-day' : m[2]!.startsWith('day') ? 'day' : 'hour' }
}

/** When a promise made at `from` is due, by its own time (no call considered). */
export function promiseDue(promise: Pick<SitePromise, 'value'>, from: Date, office = officeCalendar()): Date {
  const { n, unit } = promiseTime(promise.value)
  if (unit === 'hour') return officeHoursAfter(from, n, office)
  if (unit === 'day') return new Date(from.getTime() + n * 86_400_000)
  return zonedInstant(officeDaysAfter(from, n, office), minutesOfDay(office.closes), office.timeZone)
}

/**
 * The time that holds: the promise's own, or `beforeCallMinutes` before the first call (start times,
 * ISO) booked after `from` that is sooner than that. Returns the due and whether a call moved it.
 */
export function dueWithCalls(
  promise: Pick<SitePromise, 'value' | 'beforeCallMinutes'>,
  from: Date,
  callStarts: readonly string[],
  office = officeCalendar(),
): { due: Date; beforeCall: string | null } {
  const usual = promiseDue(promise, from, office)
  if (promise.beforeCallMinutes === undefined) return { due: usual, beforeCall: null }
  const call = callStarts
    .filter((s) => Date.parse(s) >= from.getTime())
    .sort()
    .find((s) => Date.parse(s) < usual.getTime())
  if (!call) return { due: usual, beforeCall: null }
  return { due: new Date(Date.parse(call) - promise.beforeCallMinutes * 60_000), beforeCall: call }
}

/** The promise the plan email states (the one that agrees with growthPlan.businessDays, check:content). */
export function planPromise(): SitePromise & { name: string } {
  const found = Object.entries(site.promises).find(([, p]) => p.agrees?.growthPlanEmail)
  if (!found) throw new Error('site.yaml promises has none with agrees.growthPlanEmail: the plan email has no promise to state')
  return { ...found[1], name: found[0] }
}
