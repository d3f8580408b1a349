// The booking's last step: the booked time in the visitor's zone and the
// office's, calendar links, the manage link and what comes next.
import type { BookingSection } from '../../schemas/sections/booking.ts'
import type { Booked } from './api.ts'
import { BookedTime } from './BookedTime.tsx'
import { CalendarLinks } from './CalendarLinks.tsx'
import { MeetingPlace, placeLocation } from './MeetingPlace.tsx'
import { fill } from './copy.ts'
import type { BookingEnv } from './island-props.ts'

/** The booked time in both zones, calendar links, the manage link and what comes next. */
export function BookingConfirmation({
  copy: c,
  meeting,
  minutes,
  booked,
  zone,
  env,
}: {
  copy: BookingSection['confirmation']
  meeting: string
  minutes: number
  booked: Booked
  zone: string
  env: BookingEnv
}) {
  // Absolute for the calendar event; a path on this site for the links, whatever origin the API wrote.
  const manageUrl = new URL(booked.manageUrl, window.location.href).href
  const onSite = (url: string) => {
    const u = new URL(url, window.location.href)
    return u.pathname + u.search + u.hash
  }
  return (
    <>
      <h3 tabIndex={-1} data-step-heading className="text-2xl font-extrabold text-ink-900 outline-none">
        {c.heading}
      </h3>
      <p className="mt-2 text-lg text-ink-700">{fill(c.body, { meeting, minutes })}</p>
      {booked.host && (
        <p className="mt-1 text-ink-700" data-booking-host>
          {fill(c.host, { name: booked.host.name })}
        </p>
      )}
      <dl className="mt-5 grid gap-4 rounded-xl bg-brand-50 p-5 sm:grid-cols-2">
        <BookedTime
          start={booked.start}
          visitorZone={zone}
          officeZone={env.officeTimeZone}
          locale={env.locale}
          yourLabel={c.yourTime}
          officeLabel={c.officeTime}
        />
        <MeetingPlace copy={c.place} place={booked.place} durationMinutes={booked.durationMinutes} newTab={env.newTab} />
      </dl>
      <CalendarLinks
        copy={c.calendar}
        meeting={meeting}
        start={booked.start}
        end={booked.end}
        manageUrl={manageUrl}
        icsUrl={onSite(booked.icsUrl)}
        location={placeLocation(c.place, booked.place)}
        newTab={env.newTab}
      />
      <p className="mt-6 text-ink-700">{c.manage}</p>
      <div className="mt-3">
        <a href={onSite(booked.manageUrl)} className="btn-outline" data-booking-manage-link>
          {c.manageLink}
        </a>
      </div>
      {c.next && (
        <div className="mt-8">
          <a href={c.next.href} className="btn-primary" {...(c.next.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
            {c.next.label}
            {c.next.newTab && <span className="sr-only"> {env.newTab}</span>}
          </a>
        </div>
      )}
    </>
  )
}
