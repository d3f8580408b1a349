// Booking pages (/schedule, /T2-schedule, /booking/manage): the chrome's
// enhancements plus the booking islands, and nothing of the lead forms, so
// neither page class carries the other's code. Each island's code loads only
// when the page has that island.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { enhanceSite } from '../../enhance/site.ts'

const islands: Record<string, () => Promise<ComponentType<object>>> = {
  booking: () => import('../../booking/BookingFlow.tsx').then((m) => m.BookingFlow as ComponentType<object>),
  'booking-manage': () => import('../../booking/ManageBooking.tsx').then((m) => m.ManageBooking as ComponentType<object>),
}

enhanceSite()
for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = islands[el.dataset.island ?? '']
  if (!load) continue
  const props = JSON.parse(el.dataset.props ?? '{}') as object
  void load().then((Component) => hydrateRoot(el, createElement(Component, props)))
}
