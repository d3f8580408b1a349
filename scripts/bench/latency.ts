// Latency of the lead functions on the local server (scripts/serve.ts: the
// functions run in-process, a local Blobs store), beside an echo function on the
// same server as the baseline: what the server costs with no work at all.
// The echo function exists only in the benchmark's temporary project; it is
// never in netlify/functions, so it never ships.
//
// Load: valid contact submissions (schemas/lead.ts, content/forms/contact.yaml),
// sent as a person would (started 10 s before saving, so not spam), each with
// fresh lead and submission ids so every one is stored. Loopback only,
// concurrency bounded.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BookingSettings } from '../../schemas/booking-settings.ts'
import type { ContactForm } from '../../schemas/forms.ts'
import { contactOptions } from '../../schemas/lead.ts'
import { startServer } from '../audit/lib/server.ts'
import { percentile } from './bench-math.ts'
import { letteredName } from '../lib/lettered-name.ts'

const ECHO_FUNCTION = `// Benchmark baseline: answers with the body it was sent. Written by scripts/bench
// into a temporary project only; it is not part of the site.
export default async (req: Request) => new Response(await req.text(), { headers: { 'content-type': 'application/json; charset=utf-8' } })
export const config = { path: '/api/echo' }
`

/** A valid, human-paced contact submission (fresh ids each call), carrying a form token the server issued. */
function contactSubmission(form: ContactForm, i: number, formToken: string): Record<string, unknown> {
  const savedAt = Date.now()
  const first = (name: string) => {
    const options = contactOptions(form, name)
    return options[i % options.length]?.value ?? ''
  }
  return {
    leadId: randomUUID(),
    submissionId: randomUUID(),
    startedAt: savedAt - 10_000 - (form.minFillSeconds ?? 0) * 1000,
    savedAt,
    formToken,
    attribution: { utm_source: 'bench', landingPage: '/contact/' },
    firstName: 'Jane',
    lastName: letteredName('Bench', i),
    email: `jane.bench${i}@example.com.au`,
    phone: '0412 345 678',
    company: 'Bench Test Pty Ltd',
    website: 'bench.example.com.au',
    industry: first('industry'),
    revenue: first('revenue'),
    challenges: 'We get plenty of traffic but too few enquiries, and we do not know which channel pays for itself.',
  }
}

export interface LatencyResult {
  label: string
  requests: number
  concurrency: number
  p50: number
  p95: number
  p99: number
  max: number
  seconds: number
  failures: number
  /** Why requests failed: "status 500" or the fetch error, with counts. */
  failureReasons: Record<string, number>
}

async function post(url: string, body: string): Promise<{ ms: number; ok: boolean }> {
  const t = performance.now()
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const text = await res.text()
    return { ms: performance.now() - t, ok: res.status === 200 && text.length > 0 }
  } catch {
    return { ms: performance.now() - t, ok: false }
  }
}

/** One request of a load run: where, and with what (a POST of `body` unless `init` says otherwise). */
interface LoadRequest {
  url: string
  init?: RequestInit
}

/** `requests` requests, at most `concurrency` in flight, each from `request(i)`; answered means `expect` status and `accept(text)`. */
export async function load(
  label: string,
  requests: number,
  concurrency: number,
  request: (i: number) => LoadRequest,
  accept: (text: string) => boolean = () => true,
  expect = 200,
): Promise<LatencyResult> {
  const times: number[] = []
  let failures = 0
  const failureReasons: Record<string, number> = {}
  const fail = (raw: string) => {
    failures++
    // One line, with the temporary paths folded, so the same failure counts once.
    const reason = (raw.split('\n')[0] ?? raw).replace(/\/tmp\/harbourline-bench-[^/]+/g, '<project>').slice(0, 200)
    failureReasons[reason] = (failureReasons[reason] ?? 0) + 1
  }
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < requests) {
      const { url, init } = request(next++)
      const t = performance.now()
      let reason: string | null = null
      try {
        const res = await fetch(url, init)
        const text = await res.text()
        if (res.status !== expect) reason = `status ${res.status}: ${text.slice(0, 300)}`
        else if (!accept(text)) reason = `unexpected answer: ${text.slice(0, 300)}`
      } catch (error) {
        const e = error as Error & { cause?: { code?: string; message?: string } }
        reason = `${e.message}${e.cause ? ` (${e.cause.code ?? e.cause.message})` : ''}`
      }
      // Latency of answered requests only; failures are counted (and explained) apart.
      if (reason) fail(reason)
      else times.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p)) as [number, number, number]
  const max = times.length ? Math.max(...times) : NaN
  return { label, requests, concurrency, p50, p95, p99, max, seconds: (performance.now() - started) / 1000, failures, failureReasons }
}

