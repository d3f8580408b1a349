// The answer over a function's rate limit (netlify/lib/http.ts rateLimited, what
// /.netlify/functions/rate-limited sends) as the pages read it: the forms and
// the booking pages show the content's own "too many" message, not the API's
// sentence, and keep what was typed (the answer is one a later retry may pass).
import { describe, expect, it } from 'vitest'
import { rateLimited, RATE_LIMIT_WINDOW_SECONDS } from '../../../netlify/lib/http.ts'
import { classify, isBooked } from '../../../src/booking/api.ts'
import { failureText, isRetryable, postJson } from '../../../src/forms/post-json.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DayTimePicker } from '../../../src/booking/DayTimePicker.tsx'
import type { BookingEnv } from '../../../src/booking/island-props.ts'
import { booking } from '../../../src/generated/booking.ts'
import { pages } from '../../../src/generated/pages.ts'
import { site } from '../../../src/generated/site.ts'

/** How React writes a text into HTML, so a message with an apostrophe is found. */
const escapeText = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

describe('a rate-limited answer', () => {
  it('is JSON in the API error shape, with Retry-After', async () => {
    const res = rateLimited()
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe(String(RATE_LIMIT_WINDOW_SECONDS))
    expect(await res.json()).toMatchObject({ success: false, error: expect.any(String), code: 'rate-limited' })
  })

  it("shows the form's content message, and the answers stay to be sent again", async () => {
    const result = await postJson('/api/contact', '{}', { fetch: () => Promise.resolve(rateLimited()) })
    expect(result).toMatchObject({ kind: 'refused', status: 429 })
    if (result.kind === 'ok') throw new Error('a 429 is not delivered')
    expect(failureText(result, contactForm.failure)).toBe(contactForm.failure.tooMany)
    expect(isRetryable(result)).toBe(true)
  })

  it('reaches the booking pages as a 429, which they answer with their content message (problems.tooMany)', async () => {
    const res = rateLimited()
    expect(classify(res.status, await res.json(), isBooked)).toMatchObject({ kind: 'failed', status: 429 })
  })
})

describe('the booking page loading its times over the limit', () => {
  const section = pages.flatMap((p) => p.sections).find((s) => s.type === 'booking')!
  if (section.type !== 'booking') throw new Error('no booking section in content')
  const picker = (tooMany: boolean) =>
    renderToStaticMarkup(
      createElement(DayTimePicker, {
        idPrefix: 't',
        copy: section.picker,
        tooMany: section.problems.tooMany,
        env: {
          locale: site.locale,
          officeTimeZone: booking.timezone,
          horizonDays: booking.horizonDays,
          contact: site.contact,
          newTab: site.labels.newTab,
        } satisfies BookingEnv,
        visitorZone: booking.timezone,
        availability: { status: 'error', slots: [], tooMany, reload: () => {} },
        chosen: null,
        onChoose: () => {},
        onSubmit: () => {},
        submitLabel: section.picker.continue,
      }),
    )

  it("says the content's too-many message, not that the times could not be loaded", () => {
    expect(picker(true)).toContain(escapeText(section.problems.tooMany))
    expect(picker(true)).not.toContain(escapeText(section.picker.loadError))
    expect(picker(false)).toContain(escapeText(section.picker.loadError))
  })
})
