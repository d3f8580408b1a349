// A booking page opened from a link that carries the signed reference to a lead
// (`?ref=`: the wizard's hand-over, the plan email, the console's rebooking
// email): the page asks the server what it means (GET /api/booking/lead) and
// - goes to the routed call's page when it is another (this page never offers
//   a routed lead another type: content/routing.yaml),
// - shows only the routed pool of hosts in the prerendered list (BookingPool.tsx),
// - gives the details the lead already gave, to prefill and not ask again,
// - gives their upcoming call of any type, shown instead of a second booking.
// A ref the server does not know is ignored: the page books as for anyone.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import { getBookingLead, type BookingLeadResponse, type Slot } from './api.ts'
import type { Details } from './details.ts'

/** An upcoming booking the visitor holds already (of this type, or of another one's name), with its manage page when known. */
export type Existing = Slot & { manageUrl?: string; typeName?: string }
/** The details a lead's link says they gave: shown, and not asked again. */
export type Known = BookingLeadResponse['details']

export type LeadLink =
  { status: 'none' } | { status: 'loading'; ref: string } | { status: 'ready'; ref: string; answer: BookingLeadResponse }

const refOfPage = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('ref'))

/** The page of a call with the ref kept. */
export const withRef = (page: string, ref: string) => `${page}?${new URLSearchParams({ ref })}`

/** Hides the prerendered hosts who are not in the pool. */
function showPool(hosts: readonly string[]) {
  for (const li of document.querySelectorAll<HTMLElement>('[data-pool-host]')) li.hidden = !hosts.includes(li.dataset.poolHost ?? '')
}

export function useLeadLink(typeId: string): LeadLink {
  // Read on the first render in the browser: nothing it changes is in the hydrated HTML (the picker is loading either way).
  const [link, setLink] = useState<LeadLink>(() => {
    const ref = refOfPage()
    return ref ? { status: 'loading', ref } : { status: 'none' }
  })
  const ref = link.status === 'none' ? null : link.ref
  useEffect(() => {
    if (!ref) return
    let live = true
    void getBookingLead(ref).then((answer) => {
      if (!live) return
      if (answer.kind !== 'ok') return setLink({ status: 'none' })
      const routed = answer.data.routed
      if (routed && routed.type !== typeId) return window.location.replace(withRef(routed.page, ref))
      if (routed) showPool(routed.hosts.map((h) => h.id))
      setLink({ status: 'ready', ref, answer: answer.data })
    })
    return () => {
      live = false
    }
  }, [ref, typeId])
  return link
}

/**
 * What the booking does with a lead's link: the ref it sends (`leadRef`), the pool its times are of
 * (undefined while the link is read, null for every host), and, once read, the details the lead gave
 * (prefilled into `setValues`) and the call they hold (handed to `showExisting`).
 */
export function useLinkedLead(typeId: string, setValues: Dispatch<SetStateAction<Details>>, showExisting: Dispatch<Existing>) {
  const link = useLeadLink(typeId)
  const [known, setKnown] = useState<Known | null>(null)
  const answer = link.status === 'ready' ? link.answer : null
  useEffect(() => {
    if (!answer) return
    const d = answer.details
    setKnown(d)
    setValues((v) => ({ ...v, name: d.name || v.name, email: d.email || v.email, phone: d.phone || v.phone }))
    const held = answer.upcoming[0]
    if (!held) return
    const manage = new URL(held.manageUrl, window.location.href)
    showExisting({ start: held.start, end: held.end, typeName: held.typeName, manageUrl: manage.pathname + manage.search })
  }, [answer, setValues, showExisting])
  return {
    leadRef: link.status === 'none' ? undefined : link.ref,
    pool: link.status === 'loading' ? undefined : (answer?.routed?.hosts.map((h) => h.id) ?? null),
    known,
  }
}
