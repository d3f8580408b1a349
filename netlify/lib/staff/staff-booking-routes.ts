// The staff routes of booking actions and host time off (netlify/functions/staff-booking-*.ts,
// staff-time-off.ts): each behind withStaff (401 signed out, 403 cross-origin), the booking id read
// from the path, the work done by booking/staff-actions.ts and booking/time-off.ts, and what staff
// did written into the lead's history with their address.
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { staffBookingActions, type StaffBookingActions, type StaffBookingChange } from '../booking/staff-actions.ts'
import { callsOnTimeOff, hostAwayOn, timeOffView, writeTimeOff } from '../booking/time-off.ts'
import { bookingStore } from '../booking/booking-store.ts'
import type { TimeOffSaved } from '../../../schemas/staff-api-types.ts'
import { officeDate } from './staff-funnel.ts'
import { fail, json, readJsonBody } from '../http.ts'
import { isUuid } from '../../../schemas/ids.ts'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { consoleBookingHooks, consolePersonId } from './console-link.ts'
import { indexStore, readPerson } from './person-index.ts'
import { withStaff } from './staff-auth.ts'
import { appendHistory } from './staff-records.ts'

/** The person a booking belongs to in the console's index: by its lead, else by its email. */
const personOfBooking = (b: StoredBooking) => consolePersonId({ lead: b.leadId ? `growth-session/${b.leadId}` : undefined, email: b.email })

/** Into the lead's history (staff-records.ts), with who did it: `booking-moved:<bookingId>` and the like. */
async function history(change: StaffBookingChange): Promise<void> {
  const id = await personOfBooking(change.booking)
  if (!id)
    return console.error(`[staff] ${change.what} of booking ${change.booking.bookingId}: its person is not indexed, no history written`)
  await appendHistory(indexStore(), id, {
    at: change.at.toISOString(),
    by: change.staff.email,
    what: `${change.what}:${change.booking.bookingId}`,
    before: change.before,
    after: change.after,
  })
}

/** The attendance staff marked for a booking (person-index.ts keeps it with the person's bookings). */
async function attendance(bookingId: string, b?: StoredBooking): Promise<string | undefined> {
  const id = b ? await personOfBooking(b) : null
  const person = id ? await readPerson(id) : null
  return person?.bookings.find((x) => x.bookingId === bookingId)?.attendance?.value
}

let actions: StaffBookingActions | undefined
/** Made on first use: on Netlify the Blobs context comes with the invocation. */
/** The call's host has its office day off: staff may email the prospect to pick a new time. */
const hostAway = (b: StoredBooking) => (b.host ? hostAwayOn(bookingSettings, b.host, officeDate(b.start)) : Promise.resolve(false))
const staffActions = () => (actions ??= staffBookingActions({ history, attendance, hostAway, ...consoleBookingHooks }))

/** `/api/staff/bookings/<id>/<action>`: the id, from the path itself (the local server fills no params). */
export const bookingIdOfPath = (url: string) => /^\/api\/staff\/bookings\/([^/]+)\/[^/]+$/.exec(new URL(url).pathname)?.[1] ?? ''

/** A route of one booking action: POST /api/staff/bookings/<id>/<action>. */
export const staffBookingRoute = (action: 'move' | 'cancel' | 'reassign' | 'resendLink' | 'rebookEmail') =>
  withStaff((req, { staff, context }) => {
    // Checked to a booking id's shape before anything reads it (schemas/ids.ts); a UUID has nothing to decode.
    const id = bookingIdOfPath(req.url)
    return isUuid(id) ? staffActions()[action](id, req, staff, context) : fail(404, 'No such booking.', { extra: { code: 'not-found' } })
  })

/** GET /api/staff/time-off: every host's time off; PUT { host, timeOff }: replaces one host's console time off. */
export const staffTimeOffRoute = withStaff(async (req, { staff }) => {
  if (req.method === 'GET') return json(200, { hosts: await timeOffView(bookingSettings) })
  if (req.method !== 'PUT')
    return fail(405, 'Method not allowed: GET to read, PUT to set a host’s time off.', { headers: { allow: 'GET, PUT' } })
  // readJsonBody takes a POST: the same body, with its checks (JSON, size), read as one.
  const body = await readJsonBody(
    new Request(req.url, { method: 'POST', headers: req.headers, body: req.body, duplex: 'half' } as RequestInit),
    16_384,
  )
  if (!body.ok) return body.response
  const written = await writeTimeOff(bookingSettings, body.value, staff.email, new Date())
  if (!written.ok)
    return fail(written.reason === 'unknown-host' ? 404 : 422, 'Please check the time off and try again.', {
      fieldErrors: written.fieldErrors,
    })
  const affected = await callsOnTimeOff(bookingSettings, written.view.id, written.view.console, officeDate(new Date()), (dates) =>
    bookingStore(bookingSettings).dayEntries(dates),
  )
  const answer: TimeOffSaved = { host: written.view, affected }
  return json(200, answer)
})

/** GET /api/staff/bookings/<id>/times?from=&to=: the free times a move of this booking may take (booking/staff-actions.ts). */
export const staffMoveTimesRoute = withStaff((req) => {
  const id = bookingIdOfPath(req.url)
  return isUuid(id) ? staffActions().times(id, req) : Promise.resolve(fail(404, 'No such booking.', { extra: { code: 'not-found' } }))
})
