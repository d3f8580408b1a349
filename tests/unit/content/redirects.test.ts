import { describe, expect, it } from 'vitest'
import { expandRedirects, netlifyRedirectLines, redirectProblems } from '../../../scripts/lib/redirect-rules.ts'

const cities = [
  { slug: 'melbourne', state: { code: 'VIC', slug: 'victoria' } },
  { slug: 'gold-coast', state: { code: 'QLD', slug: 'queensland' } },
]
const routes = new Set(['/', '/services/', '/services/seo/', '/seo-agency/vic/melbourne/', '/seo-agency/qld/gold-coast/', '/about/'])

describe('redirect table', () => {
  it('expands city patterns, long state names and the "aus" segment straight to the code form', () => {
    const out = expandRedirects(
      { redirects: [{ from: '/our-services/', to: '/services/' }], cityPatterns: [{ from: '/seo-{city}', service: 'seo-agency' }] },
      ['seo-agency'],
      cities,
    )
    expect(out).toEqual([
      { from: '/our-services', to: '/services/' },
      { from: '/seo-melbourne', to: '/seo-agency/vic/melbourne/' },
      { from: '/seo-gold-coast', to: '/seo-agency/qld/gold-coast/' },
      { from: '/seo-agency/victoria/melbourne', to: '/seo-agency/vic/melbourne/' },
      { from: '/seo-agency/queensland/gold-coast', to: '/seo-agency/qld/gold-coast/' },
      { from: '/seo-agency/aus/melbourne', to: '/seo-agency/vic/melbourne/' },
      { from: '/seo-agency/aus/gold-coast', to: '/seo-agency/qld/gold-coast/' },
    ])
    expect(redirectProblems(out, routes)).toEqual([])
  })

  it('writes each old path with and without its trailing slash', () => {
    expect(netlifyRedirectLines([{ from: '/shop', to: '/contact/' }])).toEqual(['/shop  /contact/  301', '/shop/  /contact/  301'])
  })

  it('finds a missing target', () => {
    expect(redirectProblems([{ from: '/old', to: '/nowhere/' }], routes)).toEqual([
      '/old redirects to /nowhere/, which is not a page of this site',
    ])
  })

  it('finds a chain and names the final target', () => {
    expect(
      redirectProblems(
        [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/about/' },
        ],
        routes,
      ),
    ).toEqual(['/a redirects in a chain (/a -> /b -> /about): point it straight at /about'])
  })

  it('finds a loop', () => {
    const problems = redirectProblems(
      [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ],
      routes,
    )
    expect(problems).toContain('/a is part of a redirect loop: /a -> /b -> /a')
  })

  it('refuses a redirect that would hide a page', () => {
    expect(redirectProblems([{ from: '/about', to: '/services/' }], routes)).toEqual([
      '/about is a page of this site: a redirect would hide it',
    ])
  })

  it('refuses the same old path sent to two places', () => {
    expect(
      redirectProblems(
        [
          { from: '/x', to: '/about/' },
          { from: '/x/', to: '/services/' },
        ],
        routes,
      ),
    ).toEqual(['/x/ is redirected twice (to /about/ and /services/)'])
  })
})
