// The prospect's reminders, through `npm run leads -- sweep --at` run in
// process at pretend times against the local store, with real parts: the
// local Blobs server, a real SMTP server (smtp-server) for the emails, and an
// HTTP receiver speaking Twilio's Messages API for the texts. One timeline, in
// order: a day before (not 25 hours before, never twice), an hour before (email
// and text), none for a booking cancelled after its reminder was recorded, none
// for a moved booking's old time but one for its new time, none a day before a
// call booked 20 hours ahead, texts to the sink when Twilio is not set up, and
// none for a person erased after their reminder was recorded.
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setEnvironmentContext } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { meetingPlace } from '../../../netlify/lib/booking/meeting-place.ts'
import { findMeetingType } from '../../../netlify/lib/booking/slots.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { deliveriesSettled } from '../../../netlify/lib/outbox/notifier.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { apiAt, bookingBody, NOW, post, tokenOf } from '../booking-harness.ts'
import { leadsCli } from '../leads-cli.ts'
import { smtpServer } from '../smtp-harness.ts'

const strategy = findMeetingType(settings, 'strategy-call')!
const at = (iso: string) => new Date(iso)
const hours = (h: number) => h * 60 * 60_000
const before = (start: string, h: number) => new Date(Date.parse(start) - hours(h)).toISOString()

interface Text {
  path: string
  authorization: string
  form: Record<string, string>
}

/** Answers like Twilio's Messages API: 201 with the message as JSON. */
function twilio() {
  const texts: Text[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body))
      texts.push({ path: req.url ?? '', authorization: String(req.headers.authorization), form })
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          sid: `SM${texts.length.toString().padStart(32, '0')}`,
          status: 'queued',
          to: form.To,
          from: form.From,
          body: form.Body,
        }),
      )
    })
  })
  return { texts, server }
}

let root: string
let stopBlobs: () => Promise<void>
let mail: ReturnType<typeof smtpServer>
let sms: ReturnType<typeof twilio>
let baseEnv: Record<string, string | undefined>
let twilioEnv: Record<string, string | undefined>
const SID = 'AC0123456789abcdef0123456789abcdef'

const cliEnv = (env: Record<string, string | undefined>) => ({ ...env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })
/** The ids of the reminders the sweeps recorded, in order. */
const recordedIds: string[] = []

/** `npm run leads -- sweep --at <time>`: its reminder lines as [what, event, channel, booking id]. */
async function sweepAt(time: string, env = baseEnv) {
  await deliveriesSettled()
  const { stdout } = await leadsCli(['sweep', '--at', time], cliEnv(env))
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'))
    .filter(([, event]) => event?.startsWith('booking-reminder'))
  recordedIds.push(...lines.filter(([what]) => what === 'recorded').map((l) => l[4]!))
  return lines.map((l) => l.slice(0, 4))
}

/** The reminders this prospect received (their booking's invitation and changes are other tests' business). */
const toProspect = (email: string) => mail.mails.filter((m) => m.to === email && m.id.startsWith('booking-reminder'))

/** A booking through the API with its clock at `now`; its id and manage link. */
async function bookAt(now: Date, over: Record<string, unknown>) {
  const res = await post(apiAt(now).booking, '/api/booking', bookingBody(over))
  expect(res.status).toBe(201)
  return (await res.json()) as { bookingId: string; manageUrl: string }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'reminders-'))
  // The SMTP server stops and starts again on one port (the sweep's SMTP_URL names it).
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
  mail = smtpServer(port)
  await mail.start()
  sms = twilio()
  await new Promise<void>((r) => sms.server.listen(0, '127.0.0.1', () => r()))
  for (const k of ['LEADS_WEBHOOK_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_URL', 'URL'])
    delete process.env[k]
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.LEADS_NOTIFY_TO = 'team@harbourline.example'
  process.env.LEADS_MAIL_SINK = join(root, '.netlify', 'mail')
  baseEnv = { ...process.env }
  twilioEnv = {
    ...baseEnv,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: 'twilio-test-token',
    TWILIO_FROM: '+61400000000',
    TWILIO_API_URL: `http://127.0.0.1:${(sms.server.address() as AddressInfo).port}`,
  }
  const { server, url } = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  stopBlobs = () => server.stop()
  setEnvironmentContext({ siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url })
}, 30_000)

afterAll(async () => {
  await deliveriesSettled()
  await mail?.stop()
  sms?.server.close()
  await stopBlobs?.()
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO']) delete process.env[k]
  await rm(root, { recursive: true, force: true })
})

