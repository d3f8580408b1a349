// Staff export of the leads: every submission merged into its lead, with the
// call it booked; and the list of booked calls.
//   npm run leads -- export                         CSV from the local store (what `npm start` or `npm run dev` wrote)
//   npm run leads -- export --format json --since 2025-01-01
//   npm run leads -- export --site <site id> --token <personal access token>
//   npm run leads -- bookings --from 2026-12-01     upcoming calls, in office time
//   npm run leads -- notifications [--status failed] [--format json] [--retry]
//                                                   what staff were told, and what failed; --retry sends the failed ones again
//   npm run leads -- erase --email jane@example.com removes a person's leads, bookings and notifications
// Options: --format csv|json (default csv), --since DATE (leads updated at or
// after it), --form contact|growth-session|onboarding, --spam (the spam bucket
// instead), --from DATE (bookings: from that office date, default today),
// --out FILE (instead of stdout). NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN work
// in place of --site and --token; BLOBS_DIR picks another local store (the one
// the server was started with).
// Data goes to stdout, the summary and warnings to stderr, so it pipes cleanly.
import { writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { StoredBooking } from '../schemas/booking-record.ts'
import { contactExportColumns } from '../schemas/contact-fields.ts'
import { FORM_KINDS, UTM_KEYS, ONBOARDING_STEPS, ONBOARDING_FIELD_KINDS, type FormKind } from '../schemas/lead.ts'
import { booking as bookingSettings } from '../src/generated/booking.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../src/generated/forms.ts'
import { openLocalBookingStore, remoteBookingStore, type BookingStore } from '../netlify/lib/booking/booking-store.ts'
import { formatZoned, zonedDate } from '../netlify/lib/booking/zoned-time.ts'
import { mergeLeads, type Lead } from '../netlify/lib/lead-merge.ts'
import {
  leadStoreFrom,
  openLocalLeadStore,
  openLocalStore,
  remoteLeadStore,
  STORE_NAME,
  strictFetch,
  type LeadStore,
} from '../netlify/lib/lead-store.ts'
import { mailSinkDirectory } from '../netlify/lib/notify/channels.ts'
import { openOutbox } from '../netlify/lib/notify/notifier.ts'
import type { NotificationView } from '../netlify/lib/notify/outbox.ts'
import type { NotificationStatus } from '../schemas/notification.ts'
import { getStore, type Store } from '@netlify/blobs'
import { readdirSync, existsSync } from 'node:fs'

// LEADS_PROJECT_ROOT: another checkout's store (tests use a temp folder).
const projectRoot = process.env.LEADS_PROJECT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..')

const USAGE = `Usage: npm run leads -- export [options]      every lead, with the call it booked
       npm run leads -- bookings [options]    booked calls from today (office time), cancelled ones included
       npm run leads -- notifications [options]
                                              staff notifications (email, webhook, local mail sink) and where each stands
       npm run leads -- erase --email ADDRESS a person's submissions, bookings and notifications, removed for good

  --format csv|json   output format (default csv)
  --since DATE        export: only leads updated at or after DATE (e.g. 2025-03-01 or 2025-03-01T09:00:00+11:00)
  --form NAME         export: only one form: ${FORM_KINDS.join(', ')}
  --spam              export: the submissions set apart as spam, with their reasons
  --from DATE         bookings: calls on or after this office date (YYYY-MM-DD, default today in ${bookingSettings.timezone})
  --status STATUS     notifications: only pending, delivered or failed
  --retry             notifications: send the failed ones (or those --status picks) again now
  --email ADDRESS     erase: whose data to remove (their email, as they gave it)
  --out FILE          write to FILE instead of the terminal
  --site ID           read a Netlify site's store instead of the local one (with --token)
  --token TOKEN       a Netlify personal access token (User settings > Applications)

Without --site, reads the local store that \`npm start\` (\`tsx scripts/serve.ts\`) and \`npm run dev\` write:
.netlify/blobs-serve, or BLOBS_DIR when set (give both the same value).`

class UsageError extends Error {}

const COMMANDS = ['export', 'bookings', 'notifications', 'erase'] as const

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      form: { type: 'string' },
      spam: { type: 'boolean', default: false },
      from: { type: 'string' },
      out: { type: 'string' },
      site: { type: 'string' },
      token: { type: 'string' },
      status: { type: 'string' },
      retry: { type: 'boolean', default: false },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const [command] = positionals
  if (values.help || command === 'help' || !command) return null
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".`)
  if (values.status !== undefined && !['pending', 'delivered', 'failed'].includes(values.status))
    throw new UsageError(`--status must be pending, delivered or failed, not "${values.status}".`)
  if (command === 'erase' && !values.email?.includes('@')) throw new UsageError('erase needs --email with the address to erase.')
  if (values.from !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(values.from) || Number.isNaN(Date.parse(values.from))))
    throw new UsageError(`--from "${values.from}" is not a date; use YYYY-MM-DD, e.g. 2026-12-01.`)
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError(`--format must be csv or json, not "${values.format}".`)
  let since: Date | undefined
  if (values.since !== undefined) {
    since = new Date(values.since)
    if (Number.isNaN(since.getTime())) throw new UsageError(`--since "${values.since}" is not a date; use e.g. 2025-03-01.`)
  }
  if (values.form !== undefined && !(FORM_KINDS as readonly string[]).includes(values.form))
    throw new UsageError(`--form must be one of ${FORM_KINDS.join(', ')}.`)
  const site = values.site ?? process.env.NETLIFY_SITE_ID
  const token = values.token ?? process.env.NETLIFY_AUTH_TOKEN
  if (values.site && !token)
    throw new UsageError(
      '--site needs --token (or NETLIFY_AUTH_TOKEN): a personal access token from Netlify > User settings > Applications.',
    )
  if (values.token && !site)
    throw new UsageError('--token needs --site (or NETLIFY_SITE_ID): the site id from Netlify > Site configuration.')
  return {
    command: command as (typeof COMMANDS)[number],
    status: values.status as NotificationStatus | undefined,
    retry: values.retry,
    email: values.email,
    format: values.format,
    since,
    form: values.form as FormKind | undefined,
    spam: values.spam,
    from: values.from,
    out: values.out,
    remote: values.site || values.token ? { site: site!, token: token! } : undefined,
  }
}

