// Pages say only what the site does. SMS reminders depend on an SMS provider
// configured where the site is built (src/lib/features.ts): a process step's
// SMS sentence lives in its own smsPoints, shown with the provider and dropped
// without it, and no other text anywhere mentions SMS. Nothing asks a prospect
// to confirm a booking that is already held. Office hours never name AEST or
// AEDT (the site's hours are "Melbourne time": AEST is wrong half the year).
// A portfolio piece links only to a live site (a reserved domain is refused).
// No form says its details serve one use only: the privacy policy lists more.
import { describe, expect, it } from 'vitest'
import type { ProcessStepsSection } from '../../../schemas/sections/process-steps.ts'
import { PortfolioSectionSchema } from '../../../schemas/sections/portfolio.ts'
import { pages } from '../../../src/generated/pages.ts'
import { posts } from '../../../src/generated/posts.ts'
import { prose } from '../../../src/generated/prose.ts'
import { site } from '../../../src/generated/site.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { local } from '../../../src/generated/local.ts'
import { featuresFrom, SMS_VARIABLES, stepPoints } from '../../../src/lib/features.ts'

const SMS_WORDS = /\bSMS\b|\btext (?:you|a reminder)\b/i
const steps = pages.flatMap((p) =>
  p.sections
    .filter((s): s is ProcessStepsSection => s.type === 'process-steps')
    .flatMap((s) => s.steps.map((step) => ({ route: p.route, step }))),
)
const withSms = steps.filter(({ step }) => step.smsPoints.length > 0)
const twilio = Object.fromEntries(SMS_VARIABLES.map((k) => [k, `set-${k}`]))

/** Every string inside a value, with where it is. */
function strings(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value])
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}.${i}`, out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${at}.${k}`, out)
  return out
}

describe('SMS reminders are promised only by a build with an SMS provider', () => {
  it('the build flag: all three Twilio variables make SMS on; none, one missing or blank leave it off', () => {
    expect(featuresFrom({})).toEqual({ sms: false })
    expect(featuresFrom(twilio)).toEqual({ sms: true })
    for (const k of SMS_VARIABLES) {
      expect(featuresFrom({ ...twilio, [k]: undefined })).toEqual({ sms: false })
      expect(featuresFrom({ ...twilio, [k]: '  ' })).toEqual({ sms: false })
    }
  })

  it('the booking confirmation pages carry an SMS-only point: shown with SMS, dropped without', () => {
    expect(withSms.map((s) => s.route)).toEqual(expect.arrayContaining(['/booking-confirmation']))
    for (const { step } of withSms) {
      const off = stepPoints(step, featuresFrom({}))
      const on = stepPoints(step, featuresFrom(twilio))
      expect(off).toEqual(step.points)
      expect(on).toEqual([...step.points, ...step.smsPoints])
      expect(off.join(' ')).not.toMatch(SMS_WORDS)
      expect(step.smsPoints.join(' ')).toMatch(SMS_WORDS)
    }
  })

  it('no text outside smsPoints mentions SMS, and nothing asks to confirm a booking to hold the time', () => {
    const texts = strings(
      pages.map((p) => ({
        ...p,
        sections: p.sections.map((s) => (s.type === 'process-steps' ? { ...s, steps: s.steps.map(({ smsPoints: _s, ...st }) => st) } : s)),
      })),
      'pages',
    )
    expect(texts.filter(([, t]) => SMS_WORDS.test(t))).toEqual([])
    expect(texts.filter(([, t]) => /confirm your attendance|so your spot is held/i.test(t))).toEqual([])
  })
})

it('office hours never name AEST or AEDT beside a time, anywhere in content', () => {
  const all = [
    ...strings(site, 'site'),
    ...strings(pages, 'pages'),
    ...strings(posts, 'posts'),
    ...strings(prose, 'prose'),
    ...strings(local, 'local'),
  ]
  const beside = /\b\d{1,2}(?::\d{2})?\s*(?:AM|PM|am|pm)?\s*(?:\([^)]*\)\s*)?AE[SD]T\b/
  expect(all.filter(([, t]) => beside.test(t))).toEqual([])
  // The check itself catches the summer mistake it exists for.
  expect(beside.test('Monday to Friday, 9:00 AM - 6:00 PM AEST')).toBe(true)
})

// A "View Website" link to a domain that never loads (RFC 2606's .example) is a broken promise.
describe('a portfolio piece links only to a site that can load', () => {
  const piece = { name: 'Acme', category: 'Retail', description: 'A store.' }
  const section = (item: object) => PortfolioSectionSchema.safeParse({ type: 'portfolio', heading: 'Work', items: [item] })

  it('a reserved domain is refused, with what to do; a live address or none at all is accepted', () => {
    const refused = section({ ...piece, url: 'https://acme.example' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toContain('leave url out until the site is live')
    expect(section({ ...piece, url: 'https://acme.com.au' }).success).toBe(true)
    expect(section(piece).success).toBe(true)
  })

  it('the real content links no piece to a reserved domain', () => {
    const items = pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'portfolio' ? s.items : [])))
    expect(items.length).toBeGreaterThan(0)
    const reserved = (url: string) => /\.(example|test|invalid|localhost)$/i.test(new URL(url).hostname)
    expect(items.flatMap((i) => (i.url && reserved(i.url) ? [i.url] : []))).toEqual([])
  })
})

// The privacy policy uses a form's details for the reply, the audit and plan, the call, marketing emails
// and the ad platforms: a form that says "only used to prepare your audit" tells the visitor otherwise.
describe('what a form says of the details it collects agrees with the privacy policy', () => {
  const ONE_USE_ONLY = /\b(?:only|solely|just|exclusively)\s+(?:be\s+)?used\b|\bused\s+(?:only|solely|just|exclusively)\b/i

  it('no form and no collection notice says the details serve one use only', () => {
    const texts = [
      ...strings(contactForm, 'contact'),
      ...strings(growthSessionForm, 'growth-session'),
      ...strings(onboardingForm, 'onboarding'),
      ...strings(site.ads, 'site.ads'),
    ]
    expect(texts.filter(([, t]) => ONE_USE_ONLY.test(t))).toEqual([])
  })

  it('the collection notice under every form names the uses the policy gives: the reply, the plan, marketing', () => {
    for (const use of [/\breply\b/i, /\bplan\b/i, /\bemail you about our services\b/i, /\bunsubscribe\b/i])
      expect(site.ads.notice).toMatch(use)
    expect(prose['legal/privacy-policy.md']?.html).toMatch(/send you marketing messages/)
  })
})
