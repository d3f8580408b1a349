// content/booking.yaml: when a prospect can book a call on the site itself.
// Meeting types, the office's timezone and weekly hours, the gaps and limits
// around meetings, public holidays and blackout dates. The slot engine
// (netlify/lib/booking/slots.ts) turns these into free times; every rule a
// content editor could break in a way that makes no times appear is checked
// here, with a sentence saying what to change.
import { z } from 'zod'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const DAY_MINUTES = 24 * 60

/** "09:30" -> 570; "24:00" (end of the day) -> 1440. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/
const TimeSchema = z.string().regex(TIME, 'a 24-hour time "HH:MM" in quotes, e.g. "09:00" ("24:00" is midnight at the end of the day)')
/** Cross-field rules skip a malformed time: its own message already says what is wrong. */
const wellFormed = (i: { from: string; to: string }) => TIME.test(i.from) && TIME.test(i.to)

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

/**
 * Where a meeting happens. `video-room`: each booking gets its own room with an
 * unguessable name on a video service that needs no account or API key (Jitsi
 * Meet); `video-link`: one fixed link for every booking (a Zoom or Teams room);
 * `phone`: we call the number the prospect gives, which is then required.
 */
export const MEETING_PLACES = ['video-room', 'video-link', 'phone'] as const
export const MeetingPlaceSchema = z
  .object({
    kind: z
      .enum(MEETING_PLACES)
      .describe('video-room: a private video room per booking; video-link: the same link for every booking; phone: we call them')
      .meta({ title: 'Where it happens' }),
    link: z
      .url({ protocol: /^https$/, error: 'a full https:// address, e.g. "https://zoom.us/j/123456789"' })
      .optional()
      .describe('For video-link only: the meeting link every booking of this type joins')
      .meta({ title: 'Meeting link' }),
    roomServer: z
      .url({ protocol: /^https$/, error: 'a full https:// address, e.g. "https://meet.jit.si"' })
      .default('https://meet.jit.si')
      .describe('For video-room only: the Jitsi Meet server the rooms are made on (default https://meet.jit.si)')
      .meta({ title: 'Video room server' }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === 'video-link' && !p.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'a video-link meeting needs its link, e.g. "https://zoom.us/j/123456789"' })
    if (p.kind !== 'video-link' && p.link)
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: `a link is only used by kind video-link: remove it, or set kind: video-link`,
      })
  })
export type MeetingPlace = z.infer<typeof MeetingPlaceSchema>

/** A team member's id (content/pages/about.yaml team), e.g. "olivia-hartley". */
export const HostIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a team member id: lowercase letters, digits and hyphens, e.g. "olivia-hartley"')
  .describe('The id of a team member on the about page, e.g. "olivia-hartley"')
  .meta({ title: 'Team member id' })

export const MeetingTypeSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens, e.g. "strategy-call"')
      .describe('Stored with every booking and used in links, e.g. "strategy-call"; renaming it orphans existing bookings')
      .meta({ title: 'Id' }),
    name: z.string().min(1).describe('What the visitor and staff read, e.g. "Growth strategy session"').meta({ title: 'Name' }),
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(DAY_MINUTES)
      .describe('Length of the meeting in minutes, e.g. 30; it must fit inside the opening hours')
      .meta({ title: 'Length (minutes)' }),
    stepMinutes: z
      .number()
      .int()
      .min(5)
      .max(DAY_MINUTES)
      .describe('Start times are offered every this many minutes from opening, e.g. 30 gives 09:00, 09:30, 10:00')
      .meta({ title: 'Start times every (minutes)' }),
    maxPerDay: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('At most this many meetings of this type per office day, e.g. 6; leave out for no limit')
      .meta({ title: 'Most per day' }),
    page: z
      .string()
      .regex(/^\/[A-Za-z0-9/_-]*$/, 'a page route starting with "/", e.g. "/schedule"')
      .describe('Route of the page it is booked from, e.g. "/schedule" (must be a page of this site)')
      .meta({ title: 'Booked on page' }),
    location: MeetingPlaceSchema.default({ kind: 'video-room', roomServer: 'https://meet.jit.si' })
      .describe('Where the meeting happens: a video room per booking (the default), a fixed video link, or a phone call')
      .meta({ title: 'Meeting place' }),
    hosts: z
      .array(HostIdSchema)
      .min(1, 'a meeting type needs at least one host: list the team member ids who take it, e.g. [olivia-hartley]')
      .describe('Ids of the team members who take this call (the team on the about page); a booking goes to the free one with the fewest bookings that week, ties in this order')
      .meta({ title: 'Hosts' }),
  })
  .strict()
