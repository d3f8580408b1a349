// The built site as a visitor and a crawler see it: every sitemap URL, the
// 404 page, every old URL's redirect, unknown cities, and that content pages
// ship no React.
import { expect, test } from '@playwright/test'
import { redirectRules, sitemapPaths, sitemapUrls } from './helpers.ts'

test.describe('every page of the sitemap', () => {
  test.skip(({ isMobile }) => isMobile, 'walked once, at desktop width')
  const paths = sitemapPaths()
  const baseUrl = new URL(sitemapUrls()[0]!).origin

  test('the sitemap lists the spec pages and all local pages', () => {
    for (const p of [
      '/',
      '/about/',
      '/services/',
      '/results/',
      '/blog/',
      '/contact/',
      '/harbourline-reviews/',
      '/testimonials/',
      '/services/google-ads/',
      '/blog/seo-tips/',
    ])
      expect(paths, p).toContain(p)
    expect(paths.filter((p) => /^\/[a-z-]+-agency\/[a-z]+\/[a-z-]+\/$/.test(p))).toHaveLength(138)
    for (const hidden of ['/growth-session/', '/schedule/', '/T2-schedule/', '/booking-confirmation/', '/client/'])
      expect(paths).not.toContain(hidden)
  })

  for (const path of paths) {
    test(`${path} answers 200 with one h1, a title and its canonical`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html.match(/<h1[\s>]/g)?.length, 'exactly one h1').toBe(1)
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/)
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"`)
      expect(html).toMatch(/<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large/)
      expect(html).toContain('<meta property="og:type" content="')
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(() => JSON.parse(m[1]!)).not.toThrow()
    })
  }
})

test('sitemap.xml is served as XML', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  expect(await res.text()).toContain('<urlset')
})

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (m) => messages.push(m.text()))
  const res = await page.goto('/no/such/page')
  expect(res?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(messages.some((m) => m.includes('/no/such/page'))).toBe(true)
})

test.describe('old URLs', () => {
  test.skip(({ isMobile }) => isMobile, 'checked once')
  // Every rule of dist/_redirects (both slash forms), in chunks so each test stays well inside its
  // time limit as cities are added, a few requests at a time; each distinct target is fetched once.
  const rules = redirectRules()
  test('the table is all there', () => expect(rules.length).toBeGreaterThan(500))
  const CHUNK = 120
  for (let at = 0; at < rules.length; at += CHUNK) {
    const chunk = rules.slice(at, at + CHUNK)
    test(`rules ${at + 1}-${at + chunk.length} each answer 301 straight to their final page`, async ({ request }) => {
      for (let i = 0; i < chunk.length; i += 8)
        await Promise.all(
          chunk.slice(i, i + 8).map(async ({ from, to }) => {
            const res = await request.get(from, { maxRedirects: 0 })
            expect(res.status(), from).toBe(301)
            expect(new URL(res.headers()['location']!, 'http://x').pathname, from).toBe(to)
          }),
        )
      for (const to of new Set(chunk.map((r) => r.to)))
        expect((await request.get(to, { maxRedirects: 0 })).status(), `${to} (a redirect target)`).toBe(200)
    })
  }
  test('the long state name of a local page answers with its code form', async ({ request }) => {
    const res = await request.get('/seo-agency/victoria/melbourne/', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers()['location']).toMatch(/\/seo-agency\/vic\/melbourne\/$/)
  })
})

test('an unknown city shows Your City with status 404 and noindex', async ({ page }) => {
  const res = await page.goto('/seo-agency/vic/atlantis/')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your City')
  await expect(page.getByText('Your City, Your State')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  // With no state, the complementary links use the "aus" segment.
  await expect(page.locator('#complementary-services a').first()).toHaveAttribute('href', /^\/[a-z-]+\/aus\/your-city\/$/)
  // ...which lead somewhere: the service's national page for an unknown city, the city's page for a known one.
  const first = await page.locator('#complementary-services a').first().getAttribute('href')
  const followed = await page.request.get(first!)
  expect(followed.status()).toBe(200)
  expect(new URL(followed.url()).pathname).toMatch(/^\/services\/[a-z-]+\/$/)
  const known = await page.request.get('/seo-agency/aus/melbourne/', { maxRedirects: 0 })
  expect(known.status()).toBe(301)
  expect(known.headers()['location']).toMatch(/\/seo-agency\/vic\/melbourne\/$/)
})

test('content pages load no React, form pages hydrate only their form', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.join('\n')).not.toMatch(/hydrateRoot|__reactContainer|react-dom/)
  scripts.length = 0
  await page.goto('/contact/')
  await page.waitForLoadState('networkidle')
  expect(scripts.join('\n')).toMatch(/hydrateRoot/)
})
