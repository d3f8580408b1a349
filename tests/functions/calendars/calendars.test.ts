// The hosts' calendars against real servers: a local HTTP server serving the
// iCalendar fixtures as Google or Outlook would, and a real CalDAV server
// (radicale, started here on a free port and stopped). The cache lives in a
// real local Blobs server; staff notifications in the real outbox beside it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import ical from 'ical-generator'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import calendarFeed from '../../../netlify/functions/calendar-feed.ts'
import notificationsRetry from '../../../netlify/functions/scheduled-work.ts'
import { keys } from '../../../netlify/lib/booking/store/keys.ts'
import { DEVELOPMENT_SECRET } from '../../../netlify/lib/booking/token.ts'
import { busyBlocks } from '../../../netlify/lib/calendars/busy-blocks.ts'
import {
  cachedBusy,
  cachedCalendar,
  calendarStore,
  freshBusy,
  refreshRange,
  REFRESH_AFTER_MS,
} from '../../../netlify/lib/calendars/cache.ts'
import { refreshCalendars, refreshIfStale } from '../../../netlify/lib/booking/host-calendars.ts'
import { deleteEvent, putEvent } from '../../../netlify/lib/calendars/caldav.ts'
import { feedToken } from '../../../netlify/lib/calendars/feed.ts'
import { readCalendar } from '../../../netlify/lib/calendars/read-calendar.ts'
import { calendarSourceOf } from '../../../netlify/lib/calendars/source.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { notificationStore, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { booking } from '../../../src/generated/booking.ts'
import { closedPort, fixtureText, startFeedServer, startRadicale, type FeedServer, type Radicale } from '../calendar-harness.ts'
import { leadsCli } from '../leads-cli.ts'
import { allHosts } from '../../../netlify/lib/booking/busy.ts'

let root: string
let stopBlobs: () => Promise<unknown>
let radicale: Radicale
let feeds: FeedServer
const zone = booking.timezone
const now = new Date('2026-11-26T00:00:00Z')
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
const iso = (blocks: { start: Date; end: Date }[]) => blocks.map((b) => `${b.start.toISOString()}/${b.end.toISOString()}`)
/** What busyBlocks reads from a fixture over the refresh's range: what the cache must hold. */
const expected = (fixture: string, at = now) => iso(busyBlocks(fixtureText(fixture), refreshRange(at), zone))
const failedReports = async (hostId: string) =>
  (await openOutbox(notificationStore(), {}).list()).filter((n) => n.event === 'calendar-failed' && n.message!.subject.includes(hostId))

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'calendars-'))
  process.env.LEADS_MAIL_SINK = join(root, '.netlify', 'mail')
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_URL', 'BOOKING_SECRET']) delete process.env[k]
  const { server, url } = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  stopBlobs = () => server.stop()
  setEnvironmentContext({ siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url })
  ;[radicale, feeds] = await Promise.all([startRadicale(), startFeedServer()])
}, 60_000)
afterAll(async () => {
  await Promise.all([radicale?.stop(), feeds?.close(), stopBlobs?.()])
  await rm(root, { recursive: true, force: true })
})

