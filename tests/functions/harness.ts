// A real Netlify Blobs server on a temp folder, wired into the functions the
// way Netlify wires it (setEnvironmentContext), plus valid request bodies to
// start from. No mocks of our own code. The server is the one `npm start`
// runs: create-only writes to one key decided one at a time, as on Netlify.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { contactForm, growthSessionForm, onboardingForm } from '../../src/generated/forms.ts'
import { strictFetch } from '../../netlify/lib/blobs.ts'
import { leadStoreFrom, STORE_NAME, type LeadStore } from '../../netlify/lib/leads/lead-store.ts'
import { startBlobsServer } from '../../netlify/lib/local-blobs-server.ts'
import { deliveriesSettled } from '../../netlify/lib/outbox/notifier.ts'
import { formTokenSecret, signFormToken } from '../../netlify/lib/leads/form-token-signing.ts'
import { contactOptions, onboardingOptions, type FormKind } from '../../schemas/lead.ts'
import { validAnswers } from '../unit/wizard-answers.ts'
import contact from '../../netlify/functions/contact.ts'
import growthSession from '../../netlify/functions/growth-session.ts'
import onboarding from '../../netlify/functions/onboarding.ts'

export const functions = {
  contact: { handler: contact, url: 'http://localhost/api/contact' },
  'growth-session': { handler: growthSession, url: 'http://localhost/api/growth-session' },
  onboarding: { handler: onboarding, url: 'http://localhost/api/onboarding' },
} as const
export type FunctionName = keyof typeof functions

export interface Harness {
  store: LeadStore
  directory: string
  /** The Blobs context the functions use, for opening other stores of the same server. */
  context: { siteID: string; token: string; edgeURL: string; uncachedEdgeURL: string }
  /** Points the functions at a port where nothing listens (the store is down). */
  breakStore(): void
  /** Points the functions at a server that answers every request with `status`. */
  failingStore(status: number): Promise<void>
  restoreStore(): void
  /** Every key in the leads store. */
  keys(): Promise<string[]>
  close(): Promise<void>
}

