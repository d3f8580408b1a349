// A booking and its messages are never apart, and no time is blocked by
// nobody, whatever instant the functions' process dies (issue 26). The
// functions run in a process of their own (crash-functions-server.ts) over a
// real local Blobs server, a real SMTP server and a webhook receiver, all in
// this process; each round fires a burst of bookings, retries, moves, cancels
// and contact leads, kills the process with SIGKILL at a random instant, runs
// the scheduled work once (as if a few minutes later, when every lease and
// claim of the dead process is old), and checks the store and what arrived.
// Seeded: CRASH_SEED=<n> replays a run; a failure prints its seed.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { createServer as netServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { keysUnder, strictFetch, type Store } from '../../netlify/lib/blobs.ts'
import { bookingStoreFrom } from '../../netlify/lib/booking/booking-store.ts'
import { freeSlots } from '../../netlify/lib/booking/slots.ts'
import { startBlobsServer } from '../../netlify/lib/local-blobs-server.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import { notificationId, type NotificationView } from '../../netlify/lib/outbox/outbox-store.ts'
import { leadStoreFrom } from '../../netlify/lib/leads/lead-store.ts'
import { scheduledWork } from '../../netlify/lib/scheduled.ts'
import { addDays, zonedDate } from '../../schemas/office-time.ts'
import type { StoredBooking } from '../../schemas/booking-record.ts'
import { booking as settings } from '../../src/generated/booking.ts'
import { validContact } from '../functions/harness.ts'
import { smtpServer } from '../functions/smtp-harness.ts'
import { depth } from '../lib/depth.ts'

const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31))
// Six kills in `npm test` (each round a burst, a kill, a restart and the checks); 20 in `npm run test:deep`.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? depth(6, 20))
/** The scheduled work runs as if this much later: every lease (2 min) and claim age (a few minutes) of the dead process is past. */
const LATER_MS = 10 * 60_000

/** mulberry32: small, seeded, good enough to pick requests and instants. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = rng(SEED)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = netServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

let blobsDir: string
let stopBlobs: () => Promise<void>
let context: string
let bookings: Store
let leads: Store
const smtp = { server: undefined as ReturnType<typeof smtpServer> | undefined, port: 0 }
const webhook: { server?: Server; url: string; keys: string[] } = { url: '', keys: [] }
let env: Record<string, string>
let child: ChildProcess | undefined

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), 'booking-crash-'))
  const token = crypto.randomUUID()
  const blobs = await startBlobsServer({ directory: blobsDir, token })
  stopBlobs = async () => void (await blobs.server.stop())
  const location = { siteID: '0', token, edgeURL: blobs.url, uncachedEdgeURL: blobs.url }
  context = Buffer.from(JSON.stringify({ deployID: '0', primaryRegion: 'us-east-2', ...location })).toString('base64')
  // The scheduled work runs in this process, as in a function: what it opens by name (the staff
  // console's store, for the link in a staff email) finds the same Blobs server.
  process.env.NETLIFY_BLOBS_CONTEXT = context
  bookings = getStore({ name: 'bookings', ...location, consistency: 'strong', fetch: strictFetch })
  leads = getStore({ name: 'leads', ...location, consistency: 'strong', fetch: strictFetch })
  smtp.port = await freePort()
  smtp.server = smtpServer(smtp.port)
  await smtp.server.start()
  webhook.server = createServer((req, res) => {
    webhook.keys.push(String(req.headers['idempotency-key']))
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  await new Promise<void>((resolve) => webhook.server!.listen(0, '127.0.0.1', () => resolve()))
  webhook.url = `http://127.0.0.1:${(webhook.server.address() as { port: number }).port}/hook`
  env = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_NOTIFY_TO: 'staff@harbourline.example',
    LEADS_NOTIFY_FROM: 'site@harbourline.example',
    LEADS_WEBHOOK_URL: webhook.url,
  }
}, 60_000)

afterAll(async () => {
  for (const proc of spares) proc.kill('SIGKILL')
  await smtp.server?.stop()
  await new Promise<void>((resolve) => (webhook.server ? webhook.server.close(() => resolve()) : resolve()))
  await stopBlobs?.()
  await rm(blobsDir, { recursive: true, force: true })
})

/** Starts a functions' process; resolves once it listens. */
async function spawnFunctions(): Promise<{ origin: string; proc: ChildProcess }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const file = join(process.cwd(), 'tests', 'crash', 'crash-functions-server.ts')
  const proc = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env, PORT: String(port), URL: origin, NETLIFY_BLOBS_CONTEXT: context },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  spares.add(proc)
  proc.stderr.resume()
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && resolve())
    proc.once('exit', (code) => reject(new Error(`the functions' process exited (${code}) before it was ready`)))
  })
  // The first call of each function in a new process loads and opens what it needs: made here, before the burst.
  await fetch(`${origin}/api/availability?type=${TYPES[0]}&from=${DATES[0]}&days=1`).then((r) => r.body?.cancel())
  for (const path of ['/api/booking', '/api/booking/move', '/api/booking/cancel', '/api/contact'])
    await postJson(origin, path, {}).then((r) => r.body?.cancel())
  return { origin, proc }
}