// ---------------------------------------------------------------- bookings

const officeFormat = new Intl.DateTimeFormat('en-AU', { timeZone: bookingSettings.timezone, timeZoneName: 'short' })

/** "2026-12-03 10:00 AEDT": the office's wall time with its zone, sortable as text within one zone. */
export function officeTime(iso: string): string {
  const zoned = formatZoned(new Date(iso), bookingSettings.timezone)
  const zone = officeFormat.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? zoned.slice(19)
  return `${zoned.slice(0, 10)} ${zoned.slice(11, 16)} ${zone}`
}

const typeName = (id: string) => bookingSettings.meetingTypes.find((t) => t.id === id)?.name ?? id

/** The booking that speaks for a lead: its latest confirmed one, else its latest cancelled one. */
export function bookingOfLead(bookings: readonly StoredBooking[]): StoredBooking | undefined {
  const latest = (status: StoredBooking['status']) =>
    bookings.filter((b) => b.status === status).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  return latest('confirmed') ?? latest('cancelled')
}

export function byLead(bookings: readonly StoredBooking[]): Map<string, StoredBooking> {
  const groups = new Map<string, StoredBooking[]>()
  for (const b of bookings) if (b.leadId) groups.set(b.leadId, [...(groups.get(b.leadId) ?? []), b])
  return new Map([...groups].map(([leadId, list]) => [leadId, bookingOfLead(list)!]))
}

/** A booking as staff read it (JSON keeps ISO times with the office offset beside the office time). */
export function bookingView(b: StoredBooking) {
  return {
    bookingId: b.bookingId,
    officeTime: officeTime(b.start),
    start: formatZoned(new Date(b.start), bookingSettings.timezone),
    end: formatZoned(new Date(b.end), bookingSettings.timezone),
    type: b.type,
    typeName: typeName(b.type),
    status: b.status,
    name: b.name,
    email: b.email,
    phone: b.phone,
    leadId: b.leadId,
    notes: b.notes,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  }
}

