// npm run leads -- erase --email ADDRESS: removes a person's data, as the
// Australian Privacy Principles let them ask, for good:
// 1. the erasure marker first (netlify/lib/erasure-ledger.ts): from then on the lead
//    functions, the scheduled sweep and the senders store, record and send
//    nothing for this person, so nothing is re-created behind the erase;
// 2. then every lead that names the address anywhere in its answers or its
//    copy of the form (all saves of that lead, spam included), their bookings
//    (cancelled first, so the time is free again), every notification about
//    them with its status records, the sweep's marks and the local mail
//    sink's .eml files;
// 3. then it looks again, and again removes what writers caught mid-write
//    left, until a look finds nothing. Only then is the marker completed (a
//    submission after that is a new lead) and a record kept of when and how
//    much, not who. Anything it could not remove is listed and the exit code
//    is 1, with the marker left in place so nothing new is stored meanwhile.
import type { Store } from '../../netlify/lib/blobs.ts'
import type { BookingStore } from '../../netlify/lib/booking/booking-store.ts'
import { beginErasure, completeErasure, mentions, normaliseEmail } from '../../netlify/lib/erasure-ledger.ts'
import { leadStoreFrom } from '../../netlify/lib/leads/lead-store.ts'
import { openOutbox } from '../../netlify/lib/booking/messages/site-outbox.ts'
import type { Outbox } from '../../netlify/lib/outbox/outbox-store.ts'
import { CLOSED_PREFIX } from '../../netlify/lib/leads/lead-sweep.ts'
import { message, say, UsageError, usageFailure, withOptions, type CliOptions, type Io } from './staff-command.ts'
import { openBookings, openLeadsBlobs, openMailSink, type MailSink, type Opened } from './stores.ts'
import { bookingUid } from '../../netlify/lib/booking/messages/booking-calendar.ts'
import { deleteEvent } from '../../netlify/lib/calendars/caldav.ts'
import { calendarSourceOf } from '../../netlify/lib/calendars/source.ts'
import { writableCalendar } from '../../netlify/lib/outbox/channels/host-calendar.ts'

/** Looks (each removing what the one before found) before the erase gives up and says what is left. */
const PASSES = 3

interface Where {
  store: Store
  bookings: BookingStore
  box: Outbox
  sink: MailSink | null
  env: Io['env']
}

/**
 * Takes a booking's event out of its host's CalDAV calendar (the event names the person), then erases
 * the booking. In that order: a calendar that cannot be reached fails this try with the booking still
 * findable, so the next pass tries again and a last failure is reported, never left behind in silence.
 */
async function eraseBooking(w: Where, id: string) {
  const b = await w.bookings.get(id)
  if (b?.host && writableCalendar(b.host, w.env)) await deleteEvent(calendarSourceOf(b.host, w.env)!, bookingUid(id))
  await w.bookings.erase(id, new Date())
}

/** What one look found of the person, by kind. */
interface Found {
  /** Keys of their submissions (lead/ and spam/). */
  submissions: string[]
  bookings: string[]
  notifications: string[]
  /** The sweep's marks of their leads (notify-sweep/closed/<form>/<leadId>/<n>). */
  sweepMarks: string[]
  mail: string[]
}
type Kind = keyof Found

async function keysOf(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  return keys
}

/** `leadIds` and `notificationIds` grow across looks: a late save of a lead is found by its id. */
async function find(w: Where, email: string, leadIds: Set<string>, notificationIds: Set<string>): Promise<Found> {
  const leads = leadStoreFrom(w.store)
  for (const bucket of ['lead', 'spam'] as const)
    for (const s of await leads.list({ bucket })) if (mentions([s.answers, s.formData], email)) leadIds.add(s.leadId)
  const ofLead = (k: string) => leadIds.has(k.split('/')[2]!)
  const submissions = [...(await keysOf(w.store, 'lead/')), ...(await keysOf(w.store, 'spam/'))].filter(ofLead)
  const sweepMarks = (await keysOf(w.store, CLOSED_PREFIX)).filter((k) => leadIds.has(k.slice(CLOSED_PREFIX.length).split('/')[1]!))
  const bookings = (await w.bookings.list()).filter((b) => mentions(b, email) || (b.leadId && leadIds.has(b.leadId)))
  const bookingIds = new Set(bookings.map((b) => b.bookingId))
  const notifications = (await w.box.list()).filter(
    (n) =>
      (n.email && normaliseEmail(n.email) === email) ||
      mentions(n.message, email) ||
      (n.leadId && leadIds.has(n.leadId)) ||
      (n.bookingId && bookingIds.has(n.bookingId)),
  )
  for (const n of notifications) notificationIds.add(n.id)
  // A sink file is named after its notification; its text names the person.
  const mail = (w.sink?.files() ?? [])
    .filter((f) => [...notificationIds].some((id) => f.path.includes(id)) || mentions(f.text, email))
    .map((f) => f.path)
  return { submissions, bookings: [...bookingIds], notifications: notifications.map((n) => n.id), sweepMarks, mail }
}

