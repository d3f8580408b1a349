// The whole loop as `npm start` runs it, with no channel configured: every lead
// and booking event is written to the local mail sink as an .eml file and listed,
// delivered, by `npm run leads -- notifications`; a growth session abandoned
// after the email step is notified once; `erase --email` removes a person from
// the store (leads, bookings, notifications) and keeps only that it happened.
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { channelSetup } from '../../../netlify/lib/outbox/channels.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { ABANDONED_AFTER_MS, sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { bookingBody, get, post as postTo, tokenOf } from '../booking-harness.ts'
import { id, post, validContact, validGrowth } from '../harness.ts'
import { leadsCli } from '../leads-cli.ts'

let root: string
const ana = { leadId: id(), email: 'ana.nguyen@acme.com.au' }
const bob = { leadId: id(), email: 'bob@builders.com.au' }
const quitter = id()
const api = bookingApi({ env: {} })
let sweeps: { first: number; second: number }

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'notify-cli-'))
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_URL']) delete process.env[k]
  process.env.LEADS_MAIL_SINK = join(root, '.netlify', 'mail')
  const { server, url } = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  const context = { siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url }
  setEnvironmentContext(context)
  expect((await post('contact', validContact({ leadId: ana.leadId, firstName: 'Ana', lastName: 'Nguyen', email: ana.email }))).status).toBe(
    200,
  )
  expect(
    (await post('contact', validContact({ leadId: bob.leadId, firstName: 'Bob', lastName: 'Builder', email: bob.email }))).status,
  ).toBe(200)
  const slots = ((await (await get(api.availability, '/api/availability?type=strategy-call')).json()) as { slots: { start: string }[] })
    .slots
  const booked = (await (
    await postTo(
      api.booking,
      '/api/booking',
      bookingBody({ leadId: ana.leadId, email: ana.email, name: 'Ana Nguyen', start: slots[0]!.start }),
    )
  ).json()) as { manageUrl: string }
  const token = tokenOf(booked.manageUrl)
  const moved = (await (await postTo(api.move, '/api/booking/move', { token, start: slots.at(-1)!.start })).json()) as { manageUrl: string }
  expect((await postTo(api.cancel, '/api/booking/cancel', { token: tokenOf(moved.manageUrl) })).status).toBe(200)
  // A growth session that stops after the email step (step 2 of 9).
  for (const step of [1, 2, 3]) expect((await post('growth-session', validGrowth(step, { leadId: quitter }))).status).toBe(200)
  await deliveriesSettled()

  const store = getStore({ name: STORE_NAME, ...context, consistency: 'strong' })
  const { channels } = channelSetup({})
  const soon = await sweep(store, openOutbox(store), channels, new Date(Date.now() + ABANDONED_AFTER_MS - 60_000))
  const late = await sweep(store, openOutbox(store), channels, new Date(Date.now() + ABANDONED_AFTER_MS + 60_000))
  const again = await sweep(store, openOutbox(store), channels, new Date(Date.now() + ABANDONED_AFTER_MS + 5 * 60_000))
  expect(soon.recorded).toBe(0)
  sweeps = { first: late.recorded, second: again.recorded }
  await server.stop()
}, 90_000)
afterAll(async () => rm(root, { recursive: true, force: true }))

const cli = (...args: string[]) => leadsCli([...args], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })

interface Listed {
  id: string
  status: string
  channel: string
  event: string
  form: string
  leadId?: string
  bookingId?: string
  subject: string
  file?: string
}

it('every lead and booking event is in the mail sink, delivered, and listed', async () => {
  const { stdout, stderr } = await cli('notifications', '--format', 'json')
  const listed = JSON.parse(stdout) as Listed[]
  expect(listed.map((n) => n.event).sort()).toEqual(
    [
      ...['booking', 'booking-cancelled', 'booking-moved', 'contact', 'contact', 'growth-session-abandoned'],
      // The prospect's own booked, moved and cancelled emails, each with its calendar invitation,
      ...['prospect-confirmation', 'prospect-confirmation', 'prospect-confirmation'],
      // and each contact lead's acknowledgement (prospect-messages.yaml acknowledge.contact).
      ...['prospect-confirmation', 'prospect-confirmation'],
    ].sort(),
  )
  for (const n of listed) {
    expect(n).toMatchObject({ channel: 'sink', status: 'delivered' })
    expect(n.id).toBeTruthy()
    expect(n.form).toBeTruthy()
  }
  const mail = readdirSync(join(root, '.netlify', 'mail'))
  expect(mail.filter((f) => f.endsWith('.eml'))).toHaveLength(11)
  const anaContact = listed.find((n) => n.event === 'contact' && n.leadId === ana.leadId)!
  expect(anaContact.file).toMatch(/\.eml$/)
  const eml = readFileSync(
    join(
      root,
      '.netlify',
      'mail',
      mail.find((f) => f.includes(anaContact.id))!,
    ),
    'utf8',
  )
  // The form and the lead id: never the visitor's name (issue 39).
  expect(eml).toMatch(new RegExp(`^Subject: New contact form lead ${ana.leadId}$`, 'm'))
  expect(eml).toMatch(/^Reply-To: ana\.nguyen@acme\.com\.au$/m)
  expect(eml).toContain('utm_source')
  const moved = listed.find((n) => n.event === 'booking-moved')!.subject
  expect(moved).toMatch(/^Booking moved: Growth strategy session, now /)
  expect(moved).not.toContain('Ana')
  expect(stderr).toMatch(/11 notifications .*11 delivered, 0 pending, 0 failed/)
  const failed = JSON.parse((await cli('notifications', '--status', 'failed', '--format', 'json')).stdout) as Listed[]
  expect(failed).toEqual([])
})

it('a growth session abandoned after the email step is notified once, as a partial lead', () => {
  expect(sweeps).toEqual({ first: 1, second: 0 })
})

it('erase --email removes the person everywhere in the store and records only that it happened', async () => {
  const { stderr } = await cli('erase', '--email', 'Ana.Nguyen@acme.com.au')
  expect(stderr).toMatch(/Erased .*1 lead\(s\) \(1 submissions\), 1 booking\(s\), 8 notification\(s\)/)
  // Nothing of Ana is left in any blob of the store, in any form.
  const files = readdirSync(join(root, '.netlify', 'blobs-serve'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  const text = files.map((f) => readFileSync(join(f.parentPath, f.name), 'utf8')).join('\n')
  expect(text).not.toMatch(/ana\.nguyen@acme|Ana Nguyen/i)
  expect(text).toContain(bob.email)
  expect(text).toMatch(/"bookings":1/)
  const leads = JSON.parse((await cli('export', '--format', 'json')).stdout) as { leadId: string }[]
  expect(leads.map((l) => l.leadId)).not.toContain(ana.leadId)
  expect(leads.map((l) => l.leadId)).toContain(bob.leadId)
  const listed = JSON.parse((await cli('notifications', '--format', 'json')).stdout) as Listed[]
  // Bob's: his contact lead's staff email and his acknowledgement, and the abandoned wizard.
  expect(listed.map((n) => n.event).sort()).toEqual(['contact', 'growth-session-abandoned', 'prospect-confirmation'])
})
