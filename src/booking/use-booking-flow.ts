// The booking's state and what it does: the free times, the chosen time, the
// visitor's details (prefilled, and the booking linked to the lead, when the
// contact form or the wizard left them in this browser: forms/lead-handoff.ts,
// or the page's link carries the signed reference to the lead: use-lead-link.ts),
// the booking request with its retry-safe id, and what each answer leads to.
// Each step's heading (or the first thing to fix) takes focus when it appears.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { FieldErrors } from '../../schemas/answer-rules.ts'
import { readLeadHandoff } from '../forms/lead-handoff.ts'
import { adFields } from '../forms/attribution.ts'
import { trackSchedule } from '../enhance/pixel.ts'
import { createBooking, type Booked, type Slot } from './api.ts'
import { readHeld, saveHeld } from './held-booking.ts'
import { pageHeading, usePageHeading } from './page-heading.ts'
import type { BookingFlowProps } from './island-props.ts'
import { bookingRequest, checkDetail, checkDetails, DETAIL_FIELDS, emptyDetails, type DetailField, type Details } from './details.ts'
import { useAvailability } from './use-availability.ts'
import { useVisitorZone } from './use-visitor-zone.ts'
import { useLinkedLead, withRef, type Existing, type Known } from './use-lead-link.ts'

type BookingStep = 'pick' | 'details' | 'done' | 'existing'
export type { Existing, Known }
export type Problem = { text: string; nextSlots?: Slot[] } | null

const newId = () => crypto.randomUUID()

export function useBookingFlow({ idPrefix, meetingType, copy, env }: BookingFlowProps) {
  const zone = useVisitorZone(env.officeTimeZone)
  const [step, setStep] = useState<BookingStep>('pick')
  const [chosen, setChosen] = useState<Slot | null>(null)
  // The handoff is read on the first render in the browser: nothing it fills is in the hydrated HTML (the details step comes later).
  const [lead] = useState(() => (typeof window === 'undefined' ? null : readLeadHandoff()))
  const [values, setValues] = useState<Details>(() =>
    lead ? { ...emptyDetails(), name: lead.name, email: lead.email, phone: lead.phone } : emptyDetails(),
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checkAll, setCheckAll] = useState(false)
  const prefilled = !!(lead && (lead.name || lead.email))
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const [booked, setBooked] = useState<Booked | null>(null)
  const [existing, setExisting] = useState<Existing | null>(null)
  const showExisting = useCallback((e: Existing) => (setExisting(e), setStep('existing')), [])
  // A lead's link (?ref=): what they gave prefilled and not asked again, a call they hold shown instead of the times.
  const { leadRef, pool, known } = useLinkedLead(meetingType.id, setValues, showExisting)
  // While the link is read, no times yet: they are the routed pool's once it is known.
  const availability = useAvailability(meetingType.id, env.officeTimeZone, env.horizonDays, pool)
  const lastAttempt = useRef<{ payload: string; requestId: string; eventId: string } | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const focusNext = useRef<string | null>(null)
  const fields = copy.details.fields
  const id = (part: string) => `${idPrefix}-${part}`

  // Focus moves in the commit that shows the new step, so no key press lands on a vanished control.
  useLayoutEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    root.current?.querySelector<HTMLElement>(target)?.focus()
  })
  const go = (next: BookingStep, focus: string) => {
    focusNext.current = focus
    setStep(next)
  }

  // One booking at a time: this browser's booking not over yet is shown instead of the times (after hydration: the picker matches).
  useEffect(() => {
    const held = readHeld(meetingType.id)
    if (held) showExisting(held)
  }, [meetingType.id, showExisting])

  usePageHeading(headingOf(step, copy, existing?.typeName ?? meetingType.name))

  const slotsByStart = useMemo(() => new Map(availability.slots.map((s) => [s.start, s])), [availability.slots])

  const set = (name: DetailField) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (checkAll || errors[name]) setErrors((e) => withError(e, name, checkDetail(fields, name, value)))
  }
  const blur = (name: DetailField) => () => {
    if (values[name] !== '' || checkAll) setErrors((e) => withError(e, name, checkDetail(fields, name, values[name])))
  }

  const focusFirstError = (errs: FieldErrors) => {
    const first = DETAIL_FIELDS.find((f) => errs[f])
    if (first) focusNext.current = `#${CSS.escape(id(first))}`
  }

  async function book(slot: Slot) {
    if (busy) return
    const checked = checkDetails(fields, values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setCheckAll(true)
      focusFirstError(checked.errors)
      return
    }
    setChosen(slot)
    setBusy(true)
    setProblem(null)
    // The same attempt sent again (after a lost answer) keeps its id, so the server books it once.
    const attempt = { type: meetingType.id, start: slot.start, details: checked.values, leadId: lead?.leadId, leadRef, timeZone: zone }
    const payload = JSON.stringify(attempt)
    if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, requestId: newId(), eventId: newId() }
    const { requestId, eventId } = lastAttempt.current
    const answer = await createBooking(bookingRequest({ ...attempt, requestId, ...adFields(eventId) }))
    setBusy(false)
    switch (answer.kind) {
      case 'ok': {
        trackSchedule(eventId)
        setBooked(answer.data)
        const manage = new URL(answer.data.manageUrl, window.location.href)
        const { bookingId, start, end } = answer.data
        saveHeld({ type: meetingType.id, bookingId, start, end, manageUrl: manage.pathname + manage.search })
        go('done', '[data-step-heading]')
        return
      }
      case 'routed':
        // This lead's answers lead to another call: its page, for the same lead (the page never offers this one).
        window.location.assign(leadRef ? withRef(answer.page, leadRef) : answer.page)
        return
      case 'already-booked':
        // The server knows this email's booking; this browser does not hold its link: the email does.
        setExisting(answer.existing)
        go('existing', '[data-step-heading]')
        return
      case 'taken':
        availability.reload()
        setProblem({ text: answer.message ?? copy.problems.taken, nextSlots: answer.nextSlots })
        focusNext.current = '[data-next-time]'
        return
      case 'not-a-slot':
        availability.reload()
        setChosen(null)
        setProblem({ text: answer.message ?? copy.problems.notASlot })
        go('pick', '[data-problem]')
        return
      case 'invalid': {
        const known = Object.fromEntries(
          Object.entries(answer.fieldErrors).filter(([k]) => (DETAIL_FIELDS as readonly string[]).includes(k)),
        )
        setErrors(known)
        setCheckAll(true)
        focusFirstError(known)
        setProblem({ text: answer.message ?? copy.problems.failed })
        return
      }
      default:
        setProblem({ text: answer.kind === 'failed' && answer.status === 429 ? copy.problems.tooMany : copy.problems.failed })
    }
  }

  return {
    availability,
    zone,
    step,
    chosen,
    setChosen,
    lead,
    known,
    values,
    errors,
    prefilled: prefilled || !!known,
    busy,
    problem,
    setProblem,
    booked,
    existing,
    root,
    go,
    slotsByStart,
    set,
    blur,
    book,
  }
}

/** The page's heading for the step: booked, already booked, or the prerendered one (null). */
function headingOf(step: BookingStep, copy: BookingFlowProps['copy'], meeting: string) {
  if (step === 'done') return pageHeading(copy.confirmation.page, meeting)
  return step === 'existing' ? pageHeading(copy.existing.page, meeting) : null
}

function withError(errors: FieldErrors, name: string, message: string | undefined): FieldErrors {
  const { [name]: _drop, ...rest } = errors
  return message ? { ...rest, [name]: message } : rest
}
