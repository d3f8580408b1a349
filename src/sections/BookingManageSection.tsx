import type { SectionOf } from '../../schemas/sections/index.ts'
import { ManageBooking, type ManageBookingProps } from '../booking/ManageBooking.tsx'
import { Island } from '../components/Island.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { booking } from '../lib/prerender-content.ts'
import { canonicalHref } from '../lib/routes.ts'
import { bookingEnv } from './BookingSection.tsx'

export function BookingManageSection({ section: s }: { section: SectionOf<'booking-manage'> }) {
  const { type: _type, id, eyebrow, intro, tone, heading, ...copy } = s
  const props: ManageBookingProps = {
    idPrefix: 'manage',
    copy,
    meetingTypes: Object.fromEntries(booking.meetingTypes.map((t) => [t.id, { name: t.name, page: canonicalHref(t.page) }])),
    env: bookingEnv(),
  }
  return (
    <Shell id={id ?? 'booking'} tone={tone} className="!pt-10">
      <SectionHeading eyebrow={eyebrow} intro={intro} tone={tone} />
      <div className="mx-auto max-w-3xl rounded-[1.5rem] border border-ink-100 bg-white p-5 shadow-lift sm:p-8" data-booking-manage>
        <h2 className="mb-6 text-2xl font-extrabold text-ink-900">{heading}</h2>
        <Island name="booking-manage" component={ManageBooking} props={props} />
      </div>
    </Shell>
  )
}