describe('the busy-time cache', () => {
  it('a refresh reads every host’s feed or CalDAV calendar into the cache, and never stores the address or password', async () => {
    const caldav = await radicale.calendar('olivia', 'work')
    const env = { BOOKING_CALENDAR_FEED_HOST: feeds.url('weekly'), BOOKING_CALENDAR_DAV_HOST: caldav }
    await putEvent(calendarSourceOf('dav-host', env)!, 'leave', fixtureText('all-day'))
    await refreshCalendars(['feed-host', 'dav-host', 'no-calendar'], env, now)
    const busy = await cachedBusy(['feed-host', 'dav-host', 'no-calendar'])
    expect(iso(busy.get('feed-host')!)).toEqual(expected('weekly'))
    expect(iso(busy.get('dav-host')!)).toEqual(expected('all-day'))
    expect(busy.get('no-calendar')).toEqual([])
    const stored = JSON.stringify([await cachedCalendar(calendarStore(), 'feed-host'), await cachedCalendar(calendarStore(), 'dav-host')])
    expect(stored).toContain('"kind":"ics"')
    expect(stored).toContain('"kind":"caldav"')
    for (const secret of ['private-0a1b2c3d4e', 'pw-olivia', '127.0.0.1']) expect(stored).not.toContain(secret)
  })

  it('an event added to a host’s CalDAV calendar is busy after the next refresh', async () => {
    const env = { BOOKING_CALENDAR_ADDED: await radicale.calendar('added', 'work') }
    await refreshCalendars(['added'], env, now)
    expect((await cachedBusy(['added'])).get('added')).toEqual([])
    await putEvent(calendarSourceOf('added', env)!, 'standing-monday', fixtureText('weekly'))
    expect((await cachedBusy(['added'])).get('added')).toEqual([])
    await refreshCalendars(['added'], env, later(5))
    expect(iso((await cachedBusy(['added'])).get('added')!)).toEqual(expected('weekly', later(5)))
  })

  it('the scheduled refresh reads a calendar again only once its cache is REFRESH_AFTER_MS old', async () => {
    const env = { BOOKING_CALENDAR_STALE: feeds.url('new-york') }
    await refreshIfStale(['stale'], env, now)
    const first = feeds.requests
    expect(first).toBeGreaterThan(0)
    await refreshIfStale(['stale'], env, new Date(now.getTime() + REFRESH_AFTER_MS - 60_000))
    expect(feeds.requests).toBe(first)
    await refreshIfStale(['stale'], env, new Date(now.getTime() + REFRESH_AFTER_MS))
    expect(feeds.requests).toBe(first + 1)
  })

  it('an unreachable calendar keeps its cached busy times, is reported to staff once, and again only after it recovered and failed anew', async () => {
    const env = { BOOKING_CALENDAR_FLAKY: feeds.url('weekly') }
    await refreshCalendars(['flaky'], env, now)
    feeds.fail(503)
    try {
      await refreshCalendars(['flaky'], env, later(5))
      await refreshCalendars(['flaky'], env, later(10))
      const entry = (await cachedCalendar(calendarStore(), 'flaky'))!
      expect(entry.error).toMatch(/503/)
      expect(entry.readAt).toBe(now.toISOString())
      expect(iso((await cachedBusy(['flaky'])).get('flaky')!)).toEqual(expected('weekly'))
      expect(await failedReports('flaky')).toHaveLength(1)
      expect((await failedReports('flaky'))[0]!.message!.text).not.toContain('private-0a1b2c3d4e')
    } finally {
      feeds.restore()
    }
    await refreshCalendars(['flaky'], env, later(15))
    expect((await cachedCalendar(calendarStore(), 'flaky'))!.error).toBeUndefined()
    feeds.fail(500)
    try {
      await refreshCalendars(['flaky'], env, later(20))
    } finally {
      feeds.restore()
    }
    expect(await failedReports('flaky')).toHaveLength(2)
  })

  it('a CalDAV calendar that is not there (wrong path, 404) or refuses the read (403) is a failure, never an empty calendar that frees the host', async () => {
    const own = await radicale.calendar('refused', 'work')
    const env = { BOOKING_CALENDAR_REFUSED: own }
    await putEvent(calendarSourceOf('refused', env)!, 'standing-monday', fixtureText('weekly'))
    await refreshCalendars(['refused'], env, now)
    // tsdav alone reads a calendar query answered 404 as a calendar with no events.
    const moved = { BOOKING_CALENDAR_REFUSED: own.replace('/work/', '/renamed/') }
    expect((await refreshCalendars(['refused'], moved, later(5)))[0]!.error).toMatch(/404/)
    const otherAccount = { BOOKING_CALENDAR_REFUSED: own.replace('refused:pw-refused@', 'intruder:pw@') }
    expect((await refreshCalendars(['refused'], otherAccount, later(10)))[0]!.error).toMatch(/403/)
    expect(iso((await cachedBusy(['refused'])).get('refused')!)).toEqual(expected('weekly'))
  })

  it('a calendar server that is not there at all is a failure with a reason, never a page error', async () => {
    const env = { BOOKING_CALENDAR_GONE: `caldav+http://u:pw@127.0.0.1:${await closedPort()}/u/c/` }
    const [entry] = await refreshCalendars(['gone'], env, now)
    expect(entry!.error).toMatch(/ECONNREFUSED|fetch failed/)
    expect(entry!.error).not.toContain('pw')
    expect(entry!.blocks).toEqual([])
  })
})

