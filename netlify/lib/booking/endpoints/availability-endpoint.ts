// GET /api/availability?type=&from=YYYY-MM-DD&days=n: the free times of a
// meeting type, in office time. 400 when the query cannot be read, 422 when it
// reads but asks for something there is not.
import { AVAILABILITY_MAX_DAYS } from '../../../../schemas/booking-request.ts'
import type { FieldErrors } from '../../../../schemas/lead.ts'
import { fail, json } from '../../http.ts'
import { findMeetingType, freeSlots } from '../slots.ts'
import { addDays, isCalendarDate, zonedDate } from '../../../../schemas/office-time.ts'
import { guarded, methodNotAllowed, type BookingContext, type Handler } from './context.ts'
import { booked } from './slot-check.ts'
import { withPool } from '../lead-route.ts'

interface Query {
  typeId: string
  from: string
  days: number
  /** Only these of the type's hosts (a routed lead's pool, content/routing.yaml); none: all of them. */
  hosts?: string[]
}

/** The query, or the 400 / 422 that says which parameter is wrong. */
function readQuery(ctx: BookingContext, url: string, today: string): { ok: true; query: Query } | { ok: false; response: Response } {
  const { settings } = ctx
  const query = new URL(url).searchParams
  const typeId = query.get('type') ?? ''
  const fromText = query.get('from') ?? today
  const daysText = query.get('days') ?? String(settings.horizonDays + 1)
  const unreadable: FieldErrors = {}
  const unknown: FieldErrors = {}
  const typeIds = settings.meetingTypes.map((t) => t.id).join(', ')
  if (!typeId) unreadable.type = `Missing: add type=<meeting type>, one of ${typeIds}`
  else if (!findMeetingType(settings, typeId)) unknown.type = `Unknown meeting type "${typeId}": use one of ${typeIds}`
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fromText)) unreadable.from = 'Expected a date YYYY-MM-DD, e.g. 2026-12-01'
  else if (!isCalendarDate(fromText)) unknown.from = `${fromText} is not a date in the calendar`
  const hosts = query.get('hosts')?.split(',').filter(Boolean)
  const type = findMeetingType(settings, typeId)
  if (hosts && type && (!hosts.length || hosts.some((h) => !type.hosts.includes(h))))
    unknown.hosts = `Expected some of the hosts of ${typeId}, comma-separated: ${type.hosts.join(', ')}`
  if (!/^\d{1,4}$/.test(daysText)) unreadable.days = `Expected a whole number of days from 1 to ${AVAILABILITY_MAX_DAYS}`
  else if (Number(daysText) < 1 || Number(daysText) > AVAILABILITY_MAX_DAYS)
    unknown.days = `Ask for 1 to ${AVAILABILITY_MAX_DAYS} days at a time`
  if (Object.keys(unreadable).length)
    return {
      ok: false,
      response: fail(400, 'The availability query could not be read: see fieldErrors.', { fieldErrors: { ...unreadable, ...unknown } }),
    }
  if (Object.keys(unknown).length)
    return { ok: false, response: fail(422, 'No availability for that query: see fieldErrors.', { fieldErrors: unknown }) }
  return { ok: true, query: { typeId, from: fromText, days: Number(daysText), ...(hosts ? { hosts } : {}) } }
}

export const availabilityHandler =
  (ctx: BookingContext): Handler =>
  async (req) => {
    if (req.method !== 'GET') return methodNotAllowed('send a GET request.', 'GET')
    const now = ctx.clock()
    const today = zonedDate(now, ctx.tz)
    const read = readQuery(ctx, req.url, today)
    if (!read.ok) return read.response
    const { typeId, from, days, hosts } = read.query
    const first = from < today ? today : from
    const last = [addDays(from, days - 1), addDays(today, ctx.settings.horizonDays)].sort()[0]!
    return guarded('availability', async () => {
      // One read of the whole range (the day index a month per list call) and one of the busy times, for every host.
      const entries = first <= last ? await booked(ctx, first, last) : []
      const settings = hosts ? withPool(ctx.settings, typeId, hosts) : ctx.settings
      const slots = freeSlots(settings, typeId, { from, days }, now, entries)
      return json(200, { timezone: ctx.tz, slots })
    })
  }
