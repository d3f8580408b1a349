// Sign-in limits that hold under a burst (issue 39): per address and per IP, the places are numbered and
// create-only (staff-store.ts takePlace), so no burst gets more through than the limit. The per-address
// limit only withholds emails: every answer is the same, nobody can lock a staff member out, and a link
// already sent stays valid. The answer is given before the email goes (through the outbox), the same for
// a staff address and any other; a link that could not be sent goes with the scheduled work, and the
// outbox keeps no working link once it is delivered.
import type { Context } from '@netlify/functions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled, notificationStore, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { RATE_PER_ADDRESS, RATE_PER_IP, RATE_WINDOW_MS } from '../../../netlify/lib/staff/staff-sign-in.ts'
import { staffStoreFrom } from '../../../netlify/lib/staff/staff-store.ts'
import { closedPort } from '../calendar-harness.ts'
import { ORIGIN, request, startStaff, tokenIn, until, type Handler, type StaffHarness } from '../staff-harness.ts'

let s: StaffHarness
let signInRoute: (req: Request, context?: Context) => Promise<Response>
let sessionRoute: Handler

/** POST /api/staff/sign-in {email} from `ip`, as Netlify hands the function its caller's address. */
const signInFrom = (ip: string, email: string) =>
  signInRoute(
    new Request(`${ORIGIN}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email }),
    }),
    { ip } as Context,
  )

/** Status, body and headers: what a caller can tell apart. */
const answerOf = async (res: Response) => ({ status: res.status, body: await res.text(), headers: [...res.headers.entries()] })

const mailsTo = (email: string) => s.mail.mails.filter((m) => m.to.includes(email))

/** The keys of the outbox's sign-in emails still in the store. */
const signInRecords = async () => (await s.h.keys()).filter((k) => k.startsWith('notify/staff-sign-in-'))

beforeAll(async () => {
  s = await startStaff(await closedPort())
  ;({ signInRoute, sessionRoute } = (await import('../../../netlify/lib/staff/staff-api.ts')) as never)
})
afterAll(() => s.close())

describe('sign-in limits', () => {
  it('sends at most the per-address limit to one staff address under 20 concurrent requests from 20 IPs, answering each the same', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => answerOf(await signInFrom(`198.51.100.${i + 1}`, 'burst@agency.test'))),
    )
    await deliveriesSettled()
    const links = mailsTo('burst@agency.test')
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(RATE_PER_ADDRESS)
    expect(answers[RATE_PER_ADDRESS]).toEqual(answers[0])
    for (const a of answers) expect(a).toEqual(answers[0])
    expect(answers[0]!.status).toBe(200)
  })

  it('withholds only the email past the limit: the same answer, and a link already sent still signs in', async () => {
    const email = 'helper@agency.test'
    const answers = []
    for (let i = 0; i <= RATE_PER_ADDRESS; i++)
      answers.push(await answerOf(await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email } })))
    await deliveriesSettled()
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    expect(answers[RATE_PER_ADDRESS]).toEqual(answers[0])
    const links = mailsTo(email)
    expect(links).toHaveLength(RATE_PER_ADDRESS)
    const session = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token: tokenIn(links[0]!.body) } })
    expect(session.status).toBe(200)
  })

  it('lets a burst from one IP through no further than its limit, whatever the addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: RATE_PER_IP + 10 }, (_, i) => signInFrom('203.0.113.99', `someone${i}@elsewhere.test`)),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RATE_PER_IP)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10)
  })

  it('takes at most the limit of places in a window, however many race for them, and frees them as the window moves on', async () => {
    const store = staffStoreFrom(s.staffRaw)
    const now = new Date()
    const taken = await Promise.all(Array.from({ length: 20 }, () => store.takePlace('ip', '192.0.2.1', now, RATE_WINDOW_MS, 5)))
    expect(taken.filter(Boolean)).toHaveLength(5)
    expect(await store.takePlace('ip', '192.0.2.1', new Date(now.getTime() + RATE_WINDOW_MS - 1000), RATE_WINDOW_MS, 5)).toBe(false)
    expect(await store.takePlace('ip', '192.0.2.1', new Date(now.getTime() + RATE_WINDOW_MS + 1), RATE_WINDOW_MS, 5)).toBe(true)
  })
})

describe('the sign-in answer', () => {
  it('is the same for a staff address and any other, and comes before the email goes', async () => {
    await deliveriesSettled()
    const before = s.mail.mails.length
    const staff = await answerOf(await signInFrom('198.51.100.200', 'link@agency.test'))
    // Answered before the link's email was sent: it goes after the answer, through the outbox.
    expect(s.mail.mails.length).toBe(before)
    const stranger = await answerOf(await signInFrom('198.51.100.201', 'stranger@elsewhere.test'))
    expect(stranger).toEqual(staff)
    await until(() => mailsTo('link@agency.test').length > 0, 'the link to arrive after the answer')
    await deliveriesSettled()
    expect(mailsTo('stranger@elsewhere.test')).toHaveLength(0)
    // Delivered, the email is not kept: no working link stays in the outbox.
    expect(await signInRecords()).toEqual([])
  })

  it('goes with the scheduled work when the first send fails, and is not kept once sent', async () => {
    await deliveriesSettled()
    await s.mail.stop()
    expect((await signInFrom('198.51.100.202', 'retry@agency.test')).status).toBe(200)
    await until(async () => (await signInRecords()).some((k) => k.includes('/result/')), 'the failed first attempt', 20_000)
    await s.mail.start()
    // The next run of the scheduled work after the first pause (delivery-status.ts BACKOFF_MINUTES), within the link's life.
    const { delivered } = await openOutbox(notificationStore()).deliverDue(new Date(Date.now() + 61_000))
    expect(delivered).toBe(0) // removed once delivered: it no longer stands as "delivered"
    expect(mailsTo('retry@agency.test')).toHaveLength(1)
    expect(await signInRecords()).toEqual([])
  })
})