/** Every process started and not yet killed (the next round's starts while this one runs: a start takes seconds). */
const spares = new Set<ChildProcess>()
let next: Promise<{ origin: string; proc: ChildProcess }> | undefined

/** The functions' process of this round (started during the last one), and the next one starting. */
async function startFunctions(): Promise<string> {
  const started = await (next ?? spawnFunctions())
  next = spawnFunctions()
  next.catch(() => {})
  child = started.proc
  return started.origin
}

async function kill(): Promise<void> {
  const proc = child!
  if (proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise((resolve) => proc.once('exit', resolve))
  proc.kill('SIGKILL')
  await exited
  spares.delete(proc)
}

/** What the model knows a visitor holds: every booking a 2xx answered, with its manage token. */
interface Known {
  bookingId: string
  token: string
  body: Record<string, unknown>
}
const known: Known[] = []
const answeredLeads: string[] = []
const answeredBookings = new Set<string>()
const statuses: string[] = []

/** The office dates the bursts book on: a few days out, clear of the notice and the horizon. */
const today = zonedDate(new Date(), settings.timezone)
const DATES = [addDays(today, 3), addDays(today, 4)]
const TYPES = settings.meetingTypes.map((t) => t.id)

async function freeStarts(origin: string, type: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/availability?type=${type}&from=${DATES[0]}&days=${DATES.length}`)
  const { slots } = (await res.json()) as { slots: { start: string }[] }
  return slots.map((s) => s.start)
}

const postJson = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** One request of a burst; its answer, if it came before the kill, updates the model. */
async function oneRequest(origin: string, free: Record<string, string[]>): Promise<void> {
  const roll = random()
  if (roll < 0.55 || known.length === 0) {
    const type = pick(TYPES)
    const requestId = crypto.randomUUID()
    const body = {
      requestId,
      type,
      start: pick(free[type]!.length ? free[type]! : [`${DATES[0]}T10:00:00+11:00`]),
      name: 'Crash Tester',
      email: `crash.${requestId.slice(0, 8)}@example.com.au`,
      phone: '0412 345 678',
    }
    const res = await postJson(origin, '/api/booking', body)
    statuses.push(`book ${res.status}`)
    if (res.status === 201) {
      const b = (await res.json()) as { bookingId: string; manageUrl: string }
      answeredBookings.add(b.bookingId)
      known.push({ bookingId: b.bookingId, token: new URL(b.manageUrl).searchParams.get('token')!, body })
    } else await res.body?.cancel()
  } else if (roll < 0.62) {
    // A retry of a booking request already answered: the same requestId and body.
    const k = pick(known)
    await (await postJson(origin, '/api/booking', k.body)).body?.cancel()
  } else if (roll < 0.78) {
    const k = pick(known)
    const type = String(k.body.type)
    const res = await postJson(origin, '/api/booking/move', {
      token: k.token,
      start: pick(free[type]!.length ? free[type]! : [String(k.body.start)]),
    })
    if (res.ok) {
      const b = (await res.json()) as { manageUrl: string }
      k.token = new URL(b.manageUrl).searchParams.get('token')!
    } else await res.body?.cancel()
  } else if (roll < 0.88) {
    await (await postJson(origin, '/api/booking/cancel', { token: pick(known).token })).body?.cancel()
  } else {
    const body = validContact({ email: `lead.${crypto.randomUUID().slice(0, 8)}@example.com.au` })
    const res = await postJson(origin, '/api/contact', body)
    if (res.ok) answeredLeads.push(String(body.leadId))
    await res.body?.cancel()
  }
}

/**
 * A burst of requests, the process killed at a random instant while it runs: after a random number of
 * answers (so some are answered whatever the machine's speed) and a random pause more.
 */
async function crashRound(): Promise<void> {
  const origin = await startFunctions()
  const free = Object.fromEntries(await Promise.all(TYPES.map(async (t) => [t, await freeStarts(origin, t)] as const)))
  await checkAvailability(origin)
  const size = 16
  const killAfter = 1 + Math.floor(random() * (size / 2))
  let answered = 0
  let enough: () => void = () => {}
  const reached = new Promise<void>((resolve) => (enough = resolve))
  const burst = Array.from({ length: size }, (_, i) =>
    new Promise((r) => setTimeout(r, i * 40))
      .then(() => oneRequest(origin, free))
      .then(() => ++answered >= killAfter && enough())
      .catch(() => {}),
  )
  // A burst whose every request failed (the process died on its own) ends too.
  await Promise.race([reached, Promise.allSettled(burst)])
  await new Promise((r) => setTimeout(r, random() * 300))
  await kill()
  await Promise.all(burst)
}

const afterCrash = () => new Date(Date.now() + LATER_MS)

async function runScheduledWork(now: Date): Promise<void> {
  await scheduledWork(
    { leads, bookings: bookingStoreFrom(bookings, settings), calendars: getStoreLike('calendars') },
    { settings, env, now },
  )
}
const getStoreLike = (name: string) => {
  const { edgeURL, siteID, token } = JSON.parse(Buffer.from(context, 'base64').toString()) as Record<string, string>
  return getStore({
    name,
    siteID: siteID!,
    token: token!,
    edgeURL: edgeURL!,
    uncachedEdgeURL: edgeURL!,
    consistency: 'strong',
    fetch: strictFetch,
  })
}

/** Every revision of every stored booking. */
async function allRevisions(): Promise<StoredBooking[][]> {
  const s = bookingStoreFrom(bookings, settings)
  const keys = await keysUnder(bookings, 'bookings/')
  const ids = [...new Set(keys.map((k) => k.split('/')[1]!))]
  return Promise.all(
    ids.map(async (id) => {
      const count = keys.filter((k) => k.startsWith(`bookings/${id}/`)).length
      return (await Promise.all(Array.from({ length: count }, (_, i) => s.revision(id, i + 1)))).filter((r): r is StoredBooking => !!r)
    }),
  )
}

/** The notifications a booking revision owes (endpoints/tell.ts): the staff message on email and webhook, the prospect's email. */
function owed(b: StoredBooking): string[] {
  const event = b.change === 'created' ? 'booking' : b.change === 'moved' ? 'booking-moved' : 'booking-cancelled'
  const key = event === 'booking-moved' ? `${b.bookingId}:${b.revision}` : b.bookingId
  const prospectKey = event === 'booking-cancelled' ? `${b.bookingId}:cancelled` : key
  return [
    notificationId(event, key, 'email'),
    notificationId(event, key, 'webhook'),
    notificationId('prospect-confirmation', prospectKey, 'email'),
  ]
}

const count = (items: readonly string[]) => items.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>())

/** Each notification recorded once and delivered once: one arrival, two only for an email whose first sender died mid-send. */
function checkDeliveries(views: Map<string, NotificationView>, ids: readonly string[], what: string) {
  const mails = count(smtp.server!.mails.map((m) => m.id))
  const hooks = count(webhook.keys)
  for (const id of ids) {
    const n = views.get(id)
    expect(n, `${what}: notification ${id} recorded`).toBeDefined()
    const arrived = (n!.channel === 'webhook' ? hooks : mails).get(id) ?? 0
    if (n!.status === 'delivered') expect(arrived, `${what}: ${id} arrived`).toBeGreaterThanOrEqual(1)
    else expect(n!.lastError, `${what}: ${id} is ${n!.status}`).toMatch(/stopped while sending/)
    expect(arrived, `${what}: ${id} arrived at most once per attempt`).toBeLessThanOrEqual(
      n!.channel === 'email' ? Math.min(2, n!.attempts) : 1,
    )
  }
}

async function checkStore(): Promise<void> {
  const views = new Map((await openOutbox(leads, env).list(afterCrash())).map((n) => [n.id, n]))
  const revisions = await allRevisions()
  const current = revisions.map((r) => r.at(-1)!)
  // Every answered booking stored, once per request.
  const ids = new Set(current.map((b) => b.bookingId))
  for (const id of answeredBookings) expect(ids.has(id), `answered booking ${id} stored`).toBe(true)
  const perRequest = count(current.map((b) => b.requestId))
  for (const [requestId, n] of perRequest) expect(n, `bookings of request ${requestId}`).toBe(1)
  // Every revision of every stored booking, answered or not: its messages recorded and delivered once.
  for (const revs of revisions) for (const r of revs) checkDeliveries(views, owed(r), `booking ${r.bookingId} revision ${r.revision}`)
  // No claim without the booking that holds it, and every booking's claims there.
  const held = new Set(current.flatMap((b) => [...b.holds.cells, b.holds.seat, b.holds.day].filter((k): k is string => !!k)))
  const claims = [
    ...(await keysUnder(bookings, 'cells/')),
    ...(await keysUnder(bookings, 'seats/')),
    ...(await keysUnder(bookings, 'days/')),
  ]
  expect(
    claims.filter((k) => !held.has(k)),
    'claims no booking holds',
  ).toEqual([])
  expect(
    [...held].filter((k) => !claims.includes(k)),
    'claims a booking holds that are missing',
  ).toEqual([])
  // Every answered lead stored once, its notifications delivered.
  const stored = await leadStoreFrom(leads).list({ form: 'contact' })
  const perLead = count(stored.map((s) => s.leadId))
  for (const leadId of answeredLeads) {
    expect(perLead.get(leadId), `lead ${leadId} stored once`).toBe(1)
    const mine = [...views.values()].filter((n) => n.leadId === leadId && n.event === 'contact').map((n) => n.id)
    expect(mine.length, `lead ${leadId} notifications recorded`).toBeGreaterThan(0)
    checkDeliveries(views, mine, `lead ${leadId}`)
  }
  // The SMTP server saw nothing wrong but clients killed mid-session (a reset connection).
  const resets = (e: NodeJS.ErrnoException) => e.code === 'ECONNRESET' || e.code === 'EPIPE'
  expect(smtp.server!.errors.filter((e) => !resets(e)).map(String), 'SMTP errors besides a killed client').toEqual([])
}

/** The free times the site offers equal those the committed bookings leave. */
async function checkAvailability(origin: string): Promise<void> {
  const model = (await allRevisions())
    .map((r) => r.at(-1)!)
    .filter((b) => b.status === 'confirmed')
    .map((b) => ({ type: b.type, start: b.start, end: b.end, host: b.host }))
  for (const type of TYPES) {
    const offered = await freeStarts(origin, type)
    const expected = freeSlots(settings, type, { from: DATES[0]!, days: DATES.length }, new Date(), model).map((s) => s.start)
    expect(offered, `free ${type} times`).toEqual(expected)
  }
}

it(`keeps every booking with its messages and no time blocked by nobody through ${ROUNDS} kills (CRASH_SEED=${SEED})`, async () => {
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = Date.now()
      await crashRound()
      const t1 = Date.now()
      await runScheduledWork(afterCrash())
      const t2 = Date.now()
      await checkStore()
      if (process.env.CRASH_VERBOSE)
        console.log(
          `round ${round}: ${statuses.splice(0).join(', ')}; burst ${t1 - t0} ms, scheduled work ${t2 - t1} ms, checks ${Date.now() - t2} ms`,
        )
    }
    const origin = await startFunctions()
    await checkAvailability(origin)
    await kill()
    // The bursts did something: bookings answered, and more stored than answered (cut off by a kill, then settled).
    const stored = (await allRevisions()).length
    expect(answeredBookings.size, 'bookings answered across the rounds').toBeGreaterThan(0)
    expect(stored, 'bookings stored across the rounds').toBeGreaterThan(ROUNDS / 4)
  } catch (error) {
    console.error(`booking crash test failed with CRASH_SEED=${SEED}`)
    throw error
  }
}, 600_000)
