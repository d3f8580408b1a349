// A booking as staff read it: in office time, with its meeting type's name;
// the export's booking columns and the bookings list both use these. The list
// also gives the prospect's own time (their night flagged), the length, where
// to meet, and what their lead told us (company, answers).
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { meetingPlace } from '../booking/meeting-place.ts'
import { formatZoned, isNightIn, otherZone, sortableTime } from '../../../schemas/office-time.ts'
import { formatPhone } from '../../../schemas/phone.ts'
import type { LeadFacts } from '../booking/messages/compose-booking.ts'
import { hostOf } from '../booking/host-roster.ts'

/** "2026-12-03 10:00 AEDT": the office's wall time with its zone, sortable as text within one zone. */
export const officeTime = (iso: string): string => sortableTime(iso, bookingSettings.timezone)

/** "2026-12-03 01:00 GMT (night)" in the prospect's zone, or '' when unknown or the office's own. */
export function theirTime(b: Pick<StoredBooking, 'start' | 'timeZone'>): string {
  const zone = otherZone(bookingSettings.timezone, b.timeZone)
  return zone ? `${sortableTime(b.start, zone)}${isNightIn(b.start, zone) ? ' (night)' : ''}` : ''
}

/** The length and where to meet: the join link, or "phone +61…" (we call them). */
function callOf(b: StoredBooking) {
  const type = bookingSettings.meetingTypes.find((t) => t.id === b.type)
  const place = type ? meetingPlace(type, b) : null
  return { minutes: type?.durationMinutes, place: !place ? '' : place.kind === 'video' ? place.url : `phone ${place.number}` }
}

/** A lead's answers in one cell: "Label: value; Label: value". */
const answersCell = (lead: LeadFacts | undefined) => (lead?.answers ?? []).map(([l, v]) => `${l}: ${v}`).join('; ')

export const typeName = (id: string) => bookingSettings.meetingTypes.find((t) => t.id === id)?.name ?? id

/** Who takes the call, by name; a booking made before hosts has none. */
const hostName = (b: StoredBooking) => (b.host ? hostOf(b.host).name : '')

/** The booking that speaks for a lead: its latest confirmed one, else its latest cancelled one. */
export function bookingOfLead(bookings: readonly StoredBooking[]): StoredBooking | undefined {
  const latest = (status: StoredBooking['status']) =>
    bookings.filter((b) => b.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  return latest('confirmed') ?? latest('cancelled')
}

/** Every booking of each lead (a lead may hold one of each type, and keeps its cancelled ones), in time order. */
export function byLead(bookings: readonly StoredBooking[]): Map<string, StoredBooking[]> {
  const groups = new Map<string, StoredBooking[]>()
  for (const b of bookings) if (b.leadId) groups.set(b.leadId, [...(groups.get(b.leadId) ?? []), b])
  for (const list of groups.values()) list.sort((a, b) => a.start.localeCompare(b.start))
  return groups
}

/** A booking as staff read it (JSON keeps ISO times with the office offset beside the office time). */
export function bookingView(b: StoredBooking, lead?: LeadFacts) {
  const call = callOf(b)
  return {
    bookingId: b.bookingId,
    officeTime: officeTime(b.start),
    start: formatZoned(new Date(b.start), bookingSettings.timezone),
    end: formatZoned(new Date(b.end), bookingSettings.timezone),
    type: b.type,
    typeName: typeName(b.type),
    host: b.host,
    hostName: hostName(b),
    status: b.status,
    name: b.name,
    email: b.email,
    phone: b.phone && formatPhone(b.phone),
    leadId: b.leadId,
    notes: b.notes,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    ...(b.timeZone ? { timeZone: b.timeZone, theirTime: theirTime(b) } : {}),
    durationMinutes: call.minutes,
    place: call.place || undefined,
    ...(lead ? { company: lead.company, answers: Object.fromEntries(lead.answers.map(([l, v]) => [l, v])) } : {}),
  }
}

/** The bookings list's CSV; `leads` by lead id, for the company and answers. */
export function bookingRows(
  bookings: readonly StoredBooking[],
  leads: ReadonlyMap<string, LeadFacts> = new Map(),
): { header: string[]; rows: unknown[][] } {
  const header = [
    ...['officeTime', 'type', 'host', 'name', 'email', 'phone', 'status', 'notes', 'leadId', 'bookingId', 'createdAt', 'updatedAt'],
    ...['theirTime', 'timeZone', 'minutes', 'place', 'company', 'answers'],
  ]
  const rows = bookings.map((b) => [
    officeTime(b.start),
    typeName(b.type),
    hostName(b),
    b.name,
    b.email,
    b.phone && formatPhone(b.phone),
    b.status,
    b.notes,
    b.leadId,
    b.bookingId,
    b.createdAt,
    b.updatedAt,
    theirTime(b),
    b.timeZone,
    callOf(b).minutes,
    callOf(b).place,
    leads.get(b.leadId ?? '')?.company,
    answersCell(leads.get(b.leadId ?? '')),
  ])
  return { header, rows }
}

/** "Growth strategy session, 2026-12-03 10:00 AEDT, confirmed": one booking in one cell. */
const bookingLine = (b: StoredBooking) => `${typeName(b.type)}, ${officeTime(b.start)}, ${b.status}`

/**
 * The export's booking columns of one lead: the booking that speaks for it (type, office time, status),
 * then every booking it made, one a line, in time order (empty without a booking).
 */
export function bookingCells(list: readonly StoredBooking[] | undefined): unknown[] {
  const b = list && bookingOfLead(list)
  return b ? [typeName(b.type), officeTime(b.start), b.status, list.map(bookingLine).join('\n')] : ['', '', '', '']
}
