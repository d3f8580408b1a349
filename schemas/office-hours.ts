// Office hours and dates as content writes them (content/booking.yaml): the
// week's opening intervals, for the site and for each host, and office dates.
// The rules only: reading a time of day is office-time.ts's (minutesOfDay).
import { z } from 'zod'
import { minutesOfDay } from './office-time.ts'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/
const TimeSchema = z.string().regex(TIME, 'a 24-hour time "HH:MM" in quotes, e.g. "09:00" ("24:00" is midnight at the end of the day)')
/** Cross-field rules skip a malformed time: its own message already says what is wrong. */
export const wellFormed = (i: { from: string; to: string }) => TIME.test(i.from) && TIME.test(i.to)

export const OpeningIntervalSchema = z
  .object({
    from: TimeSchema.describe('Opening time, office time, 24-hour in quotes, e.g. "09:00"').meta({ title: 'From' }),
    to: TimeSchema.describe('Closing time: the last meeting ends by then, e.g. "18:00"').meta({ title: 'Go to' }),
  })
  .strict()
  .refine((i) => !wellFormed(i) || minutesOfDay(i.to) > minutesOfDay(i.from), {
    message: '"to" must be later than "from" on the same day, e.g. { from: "09:00", to: "18:00" }',
    path: ['to'],
  })
export type OpeningInterval = z.infer<typeof OpeningIntervalSchema>

const DayHoursSchema = z.array(OpeningIntervalSchema).superRefine((intervals, ctx) => {
  const sorted = intervals
    .map((iv, index) => ({ ...iv, index }))
    .filter(wellFormed)
    .sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from))
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!
    const cur = sorted[i]!
    if (minutesOfDay(cur.from) < minutesOfDay(prev.to))
      ctx.addIssue({
        code: 'custom',
        path: [cur.index],
        message: `overlaps ${prev.from}-${prev.to} on the same day: make one interval of them, or separate them`,
      })
  }
})

const dayHours = (day: string) =>
  DayHoursSchema.default([]).describe(
    `${day}: opening intervals in office time, e.g. [{ from: "09:00", to: "18:00" }]; [] or left out = closed`,
  )

export const WeeklyHoursSchema = z
  .object({
    mon: dayHours('Monday').meta({ title: 'Monday' }),
    tue: dayHours('Tuesday').meta({ title: 'Tuesday' }),
    wed: dayHours('Wednesday').meta({ title: 'Wednesday' }),
    thu: dayHours('Thursday').meta({ title: 'Thursday' }),
    fri: dayHours('Friday').meta({ title: 'Friday' }),
    sat: dayHours('Saturday').meta({ title: 'Saturday' }),
    sun: dayHours('Sunday').meta({ title: 'Sunday' }),
  })
  .strict()
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>

export const DateSchema = z.iso.date('a real date written YYYY-MM-DD, e.g. 2026-11-03')
