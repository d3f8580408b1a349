// The manage page's account of the booking (ManageBooking.tsx): the meeting, its status, its time in both
// zones, where it happens and the name it is under; and, once the booking terms close a change online, the
// rule in the API's words with the link to email the host.
import type { BookingRecord } from './api.ts'
import { BookedTime } from './BookedTime.tsx'
import type { BookingEnv, ManageBookingProps } from './island-props.ts'
import { MeetingPlace } from './MeetingPlace.tsx'

/** The booking terms' rule that closes a change online, and the host to email instead. */
export function TermsNotice({ terms }: { terms: NonNullable<BookingRecord['terms']> }) {
  return (
    <div className="mt-8 rounded-xl border border-ink-200 bg-ink-50 p-4" data-manage-terms>
      <p className="text-ink-800">{terms.message}</p>
      {terms.contact && (
        <a className="mt-3 inline-block font-semibold text-brand-700 underline" href={`mailto:${terms.contact.email}`} data-contact-host>
          {terms.contact.label}
        </a>
      )}
    </div>
  )
}

/** The meeting, its status, its time in both zones and the name it is booked under. */
export function BookingSummary({
  copy,
  booking: b,
  meeting,
  status,
  cancelled,
  zone,
  env,
}: {
  copy: ManageBookingProps['copy']
  booking: BookingRecord
  meeting: string
  status: string
  cancelled: boolean
  zone: string
  env: BookingEnv
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-ink-600">{copy.labels.meeting}</dt>
        <dd className="text-lg font-bold text-ink-900">{meeting}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-ink-600">{copy.labels.status}</dt>
        <dd className={`font-semibold ${cancelled ? 'text-danger-600' : 'text-ink-900'}`} data-booking-status-label>
          {status}
        </dd>
      </div>
      <BookedTime
        start={b.start}
        visitorZone={zone}
        officeZone={env.officeTimeZone}
        locale={env.locale}
        yourLabel={copy.labels.yourTime}
        officeLabel={copy.labels.officeTime}
      />
      {!cancelled && <MeetingPlace copy={copy.place} place={b.place} durationMinutes={b.durationMinutes} newTab={env.newTab} />}
      {b.name && (
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.labels.name}</dt>
          <dd className="text-ink-800">{b.name}</dd>
        </div>
      )}
    </dl>
  )
}
