// The built pages promise SMS only when the build had an SMS provider: each
// SMS-only point of a process step is in the HTML exactly when
// src/generated/features.ts (written by scripts/generate.ts from the build's
// environment) says SMS is on. Both states of the rule are in
// tests/unit/content/honest-copy-content.test.ts; this checks the build that was made.
import { expect, it } from 'vitest'
import { features } from '../../src/generated/features.ts'
import { pages } from '../../src/generated/pages.ts'
import { canonicalHref } from '../../src/lib/routes.ts'
import { htmlOf } from './built.ts'

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

it('SMS-only points are built into their pages exactly when SMS is configured', () => {
  const withSms = pages.flatMap((p) =>
    p.sections.flatMap((s) =>
      s.type === 'process-steps' ? s.steps.flatMap((st) => st.smsPoints.map((point) => ({ route: p.route, point }))) : [],
    ),
  )
  expect(withSms.length).toBeGreaterThan(0)
  for (const { route, point } of withSms) {
    const html = htmlOf(canonicalHref(route))
    const shown = html.includes(point) || html.includes(escaped(point))
    expect(shown, `${route}: ${point}`).toBe(features.sms)
    if (!features.sms) expect(html, route).not.toMatch(/\bSMS\b/)
  }
})
