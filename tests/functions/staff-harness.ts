// The staff API in-process against the real Blobs server (harness.ts) and a real SMTP server:
// sign-in links arrive by email as they would at a staff mailbox, and each test signs in with one.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getStore } from '@netlify/blobs'
import { expect } from 'vitest'
import type { LeadList } from '../../schemas/staff-api-types.ts'
import { strictFetch } from '../../netlify/lib/blobs.ts'
import { SESSION_COOKIE } from '../../netlify/lib/staff/staff-auth.ts'
import { STAFF_STORE_NAME } from '../../netlify/lib/staff/staff-store.ts'
import { team } from '../../src/generated/team.ts'
import { startBlobs, type Harness } from './harness.ts'
import { smtpServer } from './smtp-harness.ts'

export const ORIGIN = 'http://localhost'
export const STAFF = 'boss@agency.test'
export const OWNER = team[0]!.id

/** Listed addresses signIn() takes in turn when none is given. */
const SPARE = Array.from({ length: 20 }, (_, i) => `staff${i}@agency.test`)
let spare = 0

export type Handler = (req: Request) => Promise<Response> | Response

export interface StaffHarness {
  h: Harness
  mail: ReturnType<typeof smtpServer>
  /** The raw `staff` store, to age a session or a link. */
  staffRaw: ReturnType<typeof getStore>
  signIn(email?: string): Promise<string>
  close(): Promise<void>
}

/** Waits for a condition, never for a fixed time. */
export async function until<T>(get: () => T | undefined | null | false, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = get()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

export function request(
  handler: Handler,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; origin?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  if (opts.cookie) headers.cookie = opts.cookie
  const origin = opts.origin === undefined ? ORIGIN : opts.origin
  if (origin) headers.origin = origin
  return Promise.resolve(
    handler(new Request(`${ORIGIN}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) })),
  )
}

export interface StaffRoute {
  file: string
  handler: Handler
  /** The path as declared, `:name` params filled with `fill`. */
  path: string
  method: string
  /** Whether the declared path has a param (an id). */
  hasParam: boolean
}

/** Every staff function's paths and methods as its config declares them (netlify/functions/staff-*.ts), never a list typed here. */
export async function staffRouteConfigs(fill: string): Promise<StaffRoute[]> {
  const dir = join(import.meta.dirname, '../../netlify/functions')
  const out: StaffRoute[] = []
  for (const file of readdirSync(dir).filter((f) => /^staff-.*\.ts$/.test(f))) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
      default: Handler
      config: { path: string | string[]; method?: string | string[] }
    }
    const methods = mod.config.method ? [mod.config.method].flat() : ['GET', 'POST', 'PATCH', 'DELETE']
    for (const p of [mod.config.path].flat())
      for (const method of methods)
        out.push({ file, handler: mod.default, path: p.replace(/:[A-Za-z]+/g, fill), method, hasParam: /:[A-Za-z]+/.test(p) })
  }
  return out
}

/**
 * GETs of the staff API as one signed-in member, each expected to answer 200, and the inbox's two reads every
 * test makes: a page, and a person found by their address. Given getters: a test signs in in its beforeAll.
 */
export function staffReader(cookie: () => string, leadsRoute: () => Handler) {
  const get = async <T>(handler: Handler, path: string) => {
    const res = await request(handler, 'GET', path, { cookie: cookie() })
    expect(res.status, path).toBe(200)
    return (await res.json()) as T
  }
  const inbox = (query = '') => get<LeadList>(leadsRoute(), `/api/staff/leads${query}`)
  const personOf = async (email: string) => (await inbox(`?q=${encodeURIComponent(email)}`)).items[0]!
  return { get, inbox, personOf }
}

export const tokenIn = (body: string) => /\/staff\/\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1]

export async function startStaff(port: number): Promise<StaffHarness> {
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: 'team@agency.test',
    // Several addresses, so that signing in again and again stays under the per-address limit.
    STAFF_EMAILS: [
      `${STAFF}=${OWNER}`,
      'helper@agency.test',
      'link@agency.test',
      'race@agency.test',
      'burst@agency.test',
      'retry@agency.test',
      ...SPARE,
    ].join(', '),
  })
  const h = await startBlobs()
  const mail = smtpServer(port)
  await mail.start()
  const staffRaw = getStore({ name: STAFF_STORE_NAME, ...h.context, consistency: 'strong', fetch: strictFetch })
  const { signInRoute, sessionRoute } = await import('../../netlify/lib/staff/staff-api.ts')
  return {
    h,
    mail,
    staffRaw,
    async signIn(email = SPARE[spare++ % SPARE.length]!) {
      const before = mail.mails.length
      const res = await request(signInRoute, 'POST', '/api/staff/sign-in', { body: { email } })
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`)
      const m = await until(() => mail.mails.slice(before).find((x) => x.to.includes(email)), `the sign-in email to ${email}`)
      const token = tokenIn(m.body)!
      const session = await request(sessionRoute, 'POST', '/api/staff/session', { body: { token } })
      if (session.status !== 200) throw new Error(`session answered ${session.status}`)
      const cookie = session.headers.get('set-cookie')!
      return cookie.split(';')[0]!.startsWith(`${SESSION_COOKIE}=`) ? cookie.split(';')[0]! : ''
    },
    async close() {
      await mail.stop()
      await h.close()
    },
  }
}
