// content/booking.yaml: when a prospect can book a call on the site itself.
// Meeting types, the office's timezone and weekly hours, the gaps and limits
// around meetings, public holidays and blackout dates. The slot engine
// (netlify/lib/booking/slots.ts) turns these into free times; every rule a
// content editor could break in a way that makes no times appear is checked
// here, with a sentence saying what to change.
import { z } from 'zod'
import { tokenText } from './token-text.ts'
import { HostIdSchema, HostSettingsSchema } from './booking-hosts.ts'
import { BookingTermsSchema } from './booking-terms.ts'
import { DateSchema, WEEKDAYS, WeeklyHoursSchema, wellFormed } from './office-hours.ts'
import { minutesOfDay } from './office-time.ts'
import { isTimeZone } from './office-time.ts'

export { DateSchema, OpeningIntervalSchema, WEEKDAYS, WeeklyHoursSchema } from './office-hours.ts'
export type { OpeningInterval, Weekday, WeeklyHours } from './office-hours.ts'
export { HostIdSchema, HostSettingsSchema, TimeOffSchema } from './booking-hosts.ts'
export type { HostSettings, TimeOff } from './booking-hosts.ts'
export { BookingTermsSchema, type BookingTerms } from './booking-terms.ts'

const DAY_MINUTES = 24 * 60

/**
 * Where a meeting happens. `video-room`: each booking gets its own room with an
 * unguessable name on a video service that needs no account or API key (Jitsi
 * Meet); `video-link`: one fixed link for every booking (a Zoom or Teams room);
 * `phone`: we call the number the prospect gives, which is then required.
 */
const MEETING_PLACES = ['video-room', 'video-link', 'phone'] as const
const MeetingPlaceSchema = z
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
    phoneRequired: z
      .string()
      .min(1)
      .optional()
      .describe('For phone only: the message when the phone is left empty, e.g. "Please enter the number we should call you on"')
      .meta({ title: 'Phone required message' }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === 'phone' && !p.phoneRequired)
      ctx.addIssue({
        code: 'custom',
        path: ['phoneRequired'],
        message: 'a phone meeting needs the phone, so the message for a missing one, e.g. "Please enter the number we should call you on"',
      })
    if (p.kind !== 'phone' && p.phoneRequired)
      ctx.addIssue({ code: 'custom', path: ['phoneRequired'], message: 'phoneRequired is only used by kind phone: remove it' })
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
      .describe(
        'Ids of the team members who take this call (the team on the about page); a booking goes to the free one with the fewest bookings that week for their weight (hosts), ties in this order',
      )
      .meta({ title: 'Hosts' }),
  })
  .strict()
export type MeetingType = z.infer<typeof MeetingTypeSchema>

const HolidaySchema = z
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

const BlackoutDateSchema = z
  .object({
    date: DateSchema.describe('A day with no bookings, YYYY-MM-DD, e.g. 2026-12-24').meta({ title: 'Date' }),
    reason: z.string().min(1).optional().describe('Why, for staff, e.g. "Team offsite"; optional').meta({ title: 'Reason (for staff)' }),
  })
  .strict()
export type BlackoutDate = z.infer<typeof BlackoutDateSchema>

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
    alreadyBooked: tokenText(
      ['meeting'],
      'The booking API\'s answer when the same email books a second upcoming call of one type (the pages show their own words), e.g. "You already have a {meeting} booked. To move or cancel it, use the link in your confirmation email."',
    ).meta({ title: 'Already booked message' }),
    erasing: z
      .string()
      .trim()
      .min(1)
      .describe(
        'The booking API\'s answer while the address\'s data is being erased at their request (nothing is booked), e.g. "We cannot take a booking for this address just now. Please contact us."',
      )
      .meta({ title: 'Erasure in progress message' }),
    terms: BookingTermsSchema.describe(
      'What a prospect may still do online: the notice to move or cancel, the moves allowed, and the words when a change is refused',
    ).meta({ title: 'Terms for moves and cancels' }),
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
