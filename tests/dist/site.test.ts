// The built site as a crawler reads it, from dist/ alone (no server): the
// sitemap is exactly the indexable routes of content, every page in it is
// served as a file (status 200 on Netlify: the same resolver scripts/serve.ts
// and the audit use) with one h1, a title, its canonical and meta tags, and
// every rule of _redirects answers as it should. The browser tests replay one
// redirect of each kind over HTTP (tests/e2e/site.spec.ts); here every rule is
// resolved in-process, so adding a city or a redirect adds checks, not minutes.
import { describe, expect, it } from 'vitest'
import { serve } from '../../scripts/lib/netlify-rules.ts'
import { netlifyRedirectLines } from '../../scripts/lib/redirect-rules.ts'
import { local } from '../../src/generated/local.ts'
import { redirects } from '../../src/generated/redirects.ts'
import { routes } from '../../src/generated/routes.ts'
import { localPath, localPlaceholderPath, UNKNOWN_STATE_SEGMENT } from '../../src/lib/routes.ts'
import { files, htmlOf, origin, rules, sitemapPaths } from './built.ts'

/** Served as a file at exactly this path (no slash redirect first): what answers 200. */
const expectFile = (path: string) =>
  expect(serve(files, path), path).toEqual({ type: 'file', file: `${path}index.html`, viaSlashRedirect: false })

describe('sitemap.xml', () => {
  it('lists exactly the indexable routes of content, every local page among them', () => {
    expect([...sitemapPaths].sort()).toEqual(
      routes
        .filter((r) => !r.noindex)
        .map((r) => r.path)
        .sort(),
    )
    const localPages = local.services.flatMap((s) => local.cities.map((c) => localPath(s.slug, c.state.code, c.slug)))
    expect(localPages.length).toBe(local.services.length * local.cities.length)
    for (const p of localPages) expect(sitemapPaths, p).toContain(p)
    for (const hidden of routes.filter((r) => r.noindex)) expect(sitemapPaths, hidden.path).not.toContain(hidden.path)
  })
})

describe('every page of the sitemap', () => {
  it.each(sitemapPaths)('%s is served with one h1, a title, its canonical and its meta tags', (path) => {
    expectFile(path)
    const html = htmlOf(path)
    expect(html.match(/<h1[\s>]/g)?.length, 'exactly one h1').toBe(1)
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="${origin}${path}"`)
    expect(html).toMatch(/<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large/)
    expect(html).toContain('<meta property="og:type" content="')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
      expect(() => JSON.parse(m[1]!)).not.toThrow()
  })
})

describe('old URLs', () => {
  const permanent = rules.filter((r) => r.status === 301)

  it('_redirects holds every old URL of content, with and without its trailing slash', () => {
    expect(permanent.map((r) => `${r.from}  ${r.to}  301`)).toEqual(netlifyRedirectLines(redirects))
  })

  it('every old URL answers 301 straight to a page that is served', () => {
    const problems: string[] = []
    for (const rule of permanent) {
      const served = serve(files, rule.from)
      if (served.type !== 'redirect' || served.status !== 301 || served.to !== rule.to)
        problems.push(`${rule.from}: ${JSON.stringify(served)}, not 301 to ${rule.to}`)
      const target = serve(files, rule.to)
      if (target.type !== 'file' || target.viaSlashRedirect) problems.push(`${rule.from} -> ${rule.to}: the target is ${target.type}`)
    }
    expect(problems).toEqual([])
  })

  it('an unknown city: the Your City page with status 404, or with no state the service page', () => {
    for (const service of local.services) {
      const unknown = serve(files, `/${service.slug}/${local.cities[0]!.state.code.toLowerCase()}/no-such-city/`)
      expect(unknown).toMatchObject({ type: 'rewrite', status: 404, file: `${localPlaceholderPath(service.slug)}index.html` })
      const noState = serve(files, `/${service.slug}/${UNKNOWN_STATE_SEGMENT}/no-such-city/`)
      expect(noState).toMatchObject({ type: 'redirect', status: 302 })
      if (noState.type === 'redirect') expectFile(noState.to)
    }
  })

  it('every client slug is served the onboarding page', () => {
    expect(serve(files, '/client/any-client-slug/')).toMatchObject({ type: 'rewrite', status: 200, file: '/client/index.html' })
  })
})
