// What the site remembers of each host's calendar (Netlify Blobs, store
// `calendars`, key hosts/<hostId>; netlify/lib/calendars/cache.ts): the busy
// times of the last good read, so availability never waits on a calendar
// server, and how the reads are going, so a failing calendar is reported to
// staff once. Never the calendar's address or password: only which kind it is.
import * as z from 'zod'

export const CachedCalendarSchema = z
  .object({
    version: z.literal(1),
    hostId: z.string().min(1),
    /** ics: a feed URL; caldav: a CalDAV calendar; invalid: a BOOKING_CALENDAR_ value that cannot be used. */
    kind: z.enum(['ics', 'caldav', 'invalid']),
    /** When the blocks below were read (the last good read); absent when none has succeeded yet. */
    readAt: z.iso.datetime().optional(),
    /** When a read was last tried, good or not: what decides that the cache is due a refresh. */
    checkedAt: z.iso.datetime(),
    /** The range the blocks cover. */
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    /** Busy times, instants in ISO 8601 UTC, sorted, merged. */
    blocks: z.array(z.object({ start: z.iso.datetime(), end: z.iso.datetime() }).strict()),
    /** Why the last read failed (no secrets in it); absent once a read succeeds. */
    error: z.string().optional(),
    /** The first failure of the present run of failures: it names the staff notification, so it is sent once. */
    failingSince: z.iso.datetime().optional(),
    /** When staff were told of the present run of failures. */
    lastErrorReportedAt: z.iso.datetime().optional(),
  })
  .strict()
export type CachedCalendar = z.infer<typeof CachedCalendarSchema>
