// What the booking islands receive from the page (serialised into the HTML by
// src/sections/BookingSection.tsx and BookingManageSection.tsx): the section's
// copy, and the few settings and contact details the browser needs. The
// islands never import content modules, so none of it is bundled twice.
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
