// Staff notifications with real parts: an SMTP server (smtp-server) and an HTTP
// webhook receiver in this process, the real local Blobs server, the real
// functions. Both channels down: every lead is still answered and stored, and
// its notifications wait. Both up: the retry delivers each exactly once. A
// sender killed mid-send: no webhook call twice.
import { signFormToken } from '../../../netlify/lib/leads/form-token-signing.ts'
import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { LEASE_MS } from '../../../netlify/lib/outbox/delivery-status.ts'
import { formToken, id, post, startBlobs, validBody, validContact, validGrowth, type Harness } from '../harness.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { smtpServer } from '../smtp-harness.ts'
import { letteredName } from '../../../scripts/lib/lettered-name.ts'

interface Call {
  key: string
  body: { text: string; id: string; event: string }
}

/** A webhook receiver on a fixed port; `hold(n)` keeps the n-th call from now unanswered. */
function receiver(port: number) {
  const calls: Call[] = []
  let server: Server | undefined
  let holdAt = Infinity
  let held: ServerResponse | undefined
  let onHeld: (() => void) | undefined
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let text = ''
    req.on('data', (c: Buffer) => (text += c.toString()))
    req.on('end', () => {
      calls.push({ key: String(req.headers['idempotency-key']), body: JSON.parse(text) as Call['body'] })
      if (calls.length === holdAt) {
        held = res
        onHeld?.()
        return
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  }
  return {
    calls,
    start: () => new Promise<void>((resolve) => (server = createServer(handle).listen(port, '127.0.0.1', () => resolve()))),
    stop: () =>
      new Promise<void>((resolve) => {
        held?.destroy()
        server?.closeAllConnections()
        if (server) server.close(() => resolve())
        else resolve()
      }),
    /** Resolves when the n-th call from now arrives; that call is never answered. */
    hold(n: number) {
      holdAt = calls.length + n
      return new Promise<void>((resolve) => (onHeld = resolve))
    },
  }
}

let h: Harness
let raw: Store
let mailServer: ReturnType<typeof smtpServer>
let hook: ReturnType<typeof receiver>
let env: Record<string, string>

beforeAll(async () => {
  const [smtpPort, hookPort] = [await freePort(), await freePort()]
  env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: 'sales@harbourline.example',
    LEADS_NOTIFY_FROM: 'Website <website@harbourline.example>',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
  }
  // Read by the functions' notifier on its first use, below.
  Object.assign(process.env, env)
  h = await startBlobs()
  raw = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong', fetch: strictFetch })
  mailServer = smtpServer(smtpPort)
  hook = receiver(hookPort)
})

afterAll(async () => {
  await hook?.stop()
  await mailServer?.stop()
  await h?.close()
  for (const k of Object.keys(env)) delete process.env[k]
})

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000)
const leadIdsOf = (calls: readonly Call[]) => calls.map((c) => c.key)

