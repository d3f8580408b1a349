// Hostile HTTP against the real local server (scripts/serve.ts, with the built
// site in dist/, every function and a throwaway Blobs store): generated
// request lines, paths, methods, headers and bodies, written as raw bytes on a
// socket, so nothing a client library would refuse to send is left out. No
// answer may be a 5xx, every function's answer carries the API's headers, and
// nothing is stored: every generated request is malformed or only reads.
// The seed is printed; FUZZ_SEED=<seed> replays a run.
import { readdir, mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../../schemas/lead.ts'
import { apiAnswerProblems, apiHeaderProblems } from '../../../scripts/audit/headers.ts'
import { startServer, type LocalServer } from '../../../scripts/audit/lib/server.ts'
import { functionRoutes } from '../../../scripts/lib/local-functions.ts'
import { bookingBody } from '../booking-harness.ts'
import { validBody } from '../harness.ts'
import { depth } from '../../lib/depth.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? depth(500, 2200))
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

let server: LocalServer
let blobs: string
let functionPaths: string[]

beforeAll(async () => {
  blobs = await mkdtemp(join(tmpdir(), 'fuzz-http-'))
  // The browser suites' setting: the limits would answer most of the fuzz with 429 before any function ran.
  server = await startServer({ env: { BLOBS_DIR: blobs, SERVE_RATE_LIMITS: 'off', SERVE_SCHEDULE: 'off' } })
  // The scheduled sweep is left out: Netlify calls it on its clock, not a visitor.
  functionPaths = (await functionRoutes(process.cwd())).filter((f) => !f.schedule).flatMap((f) => f.routes.map((r) => r.path))
}, 90_000)
afterAll(async () => {
  await server?.stop()
  await rm(blobs, { recursive: true, force: true })
})

/** Every file under the store's folder: a blob written anywhere adds one. */
async function storedFiles(): Promise<number> {
  const entries = await readdir(blobs, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).length
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
}

/** Writes `head` and `body` as they are on a new connection and reads the final answer's status and headers. */
function raw(head: string, body: Uint8Array = new Uint8Array()): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1')
    let received = Buffer.alloc(0)
    const finish = () => {
      // Skip interim answers (100 Continue): the first head with a status of 200 or more is the answer.
      let rest = received.toString('latin1')
      for (let end = rest.indexOf('\r\n\r\n'); end >= 0; end = rest.indexOf('\r\n\r\n')) {
        const [statusLine, ...lines] = rest.slice(0, end).split('\r\n')
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine!)?.[1])
        rest = rest.slice(end + 4)
        if (status < 200) continue
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
        return resolve({ status, headers })
      }
      reject(new Error(`no answer to ${JSON.stringify(head.slice(0, 200))}: ${JSON.stringify(received.toString('latin1').slice(0, 200))}`))
    }
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer within 20 s to ${JSON.stringify(head.slice(0, 200))}`)))
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])))
    socket.on('end', finish)
    socket.on('close', (hadError) => !hadError && finish())
    socket.on('error', (error) => (received.length ? finish() : reject(error)))
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]))
  })
}

const request = (method: string, target: string, headers: string[] = [], body = new Uint8Array()) =>
  raw(
    `${method} ${target} HTTP/1.1\r\nHost: localhost:${server.port}\r\n${headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    body,
  )

describe('the local server and a malformed request', () => {
  it('a broken percent-escape in the path is a 400, never a 500', async () => {
    for (const path of ['/%zz', '/%', '/seo-agency/%E0%A4%A', '/api/booking/%zz', '/contact/%'])
      expect((await request('GET', path)).status, path).toBe(400)
  })

  it('TRACE and a method the site does not answer are a 405 that says which methods the path takes', async () => {
    const trace = await request('TRACE', '/')
    expect(trace.status).toBe(405)
    expect(trace.headers.allow).toBe('GET, HEAD')
    const api = await request('TRACE', '/api/booking/move')
    expect(api.status).toBe(405)
    expect(api.headers.allow).toBe('POST')
    expect(apiHeaderProblems(api.headers)).toEqual([])
    expect((await request('PROPFIND', '/contact/')).status).toBe(405)
  })

  it('a Host header or a request line that is no URL is a 400', async () => {
    expect((await raw(`GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`)).status).toBe(400)
    expect((await request('GET', '//%zz/x')).status).toBe(400)
  })
})

it('every answer of every function a visitor can call carries the API security headers', async () => {
  expect(await apiAnswerProblems(server.origin, process.cwd())).toEqual([])
})

const enc = (s: string) => new TextEncoder().encode(s)

