// Each host's private feed of their bookings: a URL a calendar app subscribes
// to (/api/calendar/<host>.ics?token=…), so bookings appear in the host's own
// calendar whatever it is, CalDAV or not. The token is an HMAC of the host id
// with BOOKING_SECRET (the secret that signs the manage links, booking/token.ts),
// under its own label so a feed token is never a manage token or the reverse.
// It does not expire: the feed is meant to stay subscribed; changing
// BOOKING_SECRET revokes every feed link (and every manage link) at once.
import { createHmac, timingSafeEqual } from 'node:crypto'
import ical, { ICalEventStatus } from 'ical-generator'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { BookingSettings } from '../../../schemas/booking.ts'
import { site } from '../../../src/generated/site.ts'

/** A host id as content spells it (olivia-hartley): what the feed's path may hold. */
export const HOST_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** How long after a meeting the feed still lists it (so yesterday's call is still in the calendar). */
export const FEED_PAST_DAYS = 30

export const feedToken = (hostId: string, secret: string): string =>
  createHmac('sha256', secret).update(`calendar-feed.v1.${hostId}`).digest('base64url')

/** Whether `token` is this host's feed token; compared in constant time. */
export function verifyFeedToken(hostId: string, token: unknown, secret: string): boolean {
  if (typeof token !== 'string' || !HOST_ID_RE.test(hostId)) return false
  const expected = Buffer.from(feedToken(hostId, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * "<bookingId>@harbourline.example": a booking's UID in every calendar object the site writes (the
 * invitations, the .ics download, this feed), so a host who has the invitation and the feed sees one event.
 */
export const bookingUid = (bookingId: string) => `${bookingId}@${new URL(site.baseUrl).host}`

export const feedPath = (hostId: string) => `/api/calendar/${hostId}.ics`
export const feedUrl = (origin: string, hostId: string, secret: string) => `${origin}${feedPath(hostId)}?token=${feedToken(hostId, secret)}`

/** The host id a feed path names, or null. */
export function hostOfFeedPath(pathname: string): string | null {
  const id = /^\/api\/calendar\/([^/]+)\.ics$/.exec(pathname)?.[1]
  return id && HOST_ID_RE.test(id) ? id : null
}

/** The bookings the host's feed lists: theirs, confirmed, from FEED_PAST_DAYS ago on. Pure. */
export function bookingsOfHost(bookings: readonly StoredBooking[], hostId: string, now: Date): StoredBooking[] {
  const since = now.getTime() - FEED_PAST_DAYS * 86_400_000
  return bookings
    .filter((b) => b.host === hostId && b.status === 'confirmed' && Date.parse(b.end) >= since)
    .sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * The feed: one VEVENT per booking, with what the host needs to take the call. `joinLink` gives a
 * booking's video link (booking/meeting-place.ts, which this folder does not import). Pure.
 */
export function feedCalendar(
  bookings: readonly StoredBooking[],
  hostId: string,
  settings: Pick<BookingSettings, 'meetingTypes'>,
  now: Date,
  joinLink: (b: StoredBooking) => string | undefined = () => undefined,
): string {
  const calendar = ical({
    name: `${site.brand.name}: bookings of ${hostId}`,
    prodId: { company: site.brand.name, product: 'booking-feed', language: 'EN' },
    // No calendar timezone: with one (and no VTIMEZONE generator) ical-generator writes
    // floating local times, which every app would read in its own zone. UTC instants are exact.
    // Calendar apps that honour it refresh the subscription hourly.
    ttl: 60 * 60,
  })
  for (const b of bookingsOfHost(bookings, hostId, now)) {
    const type = settings.meetingTypes.find((t) => t.id === b.type)?.name ?? b.type
    const join = joinLink(b)
    calendar.createEvent({
      id: bookingUid(b.bookingId),
      start: new Date(b.start),
      end: new Date(b.end),
      stamp: new Date(b.updatedAt),
      summary: `${type}: ${b.name}`,
      description: [`${b.name} <${b.email}>`, b.phone ?? '', join ?? '', b.notes ? `Notes: ${b.notes}` : ''].filter(Boolean).join('\n'),
      location: join ?? null,
      url: join ?? null,
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
