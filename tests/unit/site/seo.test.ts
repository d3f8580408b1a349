import { describe, expect, it } from 'vitest'
import { renderSitemap } from '../../../scripts/lib/sitemap-xml.ts'
import { faqPage, jsonLdScriptContent, organization } from '../../../src/lib/structured-data.ts'
import { contentSecurityPolicy } from '../../../scripts/lib/headers-file.ts'
import { site } from '../../../src/generated/site.ts'
import { canonicalHref, type RouteEntry } from '../../../src/lib/routes.ts'

describe('sitemap', () => {
  const routes: RouteEntry[] = [
    { path: '/', kind: 'page', noindex: false, sitemap: { priority: 1, changefreq: 'daily' } },
    { path: '/growth-session/', kind: 'form-page', noindex: true },
    { path: '/a&b/', kind: 'page', noindex: false, sitemap: { priority: 0.4, changefreq: 'monthly' } },
  ]
  const xml = renderSitemap(routes, 'https://example.test', '2026-11-22')
  it('lists indexable pages with absolute URLs, escaped', () => {
    expect(xml).toContain('<loc>https://example.test/</loc>')
    expect(xml).toContain('<loc>https://example.test/a&amp;b/</loc>')
    expect(xml).toContain('<priority>0.4</priority>')
    expect(xml).toContain('<changefreq>daily</changefreq>')
  })
  it('leaves noindex pages out', () => {
    expect(xml).not.toContain('growth-session')
  })
  it('is an XML urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })
})

describe('JSON-LD', () => {
  it('can never close its script tag, whatever the content says', () => {
    const text = jsonLdScriptContent(faqPage([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'a & b <!-- c' }]))
    expect(text).not.toMatch(/<\/script/i)
    expect(text).not.toContain('<!--')
    expect(JSON.parse(text).mainEntity[0].name).toBe('Is </script><script>alert(1)</script> safe?')
  })
  it('carries the structured-data defaults of the spec', () => {
    const org = organization(site) as Record<string, unknown>
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 200, bestRating: 5, worstRating: 1 })
    expect(org.foundingDate).toBe('2016')
    expect(org.numberOfEmployees).toMatchObject({ value: 8 })
    expect(org.areaServed).toBe('AU')
  })
})

describe('Content-Security-Policy', () => {
  it('names exactly the configured third parties', () => {
    const csp = contentSecurityPolicy(site, [], true)
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
  it('names the video host only when content configures a real video id', () => {
    expect(contentSecurityPolicy(site, [], false)).toContain("frame-src 'none'")
    // content/ has no video id today (no made-up media): the built policy frames nothing.
    expect(contentSecurityPolicy(site)).not.toContain('youtube')
  })
  it('adds the pixel host only when a pixel is configured', () => {
    expect(contentSecurityPolicy(site)).not.toContain('connect.facebook.net')
    const withPixel = {
      ...site,
      embeds: { ...site.embeds, pixel: { id: '123', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' } },
    }
    expect(contentSecurityPolicy(withPixel)).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/)
  })
})

describe('internal links', () => {
  it('are written in the form their page is served at, so a click never costs a redirect', () => {
    expect(canonicalHref('/about')).toBe('/about/')
    expect(canonicalHref('/about/')).toBe('/about/')
    expect(canonicalHref('/')).toBe('/')
    expect(canonicalHref('/blog/seo-tips#faq')).toBe('/blog/seo-tips/#faq')
    expect(canonicalHref('/contact?service=seo')).toBe('/contact/?service=seo')
  })
  it('leave files, anchors, other sites, mail and phone links alone', () => {
    for (const href of [
      '/og-default.png',
      '/sitemap.xml',
      '#faq',
      'https://example.com/a',
      '//cdn.example/x',
      'mailto:a@b.au',
      'tel:+61200000000',
    ])
      expect(canonicalHref(href)).toBe(href)
  })
})
