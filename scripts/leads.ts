// Staff commands over the leads, bookings and notifications in Netlify Blobs,
// one file per command under scripts/leads/:
//   npm run leads -- export                         CSV from the local store (what `npm start` or `npm run dev` wrote)
//   npm run leads -- export --format json --since 2025-01-01
//   npm run leads -- export --site <site id> --token <personal access token>
//   npm run leads -- bookings --from 2026-12-01     upcoming calls, in office time
//   npm run leads -- notifications [--status failed] [--format json] [--retry]
//                                                   what staff were told, and what failed; --retry sends the failed ones again
//   npm run leads -- erase --email jane@example.com removes a person's leads, bookings and notifications
//   npm run leads -- calendars [HOST…]              each host's calendar: source (secrets masked), last read, busy blocks, last error
//   npm run leads -- calendar-link HOST             the host's private feed URL, with its token
//   npm run leads -- sweep --at 2026-12-03T09:00:00+11:00
//                                                   the scheduled work (reminders included) as if at that time, locally
// Options: --format csv|json (default csv), --since DATE (leads updated at or
// after it), --form contact|growth-session|onboarding, --spam (the spam bucket
// instead), --from DATE (bookings: from that office date, default today),
// --out FILE (instead of stdout). NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN work
// in place of --site and --token; BLOBS_DIR picks another local store (the one
// the server was started with).
// Data goes to stdout, the summary and warnings to stderr, so it pipes cleanly.
// Each command is `run(argv, io)` returning the exit code, so tests call it in process.
import { fileURLToPath } from 'node:url'
import { processIo, splitCommand, usageFailure, USAGE, type Command, type Io } from './leads/staff-command.ts'

type Run = (argv: string[], io: Io) => Promise<number>

// Loaded on use: `bookings` never loads the export's column tables, and so on.
const COMMANDS: Record<Command, () => Promise<{ run: Run }>> = {
  export: () => import('./leads/export.ts'),
  bookings: () => import('./leads/bookings.ts'),
  notifications: () => import('./leads/notifications.ts'),
  erase: () => import('./leads/erase.ts'),
  calendars: () => import('./leads/calendars.ts'),
  'calendar-link': () => import('./leads/calendar-link.ts'),
  'conversions-link': () => import('./leads/conversions-link.ts'),
  sweep: () => import('./leads/sweep.ts'),
}

export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  let call
  try {
    call = splitCommand(argv)
  } catch (e) {
    return usageFailure(e, io)
  }
  if (!call) {
    io.stdout.write(`${USAGE}\n`)
    return 0
  }
  const { run } = await COMMANDS[call.command]()
  return run(call.rest, io)
}

/** The first write error of stdout or stderr; handled here, or an EPIPE would be thrown as an uncaught error mid-command. */
let outputError: NodeJS.ErrnoException | undefined

/**
 * Exits once stdout and stderr have handed every byte to the terminal, file or pipe. process.exit does
 * not wait for them: into a pipe Node writes asynchronously, so `leads -- export | wc -c` got the first
 * 64 KiB (what the pipe holds) and the command still exited 0. A reader that goes away first (EPIPE,
 * `| head`) or any other write error means the output is incomplete: said on stderr, and never exit 0.
 */
async function exitWhenWritten(code: number): Promise<never> {
  const streams = [process.stdout, process.stderr]
  // Each stream's queue, in order: the callback of an empty write runs once everything before it is written.
  await Promise.all(streams.map((s) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.write('', () => resolve())))))
  if (!outputError) process.exit(code)
  const why = outputError.code === 'EPIPE' ? 'the reader closed the pipe before the end' : outputError.message
  if (!process.stderr.destroyed)
    await new Promise((resolve) =>
      process.stderr.write(`leads: the output is incomplete: ${why} (${outputError!.code ?? 'error'}).\n`, resolve),
    )
  process.exit(code || 1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const s of [process.stdout, process.stderr]) s.on('error', (e: NodeJS.ErrnoException) => void (outputError ??= e))
  void main(process.argv.slice(2)).then(exitWhenWritten, (e: unknown) => {
    console.error(e)
    return exitWhenWritten(1)
  })
}
