// Where the booked call happens and how long it is, as two entries of the
// booking's description list: the join link of a video call (or the number we
// call) and the length, in the section's words. Also the calendar links'
// location, so the event in Google or Outlook carries the same place.
import type { Place } from '../../schemas/booking-request.ts'
import type { MeetingPlaceCopy } from '../../schemas/sections/booking-copy.ts'
import { fill } from './copy.ts'

/** The calendar event's location: the join link itself, or the phone arrangement. */
export const placeLocation = (copy: MeetingPlaceCopy, place: Place | undefined) =>
  !place ? undefined : place.kind === 'video' ? place.url : fill(copy.phone, { phone: place.number })

export function MeetingPlace({
  copy,
  place,
  durationMinutes,
  newTab,
}: {
  copy: MeetingPlaceCopy
  place?: Place
  durationMinutes?: number
  newTab: string
}) {
  return (
    <>
      {place && (
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.where}</dt>
          <dd className="text-ink-900" data-booking-place={place.kind}>
            {place.kind === 'video' ? (
              <>
                <a href={place.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                  {copy.join}
                  <span className="sr-only"> {newTab}</span>
                </a>
                <span className="block text-sm break-all text-ink-600">{place.url}</span>
              </>
            ) : (
              fill(copy.phone, { phone: place.number })
            )}
          </dd>
        </div>
      )}
      {durationMinutes !== undefined && (
        <div>
          <dt className="text-sm font-semibold text-ink-600">{copy.length}</dt>
          <dd className="text-ink-900" data-booking-length>
            {fill(copy.minutes, { minutes: durationMinutes })}
          </dd>
        </div>
      )}
    </>
  )
}
