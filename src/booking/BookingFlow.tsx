// The booking island on /schedule and /T2-schedule: choose a day and a time,
// give (or confirm) the details, then the confirmation with calendar links and
// the manage link; or, for a visitor who already holds an upcoming booking of
// this type, that booking. State and the booking request are use-booking-flow.ts;
// this file draws the three steps.
import { useState, type ReactNode } from 'react'
import type { BookingSection } from '../../schemas/sections/booking.ts'
import type { FieldErrors } from '../../schemas/answer-rules.ts'
import { Field, TextArea, TextInput } from '../forms/fields.tsx'
import type { Slot } from './api.ts'
import { BookingConfirmation } from './BookingConfirmation.tsx'
import { fill } from './copy.ts'
import { DayTimePicker } from './DayTimePicker.tsx'
import { ExistingBooking } from './ExistingBooking.tsx'
import type { DetailField, Details } from './details.ts'
import { whenLabel } from '../../schemas/office-time.ts'
import { NextTimes } from './NextTimes.tsx'
import type { BookingFlowProps } from './island-props.ts'
import { useBookingFlow, type Known, type Problem } from './use-booking-flow.ts'

export type { BookingFlowProps }

export function BookingFlow(props: BookingFlowProps) {
  const { idPrefix, meetingType, copy, env, lead } = props
  const {
    availability,
    zone,
    step,
    chosen,
    setChosen,
    values,
    errors,
    prefilled,
    known,
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
  } = useBookingFlow(props)

  const problemBox = problem && (
    <ProblemBox
      problem={problem}
      copy={copy.problems}
      zone={zone}
      locale={env.locale}
      busy={busy}
      onPick={(slot) => void book(slotsByStart.get(slot.start) ?? slot)}
    />
  )

  if (step === 'done' && booked)
    return (
      <div ref={root} data-booking-step="done">
        <BookingConfirmation
          copy={copy.confirmation}
          meeting={meetingType.name}
          minutes={meetingType.durationMinutes}
          booked={booked}
          zone={zone}
          env={env}
        />
      </div>
    )

  if (step === 'existing' && existing)
    return (
      <div ref={root} data-booking-step="existing">
        <ExistingBooking
          copy={copy.existing}
          yourTime={copy.confirmation.yourTime}
          officeTime={copy.confirmation.officeTime}
          meeting={existing.typeName ?? meetingType.name}
          existing={existing}
          zone={zone}
          env={env}
        />
      </div>
    )

  if (step === 'details' && chosen)
    return (
      <div ref={root} data-booking-step="details">
        <BookingDetails
          idPrefix={idPrefix}
          copy={copy.details}
          chosen={chosen}
          when={whenLabel(new Date(chosen.start), zone, env.locale)}
          prefilled={prefilled}
          known={known}
          leadWords={lead}
          problemBox={problemBox}
          values={values}
          errors={errors}
          busy={busy}
          set={set}
          blur={blur}
          onChange={() => go('pick', `input[value="${chosen.start}"]`)}
          onSubmit={() => void book(chosen)}
        />
      </div>
    )

  return (
    <div ref={root} data-booking-step="pick">
      {problemBox}
      <DayTimePicker
        idPrefix={idPrefix}
        copy={copy.picker}
        tooMany={copy.problems.tooMany}
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

/** What went wrong, and after a 409 the next free times, each a button that books it at once. */
function ProblemBox({
  problem,
  copy,
  zone,
  locale,
  busy,
  onPick,
}: {
  problem: NonNullable<Problem>
  copy: BookingSection['problems']
  zone: string
  locale: string
  busy: boolean
  onPick: (slot: Slot) => void
}) {
  return (
    <div className="mb-6 rounded-xl bg-danger-600/10 p-4" data-problem tabIndex={-1}>
      <p role="alert" className="font-medium text-danger-600">
        {problem.text}
      </p>
      {problem.nextSlots && problem.nextSlots.length > 0 && (
        <NextTimes copy={copy} slots={problem.nextSlots} zone={zone} locale={locale} busy={busy} onPick={onPick} />
      )}
    </div>
  )
}

/** What a lead's details may show as given: the booking's own fields, and the company (shown, never asked here). */
const GIVEN = ['name', 'email', 'phone', 'company'] as const

const INPUTS: Record<Exclude<DetailField, 'notes'>, { type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

/** The details step: the chosen time (with a way back), then name, email, phone and notes. */
function BookingDetails(p: {
  idPrefix: string
  copy: BookingSection['details']
  chosen: Slot
  when: string
  prefilled: boolean
  /** What the lead's link says they gave: shown as given, and only the rest asked (until they choose to change it). */
  known: Known | null
  leadWords: BookingFlowProps['lead']
  problemBox: ReactNode
  values: Details
  errors: FieldErrors
  busy: boolean
  set: (name: DetailField) => (value: string) => void
  blur: (name: DetailField) => () => void
  onChange: () => void
  onSubmit: () => void
}) {
  const { copy: d, values, errors } = p
  const [editing, setEditing] = useState(false)
  const fields = d.fields
  const id = (part: string) => `${p.idPrefix}-${part}`
  // A detail the lead gave is not asked again, unless it needs fixing or they chose to change their details.
  const given = (name: Exclude<DetailField, 'notes'>) => !editing && !!p.known?.[name] && !!values[name] && !errors[name]
  const shown = GIVEN.filter((name) => (name === 'company' ? !!p.known?.company : given(name)))
  const textField = (name: Exclude<DetailField, 'notes'>) =>
    given(name) ? null : (
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
          onChange={p.set(name)}
          onBlur={p.blur(name)}
          placeholder={fields[name].placeholder}
          maxLength={fields[name].maxLength}
          required={!!fields[name].required}
          error={errors[name]}
        />
      </Field>
    )
  return (
    <>
      <h3 tabIndex={-1} data-step-heading className="text-xl font-bold text-ink-900 outline-none">
        {d.heading}
      </h3>
      <div className="mt-3 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 md:flex-row md:items-center md:justify-between">
        <p className="font-semibold text-ink-900" data-booking-chosen>
          {fill(d.chosen, { time: p.when })}
        </p>
        <button type="button" className="btn-outline shrink-0" onClick={p.onChange}>
          {d.change}
        </button>
      </div>
      {p.prefilled && !shown.length && <p className="mt-4 text-ink-700">{d.prefilled}</p>}
      {!editing && shown.length > 0 && (
        <div className="mt-4 rounded-xl border border-ink-100 p-4" data-booking-known>
          <p className="text-ink-700">{p.leadWords.known}</p>
          <dl className="mt-2 grid gap-y-2">
            {shown.map((name) => (
              <div key={name} className="flex min-w-0 flex-col sm:flex-row sm:gap-2" data-known={name}>
                <dt className="shrink-0 font-semibold text-ink-900">{name === 'company' ? p.leadWords.company : fields[name].label}:</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere] text-ink-700">{name === 'company' ? p.known?.company : values[name]}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="mt-3 btn-outline" onClick={() => setEditing(true)}>
            {p.leadWords.edit}
          </button>
        </div>
      )}
      {p.problemBox && <div className="mt-6">{p.problemBox}</div>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          p.onSubmit()
        }}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-busy={p.busy}
      >
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
            onChange={p.set('notes')}
            onBlur={p.blur('notes')}
            placeholder={fields.notes.placeholder}
            maxLength={fields.notes.maxLength}
            rows={fields.notes.rows}
            required={!!fields.notes.required}
            error={errors.notes}
          />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={p.busy}>
            {p.busy ? d.submitting : d.submit}
          </button>
        </div>
      </form>
    </>
  )
}
