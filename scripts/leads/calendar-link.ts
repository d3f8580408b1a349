// npm run leads -- calendar-link HOST: the host's private feed of their
// bookings (/api/calendar/<host>.ics?token=…), to paste into their calendar
// app's "subscribe to calendar". Signed with BOOKING_SECRET: run it with the
// site's secret and address (URL=https://… BOOKING_SECRET=… npm run leads --
// calendar-link olivia-hartley); without them it signs for this machine.
import { bookingSecret } from '../../netlify/lib/booking/token.ts'
import { feedUrl, HOST_ID_RE } from '../../netlify/lib/calendars/feed.ts'
import { siteUrl } from '../../netlify/lib/site-url.ts'
import { operands, say, UsageError, usageFailure, type Io } from './staff-command.ts'

export async function run(argv: string[], io: Io): Promise<number> {
  let hostId: string
  try {
    const [id, ...extra] = operands(argv)
    if (!id || extra.length) throw new UsageError('calendar-link takes one host id, e.g. npm run leads -- calendar-link olivia-hartley')
    if (!HOST_ID_RE.test(id)) throw new UsageError(`"${id}" is not a host id: lower-case letters, digits and dashes, e.g. olivia-hartley.`)
    hostId = id
  } catch (e) {
    return usageFailure(e, io)
  }
  const secret = bookingSecret(io.env)
  if (!secret.ok) {
    say(io, secret.problem)
    return 1
  }
  io.stdout.write(`${feedUrl(siteUrl(io.env), hostId, secret.secret)}\n`)
  if (secret.development)
    say(
      io,
      'Signed with the development secret: this link works on this machine only. Set BOOKING_SECRET (and URL) as on the site for a real one.',
    )
  say(io, 'Anyone with this link sees the host’s bookings: send it to the host only. Changing BOOKING_SECRET revokes it.')
  return 0
}
