// The ad clicks a visit keeps (src/forms/attribution.ts): the first click of
// the visit stays, the last moves with each new click, a reload of the same
// click moves nothing; fbclid becomes Meta's fbc (fb.1.<ms when it landed>.<fbclid>);
// an id not of its platform's shape is not kept, in the browser or by the server's schema.
import { describe, expect, it } from 'vitest'
import { AttributionSchema, CLICK_ID_MAX } from '../../../schemas/lead.ts'
import { clickOf, cookie, withClick } from '../../../src/forms/attribution.ts'
import { gaClientIdOf } from '../../../schemas/utm.ts'
import { conversionRequests } from '../../../netlify/lib/conversions/record-conversion.ts'

const T1 = new Date('2026-11-20T01:02:03.456Z')
const T2 = new Date('2026-11-21T05:00:00.000Z')
const T3 = new Date('2026-11-22T09:30:00.000Z')
const at = (query: string) => `https://example.test/services/google-ads?${query}`

describe('ad clicks of a visit', () => {
  it('keep every click id a URL carries, with the time it landed', () => {
    expect(clickOf(at('gclid=G1&gbraid=GB&wbraid=WB&msclkid=M1&utm_source=google'), T1)).toEqual({
      at: T1.toISOString(),
      gclid: 'G1',
      gbraid: 'GB',
      wbraid: 'WB',
      msclkid: 'M1',
    })
    expect(clickOf(at('utm_source=google'), T1)).toBeNull()
  })

  it("make Meta's fbc from the fbclid and the time it landed in milliseconds", () => {
    const click = clickOf(at('fbclid=IwAR0abc'), T1)!
    expect(click.fbclid).toBe('IwAR0abc')
    expect(click.fbc).toBe(`fb.1.${T1.getTime()}.IwAR0abc`)
    expect(click.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR0abc$/)
  })

  it('keep the first click and move the last with each new click; the same click again moves nothing', () => {
    const one = withClick({}, at('gclid=G1'), T1)
    expect(one.first?.gclid).toBe('G1')
    expect(one.last?.gclid).toBe('G1')
    const reload = withClick(one, at('gclid=G1'), T2)
    expect(reload).toBe(one)
    const noClick = withClick(one, 'https://example.test/contact', T2)
    expect(noClick).toBe(one)
    const two = withClick(one, at('fbclid=F2'), T3)
    expect(two.first).toEqual(one.first)
    expect(two.last).toEqual({ at: T3.toISOString(), fbclid: 'F2', fbc: `fb.1.${T3.getTime()}.F2` })
  })

  it("keep only ids of their platform's shape: a formula, a line break or an id past the cap is no click", () => {
    const long = 'x'.repeat(CLICK_ID_MAX + 1)
    const formula = '=HYPERLINK("http://x","y")'
    const query = `gclid=${encodeURIComponent(formula)}&gbraid=${long}&msclkid=${encodeURIComponent('a\r\nb')}&fbclid=IwAR-ok_1`
    expect(clickOf(at(query), T1)).toEqual({ at: T1.toISOString(), fbclid: 'IwAR-ok_1', fbc: `fb.1.${T1.getTime()}.IwAR-ok_1` })
    expect(clickOf(at(`gclid=${encodeURIComponent(formula)}`), T1)).toBeNull()
    // The longest id kept is kept whole, and what the browser keeps, the server keeps.
    const longest = 'x'.repeat(CLICK_ID_MAX)
    const held = withClick({}, at(`gclid=${longest}&fbclid=${longest}`), T1)
    expect(held.last?.gclid).toBe(longest)
    expect(AttributionSchema.parse({ clicks: held })).toEqual({ clicks: held })
  })

  it('are dropped by the server when not of their shape, the rest of the click and the lead kept', () => {
    const odd = {
      at: T1.toISOString(),
      gclid: '=HYPERLINK("http://x","y")',
      gbraid: 'x'.repeat(CLICK_ID_MAX + 1),
      wbraid: 'WB_ok-1',
      fbclid: 'has space',
      fbc: 'fb.1.1700000000000.=1+1',
      msclkid: 'https://evil.example',
    }
    const parsed = AttributionSchema.parse({ clicks: { first: odd }, utm_source: 'google' })
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({
      clicks: { first: { at: T1.toISOString(), wbraid: 'WB_ok-1' } },
      utm_source: 'google',
    })
  })
})

describe('browser ids', () => {
  it("read a cookie by name and Google Analytics' client id from _ga", () => {
    const jar = '_fbp=fb.1.1700000000000.123456789; _ga=GA1.1.987654321.1700000000; other=x'
    expect(cookie(jar, '_fbp')).toBe('fb.1.1700000000000.123456789')
    expect(gaClientIdOf(cookie(jar, '_ga'))).toBe('987654321.1700000000')
    expect(gaClientIdOf(cookie('_ga=not-ga', '_ga'))).toBeUndefined()
    expect(cookie(jar, 'missing')).toBeUndefined()
  })
})

describe('the server reads a visit as the browser wrote it', () => {
  /** What the server writes to the ad platforms for this attribution. */
  const written = (attribution: Parameters<typeof conversionRequests>[0]['attribution']) =>
    conversionRequests({ event: 'Lead', eventId: 'e-one-shape', at: T2, person: {}, attribution, ads: { allowed: true } })[0]!.write!

  it("Meta's fbc of a click kept without one is the browser's for that click; GA's client id is read by one reader", () => {
    const click = clickOf('https://harbourline.example/?fbclid=Fb_click-1', T1)!
    const { fbc, ...without } = click
    expect(written({ clicks: { last: without } }).fbc).toBe(fbc)
    // A _ga cookie of a domain with ten or more parts: the browser's client id, not the cookie itself.
    expect(written({ gaClientId: 'GA1.12.987654321.1700000000' }).gaClientId).toBe('987654321.1700000000')
    expect(gaClientIdOf(cookie('_ga=GA1.12.987654321.1700000000', '_ga'))).toBe('987654321.1700000000')
    expect(written({ gaClientId: '987654321.1700000000' }).gaClientId).toBe('987654321.1700000000')
  })
})