export function bookingRows(bookings: readonly StoredBooking[]): { header: string[]; rows: unknown[][] } {
  const header = ['officeTime', 'type', 'name', 'email', 'phone', 'status', 'notes', 'leadId', 'bookingId', 'createdAt', 'updatedAt']
  const rows = bookings.map((b) => [
    officeTime(b.start),
    typeName(b.type),
    b.name,
    b.email,
    b.phone,
    b.status,
    b.notes,
    b.leadId,
    b.bookingId,
    b.createdAt,
    b.updatedAt,
  ])
  return { header, rows }
}

// ---------------------------------------------------------------- CSV

const ONBOARDING_COLUMNS = ONBOARDING_STEPS.flatMap((step) => Object.keys(ONBOARDING_FIELD_KINDS[step]).map((f) => `${step}.${f}`))
// The contact form's columns from its field table; the wizard's answers of the same names share them.
const ANSWER_COLUMNS = [
  ...contactExportColumns(),
  ...(['challenge', 'timeline', 'businessType', 'investment'] as const).map((f) => ({ field: f, header: f })),
]
const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone')

/** Growth-session phones are stored as the digits typed after the fixed prefix; staff get a dialable number. */
function dialable(lead: Lead, phone: unknown): unknown {
  if (lead.form !== 'growth-session' || typeof phone !== 'string' || !phone || phoneStep?.type !== 'phone') return phone
  return `${phoneStep.prefix}${phone.replace(/^0/, '')}`
}

/**
 * Choice answers are stored as option values ("real-estate"); the CSV, which
 * staff read, shows each option's label ("Real Estate") from the same form
 * definitions. JSON keeps the stored values. A value no form knows (an option
 * since renamed) is shown as stored.
 */
type Options = readonly { value: string; label: string }[]
const labelsOf = (options: Options | undefined) => (options ? new Map(options.map((o) => [o.value, o.label])) : undefined)
const CONTACT_LABELS = new Map<string, Map<string, string>>(
  Object.entries(contactForm.fields).flatMap(([name, f]) => {
    const labels = labelsOf((f as { options?: Options }).options)
    return labels ? [[name, labels] as const] : []
  }),
)
const ONBOARDING_LABELS = new Map<string, Map<string, string>>(
  Object.entries(onboardingForm.steps).flatMap(([step, s]) =>
    Object.entries(s.fields).flatMap(([name, f]) => {
      const labels = labelsOf((f as { options?: Options }).options)
      return labels ? [[`${step}.${name}`, labels] as const] : []
    }),
  ),
)
export function optionLabel(labels: ReadonlyMap<string, string> | undefined, value: unknown): unknown {
  if (!labels) return value
  if (Array.isArray(value)) return value.map((v) => labels.get(String(v)) ?? v)
  return typeof value === 'string' ? (labels.get(value) ?? value) : value
}

/** `bookings` (by lead id) adds the booking columns: type, time in office time, status. */
export function toRows(
  leads: Lead[],
  spam: boolean,
  bookings?: ReadonlyMap<string, StoredBooking>,
): { header: string[]; rows: unknown[][] } {
  const header = [
    'leadId',
    'form',
    'createdAt',
    'updatedAt',
    'complete',
    'step',
    'submissions',
    ...ANSWER_COLUMNS.map((c) => c.header),
    'timezone',
    'slug',
    ...ONBOARDING_COLUMNS,
    ...UTM_KEYS,
    'referrer',
    'landingPage',
    ...(bookings ? ['booking', 'bookingTime', 'bookingStatus'] : []),
    ...(spam ? ['spamReasons'] : []),
  ]
  const rows = leads.map((l) => {
    const a = l.answers
    const nested = (path: string) => {
      const [step, field] = path.split('.') as [string, string]
      const group = a[step]
      return group && typeof group === 'object' ? (group as Record<string, unknown>)[field] : undefined
    }
    return [
      l.leadId,
      l.form,
      l.createdAt,
      l.updatedAt,
      l.complete ? 'yes' : 'no',
      l.step ?? '',
      l.submissions,
      ...ANSWER_COLUMNS.map(({ field: c }) =>
        c === 'phone' ? dialable(l, a[c]) : l.form === 'contact' ? optionLabel(CONTACT_LABELS.get(c), a[c]) : a[c],
      ),
      l.timezone ?? '',
      l.slug ?? '',
      ...ONBOARDING_COLUMNS.map((c) => optionLabel(ONBOARDING_LABELS.get(c), nested(c))),
      ...UTM_KEYS.map((k) => l.attribution[k]),
      l.attribution.referrer,
      l.attribution.landingPage,
      ...(bookings ? bookingCells(bookings.get(l.leadId)) : []),
      ...(spam ? [l.spamReasons?.join('; ')] : []),
    ]
  })
  return { header, rows }
}

