// What every staff command shares: how it is called (in process, with its own
// environment and output streams, so tests call it without starting a
// process), its options and usage text, where the data is, and writing out.
import { writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { FORM_KINDS, type FormKind } from '../../schemas/lead.ts'
import { NOTIFICATION_STATUSES, type NotificationStatus } from '../../schemas/notification.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'

export interface Io {
  /** NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN, BLOBS_DIR, LEADS_PROJECT_ROOT, LEADS_MAIL_SINK and the channels' variables. */
  env: Record<string, string | undefined>
  /** The data. */
  stdout: { write(text: string): unknown }
  /** The summary and warnings, so the data pipes cleanly. */
  stderr: { write(text: string): unknown }
}

export const processIo = (): Io => ({ env: process.env, stdout: process.stdout, stderr: process.stderr })

/** One line to stderr. */
export const say = (io: Io, line: string) => void io.stderr.write(`${line}\n`)

export const COMMANDS = ['export', 'bookings', 'notifications', 'erase', 'sweep', 'calendars', 'calendar-link', 'conversions-link'] as const
export type Command = (typeof COMMANDS)[number]

export const USAGE = `Usage: npm run leads -- export [options]      every lead, with the call it booked
       npm run leads -- bookings [options]    booked calls from today (office time), cancelled ones included
       npm run leads -- bookings --check|--repair
                                              booking changes whose process died: messages owed, times blocked by nobody
       npm run leads -- notifications [options]
                                              staff notifications (email, webhook, local mail sink) and where each stands
       npm run leads -- erase --email ADDRESS a person's submissions, bookings and notifications, removed for good
       npm run leads -- calendars [HOST…]     each host's calendar (BOOKING_CALENDAR_<HOST>): source, last read, busy blocks, last error
       npm run leads -- calendar-link HOST    the host's private feed of their bookings, to subscribe to in their calendar app
                                              (signed with BOOKING_SECRET; URL= the site's address, e.g. https://example.com.au)
       npm run leads -- conversions-link      the private URL of the Google Ads offline conversion feed, alone on the last line
                                              (signed with GOOGLE_ADS_FEED_SECRET; URL= the site's address)
       npm run leads -- sweep [--at TIME]     the scheduled work (notifications owed, reminders, deliveries) run now or as if at TIME

  --format csv|json   output format (default csv)
  --since DATE        export: only leads updated at or after DATE (e.g. 2025-03-01 or 2025-03-01T09:00:00+11:00)
  --form NAME         export: only one form: ${FORM_KINDS.join(', ')}
  --spam              export: the submissions set apart as spam, with their reasons
  --people            export: one row per person (status, owner, value, next action, due items, open tasks,
                      notes), as the console's export.csv; without it, one row per lead with every answer
  --from DATE         bookings: calls on or after this office date (YYYY-MM-DD, default today in ${bookingSettings.timezone})
  --check             bookings: count what the scheduled work would settle (messages to record, claims to release)
  --repair            bookings: settle it now (the scheduled work does the same every minute)
  --status STATUS     notifications: only pending, delivered, failed, capped or unconfirmed (sent, no answer: not sent again by itself)
  --retry             notifications: send the failed ones (or those --status picks) again now
  --email ADDRESS     erase: whose data to remove (their email, as they gave it)
  --at TIME           sweep: run as if at this time, ISO 8601 with its zone (e.g. 2026-12-03T09:00:00+11:00); local store only
  --out FILE          write to FILE instead of the terminal
  --site ID           read a Netlify site's store instead of the local one (with --token)
  --token TOKEN       a Netlify personal access token (User settings > Applications)

Without --site, reads the local store that \`npm start\` (\`tsx scripts/serve.ts\`) and \`npm run dev\` write:
.netlify/blobs-serve, or BLOBS_DIR when set (give both the same value).`

export class UsageError extends Error {}

const OPTIONS = {
  format: { type: 'string', default: 'csv' },
  since: { type: 'string' },
  form: { type: 'string' },
  spam: { type: 'boolean', default: false },
  people: { type: 'boolean', default: false },
  from: { type: 'string' },
  out: { type: 'string' },
  site: { type: 'string' },
  token: { type: 'string' },
  status: { type: 'string' },
  retry: { type: 'boolean', default: false },
  check: { type: 'boolean', default: false },
  repair: { type: 'boolean', default: false },
  email: { type: 'string' },
  at: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const

/** The command and the other arguments, or null for help. Options may come before the command, as parseArgs allows. */
export function splitCommand(argv: string[]): { command: Command; rest: string[] } | null {
  const { values, positionals, tokens } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS, tokens: true })
  const [command] = positionals
  if (values.help || command === 'help' || !command) return null
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command "${command}".`)
  const at = tokens.find((t) => t.kind === 'positional')!.index
  return { command: command as Command, rest: [...argv.slice(0, at), ...argv.slice(at + 1)] }
}

/** The arguments that are not options (a command's own operands, e.g. host ids). */
export const operands = (argv: string[]): string[] => parseArgs({ args: argv, allowPositionals: true, options: OPTIONS }).positionals

export type CliOptions = ReturnType<typeof parseOptions>

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** Every option, checked; a UsageError says which is wrong. */
function parseOptions(argv: string[], env: Io['env']) {
  const { values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS })
  if (values.status !== undefined && !(NOTIFICATION_STATUSES as readonly string[]).includes(values.status))
    throw new UsageError(`--status must be ${NOTIFICATION_STATUSES.join(', ').replace(/, (\w+)$/, ' or $1')}, not "${values.status}".`)
  if (values.from !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(values.from) || Number.isNaN(Date.parse(values.from))))
    throw new UsageError(`--from "${values.from}" is not a date; use YYYY-MM-DD, e.g. 2026-12-01.`)
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError(`--format must be csv or json, not "${values.format}".`)
  let since: Date | undefined
  if (values.since !== undefined) {
    since = new Date(values.since)
    if (Number.isNaN(since.getTime())) throw new UsageError(`--since "${values.since}" is not a date; use e.g. 2025-03-01.`)
  }
  // A zone is required: "09:00" alone would be this machine's zone, which is rarely the office's.
  const at = values.at === undefined ? undefined : new Date(values.at)
  if (at && (!ISO_TIME.test(values.at!) || Number.isNaN(at.getTime())))
    throw new UsageError(
      `--at "${values.at}" is not a time; use ISO 8601 with its zone, e.g. 2026-12-03T09:00:00+11:00 or 2026-12-02T22:00:00Z.`,
    )
  if (values.form !== undefined && !(FORM_KINDS as readonly string[]).includes(values.form))
    throw new UsageError(`--form must be one of ${FORM_KINDS.join(', ')}.`)
  const site = values.site ?? env.NETLIFY_SITE_ID
  const token = values.token ?? env.NETLIFY_AUTH_TOKEN
  if (values.site && !token)
    throw new UsageError(
      '--site needs --token (or NETLIFY_AUTH_TOKEN): a personal access token from Netlify > User settings > Applications.',
    )
  if (values.token && !site)
    throw new UsageError('--token needs --site (or NETLIFY_SITE_ID): the site id from Netlify > Site configuration.')
  return {
    status: values.status as NotificationStatus | undefined,
    retry: values.retry,
    check: values.check,
    repair: values.repair,
    email: values.email,
    at,
    format: values.format,
    since,
    form: values.form as FormKind | undefined,
    spam: values.spam,
    people: values.people,
    from: values.from,
    out: values.out,
    remote: values.site || values.token ? { siteID: site!, token: token! } : undefined,
  }
}

/** Refuses a bad command line with the usage text (exit code 2); anything else is the caller's. */
export function usageFailure(e: unknown, io: Io): number {
  if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    say(io, `${(e as Error).message}\n\n${USAGE}`)
    return 2
  }
  throw e
}

/** Parses the options, then runs `body`; a bad option is exit code 2 with the usage text. */
export async function withOptions(argv: string[], io: Io, body: (opts: CliOptions) => Promise<number>): Promise<number> {
  let opts: CliOptions
  try {
    opts = parseOptions(argv, io.env)
  } catch (e) {
    return usageFailure(e, io)
  }
  return body(opts)
}

/** The checkout whose local store is read; LEADS_PROJECT_ROOT names another (tests use a temp folder). */
export const projectRoot = (io: Io) => io.env.LEADS_PROJECT_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where the data came from, as the summary says it. */
export const localWhere = (directory: string) => `the local store (${relative(process.cwd(), directory) || '.'})`
export const remoteWhere = (remote: { siteID: string }) => `Netlify site ${remote.siteID}`
export const REMOTE_HINT = 'Check the site id and that the token belongs to a member of the site’s team.'

export function write(io: Io, text: string, out: string | undefined) {
  if (out) writeFileSync(out, text)
  else io.stdout.write(text)
}

export const message = (e: unknown) => (e instanceof Error ? e.message : String(e))
