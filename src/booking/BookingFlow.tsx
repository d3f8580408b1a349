// The booking island on /schedule and /T2-schedule: choose a day and a time,
// give (or confirm) the details, then the confirmation with calendar links and
// the manage link. Each step's heading takes focus when the step appears.
// The details come prefilled, and the booking is linked to the lead, when the
// contact form or the wizard left them in this browser (forms/lead-handoff.ts).
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { BookingSection } from '../../schemas/sections/booking.ts'
import type { FieldErrors } from '../../schemas/lead.ts'
import { Field, TextArea, TextInput } from '../forms/fields.tsx'
import { readLeadHandoff } from '../forms/lead-handoff.ts'
import { createBooking, type Booked, type Slot } from './api.ts'
import { BookedTime } from './BookedTime.tsx'
import { CalendarLinks } from './CalendarLinks.tsx'
import { fill } from './copy.ts'
import { DayTimePicker } from './DayTimePicker.tsx'
import { bookingRequest, checkDetail, checkDetails, DETAIL_FIELDS, emptyDetails, type DetailField, type Details } from './details.ts'
import { whenLabel } from './format-time.ts'
import { NextTimes } from './NextTimes.tsx'
import type { BookingEnv } from './types.ts'
import { useAvailability } from './use-availability.ts'
import { useVisitorZone } from './use-visitor-zone.ts'

export interface BookingFlowProps {
  idPrefix: string
  meetingType: { id: string; name: string }
  copy: Pick<BookingSection, 'picker' | 'details' | 'problems' | 'confirmation'>
  env: BookingEnv
}

type Step = 'pick' | 'details' | 'done'
type Problem = { text: string; nextSlots?: Slot[] } | null

