import type { BookingProblemsCopy } from '../../schemas/sections/booking-copy.ts'
import { fill } from './copy.ts'
import { whenLabel } from '../../schemas/office-time.ts'
import type { Slot } from './slot-days.ts'

/** After a 409: the next free times the server offered, each a button that books (or moves to) it at once. */
export function NextTimes({
  copy,
  slots,
  zone,
  locale,
  busy,
  onPick,
}: {
  copy: BookingProblemsCopy
  slots: Slot[]
  zone: string
  locale: string
  busy: boolean
  onPick: (slot: Slot) => void
}) {
  return (
    <div className="mt-3">
      <p className="text-ink-800">{copy.nextTimes}</p>
      <ul className="mt-3 flex flex-col flex-wrap gap-2 sm:flex-row">
        {slots.map((s, i) => (
          <li key={s.start}>
            <button
              type="button"
              className="btn-outline w-full sm:w-auto"
              disabled={busy}
              onClick={() => onPick(s)}
              data-next-time={i === 0 ? '' : undefined}
            >
              {fill(copy.pick, { time: whenLabel(new Date(s.start), zone, locale) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