export type MeetingType = z.infer<typeof MeetingTypeSchema>

const DateSchema = z.iso.date('a real date written YYYY-MM-DD, e.g. 2026-11-03')

export const HolidaySchema = z
  .object({
    date: DateSchema.describe('The day, YYYY-MM-DD, e.g. 2026-11-03').meta({ title: 'Date' }),
    name: z
      .string()
      .min(1)
      .describe('Its name, e.g. "Melbourne Cup Day"; shown to staff and may be shown to visitors')
      .meta({ title: 'Name' }),
  })
  .strict()
export type Holiday = z.infer<typeof HolidaySchema>

export const BlackoutDateSchema = z
  .object({
    date: DateSchema.describe('A day with no bookings, YYYY-MM-DD, e.g. 2026-12-24').meta({ title: 'Date' }),
    reason: z.string().min(1).optional().describe('Why, for staff, e.g. "Team offsite"; optional').meta({ title: 'Reason (for staff)' }),
  })
  .strict()
export type BlackoutDate = z.infer<typeof BlackoutDateSchema>

/** A day or a run of days a host takes no calls (leave, a conference): office dates, both ends included. */
export const TimeOffSchema = z
  .object({
    from: DateSchema.describe('First day off, YYYY-MM-DD, e.g. 2026-12-21').meta({ title: 'From' }),
    to: DateSchema.optional().describe('Last day off, YYYY-MM-DD; leave out for one day').meta({ title: 'To (last day)' }),
    reason: z.string().min(1).optional().describe('Why, for staff only, e.g. "Annual leave"; never shown to visitors').meta({
      title: 'Reason (for staff)',
    }),
  })
  .strict()
  .refine((t) => t.to === undefined || t.to >= t.from, {
    message: '"to" is before "from": the range runs backwards, swap them',
    path: ['to'],
  })
export type TimeOff = z.infer<typeof TimeOffSchema>

/** One host's own hours and days off; a host left out of `hosts` keeps the site-wide hours and has no time off. */
export const HostSettingsSchema = z
  .object({
    id: HostIdSchema,
    weeklyHours: WeeklyHoursSchema.optional()
      .describe("This host's own hours, office time; leave out to use the site-wide weeklyHours")
      .meta({ title: 'Own hours' }),
    timeOff: z
      .array(TimeOffSchema)
      .default([])
      .describe('Days this host takes no calls, e.g. { from: 2026-12-21, to: 2027-01-08, reason: Annual leave }')
      .meta({ title: 'Time off' }),
  })
  .strict()
  .superRefine((h, ctx) => {
    const ranges = h.timeOff
      .map((t, i) => ({ from: t.from, to: t.to ?? t.from, i }))
      .filter((r) => r.to >= r.from)
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    for (let k = 1; k < ranges.length; k++) {
      const prev = ranges[k - 1]!
      const cur = ranges[k]!
      if (cur.from <= prev.to)
        ctx.addIssue({
          code: 'custom',
          path: ['timeOff', cur.i],
          message: `overlaps ${prev.from}${prev.to !== prev.from ? ` to ${prev.to}` : ''}: make one range of them`,
        })
    }
  })
export type HostSettings = z.infer<typeof HostSettingsSchema>

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** Reports the second and later entries whose `key` repeats an earlier one. */
function uniqueBy<T>(
  items: T[],
  key: (item: T) => string,
  ctx: z.RefinementCtx,
  path: (i: number) => PropertyKey[],
  message: (k: string) => string,
) {
  const seen = new Set<string>()
  items.forEach((item, i) => {
    const k = key(item)
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: path(i), message: message(k) })
    seen.add(k)
  })
}

