// The day and time picker of the booking and of the manage page's "move":
// the days that have free times as a listbox (one tab stop, arrow keys move
// and choose, the layout's rows for Up and Down), then that day's times as
// radio buttons, in the visitor's timezone with office time beside them. A
// polite live region says how many times the chosen day has.
import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { BookingPickerCopy } from '../../schemas/sections/booking-copy.ts'
import { ContactLinks } from './ContactLinks.tsx'
import { fill, fillCount } from './copy.ts'
import { dayLabel, dayParts, officeTimeBeside, timeLabel, zoneName } from '../../schemas/office-time.ts'
import { columnsOf, rovingTarget } from './roving.ts'
import { groupSlotsByDay, type Slot } from './slot-days.ts'
import type { BookingEnv } from './island-props.ts'
import type { Availability } from './use-availability.ts'

interface DayTimePickerProps {
  idPrefix: string
  copy: BookingPickerCopy
  /** The content's "too many tries" message, shown when loading the times met the rate limit. */
  tooMany: string
  env: BookingEnv
  visitorZone: string
  availability: Availability
  /** The chosen start (ISO), kept by the parent so it survives going back a step. */
  chosen: string | null
  onChoose: (start: string | null) => void
  onSubmit: (slot: Slot) => void
  submitLabel: string
  busyLabel?: string
  busy?: boolean
}

