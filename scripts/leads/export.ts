// npm run leads -- export [--format csv|json] [--since DATE] [--form NAME] [--spam]:
// every submission merged into its lead, with every call it booked.
// npm run leads -- export --people: one row per person of the console's index, as GET /api/staff/export.csv.
import type { StoredBooking } from '../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../schemas/lead.ts'
import { exportLeads } from '../../netlify/lib/staff/lead-export.ts'
import { message, REMOTE_HINT, say, withOptions, write, type CliOptions, type Io } from './staff-command.ts'
import { openBookings, openLeads, openStaffBlobs } from './stores.ts'
import { noteCounts, peopleCsv } from '../../netlify/lib/staff/people-export.ts'
import { readIndex } from '../../netlify/lib/staff/person-index.ts'

async function readSubmissions(opts: CliOptions, io: Io): Promise<{ submissions: StoredSubmission[]; where: string } | null> {
  const { store, where, close } = await openLeads(opts, io)
  try {
    const submissions = await store.list({
      bucket: opts.spam ? 'spam' : 'lead',
      form: opts.form,
      onInvalid: (key, reason) => say(io, `warning: skipped ${key}: ${reason}`),
    })
    return { submissions, where }
  } catch (e) {
    say(io, `Could not read leads from ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return null
  } finally {
    await close()
  }
}

/** Every booking as it is now; leads are exported even when bookings cannot be read. */
async function readBookings(opts: CliOptions, io: Io, where: string): Promise<StoredBooking[]> {
  try {
    const { store, close } = await openBookings(opts, io)
    try {
      return await store.list((key, reason) => say(io, `warning: skipped ${key}: ${reason}`))
    } finally {
      await close()
    }
  } catch (e) {
    say(io, `warning: booking columns left empty: could not read bookings from ${where}: ${message(e)}`)
    return []
  }
}

/** The console's people export (staff/people-export.ts), from the staff store's index and notes. */
async function runPeopleExport(opts: CliOptions, io: Io): Promise<number> {
  const { store, where, close } = await openStaffBlobs(opts, io)
  try {
    const people = await readIndex(store)
    write(io, peopleCsv(people, await noteCounts(store)), opts.out)
    say(io, `${people.length} ${people.length === 1 ? 'person' : 'people'} from ${where}${opts.out ? `, written to ${opts.out}` : ''}.`)
    return 0
  } catch (e) {
    say(io, `Could not read the console's people from ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return 1
  } finally {
    await close()
  }
}

async function runExport(opts: CliOptions, io: Io): Promise<number> {
  if (opts.people) return runPeopleExport(opts, io)
  const read = await readSubmissions(opts, io)
  if (!read) return 1
  const { where } = read
  // The calls the leads booked; spam books nothing.
  const bookings = opts.spam ? undefined : await readBookings(opts, io, where)
  const { text, leads, booked } = exportLeads(read.submissions, bookings, {
    format: opts.format === 'json' ? 'json' : 'csv',
    spam: opts.spam,
    since: opts.since,
  })
  write(io, text, opts.out)
  const complete = leads.filter((l) => l.complete).length
  say(
    io,
    `${leads.length} ${opts.spam ? 'spam ' : ''}lead${leads.length === 1 ? '' : 's'} (${complete} complete) from ${where}` +
      `${opts.since ? ` updated since ${opts.since.toISOString()}` : ''}${opts.out ? `, written to ${opts.out}` : ''}` +
      `${bookings ? `; ${booked} with a booking` : ''}.`,
  )
  return 0
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => runExport(opts, io))
