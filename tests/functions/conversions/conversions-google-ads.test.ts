// The Google Ads offline conversion feed over real HTTP: the function served by
// a local server, fetched as Google Ads fetches it, with and without the token
// that `npm run leads -- conversions-link` prints on its last line. The feed's
// reads of the store are counted by a forwarding server between the function
// and the real Blobs server.
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { conversions } from '../../../src/generated/conversions.ts'
import feed from '../../../netlify/functions/conversions-google-ads.ts'
import { conversionForStatusChange, recordConversion } from '../../../netlify/lib/conversions/record-conversion.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, notifier, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { NOTIFY_PREFIX, notificationId } from '../../../netlify/lib/outbox/outbox-store.ts'
import { cellText } from '../../../netlify/lib/csv.ts'
import type { ConversionWrite } from '../../../schemas/conversions.ts'
import type { NotificationRecord } from '../../../schemas/notification.ts'
import { leadsCli } from '../leads-cli.ts'
import { post, startBlobs, validContact, type Harness } from '../harness.ts'

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
    { notifier: notifier({ store, env }) },
  )
  // No click id: no row. A status changed to Won in the console: a Won row with the gclid.
  await recordConversion(
    { event: 'Lead', eventId: 'e-none', at: '2026-11-20T03:00:00.000Z', person, ads: { allowed: true } },
    { notifier: notifier({ store, env }) },
  )
  const won = conversionForStatusChange({
    status: 'won',
    leadId: 'lead-1',
    at: '2026-11-25T05:00:00.000Z',
    person,
    attribution: { clicks },
  })
  await recordConversion(won!, { notifier: notifier({ store, env }) })
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

/** Serves the Blobs API by forwarding to the real server, keeping the path of every GET (a read or a listing). */
async function countingBlobs(target: string) {
  const gets: string[] = []
  const proxy = createServer((req, res) => {
    if (req.method === 'GET') gets.push(decodeURIComponent(req.url ?? ''))
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length')) as Record<
        string,
        string
      >
      void fetch(`${target}${req.url}`, { method: req.method, headers, body }).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
      })
    })
  })
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
  return { gets, url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() }
}

