// Local landing pages: a sample spread over the six services and the
// states, each checked for everything the spec lists, with the expected text
// from content/local/: hero with how the agency serves the city, market panel,
// benefits, testimonial videos, local advantage, features, the complementary
// services in the same city (each with this city's angle for it), the eight-
// question FAQ accordion with the city's own questions (one open at a time,
// collapsible), the call to action and the JSON-LD.
import { expect, test } from '@playwright/test'
import { local } from '../../src/generated/local.ts'
import { site } from '../../src/generated/site.ts'
import { LOCAL_FAQ_COUNT } from '../../src/lib/local-page-view.ts'
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
      // How the agency serves this city: in person only where its content says it visits.
      await expect(main.locator('section').first()).toContainText(city.visits ? local.copy.servedInPerson : local.copy.servedFrom)

      // Market panel: this city's population and postcodes, its own economy text.
      const market = page.locator('#market')
      await expect(market).toContainText(city.population)
      await expect(market).toContainText(city.postcodes)
      await expect(market).toContainText(city.economy.slice(0, 60))

      await expect(page.locator('#benefits li')).toHaveCount(service.benefits.length)
      await expect(page.locator('#results [data-testimonial-card]')).toHaveCount(service.testimonials.length)
      await expect(page.locator('#local-advantage')).toContainText(city.digitalLandscape.slice(0, 60))
      if (city.serving) await expect(page.locator('#local-advantage')).toContainText(city.serving.slice(0, 60))
      await expect(page.locator('#features li')).toHaveCount(service.features.length)

      // Complementary services: the others, in the same city, each a page that exists, each with this city's angle for it.
      const related = page.locator('#complementary-services a')
      const others = local.services.filter((s) => s.slug !== service.slug)
      await expect(related).toHaveCount(others.length)
      for (const other of others) await expect(page.locator('#complementary-services')).toContainText(city.angles[other.slug].slice(0, 60))
      for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect(href).toMatch(new RegExp(`/${city.state.code.toLowerCase()}/${city.slug}/$`))
        expect(href.startsWith(`/${service.slug}/`)).toBe(false)
        expect((await request.get(href)).status(), href).toBe(200)
      }

      // FAQ: eight questions, the city's own among them, one open at a time, and the open one closes again.
      await expectFaqAccordion(page.locator('#faq details'), LOCAL_FAQ_COUNT)
      for (const faq of city.faqs) await expect(page.locator('#faq')).toContainText(faq.question)

      await expect(main.locator('a[href="/contact/"]').last()).toBeVisible()

      // Structured data: the agency's real address, the city as the area served, the FAQs, breadcrumbs.
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)))
      const byType = (t: string) => blocks.find((b) => b['@type'] === t)
      const business = blocks.find((b) => b.address && b.areaServed)
      expect(business.address.streetAddress).toBe(site.contact.address.streetAddress)
      expect(JSON.stringify(business.areaServed)).toContain(city.name)
      expect(byType('Service')).toBeTruthy()
      expect(byType('FAQPage').mainEntity).toHaveLength(LOCAL_FAQ_COUNT)
      expect(byType('BreadcrumbList').itemListElement.at(-1).item).toBe(`${site.baseUrl}${path}`)
    })
  }
})
