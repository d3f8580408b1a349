// `npm run leads -- erase` against the real local Blobs server, with the
// scheduled sweep and the lead functions running while it works: after it,
// nothing of the person is in any store or in the local mail sink, and nothing
// about them is recorded or sent again; a person who comes back afterwards is
// a new lead. The erase runs in process (leads-cli.ts) on its own Blobs server
// over the same folder, as the CLI does beside `npm start`.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { beginErasure, completeErasure, personKey, type ErasureMarker } from '../../../netlify/lib/erasure-ledger.ts'
import { leadStoreFrom, STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { startBlobsServer } from '../../../netlify/lib/local-blobs-server.ts'
import { channelSetup } from '../../../netlify/lib/outbox/channels.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { notificationId } from '../../../netlify/lib/outbox/outbox-store.ts'
import { sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { bookingBody, get, post as postTo } from '../booking-harness.ts'
import { envelope, id, post, validContact, validGrowth } from '../harness.ts'
import { leadsCli } from '../leads-cli.ts'

let root: string
let store: Store
let stop: () => Promise<void>
const blobsDir = () => join(root, '.netlify', 'blobs-serve')
const mailDir = () => join(root, '.netlify', 'mail')

beforeAll(async () => {
  for (const k of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_URL']) delete process.env[k]
})

// A fresh project per test: its own store and mail sink.
beforeEach(async () => {
  await stop?.()
  root = await mkdtemp(join(tmpdir(), 'erasure-'))
  process.env.LEADS_MAIL_SINK = mailDir()
  const { server, url } = await startBlobsServer({ directory: blobsDir(), token: 't' })
  const context = { siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url }
  setEnvironmentContext(context)
  store = getStore({ name: STORE_NAME, ...context, consistency: 'strong' })
  stop = async () => {
    await deliveriesSettled()
    await server.stop()
    await rm(root, { recursive: true, force: true })
  }
})
afterAll(async () => stop?.())

/** The person erased in every test, with words found nowhere else. */
const ANA = { firstName: 'Anastasia', lastName: 'Quixote', email: 'anastasia.quixote@acme.com.au' }
const BOB = { firstName: 'Bob', lastName: 'Builder', email: 'bob@builders.com.au' }
const ANA_WORDS = /anastasia|quixote/i

const cli = (...args: string[]) => leadsCli(args, { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })
const erase = (email: string) => cli('erase', '--email', email)
const runSweep = () => sweep(store, openOutbox(store), channelSetup({}).channels)

/** Every blob of every store, as text. */
const blobText = () =>
  readdirSync(blobsDir(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n')
const mailFiles = () => (existsSync(mailDir()) ? readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : [])
const mailText = () => mailFiles().map((f) => readFileSync(join(mailDir(), f), 'utf8'))

/** A contact lead whose function stopped after storing it: the sweep owes it its notification. */
function storedContact(person: typeof ANA): StoredSubmission {
  const e = envelope()
  return {
    version: 1,
    form: 'contact',
    leadId: e.leadId,
    submissionId: e.submissionId,
    receivedAt: new Date().toISOString(),
    startedAt: e.startedAt,
    savedAt: e.savedAt,
    answers: { ...person, challenges: 'Leads dried up.' },
    attribution: {},
  }
}

async function bookFor(person: typeof ANA, leadId?: string) {
  const api = bookingApi({ env: {} })
  const { slots } = (await (await get(api.availability, '/api/availability?type=strategy-call')).json()) as { slots: { start: string }[] }
  const res = await postTo(
    api.booking,
    '/api/booking',
    bookingBody({ leadId, email: person.email, name: `${person.firstName} ${person.lastName}`, start: slots[0]!.start }),
  )
  expect(res.status).toBe(201)
}

/** Each lead id twice (staff's notification and the person's acknowledgement), sorted. */
const twice = (ids: string[]) => ids.flatMap((i) => [i, i]).sort()

const markerOf = async (email: string) => (await store.get(`erased/${personKey(email)}`, { type: 'json' })) as ErasureMarker | null

it('a sweep running during the erase re-creates and sends nothing of the erased person', async () => {
  const leads = leadStoreFrom(store)
  // Twenty leads of hers and five of Bob's whose functions stopped before recording their notifications.
  for (let i = 0; i < 20; i++) await leads.put('lead', storedContact(ANA))
  const bobs = Array.from({ length: 5 }, () => storedContact(BOB))
  for (const b of bobs) await leads.put('lead', b)
  let erasing = true
  let sweeps = 0
  const loop = (async () => {
    while (erasing) {
      await runSweep()
      sweeps++
    }
  })()
  const { stderr } = await erase(ANA.email.toUpperCase()).finally(() => (erasing = false))
  await loop
  await runSweep()
  expect(sweeps).toBeGreaterThan(0)
  expect(stderr).toMatch(/Erased .*20 lead\(s\) \(20 submissions\)/)
  expect(blobText()).not.toMatch(ANA_WORDS)
  expect(mailText().join('\n')).not.toMatch(ANA_WORDS)
  // Bob's leads were notified as ever: staff, and Bob's acknowledgement of each.
  expect(mailText().filter((t) => t.includes(BOB.email))).toHaveLength(10)
  const listed = JSON.parse((await cli('notifications', '--format', 'json')).stdout) as { leadId: string }[]
  expect(listed.map((n) => n.leadId).sort()).toEqual(twice(bobs.map((b) => b.leadId)))
}, 60_000)

it('a growth-session lead with the email only in its copy of the form, and the sink files naming her, are erased', async () => {
  const growth = id()
  // Step 1 saved (her first name); she had typed her email into step 2 before she stopped.
  const step1 = validGrowth(1, { leadId: growth, firstName: ANA.firstName, formData: { firstName: ANA.firstName, email: ANA.email } })
  expect((await post('growth-session', step1)).status).toBe(200)
  const contact = id()
  expect((await post('contact', validContact({ ...ANA, leadId: contact }))).status).toBe(200)
  await bookFor(ANA, contact)
  expect((await post('contact', validContact(BOB))).status).toBe(200)
  await deliveriesSettled()
  // Her contact lead, its acknowledgement to her, her booking to staff, and her own booking email with its invitation.
  expect(mailText().filter((t) => ANA_WORDS.test(t))).toHaveLength(4)

  const { stderr } = await erase(ANA.email)
  expect(stderr).toMatch(/2 lead\(s\) \(2 submissions\), 1 booking\(s\), 4 notification\(s\).*, 4 mail sink file\(s\)/)
  expect(blobText()).not.toMatch(ANA_WORDS)
  expect(mailText().join('\n')).not.toMatch(ANA_WORDS)
  // Bob's: staff's and his acknowledgement.
  expect(mailFiles()).toHaveLength(2)
  const exported = JSON.parse((await cli('export', '--format', 'json')).stdout) as { leadId: string }[]
  expect(exported.map((l) => l.leadId)).not.toContain(growth)
  // The marker names her by a hash only, and says the erasure is done.
  expect(await markerOf(ANA.email)).toMatchObject({ completedAt: expect.any(String) })
}, 60_000)

it('a submission during the erase is not kept or notified; after it, she is a new lead', async () => {
  const marker = await beginErasure(store, ANA.email)
  const during = id()
  expect((await post('contact', validContact({ ...ANA, leadId: during }))).status).toBe(200)
  await deliveriesSettled()
  expect(blobText()).not.toMatch(ANA_WORDS)
  expect(mailFiles()).toEqual([])

  await completeErasure(store, ANA.email, marker)
  const after = id()
  expect((await post('contact', validContact({ ...ANA, email: ` ${ANA.email.toUpperCase()}`, leadId: after }))).status).toBe(200)
  await deliveriesSettled()
  const [kept] = await leadStoreFrom(store).list()
  expect(kept).toMatchObject({ leadId: after, erasure: { [personKey(ANA.email)]: marker.id } })
  // Staff's and her acknowledgement.
  expect(mailText().filter((t) => ANA_WORDS.test(t))).toHaveLength(2)
})

it('contact submissions racing the erase: only those written after it finished remain, each notified once', async () => {
  let erasing = true
  const posts: Promise<Response>[] = []
  // Submissions keep arriving all through the erase, a few at a time (as many people at once as a
  // small site sees): unbounded, a 2-core runner's local store stops answering before the erase starts.
  let pending = 0
  const loop = (async () => {
    while (erasing) {
      if (pending < 6) {
        pending++
        posts.push(post('contact', validContact(ANA)).finally(() => pending--))
      }
      await new Promise((r) => setTimeout(r, 5))
    }
  })()
  for (let i = 0; i < 10; i++) expect((await post('contact', validContact(ANA))).status).toBe(200)
  await erase(ANA.email).finally(() => (erasing = false))
  await loop
  for (const res of await Promise.all(posts)) expect(res.status).toBe(200)
  await deliveriesSettled()
  await runSweep()
  const { id: erasure } = (await markerOf(ANA.email))!
  const left = await leadStoreFrom(store).list()
  // Kept only if written under the finished erasure: nothing from before it or while it ran.
  for (const s of left) expect(s.erasure).toEqual({ [personKey(ANA.email)]: erasure })
  const listed = JSON.parse((await cli('notifications', '--format', 'json')).stdout) as { id: string; leadId: string; status: string }[]
  // Each: staff's and her acknowledgement.
  expect(listed.map((n) => n.leadId).sort()).toEqual(twice(left.map((s) => s.leadId)))
  expect(mailFiles().sort()).toEqual(listed.map((n) => mailFiles().find((f) => f.includes(n.id))).sort())
}, 60_000)

it('a notification its writer left behind an erasure is removed, never sent', async () => {
  const lead = storedContact(ANA)
  const marker = await beginErasure(store, ANA.email)
  await completeErasure(store, ANA.email, marker)
  // A writer that read her data before the erasure and stopped before it could take back its record.
  const nid = notificationId('contact', lead.submissionId, 'sink')
  await store.setJSON(`notify/${nid}/record`, {
    version: 1,
    id: nid,
    event: 'contact',
    channel: 'sink',
    form: 'contact',
    leadId: lead.leadId,
    email: ANA.email,
    createdAt: new Date().toISOString(),
    message: { subject: `New contact form lead: ${ANA.firstName}`, text: ANA.lastName, html: ANA.lastName },
  })
  expect(await runSweep()).toMatchObject({ delivered: 0 })
  expect(mailFiles()).toEqual([])
  expect(blobText()).not.toMatch(ANA_WORDS)
})

it('the erase fails loudly, listing what it could not remove, and keeps refusing her meanwhile', async () => {
  // Something outside the site's code keeps writing her into the sink (say, an old copy of the server).
  mkdirSync(mailDir(), { recursive: true })
  const stubborn = join(mailDir(), 'stubborn.eml')
  const rewrite = setInterval(() => writeFileSync(stubborn, `To: ${ANA.email}\n\nHello`), 1)
  const failed = await erase(ANA.email).then(
    () => null,
    (e: { code: number; stderr: string }) => e,
  )
  clearInterval(rewrite)
  expect(failed?.code).toBe(1)
  expect(failed?.stderr).toContain(`mail sink file(s): ${stubborn}`)
  expect(failed?.stderr).not.toMatch(/^Erased/m)
  expect((await markerOf(ANA.email))?.completedAt).toBeUndefined()
  expect((await post('contact', validContact(ANA))).status).toBe(200)
  await deliveriesSettled()
  expect(blobText()).not.toMatch(ANA_WORDS)
})
