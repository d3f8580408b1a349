// The staff API's locks: every /api/staff/ route, found by reading the staff functions' own
// config paths (never a list typed here), answers 401 without a session, with a forged one, an
// expired one and a signed-out one; sign-in links work once and for 15 minutes; an address off the
// list gets the same answer and no email; a state change from another origin is refused; the
// cookie's flags. Sign-in's limits: staff-sign-in-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled } from '../../../netlify/lib/site-outbox.ts'
import { signSessionId } from '../../../netlify/lib/staff/staff-auth.ts'
import { hashOf } from '../../../netlify/lib/staff/staff-store.ts'
import { LINK_VALID_MS } from '../../../netlify/lib/staff/staff-sign-in.ts'
import { closedPort } from '../calendar-harness.ts'
import { request, STAFF, staffRouteConfigs, startStaff, tokenIn, until, type Handler, type StaffHarness } from '../staff-harness.ts'

let s: StaffHarness
let signInRoute: Handler
let sessionRoute: Handler

/** Every staff function's paths and methods as its config declares them, params filled with an id. */
const staffRoutes = () => staffRouteConfigs('202611-0123456789abcdef')

/** The two doors into the console: asking for a link and spending it. */
const PUBLIC = new Set(['POST /api/staff/sign-in', 'POST /api/staff/session'])

beforeAll(async () => {
  s = await startStaff(await closedPort())
  ;({ signInRoute, sessionRoute } = await import('../../../netlify/lib/staff/staff-api.ts'))
})
afterAll(() => s.close())

describe('every staff route refuses whoever is not signed in', () => {
  it('finds the staff routes in the functions folder', async () => {
    const routes = await staffRoutes()
    expect(routes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`)).length).toBeGreaterThanOrEqual(10)
  })

  it('answers 401 without a cookie, with a forged one, an expired one and a signed-out one', async () => {
    const routes = (await staffRoutes()).filter((r) => !PUBLIC.has(`${r.method} ${r.path}`))
    const expired = await s.signIn()
    const expiredId = expired.split('=')[1]!.split('.')[0]!
    const held = (await s.staffRaw.get(`session/${hashOf(expiredId)}`, { type: 'json' })) as Record<string, string>
    await s.staffRaw.setJSON(`session/${hashOf(expiredId)}`, { ...held, lastUsedAt: new Date(Date.now() - 13 * 3_600_000).toISOString() })
    const signedOut = await s.signIn()
    expect((await request(sessionRoute, 'DELETE', '/api/staff/session', { cookie: signedOut })).status).toBe(200)
    const forged = `staff_session=${signSessionId('not-the-secret-of-this-site-at-all', 'made-up')}`
    const live = await s.signIn()
    const liveId = live.split('=')[1]!.split('.')[0]!
    const tampered = `staff_session=${liveId}.${'A'.repeat(43)}`
    for (const r of routes)
      for (const cookie of [undefined, forged, tampered, expired, signedOut]) {
        // A bad body and a foreign origin too: no session is 401 whatever else is wrong.
        const res = await request(r.handler, r.method, r.path, {
          cookie,
          body: r.method === 'GET' ? undefined : { junk: true },
          origin: 'https://evil.example',
        })
        expect(res.status, `${r.method} ${r.path} (${r.file}) with ${cookie ?? 'no cookie'}`).toBe(401)
      }
  })

  it('refuses a state change from another origin, or with none, with 403', async () => {
    const cookie = await s.signIn()
    const changes = (await staffRoutes()).filter((r) => r.method !== 'GET' && !PUBLIC.has(`${r.method} ${r.path}`))
    expect(changes.length).toBeGreaterThan(0)
    for (const r of changes)
      for (const origin of ['https://evil.example', null, 'http://localhost.evil.example']) {
        const res = await request(r.handler, r.method, r.path, { cookie, body: {}, origin })
        expect(res.status, `${r.method} ${r.path} from ${origin}`).toBe(403)
      }
  })
})

describe('sign-in', () => {
  it('gives an address off the list the same answer and no email', async () => {
    const on = await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: STAFF.toUpperCase() } })
    await until(() => s.mail.mails.find((m) => m.to.includes(STAFF) && tokenIn(m.body)), 'the listed address to get its link')
    const count = s.mail.mails.length
    const off = await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: 'stranger@elsewhere.test' } })
    expect(off.status).toBe(on.status)
    expect(await off.text()).toBe(await on.text())
    // Both go after the answer (staff-sign-in-limits.test.ts): once that work is done, still nothing for the stranger.
    await deliveriesSettled()
    expect(s.mail.mails.length).toBe(count)
    expect(s.mail.mails.some((m) => m.to.includes('stranger@elsewhere.test'))).toBe(false)
  })

  it('sets an HttpOnly, SameSite=Strict cookie for the whole site, and names who signed in', async () => {
    const before = s.mail.mails.length
    await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: 'helper@agency.test' } })
    const m = await until(() => s.mail.mails.slice(before).find((x) => x.to.includes('helper@agency.test')), 'the link')
    const res = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token: tokenIn(m.body) } })
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=43200/)
    const who = await request(sessionRoute, 'GET', '/api/staff/session', { cookie: cookie.split(';')[0] })
    expect(((await who.json()) as { staff: { email: string } }).staff.email).toBe('helper@agency.test')
  })

  it('adds Secure to the cookie on Netlify', async () => {
    const { sessionCookie } = await import('../../../netlify/lib/staff/staff-auth.ts')
    expect(sessionCookie('x', 60, { SITE_ID: 'site', URL: 'https://harbourline.example' })).toMatch(/; Secure/)
  })

  it('refuses a link used twice, and one older than 15 minutes', async () => {
    const before = s.mail.mails.length
    await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: 'link@agency.test' } })
    const token = tokenIn((await until(() => s.mail.mails[before], 'the link')).body)!
    const first = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token } })
    expect(first.status).toBe(200)
    const again = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token } })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
    expect(again.headers.get('set-cookie')).toBeNull()

    const before2 = s.mail.mails.length
    await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: 'link@agency.test' } })
    const old = tokenIn((await until(() => s.mail.mails[before2], 'the second link')).body)!
    const key = `sign-in/${hashOf(old)}`
    const link = (await s.staffRaw.get(key, { type: 'json' })) as Record<string, string>
    await s.staffRaw.setJSON(key, { ...link, createdAt: new Date(Date.now() - LINK_VALID_MS - 1000).toISOString() })
    const late = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token: old } })
    expect(late.status).toBeGreaterThanOrEqual(400)
    expect(late.status).toBeLessThan(500)
  })

  it('spends a link once when two requests race with it', async () => {
    const before = s.mail.mails.length
    await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: 'race@agency.test' } })
    const token = tokenIn((await until(() => s.mail.mails[before], 'the link')).body)!
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(sessionRoute, 'POST', '/api/staff/session', { body: { token } })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
  })

  it('refuses a sign-in request from another origin', async () => {
    const res = await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email: STAFF }, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })
})
