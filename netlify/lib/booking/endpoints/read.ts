// GET /api/booking?token=: the booking the manage link names, for the manage page.
import { json } from '../../http.ts'
import { siteUrl } from '../../site-url.ts'
import { guarded, notFound, type BookingContext, type Handler } from './context.ts'
import { tokenOfQuery } from './manage-token.ts'
import { managedView } from './views.ts'

export const readHandler =
  (ctx: BookingContext): Handler =>
  async (req) => {
    const auth = tokenOfQuery(ctx, req)
    if (!auth.ok) return auth.response
    return guarded(`read ${auth.bookingId}`, async () => {
      const b = await ctx.store().get(auth.bookingId)
      if (!b) return notFound()
      return json(200, managedView(ctx, b, siteUrl(ctx.env), auth.key))
    })
  }
