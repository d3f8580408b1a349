// Ids are ids (issue 39): every staff route that takes an id in its path, found from the staff functions'
// own configs (netlify/functions/staff-*.ts, never a list typed here), answers 404 to an id not of its
// shape (schemas/ids.ts): the names of Object.prototype's members (`PATCH /api/staff/leads/__proto__`
// answered 200 and wrote into Object.prototype, after which every console route failed), an id of
// another kind, and generated strings; 401 to the same unsigned. Afterwards the console answers as
// before and Object.prototype holds nothing new. STAFF_ID_FUZZ_RUNS=<n> sends more generated ids
// (default 30 each run); the seed is printed, STAFF_ID_FUZZ_SEED=<seed> replays one.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { closedPort } from '../calendar-harness.ts'
import { post, validContact } from '../harness.ts'
import { request, STAFF, staffRouteConfigs, startStaff, type StaffHarness } from '../staff-harness.ts'

const RUNS = Number(process.env.STAFF_ID_FUZZ_RUNS ?? 30)
const SEED = Number(process.env.STAFF_ID_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

/** Names a plain object answers to through its prototype, and ids of the other kinds. */
const NAMED = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupSetter__',
  'toLocaleString',
  'null',
  'undefined',
  '0',
  '-1',
  '%zz',
  'a'.repeat(400),
  // A booking id's shape where a person id goes, and a person id's where a booking id goes.
  '4b2f2a4e-8c1d-4f6a-9b3e-2d7c5a1e9f00',
  '202611-0123456789abcdef',
  '202611-0123456789ABCDEF',
  '4B2F2A4E-8C1D-4F6A-9B3E-2D7C5A1E9F00',
  'growth-session.__proto__',
  'contact.constructor',
]

const quiet = pipeline.statuses.find((s, i) => i > 0 && !s.conversion)!.id
const EMAIL = 'ids.are.ids@example.com'

/** A body each route would take, so that only the id can be what is refused. */
function bodyFor(path: string, method: string): unknown {
  if (method === 'GET') return undefined
  if (path.endsWith('/notes')) return { text: 'A note' }
  if (path.endsWith('/erase')) return { confirm: EMAIL }
  if (path.endsWith('/attendance')) return { attendance: 'attended' }
  if (path.endsWith('/email')) return { subject: 'A subject', text: 'A message' }
  if (path.endsWith('/tasks')) return { text: 'A task', due: '2030-01-01' }
  if (/\/(tasks|owed)\/[^/]+$/.test(path)) return { done: true }
  if (/\/leads\/[^/]+$/.test(path)) return { status: quiet }
  return {}
}

let s: StaffHarness
let cookie: string
let personId: string

/** Ordinary requests of the console, each with the status it answers. */
async function ordinary(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  const all = await staffRouteConfigs(personId)
  const lead = all.filter((r) => r.path === `/api/staff/leads/${personId}`)
  // Every read without an id, and the person's lead read and changed.
  for (const r of [...all.filter((r) => r.method === 'GET' && !r.hasParam), ...lead])
    out[`${r.method} ${r.path}`] = (await request(r.handler, r.method, r.path, { cookie, body: bodyFor(r.path, r.method) })).status
  return out
}

beforeAll(async () => {
  s = await startStaff(await closedPort())
  cookie = await s.signIn(STAFF)
  expect((await post('contact', validContact({ email: EMAIL, company: 'Ids' }))).status).toBe(200)
  const { leadsRoute } = await import('../../../netlify/lib/staff/staff-api.ts')
  const list = (await (await request(leadsRoute, 'GET', `/api/staff/leads?q=${encodeURIComponent(EMAIL)}`, { cookie })).json()) as {
    items: { id: string }[]
  }
  personId = list.items[0]!.id
})
afterAll(() => s.close())

describe('ids are ids', () => {
  it('answers 404 on every staff route with an id to an id not of its shape, 401 unsigned, and the console answers as before', async () => {
    console.log(`staff ids fuzz: ${RUNS} generated ids, seed ${SEED} (STAFF_ID_FUZZ_SEED=${SEED} replays it)`)
    const before = await ordinary()
    expect(Object.values(before).every((status) => status === 200)).toBe(true)
    const generated = fc.sample(fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }), { numRuns: RUNS, seed: SEED })
    // '.' and '..' are dot segments: the URL itself drops them before any route sees a path.
    const ids = [...NAMED, ...generated].filter((id) => id !== '.' && id !== '..')
    let routes = 0
    for (const id of ids) {
      const withId = (await staffRouteConfigs(id === '%zz' ? id : encodeURIComponent(id))).filter((r) => r.hasParam)
      routes = withId.length
      for (const r of withId) {
        const body = bodyFor(r.path, r.method)
        const signedIn = await request(r.handler, r.method, r.path, { cookie, body })
        expect(signedIn.status, `${r.method} ${r.path} (${r.file})`).toBe(404)
        expect((await request(r.handler, r.method, r.path, { body })).status, `${r.method} ${r.path} unsigned`).toBe(401)
      }
    }
    expect(routes).toBeGreaterThanOrEqual(10)
    for (const name of ['status', 'owner', 'nextAction', 'email', 'leads', 'bookings'])
      expect(Object.hasOwn(Object.prototype, name), `Object.prototype.${name}`).toBe(false)
    expect(await ordinary()).toEqual(before)
  }, 120_000)
})
