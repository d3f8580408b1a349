// The page's own heading follows the booking's state. The hero (h1 and the text
// under it) is prerendered for the first state ("select a time", "move or
// cancel"), right without JavaScript; once the state changes (booked, already
// booked, cancelled) the island puts the content's words for that state in the
// hero, and says them in the hero's polite live region, so the page never asks
// for a time there is no longer anything to choose (the booking section's own
// "pick a time" heading is hidden then too). Focus stays where the
// island puts it (its own step heading).
import { useEffect } from 'react'
import type { PageHeadingCopy } from '../../schemas/sections/booking-copy.ts'
import { fill } from './copy.ts'

/** The hero's words for a state, tokens filled; null keeps (or puts back) the prerendered ones. */
type PageHeading = { heading: string; subheading: string } | null

export const pageHeading = (copy: PageHeadingCopy, meeting: string): PageHeading => ({
  heading: fill(copy.heading, { meeting }),
  subheading: fill(copy.subheading, { meeting }),
})

function show(next: PageHeading) {
  const h1 = document.querySelector<HTMLElement>('[data-page-heading]')
  if (!h1) return
  const sub = document.querySelector<HTMLElement>('[data-page-subheading]')
  const live = document.querySelector<HTMLElement>('[data-page-heading-live]')
  // The section's own "pick a time" heading says nothing true once a time is held or released.
  const section = document.querySelector<HTMLElement>('[data-booking-section-heading]')
  if (section) section.hidden = next !== null
  // The prerendered markup (with its highlighted words) is kept to put back.
  h1.dataset.prerendered ??= h1.innerHTML
  if (sub) sub.dataset.prerendered ??= sub.innerHTML
  if (!next) {
    if (h1.innerHTML !== h1.dataset.prerendered) h1.innerHTML = h1.dataset.prerendered
    if (sub && sub.innerHTML !== sub.dataset.prerendered) sub.innerHTML = sub.dataset.prerendered ?? ''
    return
  }
  if (h1.textContent === next.heading) return
  h1.textContent = next.heading
  const p = sub?.querySelector('p')
  if (p) p.textContent = next.subheading
  if (live) live.textContent = `${next.heading}. ${next.subheading}`
}

/** Shows `next` in the hero while the island is in that state. */
export function usePageHeading(next: PageHeading): void {
  const heading = next?.heading
  const subheading = next?.subheading
  useEffect(() => {
    show(heading === undefined ? null : { heading, subheading: subheading ?? '' })
  }, [heading, subheading])
}
