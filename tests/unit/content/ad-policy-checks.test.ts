// The privacy policy names exactly the ad platforms the build sends to
// (scripts/lib/ad-policy-checks.ts): on the fixture tests/fixtures/sites/ad-policy-broken/,
// a policy naming Google Analytics without GA4 configured, and without the
// marker where the configured platforms are listed, fails at those lines; the
// real content passes with no platform and with every platform configured, and
// its rendered list holds the configured platforms' paragraphs and no other.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { AD_DESTINATIONS, type AdPrivacy } from '../../../schemas/privacy-ads.ts'
import { adPolicyProblems, adPolicyProblemsIn } from '../../../scripts/lib/ad-policy-checks.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { adDestinationsFrom, adDestinationsMarkdown, AD_DESTINATION_VARIABLES, pixelFrom } from '../../../src/lib/ad-destinations.ts'

const SITE = 'tests/fixtures/sites/ad-policy-broken'
const POLICY = join(SITE, 'legal/privacy-policy.md')
const ads = (parse(readFileSync(join(SITE, 'ads.yaml'), 'utf8')) as { ads: AdPrivacy }).ads
const lineOf = (words: string) =>
  readFileSync(POLICY, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(words)) + 1

describe('the privacy policy against the configured ad platforms', () => {
  it('fails where it names a platform the build does not send to, and without the list marker', () => {
    const problems = adPolicyProblems(POLICY, readFileSync(POLICY, 'utf8'), ads, ['meta'])
    expect(problems.map((p) => `${p.file}:${p.line}`).sort()).toEqual(
      [`${POLICY}:1`, `${POLICY}:${lineOf(ads.destinations.ga4.mentions[0]!)}`].sort(),
    )
    expect(problems.map(formatProblem).join('\n')).toContain(AD_DESTINATION_VARIABLES.ga4)
  })

  it('still lacks the marker with that platform configured', () => {
    expect(adPolicyProblems(POLICY, readFileSync(POLICY, 'utf8'), ads, ['meta', 'ga4'])).toHaveLength(1)
  })

  it('passes for the real content with no platform and with every platform configured', () => {
    const { content } = loadContent('content')
    expect(content).not.toBeNull()
    expect(adPolicyProblemsIn('content', content!, [])).toEqual([])
    expect(adPolicyProblemsIn('content', content!, AD_DESTINATIONS)).toEqual([])
  })
})

describe('which platforms a build sends to', () => {
  it('follows the environment, and the pixel id in content for Meta', () => {
    expect(adDestinationsFrom({})).toEqual([])
    expect(adDestinationsFrom({}, '123')).toEqual(['meta'])
    expect(adDestinationsFrom({ GA4_MEASUREMENT_ID: 'G-X', GOOGLE_ADS_FEED_SECRET: ' ' })).toEqual(['ga4'])
    const all = Object.fromEntries(Object.values(AD_DESTINATION_VARIABLES).map((v) => [v, 'x']))
    expect(adDestinationsFrom(all)).toEqual([...AD_DESTINATIONS])
  })

  it("turns the pixel on from META_PIXEL_ID, with Meta's script unless content names one", () => {
    expect(pixelFrom({}, {})).toEqual({})
    expect(pixelFrom({ META_PIXEL_ID: '42' }, {}).id).toBe('42')
    expect(pixelFrom({ META_PIXEL_ID: '42' }, {}).scriptUrl).toMatch(/^https:\/\//)
    expect(pixelFrom({}, { id: '7', scriptUrl: 'https://px.example/p.js' })).toEqual({ id: '7', scriptUrl: 'https://px.example/p.js' })
  })

  it("lists each configured platform's paragraph and no other, or the sentence for none", () => {
    expect(adDestinationsMarkdown(ads, [])).toBe(ads.policyNone)
    const list = adDestinationsMarkdown(ads, ['ga4'])
    expect(list).toContain(ads.destinations.ga4.policy)
    expect(list).not.toContain(ads.destinations.meta.policy)
  })
})
