// content/booking.yaml `terms`: what a prospect may still do to their booking
// online. Changes (a move or a cancel) close some hours before the start, and a
// booking may be moved only so many times; past either, the manage page and the
// booking API say so in these words and point to the host. Staff may still
// change it from the console (netlify/lib/booking/terms.ts).
import { z } from 'zod'
import { TOKEN_FAMILIES } from './tokens.ts'
import { tokenText } from './token-text.ts'

export const BookingTermsSchema = z
  .object({
    changeNoticeHours: z
      .number()
      .min(0)
      .max(24 * 14)
      .describe('A prospect may move or cancel online until this many hours before the start, e.g. 4; 0 for up to the start')
      .meta({ title: 'Notice to move or cancel (hours)' }),
    maxMoves: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('How many times a prospect may move one booking online, e.g. 3 (moves made by staff do not count)')
      .meta({ title: 'Moves allowed per booking' }),
    noticeClosed: tokenText(
      TOKEN_FAMILIES.bookingTerms,
      'What the manage page and the booking API say once changes have closed, e.g. "Changes online close {hours} hours before the call. To move or cancel it now, please contact {host}."',
    ).meta({ title: 'Changes closed message' }),
    movesUsed: tokenText(
      TOKEN_FAMILIES.bookingTerms,
      'What they say once the booking was moved the most times allowed, e.g. "This call has been moved {moves} times, the most we allow online. To move it again, please contact {host}."',
    ).meta({ title: 'No more moves message' }),
    contactHost: tokenText(TOKEN_FAMILIES.bookingTerms, 'The manage page\'s link to email the host, e.g. "Email {host}"').meta({
      title: 'Contact the host link',
    }),
  })
  .strict()
export type BookingTerms = z.infer<typeof BookingTermsSchema>