describe('the booking’s re-check of its host’s calendar', () => {
  const range = { from: new Date('2026-11-29T00:00:00Z'), to: new Date('2026-12-08T00:00:00Z') }

  it('reads the calendar when it answers', async () => {
    const env = { BOOKING_CALENDAR_RECHECK: feeds.url('weekly') }
    const fresh = await freshBusy('recheck', range, env, 2000)
    expect(fresh.used).toBe('calendar')
    expect(iso(fresh.blocks)).toEqual(iso(busyBlocks(fixtureText('weekly'), range, zone)))
    expect(await freshBusy('nobody', range, {}, 2000)).toEqual({ blocks: [], used: 'none' })
  })

  it('falls back to the cache within its short timeout when the calendar hangs, and says so', async () => {
    const env = { BOOKING_CALENDAR_RECHECK: feeds.url('weekly') }
    await refreshCalendars(['recheck'], env, now)
    feeds.fail('hang')
    try {
      const started = Date.now()
      const fresh = await freshBusy('recheck', range, env, 300)
      expect(Date.now() - started).toBeLessThan(2000)
      expect(fresh.used).toBe('cache')
      expect(fresh.error).toMatch(/did not answer in time/)
      expect(iso(fresh.blocks)).toEqual(iso(busyBlocks(fixtureText('weekly'), range, zone)))
    } finally {
      feeds.restore()
    }
  })
})

