// Local landing pages: a sample spread over the six services and the
// states, each checked for everything the spec lists, with the expected text
// from content/local/: hero, market panel, four benefits, three testimonial
// videos, local advantage, six features, five complementary services in the
// same city, the first six best practices, the eight-question FAQ accordion
// (one open at a time, collapsible), the call to action and the JSON-LD.
import { expect, test } from '@playwright/test'
import { local } from '../../src/generated/local.ts'
import { site } from '../../src/generated/site.ts'
import { localPath } from '../../src/lib/routes.ts'
import { expectFaqAccordion } from './helpers.ts'

// Every service once, each in another city, first and last city of a state among them.
const sample = local.services.map((service, i) => {
  const city = local.cities[(i * 7) % local.cities.length]!
  return { service, city, path: localPath(service.slug, city.state.code, city.slug) }
})

test.describe('local landing pages', () => {
  for (const { service, city, path } of sample) {
    test(`${path}: every element of the spec, with this city's facts`, async ({ page, request }) => {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      const main = page.locator('main')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(city.name)
      await expect(page).toHaveTitle(new RegExp(city.name))

      // Market panel: this city's population and postcodes, its own economy text.
      const market = page.locator('#market')
      await expect(market).toContainText(city.population)
      await expect(market).toContainText(city.postcodes)
      await expect(market).toContainText(city.economy.slice(0, 60))

      await expect(page.locator('#benefits li')).toHaveCount(4)
      await expect(page.locator('#results [data-testimonial-card]')).toHaveCount(3)
      await expect(page.locator('#local-advantage')).toContainText(city.digitalLandscape.slice(0, 60))
      await expect(page.locator('#local-advantage ol li')).toHaveCount(6)
      await expect(page.locator('#features li')).toHaveCount(6)

      // Complementary services: the five others, in the same city, each a page that exists.
      const related = page.locator('#complementary-services a')
      await expect(related).toHaveCount(5)
      for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect(href).toMatch(new RegExp(`/${city.state.code.toLowerCase()}/${city.slug}/$`))
        expect(href.startsWith(`/${service.slug}/`)).toBe(false)
        expect((await request.get(href)).status(), href).toBe(200)
      }

      // FAQ: eight questions, one open at a time, and the open one closes again.
      await expectFaqAccordion(page.locator('#faq details'), 8)

      await expect(main.locator('a[href="/contact/"]').last()).toBeVisible()

      // Structured data: the agency's real address, the city as the area served, 8 FAQs, breadcrumbs.
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)))
      const byType = (t: string) => blocks.find((b) => b['@type'] === t)
      const business = blocks.find((b) => b.address && b.areaServed)
      expect(business.address.streetAddress).toBe(site.contact.address.streetAddress)
      expect(JSON.stringify(business.areaServed)).toContain(city.name)
      expect(byType('Service')).toBeTruthy()
      expect(byType('FAQPage').mainEntity).toHaveLength(8)
      expect(byType('BreadcrumbList').itemListElement.at(-1).item).toBe(`${site.baseUrl}${path}`)
    })
  }
})
