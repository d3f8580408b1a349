// Staff see bookings: `npm run leads -- export` adds each lead's booking (type,
// office time, status) and `npm run leads -- bookings` lists the calls. The real
// functions write into a local store laid out like the one `tsx scripts/serve.ts`
// keeps; the CLI, called in process, reads it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setEnvironmentContext } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { officeTime } from '../../../netlify/lib/staff/booking-view.ts'
import { booking } from '../../../src/generated/booking.ts'
import { team } from '../../../src/generated/team.ts'
import { bookingBody, get, post as postTo, tokenOf } from '../booking-harness.ts'
import { id, post, validContact, validGrowth } from '../harness.ts'
import { leadsCli } from '../leads-cli.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'

let root: string
const leadId = id()
const otherLead = id()
const api = bookingApi({ env: {} })
let slots: { start: string; end: string }[]
let kept: { bookingId: string; start: string }
let cancelled: { bookingId: string; start: string }

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bookings-export-'))
  const { server, url } = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  setEnvironmentContext({ siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url })
  expect((await post('contact', validContact({ leadId, firstName: 'Ana', lastName: 'Nguyen' }))).status).toBe(200)
  expect((await post('growth-session', validGrowth(growthSessionForm.steps.length, { leadId: otherLead }))).status).toBe(200)
  slots = ((await (await get(api.availability, '/api/availability?type=strategy-call')).json()) as { slots: typeof slots }).slots
  // The lead booked, cancelled, and booked again; someone without a lead booked too.
  const first = (await (
    await postTo(api.booking, '/api/booking', bookingBody({ leadId, email: 'ana@acme.com.au', start: slots[0]!.start }))
  ).json()) as {
    bookingId: string
    manageUrl: string
    start: string
  }
  expect((await postTo(api.cancel, '/api/booking/cancel', { token: tokenOf(first.manageUrl) })).status).toBe(200)
  cancelled = first
  kept = (await (
    await postTo(
      api.booking,
      '/api/booking',
      bookingBody({ leadId, email: 'ana@acme.com.au', start: slots.at(-1)!.start, timeZone: 'Europe/London' }),
    )
  ).json()) as typeof kept
  const walkIn = await postTo(
    api.booking,
    '/api/booking',
    bookingBody({ type: 'discovery-call', start: slots[4]!.start, name: 'Walk In', email: 'walk@in.com.au', notes: '=cmd|x, walk-in' }),
  )
  expect(walkIn.status).toBe(201)
  await server.stop()
}, 60_000)
afterAll(async () => rm(root, { recursive: true, force: true }))

const cli = (...args: string[]) => leadsCli([...args], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })

it('export json: the lead carries its booking (the confirmed one over the cancelled one); a lead without one has none', async () => {
  const { stdout, stderr } = await cli('export', '--format', 'json')
  const leads = JSON.parse(stdout) as { leadId: string; booking?: Record<string, string> }[]
  expect(leads.find((l) => l.leadId === leadId)!.booking).toMatchObject({
    bookingId: kept.bookingId,
    type: 'strategy-call',
    typeName: 'Growth strategy session',
    status: 'confirmed',
    officeTime: officeTime(new Date(kept.start).toISOString()),
    start: kept.start,
  })
  expect(leads.find((l) => l.leadId === otherLead)!.booking).toBeUndefined()
  expect(stderr).toMatch(/2 leads \(2 complete\) from the local store .*; 1 with a booking\./)
}, 60_000)

it('export json: every booking of a lead is listed, the cancelled one and the one made after it, in time order', async () => {
  const { stdout } = await cli('export', '--format', 'json')
  const leads = JSON.parse(stdout) as { leadId: string; bookings?: Record<string, string>[] }[]
  expect(leads.find((l) => l.leadId === leadId)!.bookings).toEqual([
    expect.objectContaining({ bookingId: cancelled.bookingId, status: 'cancelled', start: cancelled.start }),
    expect.objectContaining({ bookingId: kept.bookingId, status: 'confirmed', start: kept.start }),
  ])
  expect(leads.find((l) => l.leadId === otherLead)!.bookings).toBeUndefined()
}, 60_000)

