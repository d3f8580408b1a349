// The local server (scripts/serve.ts, what `npm start` and the browser tests
// use) as a visitor or a forged request meets it, over raw sockets: a Host
// that is not a host and port is a 400 (a userinfo Host was a 500 on every
// page), a redirect points at the site's configured URL (it took the Host's),
// and the rule files of dist/ are not served. And its Blobs store (local-blobs-
// server.ts), which writes a temporary file then renames it: a listing made
// while writes are under way shows only keys, never a temporary file.
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { startServer, type LocalServer } from '../../../scripts/audit/lib/server.ts'
import { parseRedirects } from '../../../scripts/lib/netlify-rules.ts'

/** The site's configured URL, as Netlify sets URL; not this server's origin, so a Location on it is told apart. */
const SITE = 'https://www.harbourline.example'

interface RawAnswer {
  status: number
  headers: Record<string, string>
}

/** `head` as it is, on a new connection (HTTP/1.0, closed at the end): the answer's status and headers. */
function raw(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`, 'latin1'))
    const chunks: Buffer[] = []
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer within 20 s to ${JSON.stringify(head)}`)))
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [statusLine, ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n')
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0), headers })
    })
  })
}

describe('the local server', () => {
  let server: LocalServer
  let blobsDir: string
  const get = (path: string, host: string) => raw(server.port, `GET ${path} HTTP/1.0\r\nHost: ${host}`)

  beforeAll(async () => {
    blobsDir = await mkdtemp(join(tmpdir(), 'local-server-'))
    server = await startServer({ env: { BLOBS_DIR: blobsDir, SERVE_RATE_LIMITS: 'off', SERVE_SCHEDULE: 'off', URL: SITE } })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    await rm(blobsDir, { recursive: true, force: true })
  })

  it('answers 400 to a Host with userinfo or another malformed authority, on pages, redirects and functions alike', async () => {
    const rules = await parseRedirects(join(process.cwd(), 'dist', '_redirects'))
    const redirected = rules.find((r) => r.status === 301 && r.from.startsWith('/') && !/[:*]/.test(r.from))!.from
    const malformed = [
      'a@evil.example',
      `user:pass@localhost:${server.port}`,
      '@evil.example',
      'localhost:99999',
      'localhost:port',
      'local host',
      'evil.example/path',
      'evil.example?x=1',
      'evil.example#top',
      '[::1',
    ]
    for (const host of malformed)
      for (const path of ['/', '/contact/', redirected, '/api/availability?type=discovery-call'])
        expect((await get(path, host)).status, `Host: ${host} on ${path}`).toBe(400)
    // A well-formed Host, whatever its case or name, is answered.
    for (const host of [`localhost:${server.port}`, `LOCALHOST:${server.port}`, `127.0.0.1:${server.port}`, 'www.harbourline.example'])
      expect((await get('/', host)).status, `Host: ${host}`).toBe(200)
  }, 60_000)

  it("puts a redirect's Location on the site's configured URL, whatever the Host or the request line names", async () => {
    const rules = await parseRedirects(join(process.cwd(), 'dist', '_redirects'))
    const rule = rules.find((r) => r.status === 301 && r.from.startsWith('/') && !/[:*]/.test(r.from) && r.to.startsWith('/'))!
    for (const answer of [
      await get(rule.from, 'evil.example'),
      await get(rule.from, `localhost:${server.port}`),
      await raw(server.port, `GET http://evil.example${rule.from} HTTP/1.0\r\nHost: localhost:${server.port}`),
    ]) {
      expect(answer.status).toBe(301)
      expect(answer.headers.location).toBe(`${SITE}${rule.to}`)
    }
    // The query goes along, as on Netlify.
    expect((await get(`${rule.from}?utm_source=x`, 'evil.example')).headers.location).toBe(`${SITE}${rule.to}?utm_source=x`)
  }, 60_000)

  it('does not serve dist/_redirects or dist/_headers: a 404, as on Netlify', async () => {
    for (const path of ['/_redirects', '/_headers', '/_headers/', '/%5Fredirects'])
      expect((await get(path, `localhost:${server.port}`)).status, path).toBe(404)
  }, 60_000)

  it('does not run the scheduled function for a visitor: a 404, as on Netlify', async () => {
    for (const method of ['GET', 'POST'])
      expect(
        (
          await raw(
            server.port,
            `${method} /.netlify/functions/scheduled-work HTTP/1.0\r\nHost: localhost:${server.port}\r\nContent-Length: 0`,
          )
        ).status,
        method,
      ).toBe(404)
  }, 60_000)

  it('closes the connection of a 413 at once: the rest of a too-large body is not waited for', async () => {
    // HTTP/1.1 keep-alive, a body far over the limit declared, and only its first bytes sent: the server
    // must answer 413 and close, not keep the socket open for the rest (it stayed open 66 s).
    const outcome = await new Promise<{ status: number; connection: string; closedAfterMs: number }>((resolve, reject) => {
      let answeredAt = 0
      let text = ''
      const socket = connect(server.port, '127.0.0.1', () =>
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: 50000000\r\nConnection: keep-alive\r\n\r\n{"name":"${'x'.repeat(1000)}`,
        ),
      )
      socket.setTimeout(10_000, () => socket.destroy(new Error('the connection was still open 10 s after the 413')))
      socket.on('data', (c: Buffer) => {
        text += c.toString('latin1')
        answeredAt ||= Date.now()
      })
      // The server may reset rather than end the connection: either way it is closed.
      socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)))
      socket.on('close', () =>
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
          connection: /\r\nconnection: *([^\r]*)/i.exec(text)?.[1] ?? '',
          closedAfterMs: answeredAt ? Date.now() - answeredAt : Infinity,
        }),
      )
    })
    expect(outcome.status).toBe(413)
    expect(outcome.connection.toLowerCase()).toBe('close')
    expect(outcome.closedAfterMs).toBeLessThan(1000)
  }, 60_000)
})

