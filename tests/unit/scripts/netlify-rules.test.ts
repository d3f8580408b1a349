// _redirects and _headers read with Netlify's own parsers: where our old
// hand-written reading differed from Netlify's (a `#` anywhere began a
// comment; query and condition parts were dropped), the resolver now answers
// as Netlify does.
import { describe, expect, it } from 'vitest'
import { headersFor, matchRule, parseHeaders, parseRedirects, serve, type SiteFiles } from '../../../scripts/lib/netlify-rules.ts'
import { headersFrom, redirectsFrom } from '../rule-files.ts'

const files = new Set(['/new/index.html', '/find/seo/index.html', '/au/index.html', '/articles/hello/index.html'])
const site = async (text: string): Promise<SiteFiles> => ({
  exists: (p) => files.has(p),
  rules: await redirectsFrom(text),
  functionPaths: [],
})

describe('_redirects as Netlify reads it', () => {
  it('keeps a # inside a URL, and drops a comment only where a word starts with #', async () => {
    const [rule] = await redirectsFrom('/old  /new/#team  301  # moved in 2024\n')
    expect(rule).toMatchObject({ from: '/old', to: '/new/#team', status: 301, force: false, line: 1 })
    const s = await site('/old  /new/#team  301  # moved in 2024\n')
    expect(serve(s, '/old')).toMatchObject({ type: 'redirect', to: '/new/#team' })
  })

  it('keeps conditions: a country rule answers visitors from that country only', async () => {
    const s = await site('/old  /au/  301  Country=au,nz\n/old  /new/  301\n')
    expect(s.rules[0]).toMatchObject({ from: '/old', to: '/au/', status: 301, conditions: { Country: ['au', 'nz'] } })
    expect(serve(s, '/old', { country: 'AU' })).toMatchObject({ type: 'redirect', to: '/au/' })
    expect(serve(s, '/old', { country: 'us' })).toMatchObject({ type: 'redirect', to: '/new/' })
    expect(serve(s, '/old')).toMatchObject({ type: 'redirect', to: '/new/' })
  })

  it('keeps query parts: a rule with a query matches requests that carry it, and passes its value on', async () => {
    const s = await site('/search  q=:q  /find/:q/  301\n/search  /new/  302\n')
    expect(s.rules[0]).toMatchObject({ from: '/search', query: { q: ':q' }, to: '/find/:q/', status: 301, line: 1 })
    expect(serve(s, '/search', { query: new URLSearchParams('q=seo') })).toMatchObject({ type: 'redirect', status: 301, to: '/find/seo/' })
    expect(serve(s, '/search')).toMatchObject({ type: 'redirect', status: 302, to: '/new/' })
  })

  it('fills :placeholders and the splat, and defaults the status to 301', async () => {
    const s = await site('/blog/:year/:slug  /articles/:slug/\n/docs/*  /new/:splat\n')
    expect(serve(s, '/blog/2024/hello/')).toEqual({ type: 'redirect', status: 301, to: '/articles/hello/', rule: s.rules[0] })
    expect(serve(s, '/docs/a/b')).toMatchObject({ type: 'redirect', to: '/new/a/b' })
    expect(matchRule('/blog/:year/:slug', '/blog/2024')).toBeNull()
    expect(matchRule('/docs/*', '/docs')).toEqual({ splat: '' })
  })

  it('leaves rules for another host to that host', async () => {
    const s = await site('https://old.example/*  https://h.example/:splat  301!\n')
    expect(s.rules[0]).toMatchObject({ from: 'https://old.example/*', force: true })
    expect(serve(s, '/anything')).toEqual({ type: 'missing' })
  })

  it('numbers rules by their line, comments and blank lines included', async () => {
    const rules = await redirectsFrom('# header\n\n/a  /new/  301\n  # note\n/b  /new/  302!\n')
    expect(rules.map((r) => [r.from, r.line, r.status, r.force])).toEqual([
      ['/a', 3, 301, false],
      ['/b', 5, 302, true],
    ])
  })

  it('refuses a line Netlify cannot read, with its reason', async () => {
    const reason = /Could not parse redirect line 2:[\s\S]*must start with "\/", "http:" or "https:"/
    await expect(redirectsFrom('/a  /b  301\n/c  nowhere  301\n')).rejects.toThrow(reason)
  })

  it('is empty when the file does not exist', async () => {
    expect(await parseRedirects('/nonexistent/_redirects')).toEqual([])
    expect(await parseHeaders('/nonexistent/_headers')).toEqual([])
  })
})

describe('_headers as Netlify reads it', () => {
  it('keeps a # inside a value, skips comment lines, and joins a repeated header', async () => {
    const rules = await headersFrom(
      '# site-wide\n/*\n  Link: </fonts/a.woff2#v2>; rel=preload\n  X-Robots-Tag: noindex\n  X-Robots-Tag: nofollow\n',
    )
    expect(headersFor(rules, '/about/')).toEqual({ link: '</fonts/a.woff2#v2>; rel=preload', 'x-robots-tag': 'noindex, nofollow' })
  })

  it('matches :placeholders and splats the way Netlify does, any case and any trailing slash', async () => {
    const rules = await headersFrom('/blog/:slug\n  X-A: 1\n/assets/*\n  X-B: 2\n')
    expect(headersFor(rules, '/blog/hello/')).toEqual({ 'x-a': '1' })
    expect(headersFor(rules, '/BLOG/hello')).toEqual({ 'x-a': '1' })
    expect(headersFor(rules, '/blog/hello/more')).toEqual({})
    expect(headersFor(rules, '/assets/x/y.js')).toEqual({ 'x-b': '2' })
  })

  it('refuses a header line before any path', async () => {
    await expect(headersFrom('  X-A: 1\n/*\n  X-B: 2\n')).rejects.toThrow(/Path should come before header "X-A"/)
  })
})
