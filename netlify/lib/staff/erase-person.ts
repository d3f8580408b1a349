// The erasure procedure (leads/erasure.ts) with every store it needs, for the two places staff start it:
// the console (POST /api/staff/leads/<id>/erase) and the CLI (npm run leads -- erase). Leads know no
// bookings and no staff index, so this is where they are handed over: the bookings with their hosts'
// calendar events, the console's index of people.
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import type { Store } from '../blobs.ts'
import { bookingStore, type BookingStore } from '../booking/booking-store.ts'
import { bookingUid } from '../booking/messages/booking-calendar.ts'
import { openOutbox } from '../site-outbox.ts'
import { deleteEvent } from '../calendars/caldav.ts'
import { calendarSourceOf } from '../calendars/source.ts'
import { erasePerson, type ErasableBookings, type ErasableMail, type ErasureResult, type ErasureStores } from '../leads/erasure.ts'
import { notificationStore } from '../leads/lead-store.ts'
import { writableCalendar } from '../outbox/channels/host-calendar.ts'
import { openMailSink } from '../outbox/channels.ts'
import { indexStore } from './person-index.ts'
import { addressesOfPerson } from './person-merge.ts'
import { erasablePeople } from './person-erasure.ts'

type Env = Record<string, string | undefined>

/**
 * A booking's event comes out of its host's CalDAV calendar (the event names the person) before the
 * booking is erased: a calendar that cannot be reached fails this try with the booking still
 * findable, so the erase's next look tries again and a last failure is reported.
 */
export const bookingsWithCalendars = (bookings: BookingStore, env: Env): ErasableBookings => ({
  list: () => bookings.list(),
  async erase(id) {
    const b = await bookings.get(id)
    if (b?.host && writableCalendar(b.host, env)) await deleteEvent(calendarSourceOf(b.host, env)!, bookingUid(id))
    await bookings.erase(id, new Date())
  },
})

/**
 * Every store a function sees, handed to the erase, and off Netlify the local mail sink's .eml files:
 * opened the one way the staff CLI's erase opens them too (outbox/channels.ts openMailSink). A person
 * with more than one address (a merge, person-merge.ts) is erased under each of them, one after another.
 */
export async function eraseEverywhere(
  email: string,
  opts: { env?: Env; leads?: Store; sink?: ErasableMail | null } = {},
): Promise<ErasureResult> {
  const env = opts.env ?? process.env
  const leads = opts.leads ?? notificationStore()
  const stores = {
    store: leads,
    bookings: bookingsWithCalendars(bookingStore(bookingSettings), env),
    box: openOutbox(leads, env),
    sink: opts.sink === undefined ? openMailSink(env) : opts.sink,
    people: erasablePeople(indexStore()),
  }
  return eraseEveryAddress(stores, indexStore(), email)
}

/** The erasure of the person `email` names in the index `index`, under each of their addresses (the console and the CLI). */
export async function eraseEveryAddress(stores: ErasureStores, index: Store, email: string): Promise<ErasureResult> {
  let total: ErasureResult | null = null
  for (const address of await addressesOfPerson(index, email)) {
    const one = await erasePerson(stores, address)
    total = total ? sumOf(total, one) : one
  }
  return total!
}

/** Two erasures' results as one: ok only if both were, their counts added. */
function sumOf(a: ErasureResult, b: ErasureResult): ErasureResult {
  const counts = { ...a.counts }
  for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += b.counts[k]
  return {
    ok: a.ok && b.ok,
    leads: a.leads + b.leads,
    counts,
    errors: [...a.errors, ...b.errors],
    ...((a.left ?? b.left) ? { left: a.left ?? b.left } : {}),
  }
}