export const BookingSettingsSchema = z
  .object({
    timezone: z
      .string()
      .refine(isTimeZone, 'not a timezone this system knows: use an IANA name such as "Australia/Melbourne"')
      .describe('The office timezone (IANA name), e.g. "Australia/Melbourne"; hours, holidays and days are in this zone')
      .meta({ title: 'Timezone note' }),
    meetingTypes: z
      .array(MeetingTypeSchema)
      .min(1)
      .describe('The kinds of call a visitor can book, each on its page')
      .meta({ title: 'Meeting types' }),
    weeklyHours: WeeklyHoursSchema.describe('When meetings can happen, per weekday, in office time; a meeting must end by closing').meta({
      title: 'Opening hours',
    }),
    bufferMinutes: z
      .number()
      .int()
      .min(0)
      .max(240)
      .default(0)
      .describe('Minutes kept free before and after every meeting, e.g. 15 (default 0)')
      .meta({ title: 'Free time between meetings (minutes)' }),
    minimumNoticeHours: z
      .number()
      .min(0)
      .max(24 * 60)
      .default(0)
      .describe('A meeting starts at least this many hours after it is booked, e.g. 12 (default 0)')
      .meta({ title: 'Minimum notice (hours)' }),
    horizonDays: z
      .number()
      .int()
      .min(1)
      .max(366)
      .describe('How far ahead a visitor can book, in office days after today, e.g. 21 (today + 21 days is the last bookable day)')
      .meta({ title: 'Bookable days ahead' }),
    holidays: z
      .array(HolidaySchema)
      .default([])
      .describe('Public holidays: closed all day, e.g. { date: 2026-11-03, name: Melbourne Cup Day }')
      .meta({ title: 'Public holidays' }),
    blackoutDates: z
      .array(BlackoutDateSchema)
      .default([])
      .describe('Other days with no bookings, e.g. { date: 2026-12-24, reason: Office closed }')
      .meta({ title: 'Other closed days' }),
    hosts: z
      .array(HostSettingsSchema)
      .default([])
      .describe("Each host's own hours and time off; a host not listed keeps the site-wide hours")
      .meta({ title: 'Hosts' }),
  })
  .strict()
  .superRefine((s, ctx) => {
    uniqueBy(
      s.meetingTypes,
      (t) => t.id,
      ctx,
      (i) => ['meetingTypes', i, 'id'],
      (id) => `meeting type id "${id}" is used twice: give each type its own id`,
    )
    const twice = (d: string) => `${d} is listed twice: keep one entry (join the names if two holidays fall on one day)`
    uniqueBy(
      s.holidays,
      (h) => h.date,
      ctx,
      (i) => ['holidays', i, 'date'],
      twice,
    )
    uniqueBy(
      s.blackoutDates,
      (b) => b.date,
      ctx,
      (i) => ['blackoutDates', i, 'date'],
      (d) => `${d} is listed twice: keep one entry`,
    )
    uniqueBy(
      s.hosts,
      (h) => h.id,
      ctx,
      (i) => ['hosts', i, 'id'],
      (id) => `host "${id}" is listed twice: keep one entry`,
    )
    s.meetingTypes.forEach((t, i) =>
      uniqueBy(
        t.hosts,
        (h) => h,
        ctx,
        (j) => ['meetingTypes', i, 'hosts', j],
        (id) => `"${id}" is listed twice: keep one`,
      ),
    )
    const longest = Math.max(
      0,
      ...WEEKDAYS.flatMap((d) => s.weeklyHours[d].filter(wellFormed).map((iv) => minutesOfDay(iv.to) - minutesOfDay(iv.from))),
    )
    s.meetingTypes.forEach((t, i) => {
      if (t.durationMinutes > longest)
        ctx.addIssue({
          code: 'custom',
          path: ['meetingTypes', i, 'durationMinutes'],
          message: longest
            ? `a ${t.durationMinutes}-minute meeting fits in none of the opening intervals in weeklyHours (the longest is ${longest} minutes)`
            : 'weeklyHours has no opening hours on any day, so nothing can be booked',
        })
    })
  })
export type BookingSettings = z.infer<typeof BookingSettingsSchema>
