// The Google Ads offline conversion feed over real HTTP: the function served by
// a local server, fetched as Google Ads fetches it, with and without the token
// that `npm run leads -- conversions-link` prints on its last line.
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getStore } from '@netlify/blobs'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { conversions } from '../../src/generated/conversions.ts'
import feed from '../../netlify/functions/conversions-google-ads.ts'
import { conversionForStatusChange, recordConversion } from '../../netlify/lib/conversions/record-conversion.ts'
import { STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, openOutbox } from '../../netlify/lib/outbox/notifier.ts'
import { leadsCli } from './leads-cli.ts'
import { startBlobs, type Harness } from './harness.ts'

let h: Harness
let server: Server
let origin: string

beforeAll(async () => {
  h = await startBlobs()
  server = createServer((req, res) => {
    void feed(new Request(new URL(req.url ?? '/', origin), { method: req.method })).then(async (answer) => {
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await h.close()
})

const store = () => getStore({ name: STORE_NAME, ...h.context, consistency: 'strong' })
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

it('the feed answers 403 without the right token, and with it one row per conversion with a Google click id', async () => {
  const env = { LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK! }
  const clicks = { last: { at: '2026-11-20T02:00:00.000Z', gclid: 'Cj0KCQ-test-gclid' } }
  const person = { email: 'Ana@Acme.com.au', phone: '0412 345 678' }
  await recordConversion(
    { event: 'Lead', eventId: 'e-lead', at: '2026-11-20T03:04:05.000Z', person, attribution: { clicks }, ads: { allowed: true } },
    { store, env },
  )
  // No click id: no row. A status changed to Won in the console: a Won row with the gclid.
  await recordConversion(
    { event: 'Lead', eventId: 'e-none', at: '2026-11-20T03:00:00.000Z', person, ads: { allowed: true } },
    { store, env },
  )
  const won = conversionForStatusChange({
    status: 'won',
    leadId: 'lead-1',
    at: '2026-11-25T05:00:00.000Z',
    person,
    attribution: { clicks },
  })
  await recordConversion(won!, { store, env })
  await deliveriesSettled()

  expect((await fetch(`${origin}/api/conversions/google-ads.csv`)).status).toBe(403)
  expect((await fetch(`${origin}/api/conversions/google-ads.csv?token=wrong`)).status).toBe(403)

  const cli = await leadsCli(['conversions-link'], { ...process.env, URL: origin })
  const link = cli.stdout.trim().split('\n').at(-1)!
  expect(link.startsWith(`${origin}/api/conversions/google-ads.csv?token=`)).toBe(true)
  const answer = await fetch(link)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
  const [parameters, ...csv] = (await answer.text()).split('\n')
  expect(parameters).toBe('Parameters:TimeZone=+0000')
  const rows = parse(csv.join('\n'), { columns: true }) as Record<string, string>[]
  expect(rows.map((r) => [r['Google Click ID'], r['Conversion Name'], r['Conversion Time']])).toEqual([
    ['Cj0KCQ-test-gclid', conversions.events.Lead.label, '2026-11-20 03:04:05'],
    ['Cj0KCQ-test-gclid', conversions.events.Won.label, '2026-11-25 05:00:00'],
  ])
  expect(rows[0]!['Conversion Currency']).toBe(conversions.currency)
  expect(rows[0]!.Email).toBe(sha256('ana@acme.com.au'))
  expect(rows[0]!['Phone Number']).toBe(sha256('+61412345678'))

  // Staff see each row's delivery with the other outbound work (what `leads -- notifications` lists).
  const listed = (await openOutbox(store(), env).list()).filter((n) => n.event === 'conversion-feed-row')
  expect(listed.map((n) => [n.channel, n.status])).toEqual([
    ['google-ads', 'delivered'],
    ['google-ads', 'delivered'],
  ])
})
