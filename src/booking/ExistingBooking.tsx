// One booking at a time: the visitor's upcoming booking of this type, shown
// instead of the times (this browser made it, or the server said this email
// holds one), with the way to move or cancel it: the manage page when this
// browser holds its link, else the link in the confirmation email.
import type { BookingSection } from '../../schemas/sections/booking.ts'
import { BookedTime } from './BookedTime.tsx'
import { fill } from './copy.ts'
import type { BookingEnv } from './island-props.ts'
import type { Existing } from './use-booking-flow.ts'

export function ExistingBooking({
  copy: c,
  yourTime,
  officeTime,
  meeting,
  existing,
  zone,
  env,
}: {
  copy: BookingSection['existing']
  yourTime: string
  officeTime: string
  meeting: string
  existing: Existing
  zone: string
  env: BookingEnv
}) {
  return (
    <>
      <h3 tabIndex={-1} data-step-heading className="text-2xl font-extrabold text-ink-900 outline-none">
        {c.heading}
      </h3>
      <p className="mt-2 text-lg text-ink-700">{fill(c.body, { meeting })}</p>
      <dl className="mt-5 grid gap-4 rounded-xl bg-brand-50 p-5 sm:grid-cols-2">
        <BookedTime
          start={existing.start}
          visitorZone={zone}
          officeZone={env.officeTimeZone}
          locale={env.locale}
          yourLabel={yourTime}
          officeLabel={officeTime}
        />
      </dl>
      {existing.manageUrl ? (
        <div className="mt-6">
          <a href={existing.manageUrl} className="btn-primary" data-booking-manage-link>
            {c.manageLink}
          </a>
        </div>
      ) : (
        <p className="mt-6 text-ink-700" data-booking-no-link>
          {c.noLink}
        </p>
      )}
    </>
  )
}