it('the feed reads only its own rows, not the 2,000 other notifications in the outbox', async () => {
  const env = { LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK! }
  const clicks = { last: { at: '2026-11-21T02:00:00.000Z', gclid: 'Cj0-reads-gclid' } }
  await recordConversion(
    { event: 'Lead', eventId: 'e-reads', at: '2026-11-21T03:00:00.000Z', person: { email: 'reads@acme.com.au' }, attribution: { clicks } },
    { notifier: notifier({ store, env }) },
  )
  await deliveriesSettled()
  // Other outbound work, as years of leads leave it: 2,000 staff notifications.
  const others = Array.from({ length: 2000 }, (_, i): NotificationRecord => {
    const id = notificationId('contact', `other-${i}`, 'email')
    return {
      version: 1,
      id,
      event: 'contact',
      channel: 'email',
      form: 'contact',
      createdAt: '2026-11-01T00:00:00.000Z',
      email: `p${i}@x.example`,
    }
  })
  for (let i = 0; i < others.length; i += 100)
    await Promise.all(others.slice(i, i + 100).map((r) => store().setJSON(`${NOTIFY_PREFIX}${r.id}/record`, r)))
  const { blobs } = await store().list({ prefix: NOTIFY_PREFIX })
  const rowRecords = blobs.filter((b) => b.key.startsWith(`${NOTIFY_PREFIX}conversion-feed-row-`) && b.key.endsWith('/record'))
  expect(rowRecords.length).toBeGreaterThan(0)

  const blobsApi = await countingBlobs(h.context.edgeURL)
  setEnvironmentContext({ ...h.context, edgeURL: blobsApi.url, uncachedEdgeURL: blobsApi.url })
  try {
    const link = (await leadsCli(['conversions-link'], { ...process.env, URL: origin })).stdout.trim().split('\n').at(-1)!
    const answer = await fetch(link)
    expect(answer.status).toBe(200)
    const rows = parse((await answer.text()).split('\n').slice(1).join('\n'), { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(rowRecords.length)
    expect(rows.map((r) => r['Google Click ID'])).toContain('Cj0-reads-gclid')
  } finally {
    setEnvironmentContext(h.context)
    blobsApi.close()
  }
  // One read per row, and listings of the rows' own keys: nothing of the other notifications.
  const reads = blobsApi.gets.filter((g) => !g.includes('?'))
  const listings = blobsApi.gets.filter((g) => g.includes('?'))
  expect(reads).toHaveLength(rowRecords.length)
  expect(reads.every((g) => g.includes(`/${NOTIFY_PREFIX}conversion-feed-row-`))).toBe(true)
  expect(listings.length).toBeGreaterThan(0)
  expect(listings.every((g) => g.includes(`prefix=${NOTIFY_PREFIX}conversion-feed-row-`))).toBe(true)
  // Writing the 2,000 records takes most of the time on a loaded runner.
}, 120_000)

const FORMULA = '=HYPERLINK("http://x","y")'
/** The feed's rows as Google Ads reads them (its first line is the Parameters row). */
async function feedRows(): Promise<Record<string, string>[]> {
  const link = (await leadsCli(['conversions-link'], { ...process.env, URL: origin })).stdout.trim().split('\n').at(-1)!
  const answer = await fetch(link)
  expect(answer.status).toBe(200)
  return parse((await answer.text()).split('\n').slice(1).join('\n'), { columns: true }) as Record<string, string>[]
}

it("a click id not of its platform's shape is dropped where it is taken in: the lead is kept without it, and makes no feed row", async () => {
  const leadId = crypto.randomUUID()
  const clicks = { last: { at: '2026-11-22T02:00:00.000Z', gclid: FORMULA, fbclid: 'IwAR2F4-dbP0l7Mn1_shape-ok' } }
  const body = validContact({ leadId, attribution: { utm_source: 'google', clicks } })
  expect((await post('contact', body)).status).toBe(200)
  await deliveriesSettled()
  const keys = (await store().list({ prefix: `lead/contact/${leadId}/` })).blobs.map((b) => b.key)
  expect(keys).toHaveLength(1)
  const stored = (await store().get(keys[0]!, { type: 'json' })) as { attribution: { clicks: { last: Record<string, string> } } }
  expect(stored.attribution.clicks.last).toEqual({ at: clicks.last.at, fbclid: clicks.last.fbclid })
  expect(JSON.stringify(stored)).not.toContain('HYPERLINK')
  expect((await feedRows()).filter((r) => JSON.stringify(r).includes('HYPERLINK'))).toEqual([])
})

it('a feed row stored before click ids were checked is written escaped, as the staff exports escape a cell', async () => {
  // Old data: a row with a formula for a click id, written to the store as an older version recorded it.
  const write: ConversionWrite = {
    name: 'Lead',
    summary: 'Lead (old row)',
    eventId: 'e-old-formula',
    at: '2026-11-23T04:00:00.000Z',
    currency: conversions.currency,
    label: conversions.events.Lead.label,
    gclid: FORMULA,
  }
  const id = notificationId('conversion-feed-row', `Lead:${write.eventId}`, 'google-ads')
  const record: NotificationRecord = {
    version: 1,
    id,
    event: 'conversion-feed-row',
    channel: 'google-ads',
    form: 'conversion',
    createdAt: '2026-11-23T04:00:00.000Z',
    write,
  }
  await store().setJSON(`${NOTIFY_PREFIX}${id}/record`, record)
  const rows = await feedRows()
  const mine = rows.filter((r) => r['Conversion Time'] === '2026-11-23 04:00:00')
  expect(mine.map((r) => r['Google Click ID'])).toEqual([cellText(FORMULA)])
  expect(mine[0]!['Google Click ID']).toMatch(/^'=HYPERLINK/)
  // No cell of the file starts a formula.
  expect(rows.flatMap((r) => Object.values(r)).filter((cell) => /^[=+@\t\r]/.test(cell) || /^-./.test(cell))).toEqual([])
})
