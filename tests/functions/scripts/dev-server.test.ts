// `npm run dev` has the functions at /api (scripts/lib/dev-api.ts): vike dev
// runs as a process with a throwaway store (BLOBS_DIR), a contact submission is
// POSTed to it, and the staff export of that store lists the lead.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '../../../scripts/audit/lib/server.ts'
import { validContact } from '../harness.ts'

const run = promisify(execFile)
let dev: ChildProcess
let origin: string
let blobsDir: string
let output = ''

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), 'dev-api-blobs-'))
  const port = await freePort()
  origin = `http://localhost:${port}`
  // Its own process group, so that afterAll ends vike dev and nothing else.
  const env = { ...process.env, BLOBS_DIR: blobsDir }
  dev = spawn('npx', ['vike', 'dev', '--port', String(port)], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const keep = (b: Buffer) => void (output = (output + b.toString()).slice(-4000))
  dev.stdout!.on('data', keep)
  dev.stderr!.on('data', keep)
  // Ready once a function answers: GET is not the contact function's method.
  for (const until = Date.now() + 45_000; ; await new Promise((r) => setTimeout(r, 200))) {
    if (dev.exitCode !== null || Date.now() > until) throw new Error(`vike dev did not serve /api/contact:\n${output}`)
    const status = await fetch(`${origin}/api/contact`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 405) break
  }
}, 60_000)

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r))
    process.kill(-dev.pid, 'SIGTERM')
    await exited
  }
  await rm(blobsDir, { recursive: true, force: true })
})

it('POST /api/contact on the dev server stores the lead where `npm run leads -- export` reads it', async () => {
  const body = validContact({ company: 'Dev Server Pty Ltd' })
  const res = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ success: true })

  const exportArgs = ['tsx', 'scripts/leads.ts', 'export', '--format', 'json', '--form', 'contact']
  const { stdout } = await run('npx', exportArgs, { env: { ...process.env, BLOBS_DIR: blobsDir } })
  const leads = JSON.parse(stdout) as { leadId: string; answers: Record<string, unknown> }[]
  const answers = expect.objectContaining({ company: 'Dev Server Pty Ltd', email: 'ana@acme.com.au' })
  expect(leads).toEqual([expect.objectContaining({ leadId: body.leadId, answers })])
}, 30_000)

it('the functions answer as on Netlify (a refused body is JSON); other paths are left to the pages', async () => {
  const refused = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' })
  expect(refused.status).toBe(415)
  expect(await refused.json()).toMatchObject({ success: false })
  const page = await fetch(`${origin}/contact/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<form')
}, 30_000)

it('a malformed request to the dev server is a 4xx, never a 500: TRACE is a 405, a broken escape a 400', async () => {
  // fetch refuses to send TRACE: node:http sends what it is given.
  const status = (method: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${origin}${path}`, { method }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
  expect(await status('TRACE', '/api/contact')).toBe(405)
  expect(await status('TRACE', '/')).toBe(405)
  expect(await status('GET', '/api/booking/%zz')).toBe(400)
}, 30_000)
