// npm run leads -- notifications [--status STATUS] [--format csv|json] [--retry]:
// what staff were told, and what failed, was capped or stands unconfirmed; --retry sends the failed ones
// (or --status capped, --status unconfirmed) again,
// with the channels of the caller's environment (locally, the server's mail sink).
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { NotificationStatus } from '../../schemas/notification.ts'
import { mailSinkDirectory, sinkExtensions } from '../../netlify/lib/outbox/channels.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import type { NotificationView, Outbox } from '../../netlify/lib/outbox/outbox-store.ts'
import { message, projectRoot, say, withOptions, write, type CliOptions, type Io } from './staff-command.ts'
import { toCsv } from '../../netlify/lib/csv.ts'
import { openLeadsBlobs } from './stores.ts'

type Env = Io['env']

/** The local mail sink's files (emails, and what other channels keep there, such as texts when SMS is not set up), by notification id (the id ends each file name). */
function sinkFiles(env: Env): Map<string, string> {
  const dir = mailSinkDirectory(env)
  const files = new Map<string, string>()
  if (existsSync(dir))
    for (const f of readdirSync(dir)) {
      const ending = sinkExtensions().find((e) => f.endsWith(e))
      const id = ending && /^.*?Z-(.+)$/.exec(f.slice(0, -ending.length))?.[1]
      if (id) files.set(id, relative(process.cwd(), join(dir, f)))
    }
  return files
}

const COLUMNS = [
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

const view = (n: NotificationView, files: ReadonlyMap<string, string>) => ({
  id: n.id,
  status: n.status,
  channel: n.channel,
  event: n.event,
  form: n.form,
  leadId: n.leadId,
  bookingId: n.bookingId,
  // A write has no subject: its summary (a host-calendar write's meeting, a conversion's event) stands in.
  subject: n.message?.subject ?? (typeof n.write?.summary === 'string' ? n.write.summary : ''),
  createdAt: n.createdAt,
  attempts: n.attempts,
  deliveredAt: n.deliveredAt,
  nextAttemptAt: n.status === 'pending' ? n.nextAttemptAt : undefined,
  lastError: n.lastError,
  file: n.channel === 'sink' ? files.get(n.id) : undefined,
})

/** Sends the picked notifications again now; the list as it is afterwards. */
async function retry(box: Outbox, all: NotificationView[], status: NotificationStatus, io: Io): Promise<NotificationView[]> {
  const picked = all.filter((n) => n.status === status)
  await box.retry(picked.map((n) => n.id))
  for (const n of picked) await box.deliver(n.id)
  const after = await box.list()
  const retried = after.filter((n) => picked.some((p) => p.id === n.id))
  say(io, `retried ${picked.length}: ${retried.filter((n) => n.status === 'delivered').length} delivered now.`)
  return after
}

async function listNotifications(opts: CliOptions, io: Io): Promise<number> {
  // The CLI sends with the channels of its own environment; locally its sink is the server's.
  const env: Env = { ...io.env, LEADS_MAIL_SINK: io.env.LEADS_MAIL_SINK ?? join(projectRoot(io), '.netlify', 'mail') }
  const { store, where, close } = await openLeadsBlobs(opts, io)
  try {
    const box = openOutbox(store, env)
    let all = await box.list()
    if (opts.retry) all = await retry(box, all, opts.status ?? 'failed', io)
    const files = sinkFiles(env)
    const shown = all.filter((n) => !opts.status || opts.retry || n.status === opts.status).map((n) => view(n, files))
    write(
      io,
      opts.format === 'json'
        ? JSON.stringify(shown, null, 2) + '\n'
        : toCsv({ header: [...COLUMNS], rows: shown.map((n) => COLUMNS.map((c) => n[c] ?? '')) }),
      opts.out,
    )
    const count = (s: NotificationStatus) => all.filter((n) => n.status === s).length
    say(
      io,
      `${shown.length} notification${shown.length === 1 ? '' : 's'} from ${where} (all: ${count('delivered')} delivered, ${count('pending')} pending, ${count('failed')} failed, ${count('capped')} capped, ${count('unconfirmed')} unconfirmed).`,
    )
    return 0
  } catch (e) {
    say(io, `Could not read notifications from ${where}: ${message(e)}`)
    return 1
  } finally {
    await close()
  }
}

export const run = (argv: string[], io: Io) => withOptions(argv, io, (opts) => listNotifications(opts, io))
