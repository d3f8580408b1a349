// POST /api/booking/move { token, start }: the manage page moves the booking to
// another free time of its type; the old time is free again. Inside the terms'
// notice, or once the prospect's moves are used up, a 409 in the content's words
// (terms.ts); staff's moves (staff-actions.ts, `override`) skip both and are not counted.
import { MoveRequestSchema } from '../../../../schemas/booking-request.ts'
import { fail, json } from '../../http.ts'
import type { Conflict } from '../booking-store.ts'
import { siteUrl } from '../../site-url.ts'
import { guarded, type BookingContext, type Handler } from './context.ts'
import { changeAnswer, STARTED } from './change-answer.ts'
import { tokenOfBody } from './manage-token.ts'
import { assignHosts } from './assign-host.ts'
import { conflict, notASlot } from './slot-check.ts'
import { tell } from './tell.ts'
import { hostContact, managedView } from './views.ts'
import { refusedBy, termsMessage } from '../terms.ts'

/** Staff acting from the console: the terms are theirs to override (staff-actions.ts). */
export interface ChangeOptions {
  override?: boolean
}

export const moveHandler =
  (ctx: BookingContext, options: ChangeOptions = {}): Handler =>
  async (req, context) => {
    const r = await tokenOfBody(ctx, req, (v) => MoveRequestSchema.safeParse(v))
    if (!r.ok) return r.response
    const origin = siteUrl(ctx.env)
    return guarded(`move ${r.bookingId}`, async () => {
      const current = await ctx.store().get(r.bookingId)
      if (!current) return changeAnswer(ctx, { kind: 'not-found' }, origin, r.key)!
      if (current.status === 'cancelled') return changeAnswer(ctx, { kind: 'cancelled', booking: current }, origin, r.key)!
      if (Date.parse(current.start) <= r.now.getTime()) return fail(409, STARTED, { extra: { code: 'started' } })
      const type = ctx.typeOf(current.type)
      const start = new Date(r.data.start)
      const end = new Date(start.getTime() + type.durationMinutes * 60_000)
      if (start.toISOString() === current.start) return json(200, managedView(ctx, current, origin, r.key))
      const rule = options.override ? null : refusedBy(ctx.settings, current, 'move', r.now)
      if (rule) return fail(409, termsMessage(ctx.settings, rule, hostContact(ctx, current).name), { extra: { code: rule } })
      // The booking's host keeps it when free at the new time; otherwise the least booked free host takes it.
      // Staff may also move a call to a time sooner than a booking's minimum notice allows (still not a past one).
      if (options.override && start.getTime() <= r.now.getTime()) return notASlot(ctx, 'past', type, undefined)
      const rulesAt = options.override
        ? new Date(Math.min(r.now.getTime(), start.getTime() - ctx.settings.minimumNoticeHours * 3_600_000))
        : r.now
      const assigned = await assignHosts(ctx, type, start, rulesAt, current)
      if (!assigned.ok) return assigned.response
      const outcome = await ctx.store().move(r.bookingId, start, end, assigned.hosts, r.now, {
        change: 'moved',
        byProspect: !options.override,
      })
      if (outcome.kind === 'changed') {
        await tell(ctx, 'booking-moved', outcome.booking, context, { previousStart: current.start, previousHost: current.host })
        await ctx.store().settle(outcome.booking)
      }
      return (
        changeAnswer(ctx, outcome, origin, r.key) ??
        conflict(ctx, (outcome as { reason: Conflict }).reason, type, start, r.now, r.bookingId)
      )
    })
  }
