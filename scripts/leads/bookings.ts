// npm run leads -- bookings [--from DATE] [--format csv|json]: the booked calls
// from that office date (default today), in office time, cancelled ones included.
import type { StoredBooking } from '../../schemas/booking-record.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { zonedDate } from '../../netlify/lib/booking/zoned-time.ts'
import { bookingRows, bookingView } from './booking-view.ts'
import { message, REMOTE_HINT, remoteWhere, say, withOptions, write, type CliOptions, type Io } from './cli.ts'
import { toCsv } from './csv.ts'
import { openBookings } from './stores.ts'

async function listBookings(opts: CliOptions, io: Io): Promise<number> {
  const where = opts.remote ? remoteWhere(opts.remote) : 'the local store'
  const from = opts.from ?? zonedDate(new Date(), bookingSettings.timezone)
  let bookings: StoredBooking[]
  try {
    const { store, close } = await openBookings(opts, io)
    try {
      bookings = await store.list((key, reason) => say(io, `warning: skipped ${key}: ${reason}`))
    } finally {
      await close()
    }
  } catch (e) {
    say(io, `Could not read bookings from ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return 1
  }
  const upcoming = bookings
    .filter((b) => zonedDate(new Date(b.start), bookingSettings.timezone) >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.createdAt.localeCompare(b.createdAt))
  write(io, opts.format === 'json' ? JSON.stringify(upcoming.map(bookingView), null, 2) + '\n' : toCsv(bookingRows(upcoming)), opts.out)
  const confirmed = upcoming.filter((b) => b.status === 'confirmed').length
  const count = `${upcoming.length} booking${upcoming.length === 1 ? '' : 's'} (${confirmed} confirmed)`
  say(io, `${count} from ${from} (${bookingSettings.timezone}) in ${where}${opts.out ? `, written to ${opts.out}` : ''}.`)
  return 0
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => listBookings(opts, io))
