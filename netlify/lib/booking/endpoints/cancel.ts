// POST /api/booking/cancel { token }: the manage page cancels the booking its
// signed link names; the time is free again at once. Inside the terms' notice a
// 409 in the content's words (terms.ts); staff's cancel (`override`) skips it.
import { CancelRequestSchema } from '../../../../schemas/booking-request.ts'
import { fail } from '../../http.ts'
import { siteUrl } from '../../site-url.ts'
import { guarded, type BookingContext, type Handler } from './context.ts'
import { changeAnswer, STARTED } from './change-answer.ts'
import { tokenOfBody } from './manage-token.ts'
import { tell } from './tell.ts'
import type { ChangeOptions } from './move.ts'
import { hostContact } from './views.ts'
import { refusedBy, termsMessage } from '../terms.ts'

export const cancelHandler =
  (ctx: BookingContext, options: ChangeOptions = {}): Handler =>
  async (req, context) => {
    const r = await tokenOfBody(ctx, req, (v) => CancelRequestSchema.safeParse(v))
    if (!r.ok) return r.response
    const origin = siteUrl(ctx.env)
    return guarded(`cancel ${r.bookingId}`, async () => {
      const current = await ctx.store().get(r.bookingId)
      if (current && current.status === 'confirmed' && Date.parse(current.start) <= r.now.getTime())
        return fail(409, STARTED, { extra: { code: 'started' } })
      const rule = current?.status === 'confirmed' && !options.override ? refusedBy(ctx.settings, current, 'cancel', r.now) : null
      if (rule) return fail(409, termsMessage(ctx.settings, rule, hostContact(ctx, current!).name), { extra: { code: rule } })
      const outcome = await ctx.store().cancel(r.bookingId, r.now)
      // 'unchanged' too: a retry after a failed notification still records it (same key: once).
      if ((outcome.kind === 'changed' || outcome.kind === 'unchanged') && outcome.booking.status === 'cancelled') {
        await tell(ctx, 'booking-cancelled', outcome.booking, context)
        await ctx.store().settle(outcome.booking)
      }
      return changeAnswer(ctx, outcome, origin, r.key)!
    })
  }
