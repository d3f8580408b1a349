// The booking terms (content/booking.yaml `terms`): whether the prospect may
// still move or cancel a booking from their manage link, and the words when
// not. Changes close `changeNoticeHours` before the start; a booking moves at
// most `maxMoves` times by the prospect (staff's moves are not counted). The
// manage page shows the same words the API answers with, and the host to
// contact. Staff's changes from the console skip the rules (staff-actions.ts),
// and the lead's history names the rule they overrode. Pure.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import { fillTokens } from '../../../schemas/tokens.ts'

/** The rule that refuses a change: inside the notice, or out of moves. */
export type TermsRule = 'notice' | 'moves'

/** Whether the notice to change this booking has run out at `now`. */
export const insideNotice = (settings: BookingSettings, b: Pick<StoredBooking, 'start'>, now: Date) =>
  Date.parse(b.start) - now.getTime() < settings.terms.changeNoticeHours * 3_600_000

/** The rule refusing the prospect this change of `b` at `now`, or null when it is theirs to make. */
export function refusedBy(
  settings: BookingSettings,
  b: Pick<StoredBooking, 'start' | 'moves'>,
  change: 'move' | 'cancel',
  now: Date,
): TermsRule | null {
  if (insideNotice(settings, b, now)) return 'notice'
  if (change === 'move' && (b.moves ?? 0) >= settings.terms.maxMoves) return 'moves'
  return null
}

/** A text of the terms filled: the notice, the moves allowed and the host (by name) to contact. */
const termsText = (settings: BookingSettings, text: string, hostName: string) =>
  fillTokens(text, { hours: settings.terms.changeNoticeHours, moves: settings.terms.maxMoves, host: hostName })

/** The content's words for a rule, with the host (by name) to contact. */
export const termsMessage = (settings: BookingSettings, rule: TermsRule, hostName: string): string =>
  termsText(settings, rule === 'notice' ? settings.terms.noticeClosed : settings.terms.movesUsed, hostName)

/** The manage page's link to email the host: "Email Olivia Hartley". */
export const contactLabel = (settings: BookingSettings, hostName: string): string =>
  termsText(settings, settings.terms.contactHost, hostName)
