// What the booking islands receive from the page (serialised into the HTML by
// src/sections/BookingSection.tsx and BookingManageSection.tsx): the section's
// copy, and the few settings and contact details the browser needs. The
// islands never import content modules, so none of it is bundled twice.
import type { BookingManageSection } from '../../schemas/sections/booking-manage.ts'
import type { BookingSection } from '../../schemas/sections/booking.ts'

export interface AgencyContact {
  email: string
  phone: string
  phoneE164: string
}

export interface BookingEnv {
  /** The site's locale (site.yaml), e.g. "en-AU": how days and times are written. */
  locale: string
  /** content/booking.yaml timezone. */
  officeTimeZone: string
  /** content/booking.yaml horizonDays: how many days after today can be booked. */
  horizonDays: number
  contact: AgencyContact
  /** site.yaml labels.newTab, said after links that open a new tab. */
  newTab: string
}

/** The booking island (BookingFlow.tsx) on a page with a booking section. */
export interface BookingFlowProps {
  idPrefix: string
  meetingType: { id: string; name: string; durationMinutes: number }
  copy: Pick<BookingSection, 'picker' | 'details' | 'problems' | 'confirmation' | 'existing'>
  env: BookingEnv
  /** content/routing.yaml words for the details a lead's link already gave (shown, not asked again). */
  lead: { known: string; company: string; edit: string }
}

/** The manage page's island (ManageBooking.tsx). */
export interface ManageBookingProps {
  idPrefix: string
  copy: Omit<BookingManageSection, 'type' | 'id' | 'eyebrow' | 'intro' | 'tone' | 'heading'>
  /** Every meeting type: its name, and the page it is booked from (for "book a new time"). */
  meetingTypes: Record<string, { name: string; page: string }>
  env: BookingEnv
}