const INPUTS: Record<Exclude<DetailField, 'notes'>, { type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

const newId = () => crypto.randomUUID()

export function BookingFlow({ idPrefix, meetingType, copy, env }: BookingFlowProps) {
  const availability = useAvailability(meetingType.id, env.officeTimeZone, env.horizonDays)
  const zone = useVisitorZone(env.officeTimeZone)
  const [step, setStep] = useState<Step>('pick')
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
  const lastAttempt = useRef<{ payload: string; requestId: string } | null>(null)
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
  const go = (next: Step, focus: string) => {
    focusNext.current = focus
    setStep(next)
  }

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
    const attempt = { type: meetingType.id, start: slot.start, details: checked.values, leadId: lead?.leadId }
    const payload = JSON.stringify(attempt)
    if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, requestId: newId() }
    const answer = await createBooking(bookingRequest({ ...attempt, requestId: lastAttempt.current.requestId }))
    setBusy(false)
    switch (answer.kind) {
      case 'ok':
        setBooked(answer.data)
        go('done', '[data-step-heading]')
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

  const submitDetails = (e: FormEvent) => {
    e.preventDefault()
    if (chosen) void book(chosen)
  }

  const problemBox = problem && (
    <div className="mb-6 rounded-xl bg-danger-600/10 p-4" data-problem tabIndex={-1}>
      <p role="alert" className="font-medium text-danger-600">
        {problem.text}
      </p>
      {problem.nextSlots && problem.nextSlots.length > 0 && (
        <NextTimes
          copy={copy.problems}
          slots={problem.nextSlots}
          zone={zone}
          locale={env.locale}
          busy={busy}
          onPick={(slot) => void book(slotsByStart.get(slot.start) ?? slot)}
        />
      )}
    </div>
  )

  if (step === 'done' && booked) {
    // Absolute for the calendar event; a path on this site for the links, whatever origin the API wrote.
    const manageUrl = new URL(booked.manageUrl, window.location.href).href
    const onSite = (url: string) => {
      const u = new URL(url, window.location.href)
      return u.pathname + u.search + u.hash
    }
    const c = copy.confirmation
    return (
      <div ref={root} data-booking-step="done">
        <h3 tabIndex={-1} data-step-heading className="text-2xl font-extrabold text-ink-900 outline-none">
          {c.heading}
        </h3>
        <p className="mt-2 text-lg text-ink-700">{fill(c.body, { meeting: meetingType.name })}</p>
        <dl className="mt-5 grid gap-4 rounded-xl bg-brand-50 p-5 sm:grid-cols-2">
          <BookedTime
            start={booked.start}
            visitorZone={zone}
            officeZone={env.officeTimeZone}
            locale={env.locale}
            yourLabel={c.yourTime}
            officeLabel={c.officeTime}
          />
        </dl>
        <CalendarLinks
          copy={c.calendar}
          meeting={meetingType.name}
          start={booked.start}
          end={booked.end}
          manageUrl={manageUrl}
          icsUrl={onSite(booked.icsUrl)}
          newTab={env.newTab}
        />
        <p className="mt-6 text-ink-700">{c.manage}</p>
        <div className="mt-3">
          <a href={onSite(booked.manageUrl)} className="btn-outline" data-booking-manage-link>
            {c.manageLink}
          </a>
        </div>
        {c.next && (
          <div className="mt-8">
            <a href={c.next.href} className="btn-primary" {...(c.next.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
              {c.next.label}
              {c.next.newTab && <span className="sr-only"> {env.newTab}</span>}
            </a>
          </div>
        )}
      </div>
    )
  }

  if (step === 'details' && chosen) {
    const d = copy.details
    const textField = (name: Exclude<DetailField, 'notes'>) => (
      <Field
        key={name}
        id={id(name)}
        label={fields[name].label}
        required={!!fields[name].required}
        error={errors[name]}
        className={fields[name].width === 'half' ? '' : 'sm:col-span-2'}
      >
        <TextInput
          id={id(name)}
          name={name}
          type={INPUTS[name].type}
          autoComplete={INPUTS[name].autoComplete}
          value={values[name]}
          onChange={set(name)}
          onBlur={blur(name)}
          placeholder={fields[name].placeholder}
          maxLength={fields[name].maxLength}
          required={!!fields[name].required}
          error={errors[name]}
        />
      </Field>
    )
    return (
      <div ref={root} data-booking-step="details">
        <h3 tabIndex={-1} data-step-heading className="text-xl font-bold text-ink-900 outline-none">
          {d.heading}
        </h3>
        <div className="mt-3 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 md:flex-row md:items-center md:justify-between">
          <p className="font-semibold text-ink-900" data-booking-chosen>
            {fill(d.chosen, { time: whenLabel(new Date(chosen.start), zone, env.locale) })}
          </p>
          <button type="button" className="btn-outline shrink-0" onClick={() => go('pick', `input[value="${chosen.start}"]`)}>
            {d.change}
          </button>
        </div>
        {prefilled && <p className="mt-4 text-ink-700">{d.prefilled}</p>}
        {problemBox && <div className="mt-6">{problemBox}</div>}
        <form noValidate onSubmit={submitDetails} className="mt-6 grid gap-5 sm:grid-cols-2" aria-busy={busy}>
          {textField('name')}
          {textField('email')}
          {textField('phone')}
          <Field
            id={id('notes')}
            label={fields.notes.label}
            required={!!fields.notes.required}
            error={errors.notes}
            className={fields.notes.width === 'half' ? '' : 'sm:col-span-2'}
          >
            <TextArea
              id={id('notes')}
              name="notes"
              value={values.notes}
              onChange={set('notes')}
              onBlur={blur('notes')}
              placeholder={fields.notes.placeholder}
              maxLength={fields.notes.maxLength}
              rows={fields.notes.rows}
              required={!!fields.notes.required}
              error={errors.notes}
            />
          </Field>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
              {busy ? d.submitting : d.submit}
            </button>
          </div>
        </form>
      </div>
    )
  }

  return (
    <div ref={root} data-booking-step="pick">
      {problemBox}
      <DayTimePicker
        idPrefix={idPrefix}
        copy={copy.picker}
        env={env}
        visitorZone={zone}
        availability={availability}
        chosen={chosen?.start ?? null}
        onChoose={(start) => setChosen(start ? (slotsByStart.get(start) ?? null) : null)}
        onSubmit={(slot) => {
          setChosen(slot)
          setProblem(null)
          go('details', '[data-step-heading]')
        }}
        submitLabel={copy.picker.continue}
      />
    </div>
  )
}

function withError(errors: FieldErrors, name: string, message: string | undefined): FieldErrors {
  const { [name]: _drop, ...rest } = errors
  return message ? { ...rest, [name]: message } : rest
}
