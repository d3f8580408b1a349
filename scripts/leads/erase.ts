// npm run leads -- erase --email ADDRESS: removes a person's data for good
// (netlify/lib/leads/erasure.ts says how). This command opens the stores, hands
// the erase the bookings (each erased with its host's calendar event) and says
// what happened: exit 0 when nothing of the person is left, 1 with what is.
import type { Store } from '../../netlify/lib/blobs.ts'
import type { BookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { bookingsWithCalendars, eraseEveryAddress } from '../../netlify/lib/staff/erase-person.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import { erasablePeople } from '../../netlify/lib/staff/person-erasure.ts'
import { KINDS, type Found, type Kind } from '../../netlify/lib/leads/erasure.ts'
import { message, say, UsageError, usageFailure, withOptions, type CliOptions, type Io } from './staff-command.ts'
import { openBookings, openLeadsBlobs, openMailSink, openStaffBlobs, type Opened } from './stores.ts'

const NAMES: Record<Kind, string> = {
  submissions: 'submission(s)',
  bookings: 'booking(s)',
  notifications: 'notification(s) with their status records',
  sweepMarks: 'sweep mark(s)',
  mail: 'mail sink file(s)',
  people: 'staff console index entry(ies) and their history and notes',
}
const listed = (f: Found) =>
  KINDS.filter((k) => f[k].length)
    .map((k) => `  ${NAMES[k]}: ${f[k].join(', ')}`)
    .join('\n')

async function erase(opts: CliOptions, io: Io): Promise<number> {
  const { store, where, close } = await openLeadsBlobs(opts, io)
  let bookingStore: Opened<BookingStore> | undefined
  let staff: Opened<Store> | undefined
  try {
    bookingStore = await openBookings(opts, io)
    staff = await openStaffBlobs(opts, io)
    const sink = openMailSink(opts, io)
    const bookings = bookingsWithCalendars(bookingStore.store, io.env)
    const stores = { store, bookings, box: openOutbox(store, io.env), sink, people: erasablePeople(staff.store) }
    // Every address of the person (a merged one has more than one: staff/person-merge.ts).
    const result = await eraseEveryAddress(stores, staff.store, opts.email!)
    if (!result.ok) {
      say(io, `Could not erase everything from ${where}. Still there after the last try:\n${listed(result.left!)}`)
      for (const e of result.errors) say(io, `  error: ${e}`)
      say(io, 'Nothing new is stored or sent for this person meanwhile. Fix the cause and run the command again.')
      return 1
    }
    const { counts } = result
    say(
      io,
      `Erased from ${where}: ${result.leads} lead(s) (${counts.submissions} submissions), ${counts.bookings} booking(s), ` +
        `${counts.notifications} notification(s) with their status records, ${counts.mail} mail sink file(s), ` +
        `${counts.people} staff console index item(s)` +
        `${sink ? '' : ' (no local sink: emails already delivered to staff mailboxes are outside the store)'}. ` +
        'An erasure record (date and counts, no personal data) was kept.',
    )
    return 0
  } catch (e) {
    say(
      io,
      `Could not erase from ${where}: ${message(e)}. If the erase had begun, nothing new is stored or sent for this person meanwhile. Run the command again.`,
    )
    return 1
  } finally {
    await bookingStore?.close()
    await staff?.close()
    await close()
  }
}

export const run = (argv: string[], io: Io) =>
  withOptions(argv, io, (opts) =>
    opts.email?.includes('@')
      ? erase(opts, io)
      : Promise.resolve(usageFailure(new UsageError('erase needs --email with the address to erase.'), io)),
  )
