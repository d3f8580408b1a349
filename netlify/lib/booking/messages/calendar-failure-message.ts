// What staff are told when a host's calendar cannot be read: which host, why,
// since when, what the site does meanwhile, and where to look. Pure.
import type { CachedCalendar } from '../../../../schemas/calendar-cache.ts'
import type { NotificationMessage } from '../../../../schemas/notification.ts'
import { readableTime } from '../../../../schemas/office-time.ts'
import { message } from '../../outbox/message-layout.ts'

export function calendarFailedMessage(entry: CachedCalendar, variable: string, timeZone: string): NotificationMessage {
  const since = readableTime(entry.failingSince ?? entry.checkedAt, timeZone)
  const meanwhile = entry.readAt
    ? `Until it can be read again, bookings avoid the busy times read at ${readableTime(entry.readAt, timeZone)}; anything added to the calendar since is not seen.`
    : 'It has never been read, so until it is, the host looks free at any time inside their hours.'
  return message(
    `Calendar of ${entry.hostId} cannot be read`,
    [
      `The calendar of ${entry.hostId} (${variable}) could not be read since ${since}: ${entry.error ?? 'unknown error'}.`,
      meanwhile,
      `Check the address in ${variable} (Netlify > Site configuration > Environment variables). You will hear again only if it recovers and then fails anew.`,
      'Where every calendar stands: npm run leads -- calendars',
    ].join('\n'),
    [],
  )
}
