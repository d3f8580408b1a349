// Booking pages (/schedule, /T2-schedule, /booking/manage): the chrome's
// enhancements plus the booking islands, and nothing of the lead forms, so
// neither page class carries the other's code. Each island's code loads only
// when the page has that island.
import type { ComponentType } from 'react'
import { hydrateIslands } from '../../enhance/islands.ts'
import { enhanceSite } from '../every-page.ts'

enhanceSite()
hydrateIslands({
  booking: () => import('../../booking/BookingFlow.tsx').then((m) => m.BookingFlow as ComponentType<object>),
  'booking-manage': () => import('../../booking/ManageBooking.tsx').then((m) => m.ManageBooking as ComponentType<object>),
})
