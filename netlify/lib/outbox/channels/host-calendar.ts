// The `calendar` channel: a booking written into its host's own CalDAV
// calendar (BOOKING_CALENDAR_<HOST>, netlify/lib/calendars/), made, replaced
// on a move (the same UID, one object) and removed on a cancel. It goes through
// the outbox like every notification, so a calendar server that is down gets the
// change later, retried with backoff, and staff see a failure in
// `leads -- notifications`; a PUT or DELETE of one object is safe to send again.
// It is a write, not a message: its record carries `write: { method, content }`.
import * as z from 'zod'
import type { NotificationRecord } from '../../../../schemas/notification.ts'
import { deleteEvent, putEvent } from '../../calendars/caldav.ts'
import { calendarSourceOf } from '../../calendars/source.ts'
import type { ChannelDefinition, Env } from '../channel-definition.ts'

/** The write a host-calendar record carries: the event, and whether it is put or removed. */
export const CalendarWriteSchema = z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() })
export type CalendarWrite = z.infer<typeof CalendarWriteSchema>

/** The UID of the event a calendar part carries. */
const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics.replace(/\r\n[ \t]/g, ''))?.[1]?.trim()

/** Whether this host's calendar takes our events (CalDAV); a feed is read-only. */
export function writableCalendar(host: string | undefined, env: Env): boolean {
  if (!host) return false
  try {
    return calendarSourceOf(host, env)?.kind === 'caldav'
  } catch {
    // A variable that cannot be read is the refresh's to report; nothing is recorded for it here.
    return false
  }
}

async function writeHostCalendar(n: NotificationRecord, env: Env): Promise<void> {
  // A record made before writes existed carries the event as its message's calendar part.
  const part = CalendarWriteSchema.safeParse(n.write ?? n.message?.calendar)
  if (!n.host || !part.success) throw new Error('a host-calendar notification needs its host and its event')
  const source = calendarSourceOf(n.host, env)
  if (source?.kind !== 'caldav') throw new Error(`${n.host}'s calendar is no longer a CalDAV calendar: nothing to write`)
  const uid = uidOf(part.data.content)
  if (!uid) throw new Error('the event has no UID')
  if (part.data.method === 'CANCEL') await deleteEvent(source, uid)
  else await putEvent(source, uid, part.data.content)
}

export const hostCalendarChannel = {
  name: 'calendar',
  takes: ['calendar-write'],
  // Recorded only for a host whose calendar can be written (booking/endpoints/tell.ts asks writableCalendar).
  always: true,
  settings: () => ({ configured: false, problems: [] }),
  sender: (env) => ({ send: (n) => writeHostCalendar(n, env) }),
  uncertain: { resends: 3 },
} as const satisfies ChannelDefinition
