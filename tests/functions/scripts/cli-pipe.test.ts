// `npm run leads -- export | …` hands on the whole export, however slowly the
// reader takes it: the real CLI (`npx tsx scripts/leads.ts`) as a child process
// over a seeded local store laid out like the one `tsx scripts/serve.ts` keeps,
// its stdout a pipe read a chunk at a time with pauses, compared byte for byte
// with the same command's stdout sent to a file. Node writes to a pipe
// asynchronously, so a CLI that exits as soon as its command returns hands on
// what the pipe holds (64 KiB) and exits 0. A reader that goes away early is a
// non-zero exit that says so, never a silent success.
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setEnvironmentContext, getStore } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { leadStoreFrom, STORE_NAME, submissionKey } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled } from '../../../netlify/lib/outbox/notifier.ts'
import { startBlobsServer, type StartedBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { id, post, validContact } from '../harness.ts'

/** Leads in the store, each with the longest answer the form takes: more than 2.5 MB of CSV. */
const LEADS = Math.ceil((2.5 * 1024 * 1024) / contactForm.fields.challenges.maxLength)
const EXPORT = ['tsx', 'scripts/leads.ts', 'export', '--format', 'csv']

let root: string
let blobs: StartedBlobsServer
let env: Record<string, string | undefined>

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leads-pipe-'))
  blobs = await startBlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  const context = { siteID: '0', token: 't', edgeURL: blobs.url, uncachedEdgeURL: blobs.url }
  setEnvironmentContext(context)
  // The function's notification goes to a mail sink in the temp folder, not the project's.
  process.env.LEADS_MAIL_SINK = join(root, 'mail')
  env = { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' }
  // One lead through the real function, then copies of its stored submission under new ids.
  const longest = 'x'.repeat(contactForm.fields.challenges.maxLength)
  expect((await post('contact', validContact({ challenges: longest }))).status).toBe(200)
  const raw = getStore({ name: STORE_NAME, ...context, consistency: 'strong', fetch: strictFetch })
  const [stored] = await leadStoreFrom(raw).list()
  // Written as the store's own put writes them, minus its erasure checks (nobody here is erased).
  for (let i = 1; i < LEADS; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, LEADS - i) }, () => {
        const copy = { ...stored!, leadId: id(), submissionId: id() }
        return raw.setJSON(submissionKey('lead', copy), copy)
      }),
    )
}, 240_000)

afterAll(async () => {
  await deliveriesSettled()
  await blobs?.server.stop()
  await rm(root, { recursive: true, force: true })
})

interface Exit {
  code: number | null
  stderr: string
}

/** Runs the CLI with `stdout` as its standard output; resolves on exit with its code and stderr. */
function runCli(stdout: 'pipe' | number, onStdout?: (child: ReturnType<typeof spawn>) => Promise<void>): Promise<Exit> {
  const child = spawn('npx', EXPORT, { env, stdio: ['ignore', stdout, 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  return Promise.all([exited, onStdout?.(child)]).then(([code]) => ({ code, stderr }))
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

it('an export piped to a slow reader arrives whole, byte for byte what the same command writes to a file', async () => {
  const file = join(root, 'export.csv')
  const fd = openSync(file, 'w')
  const toFile = await runCli(fd).finally(() => closeSync(fd))
  expect(toFile.code, toFile.stderr).toBe(0)
  const expected = await readFile(file)
  expect(expected.length).toBeGreaterThan(2 * 1024 * 1024)

  const chunks: Buffer[] = []
  const piped = await runCli('pipe', async (child) => {
    // A chunk, then a pause: the reader is slower than the writer for the whole export.
    for await (const chunk of child.stdout!) {
      chunks.push(chunk as Buffer)
      await pause(5)
    }
  })
  expect(piped.code, piped.stderr).toBe(0)
  const received = Buffer.concat(chunks)
  expect(received.length).toBe(expected.length)
  expect(received.equals(expected)).toBe(true)
}, 240_000)

it('a reader that closes the pipe early makes the export exit non-zero, saying the output is incomplete', async () => {
  const piped = await runCli('pipe', async (child) => {
    // `| head -c 1000`: take the first chunk and go away.
    for await (const _ of child.stdout!) break
  })
  expect(piped.code).not.toBe(0)
  expect(piped.stderr).toMatch(/output is incomplete.*EPIPE/)
}, 240_000)
