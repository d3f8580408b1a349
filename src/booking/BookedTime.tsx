import { inBothZones } from '../../schemas/office-time.ts'

/** A booked time as a description list: the visitor's zone, and the office's when it differs. */
export function BookedTime({
  start,
  visitorZone,
  officeZone,
  locale,
  yourLabel,
  officeLabel,
}: {
  start: string
  visitorZone: string
  officeZone: string
  locale: string
  yourLabel: string
  officeLabel: string
}) {
  const t = inBothZones(new Date(start), visitorZone, officeZone, locale)
  return (
    <>
      <div>
        <dt className="text-sm font-semibold text-ink-600">{yourLabel}</dt>
        <dd className="text-lg font-bold text-ink-900" data-booking-visitor-time>
          {t.visitor}
        </dd>
      </div>
      {t.office && (
        <div>
          <dt className="text-sm font-semibold text-ink-600">{officeLabel}</dt>
          <dd className="text-ink-800" data-booking-office-time>
            {t.office}
          </dd>
        </div>
      )}
    </>
  )
}