export async function startBlobs(): Promise<Harness> {
  const directory = await mkdtemp(join(tmpdir(), 'leads-blobs-'))
  // Notifications of accepted leads go to the local mail sink: keep its files out of the project.
  process.env.LEADS_MAIL_SINK = join(directory, 'mail')
  const token = 'test-token'
  // Create-only writes atomic, as on Netlify (see local-blobs-server.ts).
  const { server, url } = await startBlobsServer({ directory, token })
  const siteID = 'test-site'
  const context = { siteID, token, edgeURL: url, uncachedEdgeURL: url }
  setEnvironmentContext(context)
  let failing: Server | undefined
  let failStatus = 500
  const raw = getStore({ name: STORE_NAME, siteID, token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong', fetch: strictFetch })
  return {
    store: leadStoreFrom(raw),
    directory,
    context,
    breakStore: () => setEnvironmentContext({ ...context, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' }),
    restoreStore: () => setEnvironmentContext(context),
    async failingStore(status) {
      failStatus = status
      if (!failing) {
        failing = createServer((_req, res) => res.writeHead(failStatus).end('boom'))
        await new Promise<void>((resolve) => failing!.listen(0, '127.0.0.1', resolve))
      }
      const u = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
      setEnvironmentContext({ ...context, edgeURL: u, uncachedEdgeURL: u })
    },
    async keys() {
      // Notifications are recorded after the answer: the store is read once that work has ended.
      await deliveriesSettled()
      const { blobs } = await raw.list()
      return blobs.map((b) => b.key).sort()
    },
    async close() {
      failing?.close()
      // Notifications are sent after the answer: let them end before their store goes away.
      await deliveriesSettled()
      await server.stop()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export function post(
  name: FunctionName,
  body: unknown,
  init: { contentType?: string | null; method?: string; raw?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  const contentType = init.contentType === undefined ? 'application/json' : init.contentType
  if (contentType !== null) headers['content-type'] = contentType
  const method = init.method ?? 'POST'
  const payload = method === 'GET' || method === 'HEAD' ? undefined : init.raw ? (body as BodyInit) : JSON.stringify(body)
  const { handler, url } = functions[name]
  return handler(new Request(url, { method, headers, body: payload }))
}

const T0 = Date.UTC(2025, 0, 15, 1, 0, 0)
export const id = () => crypto.randomUUID()

/**
 * A form token as GET /api/form-token issues it, signed with the secret the functions use here
 * (the development one: tests run off Netlify), issued `ageMs` ago.
 */
export function formToken(form: FormKind, ageMs = 60_000): string {
  const secret = formTokenSecret()
  if (!secret.ok) throw new Error(secret.problem)
  return signFormToken(form, Date.now() - ageMs, secret.secret)
}

/** A valid envelope, without its form token (the form's valid body adds one issued a minute ago). */
export const envelope = (over: Record<string, unknown> = {}) => ({
  leadId: id(),
  submissionId: id(),
  startedAt: T0,
  savedAt: T0 + 60_000,
  attribution: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    referrer: 'https://www.google.com/',
    landingPage: '/services/seo?utm_source=google',
  },
  ...over,
})

export const validContact = (over: Record<string, unknown> = {}) => ({
  ...envelope(),
  formToken: formToken('contact'),
  firstName: 'Ana',
  lastName: 'Nguyen',
  email: 'ana@acme.com.au',
  phone: '0412 345 678',
  company: 'Acme Pty Ltd',
  website: 'acme.com.au',
  industry: contactOptions(contactForm, 'industry')[0]!.value,
  revenue: '',
  challenges: 'Leads dried up after the last algorithm change.',
  ...over,
})

/** A valid answer for every wizard step (tests/unit/wizard-answers.ts), with a few named so tests can look for them. */
export const GROWTH_ANSWERS: Record<string, string> = {
  ...validAnswers(growthSessionForm),
  firstName: 'Ana',
  company: 'Acme Pty Ltd',
}

/** The save for step n (1-based) carries the answers of steps 1..n. */
export const validGrowth = (step: number, over: Record<string, unknown> = {}) => {
  const answers = Object.fromEntries(growthSessionForm.steps.slice(0, step).map((s) => [s.field, GROWTH_ANSWERS[s.field]]))
  return {
    ...envelope(),
    formToken: formToken('growth-session'),
    step,
    timezone: 'Australia/Melbourne',
    formData: answers,
    ...answers,
    ...over,
  }
}

export const validOnboarding = (over: Record<string, unknown> = {}) => ({
  ...envelope(),
  formToken: formToken('onboarding'),
  slug: 'acme-co',
  businessInfo: {
    contactName: 'Wile E. Coyote',
    email: 'wile@acme.com.au',
    phone: '0412 345 678',
    businessName: 'Acme Pty Ltd',
    industry: onboardingOptions(onboardingForm, 'businessInfo', 'industry')[0]!.value,
    website: 'acme.com.au',
    description: 'We sell anvils.',
    targetAudience: 'Coyotes',
  },
  goals: {
    primaryGoals: ['generate-leads', 'boost-sales'],
    specificTargets: '50 leads a month',
    timeline: '3 months',
    successMetrics: 'Cost per lead',
  },
  currentMarketing: {
    currentMarketing: ['google-ads'],
    marketingExperience: 'some-experience',
    challenges: 'Cost per click',
    previousResults: '20 leads a month',
  },
  budget: { monthlyBudget: '2500-5000', budgetFlexibility: 'somewhat-flexible', startTimeline: 'within-month', additionalInfo: '' },
  ...over,
})

export const validBody = (name: FunctionName, over: Record<string, unknown> = {}) =>
  name === 'contact'
    ? validContact(over)
    : name === 'growth-session'
      ? validGrowth(growthSessionForm.steps.length, over)
      : validOnboarding(over)
