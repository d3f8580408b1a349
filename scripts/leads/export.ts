// npm run leads -- export [--format csv|json] [--since DATE] [--form NAME] [--spam]:
// every submission merged into its lead, with every call it booked.
import type { StoredBooking } from '../../schemas/booking-record.ts'
import { growthSessionForm } from '../../src/generated/forms.ts'
import { mergeLeads, type Lead } from '../../netlify/lib/leads/lead-merge.ts'
import { bookingOfLead, byLead, bookingView } from '../../netlify/lib/staff/booking-view.ts'
import { message, REMOTE_HINT, say, withOptions, write, type CliOptions, type Io } from './staff-command.ts'
import { toRows } from '../../netlify/lib/staff/export-columns.ts'
import { toCsv } from '../../netlify/lib/staff/csv.ts'
import { openBookings, openLeads } from './stores.ts'

async function readLeads(opts: CliOptions, io: Io): Promise<{ leads: Lead[]; where: string } | null> {
  const { store, where, close } = await openLeads(opts, io)
  try {
    const submissions = await store.list({
      bucket: opts.spam ? 'spam' : 'lead',
      form: opts.form,
      onInvalid: (key, reason) => say(io, `warning: skipped ${key}: ${reason}`),
    })
    return { leads: mergeLeads(submissions, { growthSessionForm }), where }
  } catch (e) {
    say(io, `Could not read leads from ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return null
  } finally {
    await close()
  }
}

/** Every booking as it is now, by the lead that made it; leads are exported even when bookings cannot be read. */
async function bookingsByLead(opts: CliOptions, io: Io, where: string): Promise<Map<string, StoredBooking[]>> {
  try {
    const { store, close } = await openBookings(opts, io)
    try {
      return byLead(await store.list((key, reason) => say(io, `warning: skipped ${key}: ${reason}`)))
    } finally {
      await close()
    }
  } catch (e) {
    say(io, `warning: booking columns left empty: could not read bookings from ${where}: ${message(e)}`)
    return new Map()
  }
}

async function exportLeads(opts: CliOptions, io: Io): Promise<number> {
  const read = await readLeads(opts, io)
  if (!read) return 1
  const { where } = read
  const leads = opts.since ? read.leads.filter((l) => new Date(l.updatedAt) >= opts.since!) : read.leads
  // The calls the leads booked; spam books nothing.
  const bookings = opts.spam ? undefined : await bookingsByLead(opts, io, where)
  const text =
    opts.format === 'json'
      ? JSON.stringify(
          leads.map((l) => {
            // `booking` speaks for the lead (its latest confirmed one); `bookings` is every one it made, in time order.
            const list = bookings?.get(l.leadId)
            return list ? { ...l, booking: bookingView(bookingOfLead(list)!), bookings: list.map((b) => bookingView(b)) } : l
          }),
          null,
          2,
        ) + '\n'
      : toCsv(toRows(leads, opts.spam, bookings))
  write(io, text, opts.out)
  const complete = leads.filter((l) => l.complete).length
  const booked = leads.filter((l) => bookings?.has(l.leadId)).length
  say(
    io,
    `${leads.length} ${opts.spam ? 'spam ' : ''}lead${leads.length === 1 ? '' : 's'} (${complete} complete) from ${where}` +
      `${opts.since ? ` updated since ${opts.since.toISOString()}` : ''}${opts.out ? `, written to ${opts.out}` : ''}` +
      `${bookings ? `; ${booked} with a booking` : ''}.`,
  )
  return 0
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => exportLeads(opts, io))
