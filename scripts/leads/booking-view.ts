// A booking as staff read it: in office time, with its meeting type's name;
// the export's booking columns and the bookings list both use these.
import type { StoredBooking } from '../../schemas/booking-record.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { formatZoned } from '../../netlify/lib/booking/zoned-time.ts'
import { hostOf } from '../../netlify/lib/booking/hosts.ts'

const officeFormat = new Intl.DateTimeFormat('en-AU', { timeZone: bookingSettings.timezone, timeZoneName: 'short' })

/** "2026-12-03 10:00 AEDT": the office's wall time with its zone, sortable as text within one zone. */
export function officeTime(iso: string): string {
  const zoned = formatZoned(new Date(iso), bookingSettings.timezone)
  const zone = officeFormat.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? zoned.slice(19)
  return `${zoned.slice(0, 10)} ${zoned.slice(11, 16)} ${zone}`
}

export const typeName = (id: string) => bookingSettings.meetingTypes.find((t) => t.id === id)?.name ?? id

/** Who takes the call, by name; a booking made before hosts has none. */
const hostName = (b: StoredBooking) => (b.host ? hostOf(b.host).name : '')

/** The booking that speaks for a lead: its latest confirmed one, else its latest cancelled one. */
export function bookingOfLead(bookings: readonly StoredBooking[]): StoredBooking | undefined {
  const latest = (status: StoredBooking['status']) =>
    bookings.filter((b) => b.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  return latest('confirmed') ?? latest('cancelled')
}

export function byLead(bookings: readonly StoredBooking[]): Map<string, StoredBooking> {
  const groups = new Map<string, StoredBooking[]>()
  for (const b of bookings) if (b.leadId) groups.set(b.leadId, [...(groups.get(b.leadId) ?? []), b])
  return new Map([...groups].map(([leadId, list]) => [leadId, bookingOfLead(list)!]))
}

/** A booking as staff read it (JSON keeps ISO times with the office offset beside the office time). */
export function bookingView(b: StoredBooking) {
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
    phone: b.phone,
    leadId: b.leadId,
    notes: b.notes,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  }
}

export function bookingRows(bookings: readonly StoredBooking[]): { header: string[]; rows: unknown[][] } {
  const header = [
    'officeTime',
    'type',
    'host',
    'name',
    'email',
    'phone',
    'status',
    'notes',
    'leadId',
    'bookingId',
    'createdAt',
    'updatedAt',
  ]
  const rows = bookings.map((b) => [
    officeTime(b.start),
    typeName(b.type),
    hostName(b),
    b.name,
    b.email,
    b.phone,
    b.status,
    b.notes,
    b.leadId,
    b.bookingId,
    b.createdAt,
    b.updatedAt,
  ])
  return { header, rows }
}

/** The export's booking columns of one lead: type, office time, status (empty without a booking). */
export const bookingCells = (b: StoredBooking | undefined) => (b ? [typeName(b.type), officeTime(b.start), b.status] : ['', '', ''])
