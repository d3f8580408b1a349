// The built site over HTTP, as the local Netlify server answers it: the
// sitemap's content type, the 404 page, one old URL of each kind of redirect
// rule, unknown cities, a social card, and that content pages ship no React.
// Every page's tags and every redirect rule are checked from dist/ without a
// server (tests/dist/site.test.ts); every page's status over HTTP is checked
// where the browser visits it anyway (tests/e2e/a11y.spec.ts, csp.spec.ts).
import { expect, test } from '@playwright/test'
import { local } from '../../src/generated/local.ts'
import { redirects } from '../../src/generated/redirects.ts'
import { routes } from '../../src/generated/routes.ts'
import { site } from '../../src/generated/site.ts'
import { localPath, UNKNOWN_STATE_SEGMENT } from '../../src/lib/routes.ts'
import { PLACEHOLDER } from '../../src/lib/local-page-view.ts'
import { enhanced, sitemapPaths } from './helpers.ts'

const city = local.cities[0]!
const service = local.services[0]!
const cityPage = localPath(service.slug, city.state.code, city.slug)
const localPages = new Set(local.services.flatMap((s) => local.cities.map((c) => localPath(s.slug, c.state.code, c.slug))))

test('sitemap.xml is served as XML', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  expect(await res.text()).toContain('<urlset')
})

test('a social card is served as a PNG', async ({ request }) => {
  const html = await (await request.get(sitemapPaths()[0]!)).text()
  const image = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1]
  const res = await request.get(new URL(image!).pathname)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
})

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (m) => messages.push(m.text()))
  const res = await page.goto('/no/such/page')
  expect(res?.status()).toBe(404)
  await expect(page.getByText(site.notFound.code, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
  // The page's script, which logs the missing path, runs after the first paint (scripts/lib/first-paint.ts).
  await enhanced(page)
  await page.getByRole('link', { name: site.notFound.cta.label }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(messages.some((m) => m.includes('/no/such/page'))).toBe(true)
})

test.describe('old URLs: one of each kind over HTTP', () => {
  // One old URL of each shape of content/redirects.yaml and content/local/ (tests/dist/site.test.ts resolves every rule).
  const longState = `/${service.slug}/${city.state.slug}/${city.slug}`
  const noState = `/${service.slug}/${UNKNOWN_STATE_SEGMENT}/${city.slug}`
  const kinds = {
    'an old page': redirects.find((r) => !localPages.has(r.to)),
    'an old city page': redirects.find((r) => localPages.has(r.to) && r.from.split('/').length === 2),
    'a local page under its long state name': redirects.find((r) => r.from === longState),
    'a local page with no state ("aus")': redirects.find((r) => r.from === noState),
  }
  for (const [kind, rule] of Object.entries(kinds))
    test(`${kind} answers 301 straight to its final page, with and without the trailing slash`, async ({ request }) => {
      expect(rule, `content has ${kind} redirect`).toBeTruthy()
      for (const from of [rule!.from, `${rule!.from}/`]) {
        const res = await request.get(from, { maxRedirects: 0 })
        expect(res.status(), from).toBe(301)
        expect(new URL(res.headers()['location']!, 'http://x').pathname, from).toBe(rule!.to)
      }
      expect((await request.get(rule!.to, { maxRedirects: 0 })).status()).toBe(200)
    })
})

test('an unknown city shows Your City with status 404 and noindex', async ({ page }) => {
  const res = await page.goto(`/${service.slug}/${city.state.code.toLowerCase()}/atlantis/`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PLACEHOLDER.city)
  await expect(page.getByText(`${PLACEHOLDER.city}, ${PLACEHOLDER.state}`)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  // With no state, the complementary links use the "aus" segment.
  await expect(page.locator('#complementary-services a').first()).toHaveAttribute(
    'href',
    new RegExp(`^/[a-z-]+/${UNKNOWN_STATE_SEGMENT}/[a-z-]+/$`),
  )
  // ...which lead somewhere: the service's national page for an unknown city, the city's page for a known one.
  const first = await page.locator('#complementary-services a').first().getAttribute('href')
  const followed = await page.request.get(first!)
  expect(followed.status()).toBe(200)
  expect(new URL(followed.url()).pathname).toMatch(/^\/services\/[a-z-]+\/$/)
  const known = await page.request.get(`/${service.slug}/${UNKNOWN_STATE_SEGMENT}/${city.slug}/`, { maxRedirects: 0 })
  expect(known.status()).toBe(301)
  expect(known.headers()['location']).toMatch(new RegExp(`${cityPage}$`))
})

test('content pages load no React, form pages hydrate only their form', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text())
  })
  await page.goto('/')
  await enhanced(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.join('\n')).not.toMatch(/hydrateRoot|__reactContainer|react-dom/)
  scripts.length = 0
  await page.goto(routes.find((r) => r.kind === 'form-page' && !r.noindex)!.path)
  await expect(page.locator('[data-ready]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  expect(scripts.join('\n')).toMatch(/hydrateRoot/)
})

test('a page asks for no font, and for its script only after its first paint; its form still hydrates (issue 37: LCP)', async ({
  page,
}) => {
  // Lighthouse's simulated LCP counts every request that finished before the largest paint
  // (scripts/lib/first-paint.ts): a script or font fetched with the HTML is a round trip or two more.
  const fonts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url())
  })
  await page.goto(routes.find((r) => r.kind === 'form-page' && !r.noindex)!.path)
  await expect(page.locator('[data-ready]')).toBeAttached()
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: e.name, start: e.startTime })),
  }))
  expect(fonts).toEqual([])
  expect(scripts.some((s) => s.url.includes('/assets/entries/'))).toBe(true)
  for (const s of scripts) expect(s.start, `${s.url} asked for before the first paint`).toBeGreaterThanOrEqual(paint)
})
