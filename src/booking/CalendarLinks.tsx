import type { CalendarLinksCopy } from '../../schemas/sections/booking-copy.ts'
import { Icon } from '../components/Icon.tsx'
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar-links.ts'
import { fill } from './copy.ts'

/** "Add to your calendar": the .ics file (when the server gave its address), Google Calendar and Outlook. */
export function CalendarLinks({
  copy,
  meeting,
  start,
  end,
  manageUrl,
  icsUrl,
  location,
  newTab,
}: {
  copy: CalendarLinksCopy
  meeting: string
  start: string
  end: string
  manageUrl: string
  icsUrl?: string
  /** Where it happens: the join link, or the phone arrangement. */
  location?: string
  newTab: string
}) {
  const event: CalendarEvent = {
    title: fill(copy.title, { meeting }),
    // The join link in the description too: some calendars show the location only as plain text.
    details: [fill(copy.details, { meeting, manageUrl }), location].filter(Boolean).join('\n'),
    start,
    end,
    location,
  }
  const external = [
    { href: googleCalendarUrl(event), label: copy.google, id: 'google' },
    { href: outlookCalendarUrl(event, 'live'), label: copy.outlook, id: 'outlook' },
    { href: outlookCalendarUrl(event, 'office'), label: copy.office365, id: 'office365' },
  ]
  return (
    <div className="mt-6" data-booking-calendar-links>
      <p className="font-semibold text-ink-900">{copy.heading}</p>
      <ul className="mt-3 flex flex-col flex-wrap gap-2 sm:flex-row">
        {icsUrl && (
          <li>
            <a href={icsUrl} download className="btn-primary w-full border-2 border-brand-600 sm:w-auto" data-booking-ics>
              <Icon name="clock" className="size-5" /> {copy.ics}
            </a>
          </li>
        )}
        {external.map((l) => (
          <li key={l.id}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline w-full sm:w-auto"
              data-booking-calendar-link={l.id}
            >
              {l.label}
              <span className="sr-only"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
