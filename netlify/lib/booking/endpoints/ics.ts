// GET /api/booking/ics?token=: the booking as an iCalendar file, for calendar apps.
import { site } from '../../../../src/generated/site.ts'
import { API_HEADERS } from '../../http.ts'
import { zonedDate } from '../../../../schemas/office-time.ts'
import { siteUrl } from '../../site-url.ts'
import { guarded, methodNotAllowed, notFound, type BookingContext, type Handler } from './context.ts'
import { tokenOfQuery } from './manage-token.ts'
import { calendarFile, links } from './views.ts'

export const icsHandler =
  (ctx: BookingContext): Handler =>
  async (req) => {
    if (req.method !== 'GET') return methodNotAllowed('send a GET request.', 'GET')
    const auth = tokenOfQuery(ctx, req)
    if (!auth.ok) return auth.response
    return guarded(`ics ${auth.bookingId}`, async () => {
      const b = await ctx.store().get(auth.bookingId)
      if (!b) return notFound()
      const { manageUrl } = links(b, siteUrl(ctx.env), auth.key)
      const filename = `${site.brand.slug}-${b.type}-${zonedDate(new Date(b.start), ctx.tz)}.ics`
      return new Response(calendarFile(ctx, b, manageUrl), {
        status: 200,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
          ...API_HEADERS,
        },
      })
    })
  }