// Booked at NOW (Wed 2 Dec, 07:00 in Melbourne) for Thursday 3 December, office time.
const A = { start: '2026-12-03T10:00:00+11:00', email: 'ana@acme.com.au', name: 'Ana Nguyen' }
const C = { start: '2026-12-03T11:00:00+11:00', email: 'cal@acme.com.au', name: 'Cal Smith' }
const L = { start: '2026-12-03T12:00:00+11:00', email: 'lou@acme.co.uk', name: 'Lou Hart' }
const D = { start: '2026-12-03T14:00:00+11:00', email: 'dee@acme.com.au', name: 'Dee Park', movedTo: '2026-12-04T14:00:00+11:00' }
const E = { start: '2026-12-04T16:00:00+11:00', email: 'eve@acme.com.au', name: 'Eve Moss' }
const ids: Record<string, { bookingId: string; manageUrl: string }> = {}

describe('reminders through `leads sweep --at`', () => {
  beforeAll(async () => {
    for (const [k, b] of Object.entries({ A, C, D })) ids[k] = await bookAt(NOW, { start: b.start, email: b.email, name: b.name })
    // The prospect in London, as their browser would give it.
    const made = await bookingStore(settings).create(
      {
        requestId: crypto.randomUUID(),
        type: strategy,
        hosts: strategy.hosts,
        start: at(L.start),
        end: new Date(Date.parse(L.start) + strategy.durationMinutes * 60_000),
        name: L.name,
        email: L.email,
        timeZone: 'Europe/London',
        room: 'harbourlinetestroom',
      },
      NOW,
    )
    expect(made.kind).toBe('created')
  })

  it('sends nothing 25 hours before the call', async () => {
    expect(await sweepAt(before(A.start, 25))).toEqual([])
    expect(toProspect(A.email)).toEqual([])
  })

  it('emails the prospect 24 hours before, with the join link, the manage link and the length', async () => {
    const lines = await sweepAt(before(A.start, 24))
    expect(lines).toEqual([
      ['recorded', 'booking-reminder', 'email', ids.A!.bookingId],
      ['delivered', 'booking-reminder', 'email', ids.A!.bookingId],
    ])
    const [reminder, ...more] = toProspect(A.email)
    expect(more).toEqual([])
    const b = (await bookingStore(settings).get(ids.A!.bookingId))!
    const place = meetingPlace(strategy, b)!
    expect(place.kind).toBe('video')
    expect(reminder!.body).toContain((place as { url: string }).url)
    expect(reminder!.body).toContain(ids.A!.manageUrl)
    expect(reminder!.body).toContain(`${strategy.durationMinutes} minutes`)
    // Written out, not made by the formatter under test: A's call at 10:00 in Melbourne (AEDT, UTC+11).
    expect(reminder!.subject).toContain('Thu, 3 Dec 2026, 10:00 am AEDT')
  })

  it('never sends the same reminder twice', async () => {
    expect(await sweepAt(before(A.start, 23.5))).toEqual([])
    expect(toProspect(A.email)).toHaveLength(1)
  })

  it('a reminder recorded, then its booking cancelled before it could go, never goes', async () => {
    await mail.stop()
    const lines = await sweepAt(before(C.start, 24))
    expect(lines).toEqual([['recorded', 'booking-reminder', 'email', ids.C!.bookingId]])
    const res = await post(apiAt(at(before(C.start, 23.9))).cancel, '/api/booking/cancel', { token: tokenOf(ids.C!.manageUrl) })
    expect(res.status).toBe(200)
    await mail.start()
    // Past the first retry's pause: the attempt is due, and the check just before it finds the booking cancelled.
    expect(await sweepAt(before(C.start, 23.5))).toEqual([])
    expect(mail.mails.filter((m) => m.id === recordedIds.at(-1))).toEqual([])
    const listed = JSON.parse((await leadsCli(['notifications', '--format', 'json'], cliEnv(baseEnv))).stdout) as {
      bookingId?: string
      event: string
    }[]
    expect(listed.filter((n) => n.bookingId === ids.C!.bookingId && n.event.startsWith('booking-reminder'))).toEqual([])
  })

  it("gives the time in the prospect's own zone, office time beside it", async () => {
    await sweepAt(before(L.start, 24))
    const [reminder] = toProspect(L.email)
    // Written out, not made by the formatter under test: 12:00 pm in Melbourne (UTC+11) is 1:00 am in London (GMT).
    expect(reminder!.body).toContain('Thu, 3 Dec 2026, 1:00 am GMT (Thu, 3 Dec 2026, 12:00 pm AEDT)')
    expect(reminder!.body).toContain('https://meet.jit.si/harbourlinetestroom')
  })

  it('moving a booking after its day reminder went', async () => {
    expect(await sweepAt(before(D.start, 24))).toContainEqual(['delivered', 'booking-reminder', 'email', ids.D!.bookingId])
    const res = await post(apiAt(at(before(D.start, 23))).move, '/api/booking/move', { token: tokenOf(ids.D!.manageUrl), start: D.movedTo })
    expect(res.status).toBe(200)
  })

  it('emails and texts the prospect 1 hour before, through Twilio when it is set up', async () => {
    const lines = await sweepAt(before(A.start, 1), twilioEnv)
    expect(lines).toEqual(
      expect.arrayContaining([
        ['delivered', 'booking-reminder', 'email', ids.A!.bookingId],
        ['delivered', 'booking-reminder-sms', 'sms', ids.A!.bookingId],
      ]),
    )
    expect(lines.filter((l) => l[3] !== ids.A!.bookingId)).toEqual([])
    expect(toProspect(A.email)).toHaveLength(2)
    const hour = toProspect(A.email)[1]!
    expect(hour.body).toContain(ids.A!.manageUrl)
    expect(sms.texts).toHaveLength(1)
    const [text] = sms.texts
    expect(text!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(text!.authorization).toBe(`Basic ${Buffer.from(`${SID}:twilio-test-token`).toString('base64')}`)
    const b = (await bookingStore(settings).get(ids.A!.bookingId))!
    expect(text!.form).toMatchObject({ To: b.phone, From: '+61400000000' })
    expect(text!.form.Body).toContain((meetingPlace(strategy, b) as { url: string }).url)
    // Swept again within the hour: neither goes twice.
    expect(await sweepAt(before(A.start, 0.5), twilioEnv)).toEqual([])
    expect(sms.texts).toHaveLength(1)
  })

  it('a moved booking gets reminders for its new time only, none for its old one', async () => {
    const sent = toProspect(D.email).length
    expect((await sweepAt(before(D.start, 1))).filter((l) => l[3] === ids.D!.bookingId)).toEqual([])
    expect(toProspect(D.email)).toHaveLength(sent)
    expect(await sweepAt(before(D.movedTo, 24))).toContainEqual(['delivered', 'booking-reminder', 'email', ids.D!.bookingId])
    expect(toProspect(D.email).at(-1)!.subject).toContain('Fri, 4 Dec 2026, 2:00 pm AEDT')
  })

  it('a call booked 20 hours ahead gets no day reminder, and its hour text goes to the sink without Twilio or SMTP', async () => {
    const e = await bookAt(at(before(E.start, 20)), { start: E.start, email: E.email, name: E.name })
    expect((await sweepAt(before(E.start, 19))).filter((l) => l[3] === e.bookingId)).toEqual([])
    const sinkEnv = { ...baseEnv, SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined }
    const lines = await sweepAt(before(E.start, 1), sinkEnv)
    expect(lines.sort()).toEqual(
      [
        ['recorded', 'booking-reminder-sms', 'sink', e.bookingId],
        ['recorded', 'booking-reminder', 'sink', e.bookingId],
        ['delivered', 'booking-reminder-sms', 'sink', e.bookingId],
        ['delivered', 'booking-reminder', 'sink', e.bookingId],
      ].sort(),
    )
    const files = readdirSync(join(root, '.netlify', 'mail'))
    const text = files.find((f) => f.endsWith('.sms.txt'))!
    const b = (await bookingStore(settings).get(e.bookingId))!
    expect(readFileSync(join(root, '.netlify', 'mail', text), 'utf8')).toContain(`To: ${b.phone}\n`)
    expect(files.filter((f) => f.endsWith('.eml')).length).toBeGreaterThanOrEqual(1)
    expect(toProspect(E.email)).toEqual([])
  })
})

describe('erasure', () => {
  it('a reminder recorded for a person who is then erased never goes', async () => {
    const F = { start: '2026-12-04T10:00:00+11:00', email: 'fay@acme.com.au', name: 'Fay Lim' }
    const f = await bookAt(NOW, { start: F.start, email: F.email, name: F.name })
    await mail.stop()
    expect(await sweepAt(before(F.start, 24))).toEqual([['recorded', 'booking-reminder', 'email', f.bookingId]])
    await leadsCli(['erase', '--email', F.email], cliEnv(baseEnv))
    await mail.start()
    expect(await sweepAt(before(F.start, 23.5))).toEqual([])
    expect(await sweepAt(before(F.start, 1))).toEqual([])
    expect(toProspect(F.email)).toEqual([])
  })
})

describe('`leads sweep`', () => {
  it('refuses a time that is not ISO 8601 with its zone, saying how to write one', async () => {
    for (const bad of ['tomorrow', '2026-12-03 09:00', '2026-12-03T09:00', '2026-13-03T09:00:00Z'])
      await expect(leadsCli(['sweep', '--at', bad], cliEnv(baseEnv))).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining(`--at "${bad}" is not a time; use ISO 8601 with its zone`),
      })
  })

  it('refuses to run on Netlify, where it would send real reminders at a pretend time', async () => {
    await expect(leadsCli(['sweep', '--at', '2026-12-02T22:00:00Z'], cliEnv({ ...baseEnv, SITE_ID: 'site' }))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('off Netlify only'),
    })
  })
})
