// The answer to a move or a cancel, from what the store did.
import { fail, json } from '../../http.ts'
import type { ChangeOutcome } from '../booking-store.ts'
import { notFound, type BookingContext } from './context.ts'
import { managedView } from './views.ts'

export const STARTED = 'This meeting has already started or taken place, so it can no longer be changed online. Please contact us.'

/** The response, or null for a conflict, which the move answers with the next free times. */
export function changeAnswer(ctx: BookingContext, outcome: ChangeOutcome, origin: string, key: string): Response | null {
  switch (outcome.kind) {
    case 'changed':
    case 'unchanged':
      return json(200, managedView(ctx, outcome.booking, origin, key))
    case 'cancelled':
      return fail(409, 'This booking was cancelled, so it cannot be moved. Please book a new time.', { extra: { code: 'cancelled' } })
    case 'not-found':
      return notFound()
    case 'busy':
      return fail(503, 'This booking is being changed right now. Please reload and try again.', {
        headers: { 'retry-after': '2' },
        extra: { code: 'busy' },
      })
    case 'conflict':
      return null
  }
}