const KINDS: Kind[] = ['submissions', 'bookings', 'notifications', 'sweepMarks', 'mail']
const isEmpty = (f: Found) => KINDS.every((k) => !f[k].length)

/** Removes what a look found; what fails is reported, and the next look finds it again. */
async function remove(w: Where, found: Found, counts: Record<Kind, number>, errors: string[]) {
  const removers: Record<Kind, (item: string) => Promise<unknown>> = {
    // Bookings first: each is cancelled before it goes, so its time is free again.
    bookings: (id) => eraseBooking(w, id),
    notifications: (id) => w.box.remove([id]),
    submissions: (key) => w.store.delete(key),
    sweepMarks: (key) => w.store.delete(key),
    mail: async (path) => w.sink!.remove(path),
  }
  for (const kind of ['bookings', 'notifications', 'submissions', 'sweepMarks', 'mail'] as const)
    for (const item of found[kind])
      try {
        await removers[kind](item)
        counts[kind]++
      } catch (e) {
        errors.push(`${kind} ${item}: ${message(e)}`)
      }
}

const NAMES: Record<Kind, string> = {
  submissions: 'submission(s)',
  bookings: 'booking(s)',
  notifications: 'notification(s) with their status records',
  sweepMarks: 'sweep mark(s)',
  mail: 'mail sink file(s)',
}
const listed = (f: Found) =>
  KINDS.filter((k) => f[k].length)
    .map((k) => `  ${NAMES[k]}: ${f[k].join(', ')}`)
    .join('\n')

async function erase(opts: CliOptions, io: Io): Promise<number> {
  const email = normaliseEmail(opts.email!)
  const { store, where, close } = await openLeadsBlobs(opts, io)
  let bookingStore: Opened<BookingStore> | undefined
  let begun = false
  try {
    bookingStore = await openBookings(opts, io)
    const w: Where = { store, bookings: bookingStore.store, box: openOutbox(store, io.env), sink: openMailSink(opts, io), env: io.env }
    const marker = await beginErasure(store, email)
    begun = true
    const counts: Record<Kind, number> = { submissions: 0, bookings: 0, notifications: 0, sweepMarks: 0, mail: 0 }
    const errors: string[] = []
    const leadIds = new Set<string>()
    const notificationIds = new Set<string>()
    for (let pass = 1; ; pass++) {
      const found = await find(w, email, leadIds, notificationIds)
      if (isEmpty(found)) break
      if (pass > PASSES) {
        say(io, `Could not erase everything from ${where}. Still there after ${PASSES} tries:\n${listed(found)}`)
        for (const e of errors) say(io, `  error: ${e}`)
        say(io, 'Nothing new is stored or sent for this person meanwhile. Fix the cause and run the command again.')
        return 1
      }
      await remove(w, found, counts, errors)
    }
    await completeErasure(store, email, marker)
    const at = new Date().toISOString()
    // The record of the erasure: when and how much, never who.
    await store.setJSON(`erasures/${at}-${crypto.randomUUID()}`, { at, leads: leadIds.size, ...counts })
    say(
      io,
      `Erased from ${where}: ${leadIds.size} lead(s) (${counts.submissions} submissions), ${counts.bookings} booking(s), ` +
        `${counts.notifications} notification(s) with their status records, ${counts.mail} mail sink file(s)` +
        `${w.sink ? '' : ' (no local sink: emails already delivered to staff mailboxes are outside the store)'}. ` +
        'An erasure record (date and counts, no personal data) was kept.',
    )
    return 0
  } catch (e) {
    const meanwhile = begun ? ' Nothing new is stored or sent for this person meanwhile.' : ''
    say(io, `Could not erase from ${where}: ${message(e)}.${meanwhile} Run the command again.`)
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
