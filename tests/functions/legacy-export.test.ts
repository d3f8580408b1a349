// Leads stored before a change still export as they did: a store written by the
// functions as they stood on 26 November 2026 (commit 5627d45: contact leads, one
// sent twice; wizards complete and stopped at step 7, whose choices were stored as
// their display text; onboarding; spam; a booking), kept in the local Blobs
// server's on-disk layout, and the CSV that `npm run leads -- export` printed
// for it then. Any later change to forms, merging or columns must leave it byte
// for byte the same. Regenerate only on purpose (see the fixture's README).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { leadsCli } from './leads-cli.ts'

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'legacy-leads')
let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'legacy-leads-'))
  await cp(join(FIXTURE, 'blobs-serve'), join(root, '.netlify', 'blobs-serve'), { recursive: true })
})
afterAll(async () => rm(root, { recursive: true, force: true }))

const cli = (...args: string[]) => leadsCli(['export', ...args], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })
const expected = (name: string) => readFile(join(FIXTURE, name), 'utf8')

it('legacy store: the CSV export is byte for byte the one made before the change', async () => {
  expect((await cli()).stdout).toBe(await expected('export.csv'))
}, 30_000)

it('legacy store: the spam CSV export is byte for byte the one made before the change', async () => {
  expect((await cli('--spam')).stdout).toBe(await expected('export-spam.csv'))
}, 30_000)

it('legacy store: the JSON export is the one made before the change', async () => {
  expect(JSON.parse((await cli('--format', 'json')).stdout)).toEqual(JSON.parse(await expected('export.json')))
}, 30_000)
