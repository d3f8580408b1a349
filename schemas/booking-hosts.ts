// Who takes booked calls (content/booking.yaml): a host is a team member,
// named by the id the about page gives them, with their own hours (the
// site-wide ones when left out) and their days off.
import { z } from 'zod'
import { DateSchema, WeeklyHoursSchema } from './office-hours.ts'

/** A team member's id (content/pages/about.yaml team), e.g. "olivia-hartley". */
export const HostIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a team member id: lowercase letters, digits and hyphens, e.g. "olivia-hartley"')
  .describe('The id of a team member on the about page, e.g. "olivia-hartley"')
  .meta({ title: 'Team member id' })

/** A day or a run of days a host takes no calls (leave, a conference): office dates, both ends included. */
export const TimeOffSchema = z
  .object({
    from: DateSchema.describe('First day off, YYYY-MM-DD, e.g. 2026-12-21').meta({ title: 'From' }),
    to: DateSchema.optional().describe('Last day off, YYYY-MM-DD; leave out for one day').meta({ title: 'To (last day)' }),
    reason: z
      .string()
      .min(1)
      .optional()
      .describe('Why, for staff, e.g. "Leave"; never shown on the pages, but kept in the repository like all content: no private details')
      .meta({
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
    weight: z
      .number()
      .int()
      .min(1)
      .max(10)
      .optional()
      .describe('Their share of the round robin: a host with weight 2 takes twice the calls of one with weight 1 over a week (left out: 1)')
      .meta({ title: 'Round robin weight' }),
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
