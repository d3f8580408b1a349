// The 409 of a second upcoming booking of one type by one email. Whoever sends
// an address may not be its owner, so the answer says nothing of the booking
// (no time, no type, no link): it says the booking's link has been emailed
// again to that address, and emails it there (the confirmation with its
// invitation and manage link, endpoints/tell.ts), at most once a day per
// booking: a person holds one booking of a type, so that is one email a day
// per address and type, however often the form is sent. This is also how a
// person whose first answer never came (the process died after the booking)
// gets their booking instead of a dead end.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import { fillTokens } from '../../../../schemas/tokens.ts'
import { fail } from '../../http.ts'
import type { AfterAnswer } from '../../outbox/notifier.ts'
import type { BookingContext } from './context.ts'
import { resendLink } from './tell.ts'
import { typeNameOf } from './views.ts'

export async function alreadyBooked(ctx: BookingContext, b: StoredBooking, context?: AfterAnswer): Promise<Response> {
  // The answer does not wait on a failed email: the outbox retries what it recorded, and the visitor can ask again.
  await resendLink(ctx, b, context).catch((e: unknown) =>
    console.error(`[booking] ${b.bookingId}: could not email its link again:`, e instanceof Error ? e.message : e),
  )
  const message = fillTokens(ctx.settings.alreadyBooked, { meeting: typeNameOf(ctx, b.type).toLowerCase() })
  return fail(409, message, { extra: { code: 'already-booked', message } })
}