const postJson = (url: string, body: string): LoadRequest => ({
  url,
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
})

const summary = (r: LatencyResult) =>
  `    ${r.label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.failures ? `, ${r.failures} failed` : ''}`

function countFiles(dir: string, match: RegExp): number {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && match.test(join(e.parentPath, e.name)))
    .length
}

/**
 * Runs the latency benchmark in `projectDir`, a built copy of the repository:
 * adds the echo function, starts the local server there, warms both functions
 * up, then measures sequential and concurrent load on each.
 */
export async function measureLatency(
  projectDir: string,
  opts: { requests: number; concurrency: number; warmup: number; log: (l: string) => void },
): Promise<{ results: LatencyResult[]; stored: number; sent: number; notified: number; notifiedAfterMs: number; crashed: boolean }> {
  mkdirSync(join(projectDir, 'netlify/functions'), { recursive: true })
  writeFileSync(join(projectDir, 'netlify/functions/echo.ts'), ECHO_FUNCTION)
  const { contactForm } = (await import(pathToFileURL(join(projectDir, 'src/generated/forms.ts')).href)) as { contactForm: ContactForm }
  const { booking } = (await import(pathToFileURL(join(projectDir, 'src/generated/booking.ts')).href)) as { booking: BookingSettings }
  const server = await startServer({
    cwd: projectDir,
    // Hundreds of submissions from one IP: measured without the per-visitor rate limits.
    env: { SERVE_PROJECT_ROOT: projectDir, SERVE_RATE_LIMITS: 'off' },
    serveScript: join(projectDir, 'scripts/serve.ts'),
  })
  const contactUrl = `${server.origin}/api/contact`
  const echoUrl = `${server.origin}/api/echo`
  // One token for the whole run, fetched as a browser does when the form is first touched and used
  // after the form's minimum fill time, so every submission is a lead like a person's (not set
  // aside, not flagged): the bench measures the path real leads take.
  const { token } = (await (await fetch(`${server.origin}/api/form-token?form=contact`)).json()) as { token: string }
  await new Promise((resolve) => setTimeout(resolve, ((contactForm.minFillSeconds ?? 0) + 0.5) * 1000))
  const contact = (i: number) => postJson(contactUrl, JSON.stringify(contactSubmission(contactForm, i, token)))
  const echo = (i: number) => postJson(echoUrl, JSON.stringify(contactSubmission(contactForm, i, token)))
  const isSuccess = (text: string) => (JSON.parse(text) as { success?: boolean }).success === true
  const results: LatencyResult[] = []
  let sent = 0
  let crashed = false
  let notified = 0
  let notifiedAfterMs = 0
  // Availability over the whole horizon of the longest-booked type: the page's own first call.
  const [strategy, shortest] = [booking.meetingTypes[0]!, booking.meetingTypes.at(-1)!]
  const availabilityUrl = (type: string) =>
    `${server.origin}/api/availability?type=${type}&from=${new Date().toISOString().slice(0, 10)}&days=${booking.horizonDays}`
  const availability = (): LoadRequest => ({ url: availabilityUrl(strategy.id) })
  try {
    // Warm-up: the first call of a function loads its module.
    const first = await post(contactUrl, contact(0).init!.body as string)
    const firstEcho = await post(echoUrl, echo(0).init!.body as string)
    opts.log(`    first call (cold): contact ${first.ms.toFixed(0)} ms, echo ${firstEcho.ms.toFixed(0)} ms`)
    await load('warm-up contact', opts.warmup, 1, contact, isSuccess)
    await load('warm-up echo', opts.warmup, 1, echo)
    await load('warm-up availability', opts.warmup, 1, availability)
    sent += 1 + opts.warmup
    // Echo first, then contact, with a pause between runs, so that no run pays for the one before
    // (the Blobs server still writing, the garbage the last run left).
    const settle = () => new Promise((r) => setTimeout(r, 3000))
    for (const concurrency of [1, opts.concurrency]) {
      const kind = concurrency === 1 ? 'sequential' : `${concurrency} concurrent`
      await settle()
      const e = await load(`echo, ${kind}`, opts.requests, concurrency, echo)
      opts.log(summary(e))
      const c = await load(`contact, ${kind}`, opts.requests, concurrency, contact, isSuccess)
      opts.log(summary(c))
      const a = await load(`availability, ${kind}`, opts.requests, concurrency, availability)
      opts.log(summary(a))
      results.push(c, a, e)
      sent += opts.requests
    }
    // Bookings: each takes a slot for good, so the run books the shortest type's free slots that
    // do not touch one another (a booking's buffer would refuse its neighbour), half one at a time,
    // half concurrently. Every one must be a 201: a 409 here would be a bug, not load.
    const slots = (await (await fetch(availabilityUrl(shortest.id))).json()) as { slots: { start: string; end: string }[] }
    const apart: string[] = []
    let freeFrom = 0
    for (const slot of slots.slots)
      if (Date.parse(slot.start) >= freeFrom) {
        apart.push(slot.start)
        freeFrom = Date.parse(slot.end) + booking.bufferMinutes * 60_000
      }
    const half = Math.min(Math.floor(apart.length / 2), opts.requests)
    const book = (offset: number) => (i: number) =>
      postJson(
        `${server.origin}/api/booking`,
        JSON.stringify({
          requestId: randomUUID(),
          type: shortest.id,
          start: apart[offset + i],
          name: letteredName('Jane Bench', i),
          // A person of its own per booking: one person holds one upcoming booking of a type.
          email: `jane.bench${offset + i}@example.com.au`,
        }),
      )
    for (const [concurrency, offset] of [
      [1, 0],
      [opts.concurrency, half],
    ] as const) {
      await settle()
      const r = await load(
        `booking, ${concurrency === 1 ? 'sequential' : `${concurrency} concurrent`}`,
        half,
        concurrency,
        book(offset),
        () => true,
        201,
      )
      opts.log(summary(r))
      results.push(r)
    }
    // Notifications go out after the answers, when the server is quiet: wait for the last contact
    // lead's .eml in the local mail sink (scripts/serve.ts has no channel configured), up to a minute.
    const waitFrom = performance.now()
    const contactMails = () => countFiles(join(projectDir, '.netlify/mail'), /-contact-[0-9a-f]{24}\.eml$/)
    while (contactMails() < sent && performance.now() - waitFrom < 60_000) await new Promise((r) => setTimeout(r, 250))
    notified = contactMails()
    notifiedAfterMs = performance.now() - waitFrom
  } finally {
    if (server.exitCode() !== null)
      opts.log(`    the local server exited (code ${server.exitCode()}) during the run; its last output:\n${server.output().slice(-1500)}`)
    crashed = server.exitCode() !== null
    await server.stop()
  }
  // Every accepted submission is one blob under lead/contact/ in the local store.
  const stored = countFiles(join(projectDir, '.netlify'), /\/entries\/.*\/lead\/contact\//)
  return { results, stored, sent, notified, notifiedAfterMs, crashed }
}
