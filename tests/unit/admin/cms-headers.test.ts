// The content editor's own block in _headers, read with Netlify's parser the
// way Netlify applies it (the last matching block wins a header): /admin/ gets
// the policy Decap needs and is never indexed; every site page keeps the strict
// policy, without eval; nothing of the editor reaches the sitemap.
import { describe, expect, it } from 'vitest'
import { renderHeadersFile } from '../../../scripts/lib/headers-file.ts'
import { headersFor } from '../../../scripts/lib/netlify-rules.ts'
import { renderSitemap } from '../../../scripts/lib/sitemap-xml.ts'
import { ADMIN_PATH } from '../../../src/admin/config.ts'
import { routes } from '../../../src/generated/routes.ts'
import { site } from '../../../src/generated/site.ts'
import { headersFrom } from '../rule-files.ts'

describe('_headers: the editor apart from the site', async () => {
  const rules = await headersFrom(renderHeadersFile(site, ['sha256-abc=']))

  it('/admin/ has its own policy, noindex, never framed', () => {
    const admin = headersFor(rules, '/admin/')
    expect(admin['content-security-policy']).toContain(`script-src 'self' 'unsafe-eval'`)
    expect(admin['content-security-policy']).toContain(`frame-ancestors 'none'`)
    expect(admin['x-robots-tag']).toBe('noindex, nofollow')
    expect(admin['cache-control']).toBe('no-cache')
    expect(headersFor(rules, '/admin/assets/index-abc.js')['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it("/admin/ lets the GitHub sign-in through: Netlify's OAuth popup keeps its opener, the API is reachable", () => {
    const admin = headersFor(rules, '/admin/')
    const connect = /connect-src ([^;]*)/.exec(admin['content-security-policy']!)![1]!.split(' ')
    expect(connect).toEqual(expect.arrayContaining(['https://api.github.com', 'https://api.netlify.com']))
    // same-origin would sever the popup from /admin/, and its postMessage with the token would go nowhere.
    expect(admin['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(admin['content-security-policy']).not.toMatch(/identity|netlify\.app/i)
  })

  it.each(['/', '/about/', '/seo-agency/vic/melbourne/'])('%s keeps the strict site policy', (path) => {
    const headers = headersFor(rules, path)
    expect(headers['content-security-policy']).not.toContain('api.github.com')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['content-security-policy']).toContain(`'sha256-abc='`)
    expect(headers['x-robots-tag']).toBeUndefined()
  })
})

// Netlify reads `/admin/*` as /^\/admin\/?(.*)\/?$/: a page at /administration would get the editor's headers.
it('no page of the site has an address that starts with /admin', () => {
  expect(routes.map((r) => r.path).filter((p) => p.startsWith(ADMIN_PATH.replace(/\/$/, '')))).toEqual([])
})

it('the sitemap never lists the editor', () => {
  // The build's own sitemap (scripts/postbuild.ts writes exactly this to dist/sitemap.xml).
  const sitemap = renderSitemap(routes, site.baseUrl, '2026-01-01')
  expect(sitemap).toContain('<loc>')
  expect(sitemap).not.toMatch(/\/admin/)
})
