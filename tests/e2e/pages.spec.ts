// Every content page shows every element its YAML lists (generated from
// content: headings, card, step, FAQ and stat counts), plus the spec's own
// numbers and claims checked page by page.
import { expect, test, type Page } from '@playwright/test'
import { pages } from '../../src/generated/pages.ts'
import { posts } from '../../src/generated/posts.ts'
import { site } from '../../src/generated/site.ts'
import { testimonials } from '../../src/generated/testimonials.ts'
import { canonicalHref } from '../../src/lib/routes.ts'
import { expectFaqAccordion } from './helpers.ts'

// How many of these testimonials have a real video in content (hosted id or self-hosted file).
const withVideo = (ids: readonly string[]) => ids.filter((id) => testimonials.some((t) => t.id === id && (t.videoId || t.video))).length
const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`)
const claimValue = (s: { claim: string } | { value: string }) => ('claim' in s ? site.claims[s.claim]!.value : s.value)

test.describe('each content page shows its content', () => {
  for (const page of pages) {
    const path = withSlash(page.route)
    test(`${path}`, async ({ page: p }) => {
      const res = await p.goto(path === '/client/' ? '/client/acme-pty-ltd/' : path)
      expect(res?.status()).toBe(200)
      await expect(p.locator('h1')).toHaveCount(1)
      const sections = p.locator('main [data-section]')
      await expect(sections).toHaveCount(page.sections.length)
      for (const [i, s] of page.sections.entries()) {
        const el = sections.nth(i)
        await expect(el).toHaveAttribute('data-section', s.type)
        if ('heading' in s && s.heading && s.type !== 'hero')
          await expect(el.getByRole('heading', { name: s.heading, exact: true }).first()).toBeVisible()
        if (s.type === 'hero') await expect(el.locator('h1')).toHaveText(s.heading)
        if (s.type === 'card-grid') await expect(el.locator('[data-card]')).toHaveCount(s.cards.length)
        if (s.type === 'process-steps') await expect(el.locator('[data-step]')).toHaveCount(s.steps.length)
        if (s.type === 'faq') await expect(el.locator('details')).toHaveCount(s.items.length)
        if (s.type === 'stats' || s.type === 'hero')
          for (const st of 'items' in s ? s.items : s.stats)
            await expect(el.getByText(claimValue(st), { exact: true }).first()).toBeVisible()
        if (s.type === 'team-grid') await expect(el.locator('[data-member]')).toHaveCount(s.members.length)
        if (s.type === 'testimonial-videos') {
          await expect(el.locator('[data-testimonial-card]')).toHaveCount(s.testimonials.length)
          await expect(el.locator('[data-video], [data-video-self-hosted]')).toHaveCount(withVideo(s.testimonials))
          await expect(el.locator('[data-quote-poster]')).toHaveCount(s.testimonials.length - withVideo(s.testimonials))
        }
        if (s.type === 'case-studies') await expect(el.locator('[data-case-study]')).toHaveCount(s.testimonials.length)
        if (s.type === 'testimonial-quotes')
          await expect(el.locator('[data-quote]')).toHaveCount(s.testimonials === 'all' ? testimonials.length : s.testimonials.length)
        if (s.type === 'list') await expect(el.locator('li')).toHaveCount(s.items.length)
        if (s.type === 'blog-latest') await expect(el.locator('article')).toHaveCount(Math.min(s.count, posts.length))
        if (s.type === 'service-overview') await expect(el.locator('[data-service]')).toHaveCount(s.services.length)
        if (s.type === 'portfolio') await expect(el.locator('a[target="_blank"]')).toHaveCount(s.items.length)
        if (s.type === 'cta')
          await expect(el.getByRole('link', { name: s.primary.label })).toHaveAttribute('href', canonicalHref(s.primary.href))
      }
    })
  }
})

/** The spec's numbers and claims, page by page (independent of how content phrases them). */
async function expectTexts(p: Page, texts: string[]) {
  for (const t of texts) await expect(p.locator('main').getByText(t, { exact: false }).first(), t).toBeVisible()
}

test.describe('spec claims', () => {
  test('home: hero video, marquee of 13/12/8 logos x3 in a 60 s loop, cards, four video testimonials, values, three posts', async ({
    page: p,
  }) => {
    await p.goto('/')
    await expect(p.locator('video[data-hero-video] source')).toHaveCount(2)
    await expect(p.locator('video[data-hero-video]')).toHaveAttribute('muted', '')
    // Not autoplay in the HTML: the enhancement script starts it once the page has loaded.
    await expect(p.locator('video[data-hero-video]')).not.toHaveAttribute('autoplay')
    await expect.poll(() => p.locator('video[data-hero-video]').evaluate((v: HTMLVideoElement) => v.preload)).toBe('auto')
    const rows = p.locator('[data-marquee-row]')
    await expect(rows).toHaveCount(3)
    for (const [i, n] of [13, 12, 8].entries()) {
      await expect(rows.nth(i)).toHaveAttribute('data-logos', String(n))
      await expect(rows.nth(i).locator(':scope > ul')).toHaveCount(3)
      await expect(rows.nth(i).locator(':scope > ul').first().locator('li')).toHaveCount(n)
    }
    const anim = await rows.evaluateAll((els) =>
      els.map((e) => [getComputedStyle(e).animationDuration, getComputedStyle(e).animationDirection]),
    )
    expect(anim).toEqual([
      ['60s', 'normal'],
      ['60s', 'reverse'],
      ['60s', 'normal'],
    ])
    await expect(p.locator('[data-section="testimonial-videos"] [data-testimonial-card]')).toHaveCount(4)
    await expectTexts(p, ['Furniture', 'Jewel', 'consulting', 'Mining', 'Honesty', 'Integrity', 'Transparency'])
    for (const slug of ['ios-facebook-advertising', 'what-is-ppc', 'seo-tips'])
      await expect(p.locator(`main a[href="/blog/${slug}/"]`).first()).toBeVisible()
    await expect(p.locator('main a[href="/contact/"]').first()).toBeVisible()
  })

  test('home: the marquee and the hero video stand still for reduced motion', async ({ browser }) => {
    const ctx = await browser.newContext({ reducedMotion: 'reduce' })
    const p = await ctx.newPage()
    await p.goto('/')
    const state = await p
      .locator('[data-marquee-row]')
      .first()
      .evaluate((e) => getComputedStyle(e).animationName)
    expect(state).toBe('none')
    // ...and the hero video never starts: the poster stays.
    await p.waitForLoadState('load')
    expect(await p.locator('video[data-hero-video]').evaluate((v: HTMLVideoElement) => [v.paused, v.preload])).toEqual([true, 'none'])
    await ctx.close()
  })

  test('about: $50M+ and 8+ years, seven leaders, links to contact and results', async ({ page: p }) => {
    await p.goto('/about/')
    await expectTexts(p, ['$50M+', '8+'])
    await expect(p.locator('[data-section="team-grid"] [data-member]')).toHaveCount(7)
    await expect(p.locator('main a[href="/contact/"]').first()).toBeVisible()
    await expect(p.locator('main a[href="/results/"]').first()).toBeVisible()
  })

  test('services: six services with what-we-do and what-you-get lists', async ({ page: p }) => {
    await p.goto('/services/')
    const cards = p.locator('[data-section="service-overview"] [data-service]')
    await expect(cards).toHaveCount(6)
    for (let i = 0; i < 6; i++) await expect(cards.nth(i).locator('ul')).toHaveCount(2)
  })

  const servicePages: [string, string[], number][] = [
    ['/services/google-ads/', ['$45M+', '420%', '8.2X', '500+', 'Search & Shopping', 'Display & Remarketing', 'Google Ads audit'], 4],
    ['/services/social-media/', ['$15M+', '425%', '6.8X', '180+', 'social media audit'], 4],
    ['/services/seo/', ['285%', '67%', '340%', '150+', '90-day', "30 days' notice", '30-minute', 'SEO opportunity assessment'], 5],
    ['/services/comprehensive-marketing/', ['$50M+', '340%', '5.2X', '200+', '4.9', '24 hours', '60-80%'], 0],
    ['/services/website-design/', ['$25M+', '185%', '98%', '300+', '3 seconds'], 0],
    ['/services/landing-pages/', ['340%', '$30M+', '15.2%', '400+'], 0],
  ]
  for (const [path, texts, steps] of servicePages)
    test(`${path}: the spec's figures, process and call to action`, async ({ page: p }) => {
      await p.goto(path)
      await expectTexts(p, texts)
      if (steps) await expect(p.locator('[data-section="process-steps"] [data-step]')).toHaveCount(steps)
      await expect(p.locator('main a[href="/contact/"]').first()).toBeVisible()
    })

  test('google ads: three case-study cards and two testimonials', async ({ page: p }) => {
    await p.goto('/services/google-ads/')
    await expect(p.locator('[data-section="testimonial-quotes"] [data-quote]')).toHaveCount(2)
    const grids = p.locator('[data-section="card-grid"]')
    const counts = await grids.evaluateAll((els) => els.map((e) => e.querySelectorAll('[data-card]').length))
    expect(counts).toContain(3)
  })

  test('social media and comprehensive marketing: three client story cards', async ({ page: p }) => {
    for (const path of ['/services/social-media/', '/services/comprehensive-marketing/']) {
      await p.goto(path)
      await expect(p.locator('[data-section="testimonial-videos"] [data-testimonial-card]')).toHaveCount(3)
    }
  })

  test('seo: four FAQs and a guarantee', async ({ page: p }) => {
    await p.goto('/services/seo/')
    await expect(p.locator('[data-section="faq"] details')).toHaveCount(4)
    await expect(p.locator('[data-section="guarantee"]')).toBeVisible()
  })

  test('comprehensive marketing: eight-question FAQ, one open at a time, collapsible; Service structured data', async ({ page: p }) => {
    await p.goto('/services/comprehensive-marketing/')
    await expectFaqAccordion(p.locator('[data-section="faq"] details'), 8)
    const types = await p
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']))
    expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']))
  })

  test('website design: client websites with external links, the animal-health site with View Website', async ({ page: p }) => {
    await p.goto('/services/website-design/')
    const cards = p.locator('[data-section="portfolio"] li')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    const animal = cards.filter({ hasText: /animal/i })
    await expect(animal.getByRole('link', { name: /View Website/ })).toHaveAttribute('target', '_blank')
  })

  test('results: headline figures with their scope, each case study linking to it, a button to the reviews page', async ({ page: p }) => {
    await p.goto('/results/')
    await expect(p.locator(`main a[href="/${site.brand.slug}-reviews/"]`).first()).toBeVisible()
    const results = pages.find((pg) => pg.route === '/results')!
    const outcomes = results.sections.find((s) => s.type === 'case-study-outcomes')
    expect(outcomes?.type).toBe('case-study-outcomes')
    if (outcomes?.type !== 'case-study-outcomes') return
    const cards = p.locator('[data-outcome] a')
    await expect(cards).toHaveCount(outcomes.testimonials.length)
    for (const [i, id] of outcomes.testimonials.entries())
      await expect(cards.nth(i)).toHaveAttribute('href', `/${site.brand.slug}-reviews/#case-${id}`)
    await expect(p.locator('main')).toContainText(site.claimScopes.agency)
    await expect(p.locator('main')).toContainText(site.claimScopes.team)
    await cards.first().click()
    await expect(p.locator(`#case-${outcomes.testimonials[0]}`)).toBeInViewport()
  })

  test('reviews: stats banner, eight case studies (first four with their video or quote poster), 90-day guarantee', async ({ page: p }) => {
    await p.goto(`/${site.brand.slug}-reviews/`)
    const reviews = pages.find((pg) => pg.route === `/${site.brand.slug}-reviews`)!
    const banner = reviews.sections.find((s) => s.type === 'stats')
    await expectTexts(p, banner?.type === 'stats' ? banner.items.map(claimValue) : [])
    const studies = p.locator('[data-section="case-studies"] [data-case-study]')
    await expect(studies).toHaveCount(8)
    for (let i = 0; i < 8; i++)
      await expect(studies.nth(i).locator('[data-video], [data-video-self-hosted], [data-quote-poster]')).toHaveCount(i < 4 ? 1 : 0)
    await expect(p.locator('[data-section="guarantee"]')).toContainText('200%')
    await expect(p.locator('[data-section="guarantee"] a[href="/contact/"]')).toBeVisible()
  })

  test('testimonials: every client testimonial', async ({ page: p }) => {
    await p.goto('/testimonials/')
    await expect(p.locator('[data-section="testimonial-quotes"] [data-quote]')).toHaveCount(testimonials.length)
  })

  test('blog: three posts with cover, category, title, excerpt, author, date and Read More', async ({ page: p }) => {
    await p.goto('/blog/')
    const cards = p.locator('[data-section="blog-latest"] article')
    await expect(cards).toHaveCount(3)
    for (const post of posts) {
      const card = cards.filter({ hasText: post.meta.title })
      // Its own cover art, through the image pipeline, with the alt that says what is drawn, and it loads.
      const cover = card.locator('picture img')
      await expect(cover).toHaveAttribute('alt', post.meta.cover.alt!)
      await cover.scrollIntoViewIfNeeded()
      await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
      await expect(card).toContainText(post.meta.category)
      await expect(card).toContainText(post.meta.excerpt)
      await expect(card).toContainText(post.meta.author)
      await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${post.meta.slug}/`)
    }
  })

  for (const post of posts)
    test(`article ${post.meta.slug}: back link, badge, title, author, local date, read time, long body`, async ({ page: p }) => {
      await p.goto(`/blog/${post.meta.slug}/`)
      await expect(p.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog/')
      await expect(p.locator('h1')).toHaveText(post.meta.title)
      await expectTexts(p, [post.meta.category, post.meta.author, '12 min read'])
      const date = new Date(`${post.meta.date}T00:00:00Z`).toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      await expect(p.locator('main time').first()).toHaveText(date)
      const words = (await p.locator('main .prose').innerText()).split(/\s+/).length
      expect(words).toBeGreaterThan(2200)
    })

  test('ethos: statement, track record, six pillars, two reasons, team of eight, closing call', async ({ page: p }) => {
    await p.goto('/our-ethos/')
    await expectTexts(p, ['$235M+', '38', '50+', '99%', 'Reason 1', 'Reason 2', 'Please show up on time, and be ready to work!'])
    const grids = await p
      .locator('[data-section="card-grid"]')
      .evaluateAll((els) => els.map((e) => e.querySelectorAll('[data-card]').length))
    expect(grids).toContain(6)
    await expect(p.locator('[data-section="team-grid"] [data-member]')).toHaveCount(8)
  })

  test('legal pages carry the constants', async ({ page: p }) => {
    await p.goto('/terms-and-conditions/')
    await expectTexts(p, [
      '28 days',
      '75% deposit',
      '25% balance',
      '2 design variations',
      '3 design variations',
      '7-day inspection',
      '3 days',
      '10% per month',
      "one month's fees",
      '30 days',
      '5 years',
      '12 months',
      '3 business days',
      'New South Wales',
    ])
    await p.goto('/privacy-policy/')
    await expectTexts(p, ['48-hour', 'Privacy Act'])
    await p.goto('/earnings-disclaimer/')
    await expect(p.locator('main .prose h2').first()).toBeVisible()
  })

  // Each page books its own meeting type on the site, unless site.yaml configures a calendar for it: then it embeds that.
  for (const [path, calendar, type] of [
    ['/schedule/', 'schedule', 'strategy-call'],
    ['/T2-schedule/', 't2', 'discovery-call'],
  ] as const)
    test(`${path}: heading, its own booking calendar or its own booking, hidden from search`, async ({ page: p }) => {
      await p.goto(path)
      await expect(p.locator('h1')).toHaveText('Last Step! Select A Meeting Time That Suits You Best')
      const embedded = !!site.embeds.booking.calendars[calendar]
      await expect(p.locator(`[data-booking-calendar="${calendar}"]`)).toHaveCount(embedded ? 1 : 0)
      await expect(p.locator(`[data-booking="${type}"] [data-island="booking"]`)).toHaveCount(embedded ? 0 : 1)
      await expect(p.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    })

  for (const path of ['/booking-confirmation/', '/ads-booking-confirmation/', '/t2-ads-booking-confirmation/'])
    test(`${path}: You Are Booked! and four steps (a video section only with a real video)`, async ({ page: p }) => {
      await p.goto(path)
      await expect(p.locator('h1')).toHaveText('You Are Booked!')
      const videoSections = pages.find((pg) => withSlash(pg.route) === path)!.sections.filter((s) => s.type === 'video').length
      await expect(p.locator('[data-section="video"]')).toHaveCount(videoSections)
      const steps = p.locator('[data-section="process-steps"] [data-step]')
      await expect(steps).toHaveCount(4)
      await expect(steps.nth(2).locator('a[href="/our-ethos/"]')).toBeVisible()
      await expect(steps.nth(3).locator(`a[href="/${site.brand.slug}-reviews/"]`)).toBeVisible()
      const newTab = path.startsWith('/t2') ? '_blank' : null
      expect(await steps.nth(2).locator('a').getAttribute('target')).toBe(newTab)
      await expectTexts(p, ['38 industries', '$235M'])
    })

  test('contact: hero, form, what to expect, contact block and the 24-hour guarantee', async ({ page: p }) => {
    await p.goto('/contact/')
    await expect(p.locator('[data-section="contact-form"] form')).toBeVisible()
    await expectTexts(p, [site.contact.email, 'South Yarra VIC 3141', site.contact.phone, site.contact.hours.display, '24'])
  })
})
