// GET /api/calendar/<host>.ics?token=: a host's private feed of their bookings,
// for their calendar app to subscribe to (netlify/lib/calendars/feed.ts). The
// token comes from `npm run leads -- calendar-link <host>`; any other is 403.
import type { Config } from '@netlify/functions'
import { booking } from '../../src/generated/booking.ts'
import { bookingStore } from '../lib/booking/booking-store.ts'
import { meetingPlace } from '../lib/booking/meeting-place.ts'
import { bookingSecret } from '../lib/booking/token.ts'
import { feedCalendar, hostOfFeedPath, verifyFeedToken } from '../lib/calendars/feed.ts'
import { API_HEADERS, fail } from '../lib/http.ts'

export default async (req: Request) => {
  if (req.method !== 'GET') return fail(405, 'Send a GET request.', { headers: { allow: 'GET' } })
  const url = new URL(req.url)
  // From the path itself: the same on Netlify (which also fills context.params) and on the local server.
  const hostId = hostOfFeedPath(url.pathname)
  const secret = bookingSecret()
  if (!secret.ok) {
    console.error(`[calendar-feed] ${secret.problem}`)
    return fail(503, 'The calendar feed is not available right now.')
  }
  if (!hostId || !verifyFeedToken(hostId, url.searchParams.get('token'), secret.secret))
    return fail(403, 'This calendar link is not valid. Ask for a new one (npm run leads -- calendar-link <host>).')
  try {
    const bookings = await bookingStore(booking).list((key, reason) => console.error(`[calendar-feed] skipped ${key}: ${reason}`))
    // The join link the invitations carry, so the feed's event is as useful as the emailed one.
    const joinLink = (b: (typeof bookings)[number]) => {
      const type = booking.meetingTypes.find((t) => t.id === b.type)
      const place = type ? meetingPlace(type, b) : null
      return place?.kind === 'video' ? place.url : undefined
    }
    return new Response(feedCalendar(bookings, hostId, booking, new Date(), joinLink), {
      status: 200,
      headers: { ...API_HEADERS, 'content-type': 'text/calendar; charset=utf-8' },
    })
  } catch (e) {
    console.error('[calendar-feed] could not read the bookings:', e)
    return fail(503, 'The calendar feed is not available right now. Your calendar app will try again.')
  }
}

export const config: Config = {
  path: '/api/calendar/:host.ics',
  method: 'GET',
  // A calendar app polls a feed every few minutes at most; a script trying tokens gets 429.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'], action: 'rewrite', to: '/.netlify/functions/rate-limited' },
}
