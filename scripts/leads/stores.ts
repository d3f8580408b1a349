// The stores a command reads: the local ones that `npm start` and `npm run dev`
// write, or a Netlify site's (--site and --token). Each comes with where it is,
// for the summary, and a close() to call when done. The local mail sink is one
// more: the .eml files notifications become when no channel is set.
import { openLocalStore, openStore, type Store } from '../../netlify/lib/blobs.ts'
import { bookingStore, openLocalBookingStore, type BookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { leadStore, openLocalLeadStore, STORE_NAME, type LeadStore } from '../../netlify/lib/leads/lead-store.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { STAFF_STORE_NAME } from '../../netlify/lib/staff/staff-store.ts'
import { openMailSink as openSink, type MailSink } from '../../netlify/lib/outbox/channels.ts'
import { localWhere, projectRoot, remoteWhere, type CliOptions, type Io } from './staff-command.ts'

export interface Opened<T> {
  store: T
  where: string
  close: () => Promise<void>
}

const nothing = async () => {}

export async function openLeads(opts: CliOptions, io: Io): Promise<Opened<LeadStore>> {
  if (opts.remote) return { store: leadStore(opts.remote), where: remoteWhere(opts.remote), close: nothing }
  const local = await openLocalLeadStore(projectRoot(io), io.env.BLOBS_DIR)
  return { ...local, where: localWhere(local.directory) }
}

/** The leads store as Blobs (notifications and erasure records live there too). */
export async function openLeadsBlobs(opts: CliOptions, io: Io): Promise<Opened<Store>> {
  if (opts.remote)
    return { store: openStore(STORE_NAME, { consistency: 'strong', site: opts.remote }), where: remoteWhere(opts.remote), close: nothing }
  const local = await openLocalStore(projectRoot(io), STORE_NAME, io.env.BLOBS_DIR)
  return { ...local, where: localWhere(local.directory) }
}

/** The staff console's store (its index of people), which an erase also empties of the person. */
export async function openStaffBlobs(opts: CliOptions, io: Io): Promise<Opened<Store>> {
  if (opts.remote)
    return {
      store: openStore(STAFF_STORE_NAME, { consistency: 'strong', site: opts.remote }),
      where: remoteWhere(opts.remote),
      close: nothing,
    }
  const local = await openLocalStore(projectRoot(io), STAFF_STORE_NAME, io.env.BLOBS_DIR)
  return { ...local, where: localWhere(local.directory) }
}

export async function openBookings(opts: CliOptions, io: Io): Promise<Opened<BookingStore>> {
  if (opts.remote) return { store: bookingStore(bookingSettings, { site: opts.remote }), where: remoteWhere(opts.remote), close: nothing }
  const local = await openLocalBookingStore(projectRoot(io), bookingSettings, io.env.BLOBS_DIR)
  return { ...local, where: localWhere(local.directory) }
}

/** The local mail sink of this project (LEADS_MAIL_SINK, or .netlify/mail), the one the console's erase clears too; a Netlify site has none. */
export function openMailSink(opts: CliOptions, io: Io): MailSink | null {
  if (opts.remote) return null
  return openSink({ ...io.env, SERVE_PROJECT_ROOT: io.env.SERVE_PROJECT_ROOT ?? projectRoot(io) })
}
