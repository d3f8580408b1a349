// A booking as a calendar event: the one writer of the .ics download (PUBLISH)
// and of the invitations emailed on a booking, a move (REQUEST) and a
// cancellation (CANCEL). The UID is the booking's, so every copy the prospect
// or staff hold is the same event, and SEQUENCE follows the booking's
// revision, so each move outranks the copy before it. Where the meeting
// happens comes from meeting-place.ts; the words from content/prospect-messages.yaml. Pure.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { formatPhone } from '../../../../schemas/phone.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { prospectMessages } from '../../../../src/generated/prospect-messages.ts'
import { site } from '../../../../src/generated/site.ts'
import { icsCalendar, type IcsPerson, type CalendarMethod } from './ics-event.ts'
import { meetingPlace, type Place } from '../meeting-place.ts'
import { hostOf } from '../host-roster.ts'
import { bookingUid } from '../../calendars/feed.ts'

const copy = () => prospectMessages

/** "<bookingId>@harbourline.example": the same on every copy and every revision of a booking (and in the host's feed). */
export { bookingUid }

/** The agency, organiser of every booking unless a host is given. */
export const agency = (): IcsPerson => ({ name: site.brand.name, email: site.contact.email })

/** "30 minutes" (prospect-messages.yaml length). */
export const lengthText = (minutes: number) => fillTokens(copy().length, { minutes })

/** "Video call: https://…" or "Phone call: we call you on +61…", for emails and the event's description. */
export const placeText = (place: Place) =>
  place.kind === 'video'
    ? fillTokens(copy().videoPlace, { joinUrl: place.url })
    : fillTokens(copy().phonePlace, { phone: formatPhone(place.number) })

/** LOCATION: the join link itself (calendar apps turn it into a join button), or how the phone call works. */
export const placeLocation = (place: Place) => (place.kind === 'video' ? place.url : placeText(place))

/**
 * Who the invitation is from: the host by name, at the agency's address (the team's own addresses are
 * not in content), so both calendars show who takes the call and a reply reaches the agency.
 */
const hostOrganizer = (host: string | undefined): IcsPerson =>
  host ? { name: `${hostOf(host).name} (${site.brand.name})`, email: site.contact.email } : agency()

interface BookingCalendarInput {
  booking: StoredBooking
  type: MeetingType
  /** The manage page, with its token. */
  manageUrl: string
  method: CalendarMethod
  /** Invited beside the prospect: the staff recipients, on the staff's copy. */
  staff?: readonly IcsPerson[]
  /** Who the invitation is from: the agency unless told otherwise (a host). */
  organizer?: IcsPerson
  /** The event's title: "<meeting> with <agency>" unless told otherwise (the host's copy names the prospect). */
  summary?: string
}

/** The title of the host's own copy of the event: who they are meeting. */
export const hostSummary = (type: Pick<MeetingType, 'name'>, b: Pick<StoredBooking, 'name'>) => `${type.name} with ${b.name}`

export function bookingCalendar(i: BookingCalendarInput): string {
  const { booking: b, type } = i
  const place = meetingPlace(type, b)
  const length = lengthText(type.durationMinutes)
  const description = fillTokens(copy().calendarDescription, {
    meeting: type.name,
    length,
    place: place ? placeText(place) : '',
    manageUrl: i.manageUrl,
  })
  return icsCalendar(
    {
      uid: bookingUid(b.bookingId),
      sequence: b.revision - 1,
      stamp: new Date(b.updatedAt),
      start: new Date(b.start),
      end: new Date(b.end),
      summary: i.summary ?? `${type.name} with ${site.brand.name}`,
      // A place that cannot be said leaves an empty line: one blank line at most.
      description: description.replace(/\n{3,}/g, '\n\n').trim(),
      location: place ? placeLocation(place) : undefined,
      url: place?.kind === 'video' ? place.url : i.manageUrl,
      organizer: i.organizer ?? hostOrganizer(b.host),
      // An erased booking has no prospect to invite (its host's cancellation still goes).
      attendees: [...(b.email ? [{ name: b.name, email: b.email }] : []), ...(i.staff ?? [])],
      status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      productId: `-//${site.brand.name}//Booking//EN`,
    },
    i.method,
  )
}
