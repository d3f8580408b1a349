// npm run leads -- bookings [--from DATE] [--format csv|json]: the booked calls
// from that office date (default today), in office time with the prospect's
// own beside it, cancelled ones included, each with what its lead told us.
// With --check or --repair: what the scheduled work settles of booking changes
// whose process died (messages owed, times blocked by nobody), counted or done.
import type { StoredBooking } from '../../schemas/booking-record.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { zonedDate } from '../../schemas/office-time.ts'
import { mergeLeads } from '../../netlify/lib/leads/lead-merge.ts'
import { leadFactsOf } from '../../netlify/lib/booking/messages/booking-lead.ts'
import type { LeadFacts } from '../../netlify/lib/booking/messages/compose-booking.ts'
import { bookingRows, bookingView } from '../../netlify/lib/staff/booking-view.ts'
import { message, REMOTE_HINT, remoteWhere, say, withOptions, write, type CliOptions, type Io } from './staff-command.ts'
import { toCsv } from '../../netlify/lib/csv.ts'
import { openBookings, openLeads, openLeadsBlobs } from './stores.ts'
import { sweepBookings } from '../../netlify/lib/booking/booking-api.ts'
import { withConsoleLink } from '../../netlify/lib/staff/console-link.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import { channelSetup } from '../../netlify/lib/outbox/channels.ts'
import { channelsFor } from '../../netlify/lib/outbox/outbox-store.ts'

/** Each lead's company and answers by its id; the list is written without them when leads cannot be read. */
async function leadFacts(opts: CliOptions, io: Io): Promise<Map<string, LeadFacts>> {
  try {
    const { store, close } = await openLeads(opts, io)
    try {
      const leads = mergeLeads(await store.list(), { growthSessionForm })
      return new Map(leads.map((l) => [l.leadId, leadFactsOf(l)]))
    } finally {
      await close()
    }
  } catch (e) {
    say(io, `warning: company and answers left empty: could not read leads: ${message(e)}`)
    return new Map()
  }
}

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
  const leads = await leadFacts(opts, io)
  const text =
    opts.format === 'json'
      ? JSON.stringify(
          upcoming.map((b) => bookingView(b, leads.get(b.leadId ?? ''))),
          null,
          2,
        ) + '\n'
      : toCsv(bookingRows(upcoming, leads))
  write(io, text, opts.out)
  const confirmed = upcoming.filter((b) => b.status === 'confirmed').length
  const count = `${upcoming.length} booking${upcoming.length === 1 ? '' : 's'} (${confirmed} confirmed)`
  say(io, `${count} from ${from} (${bookingSettings.timezone}) in ${where}${opts.out ? `, written to ${opts.out}` : ''}.`)
  return 0
}

/**
 * --check / --repair: the booking changes whose process died (booking/store/attempts.ts), as the scheduled
 * work settles them: a committed revision's messages recorded (sent by the next run, or `sweep`), the
 * claims of a try that never committed released. --check writes nothing. --at TIME judges ages as at TIME.
 */
async function settleBookings(opts: CliOptions, io: Io): Promise<number> {
  const where = opts.remote ? remoteWhere(opts.remote) : 'the local store'
  try {
    const bookings = await openBookings(opts, io)
    const leads = await openLeadsBlobs(opts, io)
    try {
      const box = openOutbox(leads.store, io.env)
      const { channels } = channelSetup(io.env)
      const counts = await sweepBookings({
        store: bookings.store,
        settings: bookingSettings,
        env: io.env,
        now: opts.at ?? new Date(),
        dryRun: !opts.repair,
        staffLink: withConsoleLink,
        record: async (requests) =>
          void (await box.recordAll(requests.map((r) => ({ request: r, channels: channelsFor(r.event, channels) })))),
      })
      const verb = opts.repair ? 'Settled' : 'Would settle'
      say(
        io,
        `${verb} in ${where}: ${counts.told} change(s) whose messages were owed, ${counts.abandoned} unfinished tr${counts.abandoned === 1 ? 'y' : 'ies'} with ${counts.released} claim(s) ${opts.repair ? 'released' : 'to release'}.`,
      )
      return 0
    } finally {
      await leads.close()
      await bookings.close()
    }
  } catch (e) {
    say(io, `Could not settle bookings in ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return 1
  }
}

export const run = (argv: string[], io: Io) =>
  withOptions(argv, io, (opts) => (opts.check || opts.repair ? settleBookings(opts, io) : listBookings(opts, io)))
