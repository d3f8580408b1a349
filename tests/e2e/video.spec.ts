// Honest video: a client story without a real video in content shows
// its quote as the poster, with no play button, and the page makes no request
// to any video host (every request is recorded). No "Video unavailable".
import { expect, test } from '@playwright/test'
import { local } from '../../src/generated/local.ts'
import { site } from '../../src/generated/site.ts'
import { testimonials } from '../../src/generated/testimonials.ts'
import { localPath } from '../../src/lib/routes.ts'
import { enhanced } from './helpers.ts'

const VIDEO_HOSTS = /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com|vimeo(cdn)?\.com|wistia\.(net|com))$/
const city = local.cities[0]!
const paths = [
  '/',
  `/${site.brand.slug}-reviews/`,
  '/services/social-media/',
  localPath(local.services[0]!.slug, city.state.code, city.slug),
]

test.describe('client stories without a video', () => {
  test.skip(
    testimonials.some((t) => t.videoId),
    'content configures a hosted video id; the csp spec exercises its player',
  )

  for (const path of paths)
    test(`${path}: quote posters, no play button, no request to a video host`, async ({ page }) => {
      const requested: string[] = []
      page.on('request', (r) => requested.push(r.url()))
      await page.route(
        (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
        (route) => route.abort('blockedbyclient'),
      )
      await page.goto(path, { waitUntil: 'load' })
      await enhanced(page)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')

      const posters = page.locator('[data-quote-poster]')
      expect(await posters.count()).toBeGreaterThan(0)
      await expect(posters.first()).toContainText('“')
      await expect(page.locator('[data-video], [data-video-play]')).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(page.getByText(/video unavailable|video coming soon/i)).toHaveCount(0)
      const toVideoHost = requested.filter((u) => VIDEO_HOSTS.test(new URL(u).hostname))
      expect(toVideoHost, 'requests to a video host').toEqual([])
      expect(requested.length).toBeGreaterThan(0)
    })
})