/** Paths: the functions' own, pages, files, redirects and unknown ones, each perhaps broken. */
const pathArb = () =>
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...functionPaths), weight: 3 },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '/',
            '/contact/',
            '/schedule/',
            '/booking/manage/',
            '/seo-agency/vic/melbourne/',
            '/seo-agency/victoria/melbourne/',
            '/seo-agency/vic/no-such-city/',
            '/client/acme-co/',
            '/sitemap.xml',
            '/admin/',
            '/api/nothing',
            '/.netlify/functions/nothing',
            '/.netlify/blobs/x',
          ),
        },
      ),
      fc.constantFrom(
        '',
        '',
        '',
        '%',
        '%zz',
        '%E0%A4%A',
        '%00',
        '%2e%2e%2f',
        '/../../../etc/passwd',
        '//',
        '/.',
        '%C0%AF',
        ';x=1',
        'A'.repeat(4000),
      ),
      fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 40 }).map((s) => `?token=${encodeURIComponent(s)}`),
        fc.constantFrom('?token=%zz', '?token=', '?type=strategy-call&from=2026-13-45&days=-1', '?days=1e309&from=%', '?type=<script>'),
        fc.record({ type: fc.string(), from: fc.string(), days: fc.string() }).map((q) => `?${new URLSearchParams(q)}`),
      ),
      fc.constantFrom('', '', '', 'http://evil.example', 'http://localhost'),
    )
    .map(([path, broken, query, absolute]) => `${absolute}${path}${broken}${query}`)

const HEADERS = [
  'Content-Type: application/json',
  'Content-Type: application/json; charset=utf-16',
  'Content-Type: text/plain',
  'Content-Type: multipart/form-data; boundary=x',
  'Content-Type: application/x-www-form-urlencoded',
  'Content-Type: ',
  'Accept: */*',
  'Accept-Encoding: br, gzip',
  'Range: bytes=0-1',
  'Range: bytes=99999999-',
  'If-None-Match: *',
  'Expect: 100-continue',
  'Content-Encoding: gzip',
  'Transfer-Encoding: chunked',
  'X-Forwarded-For: 203.0.113.9',
  'X-Nf-Client-Connection-Ip: 198.51.100.1',
  'X-Nf-Request-Id: ../../../x',
  'X-HTTP-Method-Override: DELETE',
  'Origin: https://evil.example',
  'Referer: javascript:alert(1)',
  'Idempotency-Key: x',
  `Cookie: ${'a=b; '.repeat(500)}`,
  'User-Agent: \u00ff\u00fe',
]

/** Bodies: none, arbitrary JSON and bytes, oversize, deep, and each function's valid body made invalid. */
const bodyArb = () =>
  fc.oneof(
    fc.constant(new Uint8Array()),
    fc.json().map(enc),
    fc.uint8Array({ maxLength: 2000 }),
    fc.constant(enc(JSON.stringify({ x: 'x'.repeat(MAX_BODY_BYTES) }))),
    fc.constant(enc('['.repeat(20_000) + ']'.repeat(20_000))),
    fc.constant(enc('{"__proto__":{"success":true},"constructor":{"prototype":{"admin":true}}}')),
    fc.constant(enc('{"name":"\\ud800","email":"\\udfff"}')),
    fc.constant(new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])),
    // Valid bodies, each broken so no function may accept it: an id that is no id, a type that does not exist.
    fc
      .tuple(
        fc.constantFrom(
          () => validBody('contact', { leadId: 'not-a-lead-id' }),
          () => validBody('growth-session', { leadId: 'not-a-lead-id' }),
          () => validBody('onboarding', { leadId: 'not-a-lead-id' }),
          () => bookingBody({ type: 'no-such-meeting' }),
          () => ({ token: 'not.a.token', start: '2026-12-03T10:00:00+11:00' }),
        ),
        fc.string({ maxLength: 12 }),
        fc.jsonValue({ maxDepth: 3 }),
      )
      .map(([make, key, value]) => enc(JSON.stringify({ ...make(), [key]: value }))),
  )

it(`${RUNS} hostile requests across paths, methods, headers and bodies: no 5xx, the API's headers, nothing stored`, async () => {
  console.log(`fuzz-http: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} requests`)
  const before = await storedFiles()
  const statuses = new Map<number, number>()
  const problems: string[] = []
  const requests = fc.sample(
    fc.tuple(
      fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'SEARCH'),
      pathArb(),
      // Most with the JSON type the functions take, so the bodies reach their parsing and validation.
      fc
        .tuple(fc.boolean(), fc.subarray(HEADERS, { maxLength: 4 }))
        .map(([json, hs]) => (json ? ['Content-Type: application/json', ...hs] : hs)),
      bodyArb(),
    ),
    { seed: SEED, numRuns: RUNS },
  )
  // A few at a time, as a script would send them; each failure names its request, the seed replays the run.
  const queue = requests.entries()
  const worker = async () => {
    for (const [i, [method, target, headers, body]] of queue) {
      const name = `#${i} ${method} ${target.slice(0, 120)} [${headers.join(' | ').slice(0, 120)}] ${body.length} bytes`
      try {
        const answer = await request(method, target, headers, body)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (!(answer.status < 500)) problems.push(`${name}: ${answer.status}`)
        else if ((answer.headers['content-type'] ?? '').startsWith('application/json'))
          problems.push(...apiHeaderProblems(answer.headers).map((p) => `${name}: ${p}`))
      } catch (error) {
        problems.push(`${name}: ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  console.log(`fuzz-http: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`)
  expect(problems).toEqual([])
  expect(await storedFiles()).toBe(before)
  expect(server.exitCode()).toBeNull()
  expect((await request('GET', '/')).status).toBe(200)
}, 180_000)
