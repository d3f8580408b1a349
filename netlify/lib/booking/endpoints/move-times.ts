// GET /api/staff/bookings/<id>/times?from=&to=: the free times staff may move a booking to (the console's
// picker), worked out as the availability is (slots.ts freeSlots over the bookings and busy times that
// slot-check.ts reads) for the booking's meeting type and its hosts, with the booking's own time freed, as
// its move is checked. Office dates; by default today and the 13 days after.
import { AVAILABILITY_MAX_DAYS } from '../../../../schemas/booking-request.ts'
import { isUuid } from '../../../../schemas/ids.ts'
import { addDays, isCalendarDate, zonedDate } from '../../../../schemas/office-time.ts'
import type { MoveTimes } from '../../../../schemas/staff-api-types.ts'
import { fail, json } from '../../http.ts'
import { freeSlots } from '../slots.ts'
import { guarded, notFound, type BookingContext } from './context.ts'
import { booked } from './slot-check.ts'

const DEFAULT_DAYS = 14
const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (d: string) => DATE.test(d) && isCalendarDate(d)

export const moveTimesHandler =
  (ctx: BookingContext) =>
  (bookingId: string, req: Request): Promise<Response> =>
    guarded(`staff times ${bookingId}`, async () => {
      const b = isUuid(bookingId) ? await ctx.store().get(bookingId) : null
      if (!b) return notFound()
      if (b.status === 'cancelled') return fail(409, 'This booking was cancelled: it cannot be moved.', { extra: { code: 'cancelled' } })
      const now = ctx.clock()
      const today = zonedDate(now, ctx.tz)
      const query = new URL(req.url).searchParams
      const from = query.get('from') || today
      const to = query.get('to') || (isDate(from) ? addDays(from, DEFAULT_DAYS - 1) : '')
      if (!isDate(from) || !isDate(to) || to < from)
        return fail(422, 'from and to are office dates (YYYY-MM-DD), from first.', { extra: { code: 'invalid' } })
      if (addDays(from, AVAILABILITY_MAX_DAYS - 1) < to)
        return fail(422, `Ask for ${AVAILABILITY_MAX_DAYS} days at most.`, { extra: { code: 'invalid' } })
      const first = from < today ? today : from
      const last = [to, addDays(today, ctx.settings.horizonDays)].sort()[0]!
      // The move's own rule: every booking and busy time but this booking's, so its own time is free.
      const entries = first <= last ? await booked(ctx, first, last, bookingId) : []
      const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
      const own = Date.parse(b.start)
      const times = freeSlots(ctx.settings, b.type, { from, days }, now, entries).map((t) =>
        Date.parse(t.start) === own ? { ...t, current: true as const } : t,
      )
      const answer: MoveTimes = { from, to, times }
      return json(200, answer)
    })
