// npm run leads -- sweep [--at ISO-TIME]: the scheduled function's work
// (netlify/lib/scheduled.ts: the hosts' calendars read again, lead notifications
// owed, the daily count, the prospects' reminders, every delivery due) run once, as if at that
// time, against the local store that `npm start` writes, so a reminder can be
// tried without waiting a day for it. Off Netlify only: on a site it would send
// real reminders at a pretend time. Prints each notification it recorded or
// delivered; locally, with no channel set, they land in the mail sink.
import { join } from 'node:path'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { openLocalBookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { openLocalStore } from '../../netlify/lib/blobs.ts'
import { CALENDARS_STORE } from '../../netlify/lib/calendars/cache.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import type { NotificationView } from '../../netlify/lib/outbox/outbox-store.ts'
import { scheduledWork } from '../../netlify/lib/scheduled.ts'
import { isOnNetlify } from '../../netlify/lib/runtime.ts'
import { message, projectRoot, say, withOptions, write, type CliOptions, type Io } from './staff-command.ts'
import { openLeadsBlobs } from './stores.ts'

const line = (what: string, n: NotificationView) =>
  `${what}\t${n.event}\t${n.channel}\t${n.bookingId ?? n.leadId ?? ''}\t${n.id}\t${n.message?.subject ?? ''}\n`

async function runSweep(opts: CliOptions, io: Io): Promise<number> {
  if (isOnNetlify(io.env)) {
    say(io, 'sweep runs the scheduled work at a pretend time, so it runs off Netlify only; there the scheduled function does it.')
    return 1
  }
  if (opts.remote) {
    say(io, 'sweep works on the local store only: run against a site, it would send real reminders at a pretend time.')
    return 2
  }
  const now = opts.at ?? new Date()
  // Sent with the channels of this environment; locally its sink is the server's.
  const env = { ...io.env, LEADS_MAIL_SINK: io.env.LEADS_MAIL_SINK ?? join(projectRoot(io), '.netlify', 'mail') }
  const leads = await openLeadsBlobs(opts, io)
  const bookings = await openLocalBookingStore(projectRoot(io), bookingSettings, io.env.BLOBS_DIR)
  const calendars = await openLocalStore(projectRoot(io), CALENDARS_STORE, io.env.BLOBS_DIR)
  try {
    const before = new Map((await openOutbox(leads.store, env).list(now)).map((n) => [n.id, n.status]))
    const result = await scheduledWork(
      { leads: leads.store, bookings: bookings.store, calendars: calendars.store },
      { settings: bookingSettings, env, now, calendars: 'all' },
    )
    const after = await result.outbox.list(now)
    const recorded = after.filter((n) => !before.has(n.id))
    const delivered = after.filter((n) => n.status === 'delivered' && before.get(n.id) !== 'delivered')
    write(io, [...recorded.map((n) => line('recorded', n)), ...delivered.map((n) => line('delivered', n))].join(''), opts.out)
    say(
      io,
      `Swept ${leads.where} as at ${now.toISOString()}: read ${result.read} leads, recorded ${recorded.length}, attempted ${result.attempted}, delivered ${delivered.length}.`,
    )
    return 0
  } catch (e) {
    say(io, `Could not sweep ${leads.where}: ${message(e)}`)
    return 1
  } finally {
    await calendars.close()
    await bookings.close()
    await leads.close()
  }
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => runSweep(opts, io))