describe('the booking in the host’s CalDAV calendar', () => {
  const eventIcs = (uid: string, start: Date) => {
    const cal = ical({ prodId: { company: 'test', product: 'test' } })
    cal.createEvent({ id: uid, start, end: new Date(start.getTime() + 45 * 60_000), summary: 'Strategy call' })
    return cal.toString()
  }

  it('is written on book, replaced on a move (one event, never two) and removed on cancel', async () => {
    const source = calendarSourceOf('writer', { BOOKING_CALENDAR_WRITER: await radicale.calendar('writer', 'work') })!
    const range = { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-10T00:00:00Z') }
    const uid = crypto.randomUUID()
    const first = new Date('2026-12-02T23:00:00Z')
    const moved = new Date('2026-12-04T01:30:00Z')
    expect(await putEvent(source, uid, eventIcs(uid, first))).toBe(true)
    expect((await readCalendar(source, range, { timeoutMs: 3000 })).map((b) => b.start)).toEqual([first])
    await putEvent(source, uid, eventIcs(uid, moved))
    expect((await readCalendar(source, range, { timeoutMs: 3000 })).map((b) => b.start)).toEqual([moved])
    expect(await deleteEvent(source, uid)).toBe(true)
    expect(await readCalendar(source, range, { timeoutMs: 3000 })).toEqual([])
    // A cancel sent twice: the second finds nothing to remove, and that is fine.
    await deleteEvent(source, uid)
  })

  it('is not written to a feed, which cannot take it', async () => {
    expect(await putEvent({ kind: 'ics', url: feeds.url('weekly') }, 'x', eventIcs('x', now))).toBe(false)
  })
})

describe('the host’s private feed', () => {
  const stored = (over: Partial<StoredBooking>): StoredBooking => ({
    version: 1,
    bookingId: crypto.randomUUID(),
    requestId: crypto.randomUUID(),
    revision: 1,
    change: 'created',
    status: 'confirmed',
    type: booking.meetingTypes[0]!.id,
    start: '2026-12-03T00:00:00.000Z',
    end: '2026-12-03T00:45:00.000Z',
    name: 'Ana Nguyen',
    email: 'ana@acme.com.au',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    holds: { cells: [] },
    ...over,
  })
  const get = (path: string) => calendarFeed(new Request(`http://localhost${path}`))

  it('lists the host’s bookings, and only theirs, as a calendar app reads them', async () => {
    const bookings = getStore({ name: 'bookings', consistency: 'strong' })
    // Tomorrow, on the hour (stored instants are whole minutes): a booking still ahead.
    const startsAt = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000
    const mine = stored({ host: 'feed-owner', start: new Date(startsAt).toISOString(), end: new Date(startsAt + 2_700_000).toISOString() })
    const theirs = stored({ host: 'someone-else' })
    const cancelled = stored({ host: 'feed-owner', status: 'cancelled', change: 'cancelled' })
    for (const b of [mine, theirs, cancelled]) await bookings.setJSON(keys.revision(b.bookingId, 1), b)
    const res = await get(`/api/calendar/feed-owner.ics?token=${feedToken('feed-owner', DEVELOPMENT_SECRET)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
    const text = await res.text()
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.uid)).toEqual([expect.stringContaining(mine.bookingId)])
    expect(events[0]!.summary).toContain(mine.name)
    // Read as the host's calendar reads it (a floating time would land in the reader's own zone).
    const range = { from: new Date(mine.start), to: new Date(mine.end) }
    expect(busyBlocks(text, range, zone)).toEqual([{ start: new Date(mine.start), end: new Date(mine.end) }])
  })

  it('refuses a bad token, another host’s token and no token with 403', async () => {
    for (const token of [
      '',
      'forged',
      feedToken('someone-else', DEVELOPMENT_SECRET),
      feedToken('feed-owner', 'another-secret-of-at-least-32-characters'),
    ])
      expect((await get(`/api/calendar/feed-owner.ics?token=${token}`)).status).toBe(403)
    expect((await get('/api/calendar/feed-owner.ics')).status).toBe(403)
  })
})

describe('staff', () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    leadsCli(args, { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '', ...env })

  it('npm run leads -- calendars shows each host’s source (secrets masked), last read, busy blocks and last error', async () => {
    const caldav = await radicale.calendar('cli', 'work')
    const env = { BOOKING_CALENDAR_FLAKY: feeds.url('weekly'), BOOKING_CALENDAR_CLI_HOST: caldav }
    await refreshCalendars(['cli-host'], env, now)
    const { stdout } = await cli(['calendars', '--format', 'json', 'no-calendar'], env)
    const listed = JSON.parse(stdout) as Record<string, unknown>[]
    // Every host in content is listed too, each without a calendar here.
    const contentHosts = allHosts(booking.meetingTypes)
    for (const id of contentHosts) expect(listed.find((r) => r.host === id)?.source).toMatch(/^none/)
    const rows = listed.filter((r) => !contentHosts.includes(r.host as string))
    expect(rows.map((r) => r.host)).toEqual(['cli-host', 'flaky', 'no-calendar'])
    expect(rows[0]).toMatchObject({ variable: 'BOOKING_CALENDAR_CLI_HOST', busyBlocks: 0, lastError: '' })
    expect(rows[0]!.source).toMatch(/^caldav\+http:\/\/cli:\*\*\*@127\.0\.0\.1:\d+\/cli\/work\/$/)
    expect(rows[1]).toMatchObject({
      source: 'http://127.0.0.1:' + new URL(feeds.url('weekly')).port + '/…',
      busyBlocks: expected('weekly').length,
    })
    expect(rows[2]!.source).toMatch(/^none/)
    for (const secret of ['private-0a1b2c3d4e', 'pw-cli']) expect(stdout).not.toContain(secret)
  })

  it('npm run leads -- sweep reads the calendars again at once, so a change staff just made is seen without waiting for the refresh age', async () => {
    const env = { BOOKING_CALENDAR_SWEPT: await radicale.calendar('swept', 'work') }
    await cli(['sweep', '--at', now.toISOString()], env)
    expect((await cachedBusy(['swept'])).get('swept')).toEqual([])
    await putEvent(calendarSourceOf('swept', env)!, 'standing-monday', fixtureText('weekly'))
    // One minute later: the scheduled refresh would still wait (REFRESH_AFTER_MS), staff's sweep does not.
    await cli(['sweep', '--at', later(1).toISOString()], env)
    expect(iso((await cachedBusy(['swept'])).get('swept')!)).toEqual(expected('weekly', later(1)))
  })

  it('npm run leads -- calendar-link prints the feed URL with the token the feed accepts', async () => {
    const { stdout } = await cli(['calendar-link', 'feed-owner'])
    const url = new URL(stdout.trim())
    expect(url.pathname).toBe('/api/calendar/feed-owner.ics')
    expect((await calendarFeed(new Request(`http://localhost${url.pathname}${url.search}`))).status).toBe(200)
    await expect(cli(['calendar-link', 'Not A Host'])).rejects.toMatchObject({ code: 2 })
  })
})

describe('the scheduled function', () => {
  it('refreshes the calendars the environment names, and a failing one never stops it', async () => {
    process.env.BOOKING_CALENDAR_SCHEDULED = feeds.url('all-day')
    process.env.BOOKING_CALENDAR_SCHEDULED_DOWN = `http://127.0.0.1:${await closedPort()}/x.ics`
    try {
      expect((await notificationsRetry()).status).toBe(204)
      expect((await cachedCalendar(calendarStore(), 'scheduled'))!.readAt).toBeDefined()
      expect((await cachedCalendar(calendarStore(), 'scheduled-down'))!.error).toBeDefined()
    } finally {
      delete process.env.BOOKING_CALENDAR_SCHEDULED
      delete process.env.BOOKING_CALENDAR_SCHEDULED_DOWN
    }
  })
})