const bookingCells = (b: StoredBooking | undefined) => (b ? [typeName(b.type), officeTime(b.start), b.status] : ['', '', ''])

/**
 * RFC 4180 quoting, and no formulas: visitors write these values, so a cell
 * starting with = + - @ (or a tab / CR) is prefixed with ' before a
 * spreadsheet opens it (OWASP CSV injection), unless it is only a sign,
 * digits and phone punctuation.
 */
export function csvCell(v: unknown): string {
  let s = v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : String(v)
  // A phone number ("+61 412 345 678", "-") cannot be a formula: left readable.
  if (/^[=+\-@\t\r]/.test(s) && !/^[+-][\d\s()-]*$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const toCsv = ({ header, rows }: { header: string[]; rows: unknown[][] }) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

// ---------------------------------------------------------------- main

async function main(argv: string[]): Promise<number> {
  let opts
  try {
    opts = options(argv)
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(e as Error).message}\n\n${USAGE}`)
      return 2
    }
    throw e
  }
  if (!opts) {
    console.log(USAGE)
    return 0
  }

  if (opts.command === 'bookings') return listBookings(opts)
  if (opts.command === 'notifications') return listNotifications(opts)
  if (opts.command === 'erase') return erase(opts)

  let store: LeadStore
  let where: string
  let close = async () => {}
  if (opts.remote) {
    store = remoteLeadStore(opts.remote.site, opts.remote.token)
    where = `Netlify site ${opts.remote.site}`
  } else {
    const local = await openLocalLeadStore(projectRoot)
    store = local.store
    close = local.close
    where = `the local store (${relative(process.cwd(), local.directory) || '.'})`
  }

  let leads: Lead[]
  try {
    const submissions = await store.list({
      bucket: opts.spam ? 'spam' : 'lead',
      form: opts.form,
      onInvalid: (key, reason) => console.error(`warning: skipped ${key}: ${reason}`),
    })
    leads = mergeLeads(submissions, { growthSessionForm })
  } catch (e) {
    console.error(`Could not read leads from ${where}: ${e instanceof Error ? e.message : String(e)}`)
    if (opts.remote) console.error('Check the site id and that the token belongs to a member of the site’s team.')
    return 1
  } finally {
    await close()
  }
  if (opts.since) leads = leads.filter((l) => new Date(l.updatedAt) >= opts.since!)

  // The calls the leads booked; spam books nothing. Leads are exported even when bookings cannot be read.
  let bookings: Map<string, StoredBooking> | undefined
  if (!opts.spam) {
    try {
      bookings = byLead(await readBookings(opts))
    } catch (e) {
      console.error(
        `warning: booking columns left empty: could not read bookings from ${where}: ${e instanceof Error ? e.message : String(e)}`,
      )
      bookings = new Map()
    }
  }

  const text =
    opts.format === 'json'
      ? JSON.stringify(
          leads.map((l) => {
            const b = bookings?.get(l.leadId)
            return b ? { ...l, booking: bookingView(b) } : l
          }),
          null,
          2,
        ) + '\n'
      : toCsv(toRows(leads, opts.spam, bookings))
  write(text, opts.out)
  const complete = leads.filter((l) => l.complete).length
  const booked = leads.filter((l) => bookings?.has(l.leadId)).length
  console.error(
    `${leads.length} ${opts.spam ? 'spam ' : ''}lead${leads.length === 1 ? '' : 's'} (${complete} complete) from ${where}` +
      `${opts.since ? ` updated since ${opts.since.toISOString()}` : ''}${opts.out ? `, written to ${opts.out}` : ''}` +
      `${bookings ? `; ${booked} with a booking` : ''}.`,
  )
  return 0
}

type CliOptions = NonNullable<ReturnType<typeof options>>

function write(text: string, out: string | undefined) {
  if (out) writeFileSync(out, text)
  else process.stdout.write(text)
}

/** Every booking as it is now, from the local store or the Netlify site's. */
async function readBookings(opts: CliOptions): Promise<StoredBooking[]> {
  let store: BookingStore
  let close = async () => {}
  if (opts.remote) store = remoteBookingStore(bookingSettings, opts.remote.site, opts.remote.token)
  else {
    const local = await openLocalBookingStore(projectRoot, bookingSettings)
    store = local.store
    close = local.close
  }
  try {
    return await store.list((key, reason) => console.error(`warning: skipped ${key}: ${reason}`))
  } finally {
    await close()
  }
}

async function listBookings(opts: CliOptions): Promise<number> {
  const where = opts.remote ? `Netlify site ${opts.remote.site}` : 'the local store'
  const from = opts.from ?? zonedDate(new Date(), bookingSettings.timezone)
  let bookings: StoredBooking[]
  try {
    bookings = await readBookings(opts)
  } catch (e) {
    console.error(`Could not read bookings from ${where}: ${e instanceof Error ? e.message : String(e)}`)
    if (opts.remote) console.error('Check the site id and that the token belongs to a member of the site’s team.')
    return 1
  }
  const upcoming = bookings
    .filter((b) => zonedDate(new Date(b.start), bookingSettings.timezone) >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.createdAt.localeCompare(b.createdAt))
  write(opts.format === 'json' ? JSON.stringify(upcoming.map(bookingView), null, 2) + '\n' : toCsv(bookingRows(upcoming)), opts.out)
  const confirmed = upcoming.filter((b) => b.status === 'confirmed').length
  const count = `${upcoming.length} booking${upcoming.length === 1 ? '' : 's'} (${confirmed} confirmed)`
  console.error(`${count} from ${from} (${bookingSettings.timezone}) in ${where}${opts.out ? `, written to ${opts.out}` : ''}.`)
  return 0
}

// ----------------------------------------------------------- notifications

/** The leads store (notifications and erasure records live there too), local or the Netlify site's. */
async function openLeadsBlobs(opts: CliOptions): Promise<{ store: Store; where: string; close: () => Promise<void> }> {
  if (opts.remote)
    return {
      store: getStore({ name: STORE_NAME, siteID: opts.remote.site, token: opts.remote.token, consistency: 'strong', fetch: strictFetch }),
      where: `Netlify site ${opts.remote.site}`,
      close: async () => {},
    }
  const local = await openLocalStore(projectRoot, STORE_NAME)
  return { ...local, where: `the local store (${relative(process.cwd(), local.directory) || '.'})` }
}

/** The local mail sink's files, by notification id (the id ends each file name). */
function sinkFiles(): Map<string, string> {
  const dir = mailSinkDirectory()
  const files = new Map<string, string>()
  if (existsSync(dir))
    for (const f of readdirSync(dir)) {
      const id = /^.*?Z-(.+)\.eml$/.exec(f)?.[1]
      if (id) files.set(id, relative(process.cwd(), join(dir, f)))
    }
  return files
}

const NOTIFICATION_COLUMNS = [
  'id',
  'status',
  'channel',
  'event',
  'form',
  'leadId',
  'bookingId',
  'subject',
  'createdAt',
  'attempts',
  'deliveredAt',
  'nextAttemptAt',
  'lastError',
  'file',
] as const

const notificationView = (n: NotificationView, files: ReadonlyMap<string, string>) => ({
  id: n.id,
  status: n.status,
  channel: n.channel,
  event: n.event,
  form: n.form,
  leadId: n.leadId,
  bookingId: n.bookingId,
  subject: n.message.subject,
  createdAt: n.createdAt,
  attempts: n.attempts,
  deliveredAt: n.deliveredAt,
  nextAttemptAt: n.status === 'pending' ? n.nextAttemptAt : undefined,
  lastError: n.lastError,
  file: n.channel === 'sink' ? files.get(n.id) : undefined,
})

async function listNotifications(opts: CliOptions): Promise<number> {
  // The CLI sends with the channels of its own environment; locally its sink is the server's.
  process.env.LEADS_MAIL_SINK ??= join(projectRoot, '.netlify', 'mail')
  const { store, where, close } = await openLeadsBlobs(opts)
  try {
    const box = openOutbox(store)
    let all = await box.list()
    if (opts.retry) {
      const picked = all.filter((n) => n.status === (opts.status ?? 'failed'))
      await box.retry(picked.map((n) => n.id))
      for (const n of picked) await box.deliver(n.id)
      all = await box.list()
      const after = all.filter((n) => picked.some((p) => p.id === n.id))
      console.error(`retried ${picked.length}: ${after.filter((n) => n.status === 'delivered').length} delivered now.`)
    }
    const files = sinkFiles()
    const shown = all.filter((n) => !opts.status || opts.retry || n.status === opts.status).map((n) => notificationView(n, files))
    write(
      opts.format === 'json'
        ? JSON.stringify(shown, null, 2) + '\n'
        : toCsv({ header: [...NOTIFICATION_COLUMNS], rows: shown.map((n) => NOTIFICATION_COLUMNS.map((c) => n[c] ?? '')) }),
      opts.out,
    )
    const count = (s: NotificationStatus) => all.filter((n) => n.status === s).length
    console.error(
      `${shown.length} notification${shown.length === 1 ? '' : 's'} from ${where} (all: ${count('delivered')} delivered, ${count('pending')} pending, ${count('failed')} failed).`,
    )
    return 0
  } catch (e) {
    console.error(`Could not read notifications from ${where}: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  } finally {
    await close()
  }
}

// ------------------------------------------------------------------- erase

/**
 * Removes a person's data, as the Australian Privacy Principles let them ask: every submission of
 * every lead that gave this email (all saves of that lead, spam included), their bookings (cancelled
 * first, so the time is free again) and every notification about them. What stays is a record that an
 * erasure happened, when, and how much it removed: not who.
 */
async function erase(opts: CliOptions): Promise<number> {
  const email = opts.email!.trim().toLowerCase()
  const same = (v: unknown) => typeof v === 'string' && v.trim().toLowerCase() === email
  const { store, where, close } = await openLeadsBlobs(opts)
  let bookingStore: BookingStore | undefined
  let closeBookings = async () => {}
  try {
    const leads = leadStoreFrom(store)
    const submissions = [...(await leads.list({ bucket: 'lead' })), ...(await leads.list({ bucket: 'spam' }))]
    const leadIds = new Set(submissions.filter((s) => same(s.answers.email)).map((s) => s.leadId))
    const doomed: string[] = []
    for (const bucket of ['lead', 'spam'] as const)
      for await (const page of store.list({ prefix: `${bucket}/`, paginate: true }))
        doomed.push(...page.blobs.map((b) => b.key).filter((k) => leadIds.has(k.split('/')[2]!)))

    if (opts.remote) bookingStore = remoteBookingStore(bookingSettings, opts.remote.site, opts.remote.token)
    else {
      const local = await openLocalBookingStore(projectRoot, bookingSettings)
      bookingStore = local.store
      closeBookings = local.close
    }
    const bookings = (await bookingStore.list()).filter((b) => same(b.email) || (b.leadId && leadIds.has(b.leadId)))
    const bookingIds = new Set(bookings.map((b) => b.bookingId))

    const box = openOutbox(store)
    const notifications = (await box.list()).filter(
      (n) => same(n.email) || (n.leadId && leadIds.has(n.leadId)) || (n.bookingId && bookingIds.has(n.bookingId)),
    )

    for (const b of bookings) await bookingStore.erase(b.bookingId, new Date())
    await box.remove(notifications.map((n) => n.id))
    for (const key of doomed) await store.delete(key)
    const at = new Date().toISOString()
    const counts = { submissions: doomed.length, leads: leadIds.size, bookings: bookings.length, notifications: notifications.length }
    await store.setJSON(`erasures/${at}-${crypto.randomUUID()}`, { at, ...counts })
    console.error(
      `Erased from ${where}: ${counts.leads} lead(s) (${counts.submissions} submissions), ${counts.bookings} booking(s), ${counts.notifications} notification(s). ` +
        'An erasure record (date and counts, no personal data) was kept.',
    )
    return 0
  } catch (e) {
    console.error(`Could not erase from ${where}: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  } finally {
    await closeBookings()
    await close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
}