export function DayTimePicker(p: DayTimePickerProps) {
  const { copy, env, visitorZone, availability } = p
  const days = useMemo(() => groupSlotsByDay(availability.slots, visitorZone), [availability.slots, visitorZone])
  const [pickedDay, setPickedDay] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const options = useRef<(HTMLDivElement | null)[]>([])

  // The day shown: the one picked, else the chosen time's, else the first; a day that lost its times falls back too.
  const chosenDay = p.chosen ? days.find((d) => d.slots.some((s) => s.start === p.chosen))?.date : undefined
  const day = days.find((d) => d.date === pickedDay) ?? days.find((d) => d.date === chosenDay) ?? days[0]
  const dayIndex = day ? days.indexOf(day) : -1
  const chosenSlot = day?.slots.find((s) => s.start === p.chosen) ?? null

  const id = (part: string) => `${p.idPrefix}-${part}`

  if (availability.status === 'loading')
    return (
      // Tall enough that the days and times replacing it push little below them: no layout shift in view.
      <p role="status" className="flex min-h-[60vh] items-center justify-center text-center text-ink-600">
        {copy.loading}
      </p>
    )
  if (availability.status === 'error')
    return (
      <div className="rounded-xl bg-danger-600/10 p-5 text-ink-800" data-booking-load-error>
        <p role="alert">{availability.tooMany ? p.tooMany : copy.loadError}</p>
        <button type="button" className="mt-4 btn-primary" onClick={availability.reload}>
          {copy.retry}
        </button>
        <ContactLinks contact={env.contact} />
      </div>
    )
  if (!day)
    return (
      <div className="rounded-xl bg-ink-50 p-5 text-ink-800" data-booking-no-times>
        <p>{copy.noTimes}</p>
        <ContactLinks contact={env.contact} />
      </div>
    )

  const pickDay = (index: number, focus: boolean) => {
    const d = days[index]
    if (!d) return
    setPickedDay(d.date)
    if (d.date !== day.date) p.onChoose(null)
    setAnnouncement(fillCount(copy.announce, d.slots.length, { day: dayLabel(d.date, env.locale, 'long') }))
    if (focus) options.current[index]?.focus()
  }

  const onDayKey = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      pickDay(index, false)
      return
    }
    const target = rovingTarget(e.key, index, days.length, columnsOf(options.current.filter((o): o is HTMLDivElement => !!o)))
    if (target === null) return
    e.preventDefault()
    pickDay(target, true)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (chosenSlot && !p.busy) p.onSubmit(chosenSlot)
  }

  const first = new Date(day.slots[0]!.start)
  const zone = `${zoneName(first, visitorZone, env.locale, 'long')} (${zoneName(first, visitorZone, env.locale)})`

  return (
    <div data-booking-picker>
      <p className="mb-6 text-sm text-ink-600" data-booking-zone>
        {fill(copy.timezone, { zone })}
      </p>
      <h3 id={id('days')} className="mb-4 text-lg font-bold text-ink-900">
        {copy.days}
      </h3>
      <div
        role="listbox"
        aria-labelledby={id('days')}
        // Beside a hero's words (data-hero-form, src/sections/HeroSection.tsx) the days are one row that
        // scrolls sideways, so the first times stay in the first screen; elsewhere a grid of every day.
        className={`grid grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-2 ${HERO_DAYS}`}
        data-booking-days
      >
        {days.map((d, i) => {
          const selected = i === dayIndex
          const parts = dayParts(d.date, env.locale)
          return (
            <div
              key={d.date}
              ref={(el) => {
                options.current[i] = el
              }}
              id={id(`day-${d.date}`)}
              role="option"
              aria-selected={selected}
              aria-label={`${dayLabel(d.date, env.locale, 'long')}, ${fillCount(copy.dayCount, d.slots.length)}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => pickDay(i, true)}
              onKeyDown={(e) => onDayKey(e, i)}
              data-date={d.date}
              className={`flex min-h-11 cursor-pointer flex-col items-center rounded-xl border py-2 text-center ${
                selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-200 bg-white text-ink-800 hover:border-brand-500'
              }`}
            >
              <span className="text-xs font-semibold tracking-wider uppercase">{parts.weekday}</span>
              <span className="text-xl leading-tight font-bold">{parts.day}</span>
              <span className="text-sm">{parts.month}</span>
              <span className={`mt-1 text-xs ${selected ? 'text-brand-100' : 'text-ink-600'}`}>
                {fillCount(copy.dayCount, d.slots.length)}
              </span>
            </div>
          )
        })}
      </div>

      <form onSubmit={submit} className="mt-8">
        <h3 id={id('times')} className="mb-4 text-lg font-bold text-ink-900">
          {fill(copy.times, { day: dayLabel(day.date, env.locale, 'long') })}
        </h3>
        <div
          role="radiogroup"
          aria-labelledby={id('times')}
          className={`grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 ${HERO_TIMES}`}
          data-booking-times
        >
          {day.slots.map((s) => (
            <TimeOption
              key={s.start}
              slot={s}
              name={id('time')}
              checked={s.start === p.chosen}
              visitorZone={visitorZone}
              env={env}
              officeTimeCopy={copy.officeTime}
              onChoose={p.onChoose}
            />
          ))}
        </div>
        <button type="submit" className="mt-6 btn-primary w-full sm:w-auto" disabled={!chosenSlot || p.busy}>
          {p.busy && p.busyLabel ? p.busyLabel : p.submitLabel}
        </button>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** The days as one row scrolling sideways, inside a hero's form column; padded so a focused day's outline is not clipped. */
const HERO_DAYS =
  'in-data-hero-form:auto-cols-[4.75rem] in-data-hero-form:grid-flow-col in-data-hero-form:grid-cols-none in-data-hero-form:overflow-x-auto in-data-hero-form:p-1 in-data-hero-form:pb-3'

/** Two columns of times in a hero's narrower form column, at every width. */
const HERO_TIMES = 'sm:in-data-hero-form:grid-cols-2 lg:in-data-hero-form:grid-cols-2'

/** One free time as a radio button: the visitor's time, with office time beside it when the clocks differ. */
function TimeOption({
  slot: s,
  name,
  checked,
  visitorZone,
  env,
  officeTimeCopy,
  onChoose,
}: {
  slot: Slot
  name: string
  checked: boolean
  visitorZone: string
  env: BookingEnv
  officeTimeCopy: string
  onChoose: (start: string) => void
}) {
  const at = new Date(s.start)
  const office = officeTimeBeside(at, visitorZone, env.officeTimeZone, env.locale)
  const look = checked ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white hover:border-ink-300'
  const focus = 'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300'
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${focus} ${look}`}>
      <input
        type="radio"
        name={name}
        value={s.start}
        checked={checked}
        onChange={() => onChoose(s.start)}
        className="size-4 shrink-0 accent-brand-600"
      />
      <span className="flex flex-col">
        <span className="font-semibold text-ink-900">{timeLabel(at, visitorZone, env.locale)}</span>
        {office && <span className="mt-0.5 text-sm text-ink-600">{fill(officeTimeCopy, office)}</span>}
      </span>
    </label>
  )
}
