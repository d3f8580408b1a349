// Staff give a call to another host of its pool from the console (issue 36): the handler of
// POST|GET /api/staff/bookings/<id>/reassign, apart from the other staff actions (staff-actions.ts) it is one of.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { StaffReassignBodySchema } from '../../../schemas/staff-api-contract.ts'
import { fieldErrorsOf } from '../../../schemas/answer-rules.ts'
import { fail, json } from '../http.ts'
import { guarded, objectBody, type BookingContext } from './endpoints/context.ts'
import { poolHosts, reassignBooking } from './endpoints/reassign.ts'
import { hostOf } from './host-roster.ts'
import type { AfterAnswer } from '../outbox/notifier.ts'

/** A booking loaded for a staff action with its signing key, or the answer that refuses (staff-actions.ts loadBooking). */
export type Loaded = { ok: true; b: StoredBooking; key: string } | { ok: false; response: Response }
type Staff = { email: string }

/**
 * POST /api/staff/bookings/<id>/reassign { host }: the call given to another free host of its pool
 * (endpoints/reassign.ts); GET: the pool's hosts, free or not at its time.
 */
export function reassignHandler(
  ctx: BookingContext,
  load: (bookingId: string) => Promise<Loaded>,
  record: (b: StoredBooking, what: 'booking-reassigned', before: unknown, after: unknown, staff: Staff) => Promise<void>,
): (bookingId: string, req: Request, staff: Staff, context?: AfterAnswer) => Promise<Response> {
  return (bookingId, req, staff, context) =>
    guarded(`staff reassign ${bookingId}`, async () => {
      if (req.method === 'GET') {
        const r = await load(bookingId)
        return r.ok ? json(200, { hosts: await poolHosts(ctx, r.b) }) : r.response
      }
      const body = await objectBody(req)
      if (!body.ok) return body.response
      const r = await load(bookingId)
      if (!r.ok) return r.response
      const parsed = StaffReassignBodySchema.safeParse(body.value)
      if (!parsed.success) return fail(422, 'Choose a host to give the call to.', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
      const done = await reassignBooking(ctx, r.b, parsed.data.host, ctx.clock(), context)
      if (!done.ok) return done.response
      if (done.changed) await record(done.booking, 'booking-reassigned', { host: done.previousHost }, { host: done.booking.host }, staff)
      return json(200, {
        bookingId,
        host: hostOf(done.booking.host!),
        previousHost: done.previousHost ? hostOf(done.previousHost) : null,
        changed: done.changed,
      })
    })
}