describe('both channels down, then up', () => {
  const leadIds: string[] = []

  it('answers and stores all 20 leads while the mail server and the webhook are down', async () => {
    for (let i = 0; i < 20; i++) {
      const body = validContact({ firstName: letteredName('Jane', i), email: `jane${i}@example.com.au` })
      const res = await post('contact', body)
      expect(res.status).toBe(200)
      leadIds.push(body.leadId as string)
    }
    await deliveriesSettled()
    const stored = await h.store.list({ form: 'contact' })
    expect(stored.map((s) => s.leadId).sort()).toEqual([...leadIds].sort())
    const all = await openOutbox(raw).list()
    // Each lead: staff's email, the webhook call and the person's acknowledgement (prospect-messages.yaml acknowledge).
    expect(all).toHaveLength(60)
    expect(all.every((n) => n.status === 'pending' && n.attempts === 1 && n.lastError)).toBe(true)
    expect(new Set(all.map((n) => n.channel))).toEqual(new Set(['email', 'webhook']))
  })

  it('the retry, once both are up, delivers exactly 40 emails (20 to staff, 20 acknowledgements) and 20 webhook calls', async () => {
    await mailServer.start()
    await hook.start()
    // Not yet due: the first retry waits a minute after the failure.
    expect((await openOutbox(raw).deliverDue(new Date())).attempted).toBe(0)
    const first = await openOutbox(raw).deliverDue(minutesFromNow(2))
    expect(first).toEqual({ attempted: 60, delivered: 60 })
    // The scheduled run, every minute: delivered notifications are skipped from the key listing
    // alone, without reading one of them (they pile up for good).
    let reads = 0
    const counting = new Proxy(raw, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (prop === 'get' || prop === 'getWithMetadata') reads++
          return (value as (...a: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    const again = await openOutbox(counting).deliverDue(minutesFromNow(60))
    expect(again).toEqual({ attempted: 0, delivered: 0 })
    expect(reads).toBe(0)
    expect(mailServer.mails).toHaveLength(40)
    expect(mailServer.mails.filter((m) => leadIds.some((_, i) => m.to === `jane${i}@example.com.au`))).toHaveLength(20)
    expect(hook.calls).toHaveLength(20)
    expect(new Set(leadIdsOf(hook.calls)).size).toBe(20)
    expect(new Set(mailServer.mails.map((m) => m.messageId)).size).toBe(40)

    // What staff read: subject with the form and the lead id (never the name), Reply-To the prospect, answers under their labels.
    const mail = mailServer.mails.find((m) => m.replyTo.includes('jane7@example.com.au'))!
    expect(mail.subject).toMatch(/^New contact form lead [0-9a-f-]{36}$/)
    expect(mail.subject).not.toContain('Jane')
    expect(mail.replyTo).toContain('jane7@example.com.au')
    expect(mail.raw).toContain('Content-Type: text/plain')
    expect(mail.raw).toContain('Content-Type: text/html')
    expect(mail.raw).toContain(`First Name: ${letteredName('Jane', 7)}`)
    expect(hook.calls[0]!.body.text).toMatch(/^New contact form lead /)
    expect((await openOutbox(raw).list()).every((n) => n.status === 'delivered')).toBe(true)
  })
})

describe('a sender killed mid-send', () => {
  it('sends no webhook call twice, and no email twice', async () => {
    await hook.stop()
    await mailServer.stop()
    for (let i = 0; i < 10; i++) expect((await post('contact', validContact({ firstName: letteredName('Kim', i) }))).status).toBe(200)
    await deliveriesSettled()
    await mailServer.start()
    await hook.start()
    const [mailsBefore, callsBefore] = [mailServer.mails.length, hook.calls.length]

    // The 4th webhook call of the batch is never answered: the sender is killed while it waits.
    const held = hook.hold(4)
    const child = spawn('npx', ['tsx', 'tests/functions/fixtures/notify-sender.ts'], {
      env: {
        ...process.env,
        BLOBS_URL: h.context.edgeURL,
        BLOBS_SITE: h.context.siteID,
        BLOBS_TOKEN: h.context.token,
        NOTIFY_NOW: String(minutesFromNow(2).getTime()),
      },
      stdio: 'ignore',
      detached: true,
    })
    const exited = new Promise((r) => child.once('exit', r))
    await held
    process.kill(-child.pid!, 'SIGKILL')
    await exited

    // Run again at once (the killed attempt is still within its lease), then once its lease is over.
    await openOutbox(raw).deliverDue(minutesFromNow(2))
    await openOutbox(raw).deliverDue(new Date(Date.now() + LEASE_MS + 5 * 60_000))
    await openOutbox(raw).deliverDue(minutesFromNow(120))

    const calls = hook.calls.slice(callsBefore)
    const counts = new Map<string, number>()
    for (const k of leadIdsOf(calls)) counts.set(k, (counts.get(k) ?? 0) + 1)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    expect(calls).toHaveLength(10)
    // Staff's email and the person's acknowledgement of each of the 10 leads.
    const mails = mailServer.mails.slice(mailsBefore)
    expect(mails).toHaveLength(20)
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(20)

    // The one that was in flight is failed, not resent: the receiver may have it. Staff see why.
    const kim = (n: { message?: { text: string } }) => !!n.message?.text.includes('Kim')
    // Right now the killed attempt is still in its lease (in flight, pending); once it is over, failed.
    const pendingNow = (await openOutbox(raw).list()).filter((n) => kim(n) && n.status !== 'delivered')
    expect(pendingNow.map((n) => n.status)).toEqual(['pending'])
    const later = (await openOutbox(raw).list(new Date(Date.now() + LEASE_MS + 60_000))).filter(kim)
    const uncertain = later.filter((n) => n.status !== 'delivered')
    expect(uncertain).toHaveLength(1)
    expect(uncertain[0]).toMatchObject({ channel: 'webhook', status: 'failed' })
    expect(uncertain[0]!.lastError).toMatch(/Idempotency-Key/)
  }, 60_000)
})

describe('what is notified', () => {
  it('a growth session once, when it is complete; spam never', async () => {
    const box = () => openOutbox(raw)
    const before = (await box().list()).length
    const leadId = id()
    const steps = growthSessionForm.steps.length
    for (let step = 1; step <= steps; step++) expect((await post('growth-session', validGrowth(step, { leadId }))).status).toBe(200)
    // The last step again (a retry of the browser's save): still once.
    expect((await post('growth-session', validGrowth(steps, { leadId }))).status).toBe(200)
    const spam = validBody('contact', { fax: 'bot' })
    expect((await post('contact', spam)).status).toBe(200)
    await deliveriesSettled()
    const added = (await box().list()).slice(before)
    const growth = added.filter((n) => n.leadId === leadId)
    // Staff by email and webhook; the prospect's plan email by email only (growth-plan.test.ts).
    expect(growth.map((n) => `${n.event}/${n.channel}`).sort()).toEqual([
      'growth-plan/email',
      'growth-session/email',
      'growth-session/webhook',
    ])
    expect(added.some((n) => n.leadId === spam.leadId)).toBe(false)
  })

  it('a lead sent at once after its form token is told like any other, with a "Flagged:" line; a script with a forged token is not told', async () => {
    const box = () => openOutbox(raw)
    const before = (await box().list()).length
    // A person with autofill: 1.2 s from first touching the form to sending it (or half the guard, if shorter).
    const quick = validContact({ formToken: formToken('contact', Math.min(1200, contactForm.minFillSeconds * 500)) })
    const bot = validContact({
      startedAt: Date.now() - 90_000,
      savedAt: Date.now(),
      formToken: signFormToken('contact', Date.now() - 90_000, 'guessed'.repeat(8)),
    })
    expect((await post('contact', quick)).status).toBe(200)
    expect((await post('contact', bot)).status).toBe(200)
    await deliveriesSettled()
    const added = (await box().list()).slice(before)
    const told = added.filter((n) => n.leadId === quick.leadId && n.event === 'contact')
    expect(told.map((n) => n.channel).sort()).toEqual(['email', 'webhook'])
    for (const n of told) {
      expect(n.message!.subject).toMatch(/\(flagged: fast\)$/)
      const expects = `the form expects at least ${contactForm.minFillSeconds.toFixed(1)} s`
      expect(n.message!.text.split('\n')).toContainEqual(expect.stringMatching(/^Flagged: sent \d+\.\d s after the form token was issued/))
      expect(n.message!.text).toContain(`(${expects}).`)
      expect(n.message!.html).toContain('Flagged: sent ')
    }
    expect(added.some((n) => n.leadId === bot.leadId)).toBe(false)
  })
})