it('export csv: booking, bookingTime (office time), bookingStatus, then every booking of the lead one a line', async () => {
  const { stdout } = await cli('export')
  const [header, ...rest] = stdout.trimEnd().split(/\r\n(?=[0-9a-f]{8}-)/)
  const rows = rest.map((r) => r.replace(/\r\n/g, '\n'))
  expect(header!.split(',').slice(-4)).toEqual(['booking', 'bookingTime', 'bookingStatus', 'bookings'])
  const row = rows.find((r) => r.startsWith(leadId))!
  const line = (b: { start: string }, status: string) =>
    `Growth strategy session, ${officeTime(new Date(b.start).toISOString())}, ${status}`
  expect(
    row.endsWith(
      `,Growth strategy session,${officeTime(new Date(kept.start).toISOString())},confirmed,"${line(cancelled, 'cancelled')}\n${line(kept, 'confirmed')}"`,
    ),
  ).toBe(true)
  expect(officeTime('2026-12-03T10:00:00+11:00')).toBe('2026-12-03 10:00 AEDT')
  expect(officeTime('2026-07-03T10:00:00+10:00')).toBe('2026-07-03 10:00 AEST')
  expect(rows.find((r) => r.startsWith(otherLead))!.endsWith(',,,,')).toBe(true)
}, 60_000)

it('bookings: every upcoming call in time order, office time, type, host, name, email, status', async () => {
  const { stdout, stderr } = await cli('bookings')
  const [header, ...rows] = stdout.trimEnd().split('\r\n')
  expect(header).toBe(
    'officeTime,type,host,name,email,phone,status,notes,leadId,bookingId,createdAt,updatedAt,theirTime,timeZone,minutes,place,company,answers',
  )
  expect(rows).toHaveLength(3)
  // Each booking went to the first host: the one before it was cancelled, and the other is another type.
  const host = team.find((m) => m.id === booking.meetingTypes[0]!.hosts[0])!.name
  const cancelledRow = `${officeTime(new Date(cancelled.start).toISOString())},Growth strategy session,${host},Ana Nguyen,ana@acme.com.au,+61 412 345 678,cancelled,`
  expect(rows[0]!.startsWith(`${cancelledRow},${leadId},${cancelled.bookingId},`)).toBe(true)
  expect(rows[1]).toContain(`,Discovery call,${host},Walk In,walk@in.com.au,`)
  // A formula defused, like the lead export, and a cell with a comma quoted.
  expect(rows[1]).toContain(`,"'=cmd|x, walk-in",`)
  expect(rows[2]).toContain(`,confirmed,,${leadId},${kept.bookingId},`)
  expect(stderr).toMatch(/3 bookings \(2 confirmed\) from \d{4}-\d{2}-\d{2} \(Australia\/Melbourne\)/)
}, 60_000)

it("bookings: the prospect's own time beside office time, the length, where to meet, the company and answers", async () => {
  const { stdout } = await cli('bookings', '--format', 'json')
  const list = JSON.parse(stdout) as Record<string, unknown>[]
  const row = list.find((b) => b.bookingId === kept.bookingId)!
  const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  expect(row).toMatchObject({
    timeZone: 'Europe/London',
    theirTime: expect.stringContaining(londonTime.format(new Date(kept.start))),
    durationMinutes: 30,
    place: expect.stringMatching(/^https:\/\/meet\.jit\.si\//),
    company: validContact().company,
    answers: expect.objectContaining({ [contactForm.fields.challenges.label]: validContact().challenges }),
  })
  const csv = (await cli('bookings')).stdout
  expect(csv).toContain(`,Europe/London,30,${row.place as string},${validContact().company},`)
}, 60_000)

it('bookings --from and --format json', async () => {
  const lastDay = kept.start.slice(0, 10)
  const { stdout } = await cli('bookings', '--from', lastDay, '--format', 'json')
  const list = JSON.parse(stdout) as { bookingId: string; start: string }[]
  expect(list.map((b) => b.bookingId)).toContain(kept.bookingId)
  expect(list.every((b) => b.start.slice(0, 10) >= lastDay)).toBe(true)
  expect(list[0]).toMatchObject({
    email: expect.any(String),
    status: expect.any(String),
    officeTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} AE[DS]T$/),
  })
}, 60_000)

it('bookings: nothing from a later date; a --from that is no date is refused', async () => {
  const none = await cli('bookings', '--from', '2999-01-01', '--format', 'json')
  expect(JSON.parse(none.stdout)).toEqual([])
  await expect(cli('bookings', '--from', 'tomorrow')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--from "tomorrow" is not a date'),
  })
}, 60_000)
