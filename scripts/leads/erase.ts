// npm run leads -- erase --email ADDRESS: removes a person's data, as the
// Australian Privacy Principles let them ask: every submission of every lead
// that gave this email (all saves of that lead, spam included), their bookings
// (cancelled first, so the time is free again) and every notification about
// them. What stays is a record that an erasure happened, when, and how much it
// removed: not who.
import type { Store } from '../../netlify/lib/blobs.ts'
import { leadStoreFrom } from '../../netlify/lib/lead-store.ts'
import { openOutbox } from '../../netlify/lib/notify/notifier.ts'
import { message, say, UsageError, usageFailure, withOptions, type CliOptions, type Io } from './cli.ts'
import { openBookings, openLeadsBlobs, type Opened } from './stores.ts'
import type { BookingStore } from '../../netlify/lib/booking/booking-store.ts'

/** The submission keys of every lead that gave `same` an email, and those leads' ids. */
async function leadsOf(store: Store, same: (v: unknown) => boolean): Promise<{ leadIds: Set<string>; keys: string[] }> {
  const leads = leadStoreFrom(store)
  const submissions = [...(await leads.list({ bucket: 'lead' })), ...(await leads.list({ bucket: 'spam' }))]
  const leadIds = new Set(submissions.filter((s) => same(s.answers.email)).map((s) => s.leadId))
  const keys: string[] = []
  for (const bucket of ['lead', 'spam'] as const)
    for await (const page of store.list({ prefix: `${bucket}/`, paginate: true }))
      keys.push(...page.blobs.map((b) => b.key).filter((k) => leadIds.has(k.split('/')[2]!)))
  return { leadIds, keys }
}

async function erase(opts: CliOptions, io: Io): Promise<number> {
  const email = opts.email!.trim().toLowerCase()
  const same = (v: unknown) => typeof v === 'string' && v.trim().toLowerCase() === email
  const { store, where, close } = await openLeadsBlobs(opts, io)
  let bookingStore: Opened<BookingStore> | undefined
  try {
    const { leadIds, keys } = await leadsOf(store, same)
    bookingStore = await openBookings(opts, io)
    const bookings = (await bookingStore.store.list()).filter((b) => same(b.email) || (b.leadId && leadIds.has(b.leadId)))
    const bookingIds = new Set(bookings.map((b) => b.bookingId))

    const box = openOutbox(store, io.env)
    const notifications = (await box.list()).filter(
      (n) => same(n.email) || (n.leadId && leadIds.has(n.leadId)) || (n.bookingId && bookingIds.has(n.bookingId)),
    )

    for (const b of bookings) await bookingStore.store.erase(b.bookingId, new Date())
    await box.remove(notifications.map((n) => n.id))
    for (const key of keys) await store.delete(key)
    const at = new Date().toISOString()
    const counts = { submissions: keys.length, leads: leadIds.size, bookings: bookings.length, notifications: notifications.length }
    await store.setJSON(`erasures/${at}-${crypto.randomUUID()}`, { at, ...counts })
    say(
      io,
      `Erased from ${where}: ${counts.leads} lead(s) (${counts.submissions} submissions), ${counts.bookings} booking(s), ${counts.notifications} notification(s). ` +
        'An erasure record (date and counts, no personal data) was kept.',
    )
    return 0
  } catch (e) {
    say(io, `Could not erase from ${where}: ${message(e)}`)
    return 1
  } finally {
    await bookingStore?.close()
    await close()
  }
}

export const run = (argv: string[], io: Io) =>
  withOptions(argv, io, (opts) =>
    opts.email?.includes('@')
      ? erase(opts, io)
      : Promise.resolve(usageFailure(new UsageError('erase needs --email with the address to erase.'), io)),
  )
