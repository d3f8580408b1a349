// The pages the browser checks walk (tests/e2e/a11y.spec.ts and csp.spec.ts):
// every URL of the built sitemap, then every other page in dist/ (the noindex
// ones: growth session, schedules, booking confirmations, client onboarding,
// the Your City placeholders), then an unknown URL for the not-found page.
// Cheap on purpose (a regex per file, no parser): Playwright calls it in
// every worker while it collects the tests.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, readSitemapUrls, urlPathOf } from './dist.ts'

interface BrowserPage {
  path: string
  /** The status the local server must answer with. */
  status: number
  indexed: boolean
}

const NOT_FOUND_PROBE = '/audit-probe-no-such-page/'

/**
 * The pages `npm test` walks: every page but the local landing pages (one template over a few
 * hundred cities), of which a sample that covers each service and each state at least once.
 * `npm run audit` and `npm run test:deep` walk every page (BROWSER_PAGES=all or TEST_DEEP=1).
 */
export function browserPagesToWalk(dist = 'dist', env = process.env): BrowserPage[] {
  const pages = browserPages(dist)
  if (env.BROWSER_PAGES === 'all' || env.TEST_DEEP === '1' || env.TEST_DEEP === 'true') return pages
  return sampleLocalPages(pages)
}

/** Indexed pages three folders deep are the local pages (/service/state/city/): one per service and per state is kept. */
export function sampleLocalPages(pages: BrowserPage[]): BrowserPage[] {
  const services = new Set<string>()
  const states = new Set<string>()
  return pages.filter(({ path, indexed }) => {
    const parts = path.split('/').filter(Boolean)
    if (!indexed || parts.length !== 3) return true
    const [service, state] = parts as [string, string]
    if (services.has(service) && states.has(state)) return false
    services.add(service)
    states.add(state)
    return true
  })
}

export function browserPages(dist = 'dist'): BrowserPage[] {
  if (!existsSync(join(dist, 'sitemap.xml')))
    throw new Error(`${join(dist, 'sitemap.xml')} is missing: build the site first (npm run build)`)
  const indexed = readSitemapUrls(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).map((u) => new URL(u).pathname)
  const seen = new Set(indexed)
  const others = filesUnder(dist)
    .filter((f) => f.endsWith('.html') && !f.endsWith(`${join(dist, '404.html')}`))
    .map((f) => urlPathOf(dist, f))
    .filter((p) => !seen.has(p))
    .sort()
  return [
    ...indexed.map((path) => ({ path, status: 200, indexed: true })),
    ...others.map((path) => ({ path, status: 200, indexed: false })),
    { path: NOT_FOUND_PROBE, status: 404, indexed: false },
  ]
}
