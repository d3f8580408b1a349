// The one token language (schemas/tokens.ts): the wording of its content
// errors, the one fill policy, a check on every family of templated text, and
// proof that the content that passes its checks always fills without a token
// left over (so the throwing branch of fillTokens is never reached by a page).
import { describe, expect, it } from 'vitest'
import { fillTokens, fillTokensDeep, TOKEN_FAMILIES, tokenProblems, tokensIn } from '../../../schemas/tokens.ts'
import { tokenText } from '../../../schemas/token-text.ts'
import { LocalPageCopySchema } from '../../../schemas/local-page.ts'
import { LocalFaqSchema } from '../../../schemas/local.ts'
import { ProspectMessagesSchema } from '../../../schemas/prospect-messages.ts'
import { GrowthSessionFormSchema, OnboardingFormSchema } from '../../../schemas/forms.ts'
import { BookingPickerCopySchema } from '../../../schemas/sections/booking-copy.ts'
import { local } from '../../../src/generated/local.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { pages } from '../../../src/generated/pages.ts'
import { posts } from '../../../src/generated/posts.ts'
import { growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { localPageData } from '../../../src/lib/local-page-view.ts'
import { routes } from '../../../src/generated/routes.ts'

describe('the wording of a token problem', () => {
  it('names the unknown token and the ones the text may use', () => {
    expect(tokenProblems('Doing business in {cty}', TOKEN_FAMILIES.localPage)).toEqual([
      'unknown token {cty}: use only {city}, {state}, {service}, {title}',
    ])
    expect(tokenProblems('Choose a {day}', [])).toEqual(['unknown token {day}: this text takes no tokens'])
    expect(tokenProblems('{City} and { city }', ['city'])).toEqual([
      'unknown token {City}: use only {city}',
      'unknown token { city }: use only {city}',
    ])
  })

  it('names a half-typed token', () => {
    expect(tokenProblems('SEO for {city businesses', ['city'])).toEqual(['unmatched "{" or "}": write tokens as {city}'])
    expect(tokenProblems('SEO for city} businesses', ['city'])).toEqual(['unmatched "{" or "}": write tokens as {city}'])
  })

  it('is the message of the schema field', () => {
    const r = tokenText(['name'], 'Subject').safeParse('Thanks, {nme}')
    expect(r.error?.issues.map((i) => i.message)).toEqual(['unknown token {nme}: use only {name}'])
  })
})

describe('fillTokens: one policy', () => {
  it('fills every token, repeats included', () => {
    expect(fillTokens('{city} and {city}, {state}', { city: 'Geelong', state: 'VIC' })).toBe('Geelong and Geelong, VIC')
    expect(fillTokens('{count} times', { count: 3 })).toBe('3 times')
    expect(fillTokens('no tokens', {})).toBe('no tokens')
  })

  it('throws on a token without a value instead of printing it', () => {
    expect(() => fillTokens('SEO for {cty} businesses', { city: 'Geelong' })).toThrow(/unknown token \{cty\}: use only \{city\}/)
    expect(() => fillTokens('SEO for {city businesses', { city: 'Geelong' })).toThrow(/unmatched/)
  })

  it('leaves only the tokens it is told are filled later', () => {
    expect(fillTokens('{brandName}: hi {name}', { brandName: 'Acme' }, ['name'])).toBe('Acme: hi {name}')
    expect(() => fillTokens('{brandName}: hi {nme}', { brandName: 'Acme' }, ['name'])).toThrow(/\{nme\}/)
  })

  it('fills a whole value, keeping its shape', () => {
    expect(fillTokensDeep({ a: ['{x}'], b: { c: '{x}!' }, n: 2 }, { x: 'y' })).toEqual({ a: ['y'], b: { c: 'y!' }, n: 2 })
  })
})

describe('every family of templated text is checked by its schema', () => {
  const firstIssue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues[0]

  it('local page copy (content/local/page.yaml)', () => {
    const r = LocalPageCopySchema.safeParse({ ...local.copy, introHeading: 'Doing business in {cty}' })
    expect(firstIssue(r)).toMatchObject({
      path: ['introHeading'],
      message: 'unknown token {cty}: use only {city}, {state}, {service}, {title}',
    })
  })

  it('local service text (content/local/services.yaml)', () => {
    const faq = local.services[0]!.faqs[0]!
    const r = LocalFaqSchema.safeParse({ ...faq, question: 'SEO for {cty}?' })
    expect(firstIssue(r)?.message).toMatch(/^unknown token \{cty\}: use only \{city\}/)
  })

  it("the growth wizard's questions and progress text", () => {
    const steps = growthSessionForm.steps.map((s, i) => (i === 0 ? { ...s, question: 'Hi {firstname}' } : s))
    const r = GrowthSessionFormSchema.safeParse({ ...growthSessionForm, steps, labels: { ...growthSessionForm.labels, progress: '{now}' } })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message.split(':')[0]])).toEqual([
      ['steps.0.question', 'unknown token {firstname}'],
      ['labels.progress', 'unknown token {now}'],
    ])
  })

  it("the onboarding wizard's progress and percent texts", () => {
    const r = OnboardingFormSchema.safeParse({ ...onboardingForm, labels: { ...onboardingForm.labels, percent: '{pct}% done' } })
    expect(firstIssue(r)).toMatchObject({ path: ['labels', 'percent'], message: 'unknown token {pct}: use only {percent}' })
  })

  it("the prospect's confirmation emails (prospect-messages.yaml)", () => {
    const r = ProspectMessagesSchema.safeParse({ ...prospectMessages, bookingSubject: 'Booked: {meting}' })
    expect(firstIssue(r)).toMatchObject({
      path: ['bookingSubject'],
      message: 'unknown token {meting}: use only {meeting}, {time}, {length}, {place}, {manageUrl}, {scheduleUrl}',
    })
  })

  it('booking copy', () => {
    const booking = pages.flatMap((p) => p.sections).find((s) => s.type === 'booking')
    expect(booking).toBeDefined()
    const picker = (booking as unknown as { picker: object }).picker
    const r = BookingPickerCopySchema.safeParse({ ...picker, times: 'Times on {dya}' })
    expect(firstIssue(r)?.message).toBe('unknown token {dya}: use only {day}')
  })
})

describe('the checked content never reaches a token left over', () => {
  const brand = /\{(brand|brandName|year)\}/

  it('brand tokens are filled in pages, site.yaml and posts', () => {
    expect(JSON.stringify(pages).match(brand)).toBeNull()
    expect(JSON.stringify(site).match(brand)).toBeNull()
    expect(JSON.stringify(posts).match(brand)).toBeNull()
  })

  it('every local page, and the unknown-city placeholder, renders its view without throwing or a brace', () => {
    const localPaths = routes.filter((r) => local.services.some((s) => r.path.startsWith(`/${s.slug}/`))).map((r) => r.path)
    expect(localPaths.length).toBeGreaterThan(0)
    for (const path of localPaths) {
      const { view, meta } = localPageData(path)
      const leftover = JSON.stringify({ ...view, city: undefined, meta }).match(/\{[^{}"]*\}/)
      expect(leftover, path).toBeNull()
    }
  })

  it('every token a wizard question uses is a field its fill knows', () => {
    for (const step of growthSessionForm.steps)
      for (const name of tokensIn(step.question)) expect(growthSessionForm.steps.map((s) => s.field)).toContain(name)
  })
})