describe('the local Blobs store', () => {
  it('never lists a temporary file: listings racing writes show only the keys written', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'local-blobs-list-'))
    const { server, url } = await startBlobsServer({ directory, token: 't' })
    try {
      const store = getStore({ name: 'race', siteID: 's', token: 't', edgeURL: url, uncachedEdgeURL: url, fetch: strictFetch })
      // Large values: each write's temporary file lives long enough for a listing to meet it.
      const value = 'x'.repeat(2 * 1024 * 1024)
      const keys = Array.from({ length: 16 }, (_, i) => `day/2026-12-${String((i % 8) + 1).padStart(2, '0')}/${i}`)
      let writing = true
      const seen = new Set<string>()
      const lists = (async () => {
        while (writing) for (const blob of (await store.list()).blobs) seen.add(blob.key)
      })()
      for (let i = 0; i < keys.length; i += 4) await Promise.all(keys.slice(i, i + 4).map((key) => store.set(key, value)))
      writing = false
      await lists
      expect([...seen].filter((key) => !keys.includes(key))).toEqual([])
      expect((await store.list()).blobs.map((b) => b.key).sort()).toEqual([...keys].sort())
    } finally {
      await server.stop()
      await rm(directory, { recursive: true, force: true })
    }
  }, 60_000)

  it('keeps what a write promises through its temporary file: metadata, create-only and compare-and-swap', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'local-blobs-put-'))
    const { server, url } = await startBlobsServer({ directory, token: 't' })
    try {
      const store = getStore({ name: 'put', siteID: 's', token: 't', edgeURL: url, uncachedEdgeURL: url, fetch: strictFetch })
      expect((await store.set('a/b', 'one', { metadata: { by: 'test' }, onlyIfNew: true })).modified).toBe(true)
      expect((await store.set('a/b', 'two', { onlyIfNew: true })).modified).toBe(false)
      const read = await store.getWithMetadata('a/b')
      expect(read).toMatchObject({ data: 'one', metadata: { by: 'test' } })
      expect((await store.set('a/b', 'three', { onlyIfMatch: '"stale"' })).modified).toBe(false)
      expect((await store.set('a/b', 'three', { onlyIfMatch: read!.etag! })).modified).toBe(true)
      expect(await store.get('a/b')).toBe('three')
      expect((await store.list()).blobs.map((b) => b.key)).toEqual(['a/b'])
    } finally {
      await server.stop()
      await rm(directory, { recursive: true, force: true })
    }
  }, 60_000)
})
