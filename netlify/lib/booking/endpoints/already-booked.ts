// The 409 of a second upcoming booking of one type by one email: which booking
// the person holds (its time and type, as the other answers give them), never
// its token or manage link, since whoever sends the email may not be its owner.
// The pages show their own words and send the visitor to their confirmation email.
import type { ExistingBooking } from '../../../../schemas/booking-request.ts'
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { fail } from '../../http.ts'
import { formatZoned } from '../../../../schemas/office-time.ts'
import type { BookingContext } from './context.ts'
import { typeNameOf } from './views.ts'

export function alreadyBooked(ctx: BookingContext, b: StoredBooking): Response {
  const typeName = typeNameOf(ctx, b.type)
  const existing: ExistingBooking = {
    start: formatZoned(new Date(b.start), ctx.tz),
    end: formatZoned(new Date(b.end), ctx.tz),
    typeName,
  }
  const message = fillTokens(ctx.settings.alreadyBooked, { meeting: typeName.toLowerCase() })
  return fail(409, message, { extra: { code: 'already-booked', message, existing } })
}
