// npm run leads -- calendars [HOST…] [--format csv|json]: where each host's
// calendar stands, from the cache the scheduled function keeps
// (netlify/lib/calendars/cache.ts): its source (the feed's server only, the
// CalDAV user without the password), when it was last read and tried, how many
// busy blocks it had, and the last error. The hosts are those named on the
// command line and those with a BOOKING_CALENDAR_<HOST> in this environment.
import { openLocalStore, openStore, type Store } from '../../netlify/lib/blobs.ts'
import { CALENDARS_STORE, cachedCalendar } from '../../netlify/lib/calendars/cache.ts'
import { allHosts } from '../../netlify/lib/booking/busy.ts'
import { booking as bookingSettings } from '../../src/generated/booking.ts'
import { calendarSourceOf, calendarVariable, describeSource, hostIdsInEnv } from '../../netlify/lib/calendars/source.ts'
import type { CachedCalendar } from '../../schemas/calendar-cache.ts'
import {
  localWhere,
  message,
  operands,
  projectRoot,
  REMOTE_HINT,
  remoteWhere,
  say,
  withOptions,
  write,
  type CliOptions,
  type Io,
} from './staff-command.ts'
import { toCsv } from '../../netlify/lib/csv.ts'

const COLUMNS = ['host', 'variable', 'source', 'lastRead', 'lastTried', 'busyBlocks', 'lastError', 'failingSince'] as const

/** The source as this environment has it (masked), or what the cache last saw when the variable is not here (a remote site's). */
function sourceColumn(hostId: string, env: Io['env'], cached: CachedCalendar | null): string {
  try {
    const source = calendarSourceOf(hostId, env)
    if (source) return describeSource(source)
  } catch (e) {
    return `unusable: ${message(e)}`
  }
  return cached ? `${cached.kind} (set on the site)` : 'none: free inside their hours'
}

const calendarRow = (hostId: string, env: Io['env'], c: CachedCalendar | null) => ({
  host: hostId,
  variable: calendarVariable(hostId),
  source: sourceColumn(hostId, env, c),
  lastRead: c?.readAt ?? '',
  lastTried: c?.checkedAt ?? '',
  busyBlocks: c ? c.blocks.length : '',
  lastError: c?.error ?? '',
  failingSince: c?.failingSince ?? '',
})

async function openCalendars(opts: CliOptions, io: Io): Promise<{ store: Store; where: string; close: () => Promise<void> }> {
  if (opts.remote)
    return {
      store: openStore(CALENDARS_STORE, { consistency: 'strong', site: opts.remote }),
      where: remoteWhere(opts.remote),
      close: async () => {},
    }
  const local = await openLocalStore(projectRoot(io), CALENDARS_STORE, io.env.BLOBS_DIR)
  return { ...local, where: localWhere(local.directory) }
}

async function listCalendars(argv: string[], opts: CliOptions, io: Io): Promise<number> {
  // Every host in content, any host the environment names, and any asked for.
  const hostIds = [...new Set([...allHosts(bookingSettings.meetingTypes), ...operands(argv), ...hostIdsInEnv(io.env)])].sort()
  if (!hostIds.length) {
    say(io, 'No host calendars: none named (npm run leads -- calendars HOST…) and no BOOKING_CALENDAR_<HOST> variable set here.')
    return 0
  }
  let rows: ReturnType<typeof calendarRow>[]
  let where = opts.remote ? remoteWhere(opts.remote) : 'the local store'
  try {
    const opened = await openCalendars(opts, io)
    where = opened.where
    try {
      rows = await Promise.all(hostIds.map(async (id) => calendarRow(id, io.env, await cachedCalendar(opened.store, id))))
    } finally {
      await opened.close()
    }
  } catch (e) {
    say(io, `Could not read the calendar cache from ${where}: ${message(e)}`)
    if (opts.remote) say(io, REMOTE_HINT)
    return 1
  }
  const text =
    opts.format === 'json'
      ? JSON.stringify(rows, null, 2) + '\n'
      : toCsv({ header: [...COLUMNS], rows: rows.map((r) => COLUMNS.map((c) => r[c])) })
  write(io, text, opts.out)
  const failing = rows.filter((r) => r.lastError).length
  say(io, `${rows.length} host${rows.length === 1 ? '' : 's'}, ${failing} failing, from ${where}.`)
  return 0
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => listCalendars(argv, opts, io))
