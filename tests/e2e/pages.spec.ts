// Every content page shows every element its YAML lists (generated from
// content: headings, card, step, FAQ and stat counts), then what each kind of
// section does beyond that (the marquee's rows and loop, the hero video, the
// accordion, links out, booking or its calendar), again read from content:
// no count, label or figure is typed here, so editing content breaks no test.
import { expect, test, type Page } from '@playwright/test'
import { pages } from '../../src/generated/pages.ts'
import { posts } from '../../src/generated/posts.ts'
import { prose } from '../../src/generated/prose.ts'
import { site } from '../../src/generated/site.ts'
import { testimonials } from '../../src/generated/testimonials.ts'
import { canonicalHref } from '../../src/lib/routes.ts'
import type { SectionOf, SectionType } from '../../schemas/sections/index.ts'
import { enhanced, expectFaqAccordion } from './helpers.ts'

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
        if (s.type === 'card-grid') {
          await expect(el.locator('[data-card]')).toHaveCount(s.cards.length)
          await expect(el.locator('[data-card]')).toContainText(s.cards.map((c) => c.title))
        }
        if (s.type === 'process-steps') await expect(el.locator('[data-step]')).toHaveCount(s.steps.length)
        if (s.type === 'faq') await expect(el.locator('details')).toHaveCount(s.items.length)
        if (s.type === 'stats' || s.type === 'hero')
          for (const st of 'items' in s ? s.items : s.stats)
            await expect(el.getByText(claimValue(st), { exact: true }).first()).toBeVisible()
        if (s.type === 'team-grid') {
          await expect(el.locator('[data-member]')).toHaveCount(s.members.length)
          await expect(el.locator('[data-member]')).toContainText(s.members.map((m) => m.name))
        }
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
        if (s.type === 'portfolio') await expect(el.locator('a[target="_blank"]')).toHaveCount(s.items.filter((i) => i.url).length)
        if (s.type === 'cta')
          await expect(el.getByRole('link', { name: s.primary.label })).toHaveAttribute('href', canonicalHref(s.primary.href))
      }
    })
  }
})

/** Texts read from content, each visible somewhere in the page's main. */
async function expectTexts(p: Page, texts: string[]) {
  for (const t of texts) await expect(p.locator('main').getByText(t, { exact: false }).first(), t).toBeVisible()
}

/** Every section of this type on every page, with its page's path. */
function sectionsOf<T extends SectionType>(type: T): { path: string; s: SectionOf<T> }[] {
  return pages.flatMap((page) =>
    page.sections.filter((s): s is SectionOf<T> => s.type === type).map((s) => ({ path: withSlash(page.route), s })),
  )
}
const heroOf = (path: string) => pages.find((pg) => withSlash(pg.route) === path)!.sections.find((s) => s.type === 'hero')!
const first = <T>(list: T[], what: string): T => {
  expect(list.length, `content has ${what}`).toBeGreaterThan(0)
  return list[0]!
}

test.describe('each kind of section does its job', () => {
  test('home hero video: every source, muted, started by the script once the page has loaded', async ({ page: p }) => {
    await p.goto('/')
    await expect(p.locator('video[data-hero-video] source')).toHaveCount(site.heroVideo.sources.length)
    await expect(p.locator('video[data-hero-video]')).toHaveAttribute('muted', '')
    // Not autoplay in the HTML: the enhancement script starts it once the page has loaded.
    await expect(p.locator('video[data-hero-video]')).not.toHaveAttribute('autoplay')
    await expect.poll(() => p.locator('video[data-hero-video]').evaluate((v: HTMLVideoElement) => v.preload)).toBe('auto')
  })

  test('logo marquee: a row per row of logos, each repeated for a seamless loop, every second row reversed', async ({ page: p }) => {
    const { path, s } = first(sectionsOf('logo-marquee'), 'a logo marquee')
    await p.goto(path)
    const rows = p.locator('[data-section="logo-marquee"]').first().locator('[data-marquee-row]')
    await expect(rows).toHaveCount(s.rows.length)
    for (const [i, row] of s.rows.entries()) {
      await expect(rows.nth(i)).toHaveAttribute('data-logos', String(row.length))
      await expect(rows.nth(i).locator(':scope > ul')).toHaveCount(s.repeat)
      await expect(rows.nth(i).locator(':scope > ul').first().locator('li')).toHaveCount(row.length)
    }
    const anim = await rows.evaluateAll((els) =>
      els.map((e) => [getComputedStyle(e).animationDuration, getComputedStyle(e).animationDirection]),
    )
    expect(anim).toEqual(s.rows.map((_, i) => [`${s.durationSeconds}s`, i % 2 ? 'reverse' : 'normal']))
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
    await enhanced(p)
    expect(await p.locator('video[data-hero-video]').evaluate((v: HTMLVideoElement) => [v.paused, v.preload])).toEqual([true, 'none'])
    await ctx.close()
  })

  test('service overview: each service with its two lists (what we do, what you get)', async ({ page: p }) => {
    const { path, s } = first(sectionsOf('service-overview'), 'a service overview')
    await p.goto(path)
    const cards = p.locator('[data-section="service-overview"] [data-service]')
    await expect(cards).toHaveCount(s.services.length)
    for (let i = 0; i < s.services.length; i++) await expect(cards.nth(i).locator('ul')).toHaveCount(2)
  })

  test('FAQ: one open at a time, collapsible; a service page carries Service and FAQPage structured data', async ({ page: p }) => {
    const page = pages.find((pg) => pg.service && pg.sections.some((s) => s.type === 'faq' && s.items.length > 1))!
    expect(page, 'content has a service page with an FAQ').toBeTruthy()
    await p.goto(withSlash(page.route))
    const faq = page.sections.find((s) => s.type === 'faq')!
    await expectFaqAccordion(p.locator('[data-section="faq"]').first().locator('details'), faq.items.length)
    const types = await p
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']))
    expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']))
  })

  test('portfolio: a piece with a live site links to it in a new tab; one without shows no link', async ({ page: p }) => {
    const { path, s } = first(sectionsOf('portfolio'), 'a portfolio')
    await p.goto(path)
    const section = p.locator('[data-section="portfolio"]').first()
    for (const item of s.items) {
      const piece = section.locator('li', { has: p.getByRole('heading', { name: item.name, exact: true }) })
      if (!item.url) {
        await expect(piece.locator('a')).toHaveCount(0)
        continue
      }
      const link = piece.locator(`a[href="${item.url}"]`)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toContainText(item.linkLabel)
    }
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

  test('case studies: the first ones show their video or quote poster, the rest none', async ({ page: p }) => {
    const { path, s } = first(sectionsOf('case-studies'), 'case studies')
    await p.goto(path)
    const studies = p.locator('[data-section="case-studies"] [data-case-study]')
    await expect(studies).toHaveCount(s.testimonials.length)
    for (let i = 0; i < s.testimonials.length; i++)
      await expect(studies.nth(i).locator('[data-video], [data-video-self-hosted], [data-quote-poster]')).toHaveCount(
        i < s.withVideo ? 1 : 0,
      )
  })

  test('blog: each post with its cover, category, title, excerpt, author and its link', async ({ page: p }) => {
    const { path, s } = first(sectionsOf('blog-latest'), 'a list of posts')
    await p.goto(path)
    const cards = p.locator('[data-section="blog-latest"]').first().locator('article')
    await expect(cards).toHaveCount(Math.min(s.count, posts.length))
    for (const post of posts.slice(0, s.count)) {
      const card = cards.filter({ hasText: post.meta.title })
      // Its own cover art, through the image pipeline, with the alt that says what is drawn, and it loads.
      const cover = card.locator('picture img')
      await expect(cover).toHaveAttribute('alt', post.meta.cover.alt!)
      await cover.scrollIntoViewIfNeeded()
      await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
      await expect(card).toContainText(post.meta.category)
      await expect(card).toContainText(post.meta.excerpt)
      await expect(card).toContainText(post.meta.author)
      await expect(card.getByRole('link', { name: site.labels.readMore })).toHaveAttribute('href', `/blog/${post.meta.slug}/`)
    }
  })

  for (const post of posts)
    test(`article ${post.meta.slug}: back link, badge, title, author, local date, read time, the whole body`, async ({ page: p }) => {
      await p.goto(`/blog/${post.meta.slug}/`)
      await expect(p.getByRole('link', { name: site.labels.backToBlog })).toHaveAttribute('href', '/blog/')
      await expect(p.locator('h1')).toHaveText(post.meta.title)
      await expectTexts(p, [post.meta.category, post.meta.author, post.meta.readTime])
      const date = new Date(`${post.meta.date}T00:00:00Z`).toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      await expect(p.locator('main time').first()).toHaveText(date)
      const words = (await p.locator('main .prose').innerText()).split(/\s+/).length
      expect(words).toBeGreaterThanOrEqual(Math.floor(post.words * 0.9))
    })

  for (const { path, s } of sectionsOf('prose'))
    test(`${path}: its Markdown, every heading`, async ({ page: p }) => {
      await p.goto(path)
      const doc = prose[s.source]!
      for (const h of doc.headings)
        await expect(p.locator('main .prose').getByRole('heading', { name: h.text, exact: true }).first()).toBeVisible()
    })

  // Each page books its own meeting type on the site, unless site.yaml configures a calendar for it: then it embeds that.
  for (const { path, s } of sectionsOf('booking'))
    test(`${path}: heading, its own booking calendar or its own booking, hidden from search`, async ({ page: p }) => {
      await p.goto(path)
      await expect(p.locator('h1')).toHaveText(heroOf(path).heading)
      const embedded = !!(s.calendar && site.embeds.booking.calendars[s.calendar])
      if (s.calendar) await expect(p.locator(`[data-booking-calendar="${s.calendar}"]`)).toHaveCount(embedded ? 1 : 0)
      await expect(p.locator(`[data-booking="${s.meetingType}"] [data-island="booking"]`)).toHaveCount(embedded ? 0 : 1)
      await expect(p.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    })

  for (const { path, s } of sectionsOf('process-steps').filter(({ s }) => s.steps.some((st) => st.link)))
    test(`${path}: each step's link, in a new tab only where content asks`, async ({ page: p }) => {
      await p.goto(path)
      const steps = p.locator('[data-section="process-steps"]').first().locator('[data-step]')
      await expect(steps).toHaveCount(s.steps.length)
      for (const [i, st] of s.steps.entries()) {
        if (!st.link) continue
        const link = steps.nth(i).locator(`a[href="${canonicalHref(st.link.href)}"]`)
        await expect(link).toBeVisible()
        expect(await link.getAttribute('target')).toBe(st.link.newTab ? '_blank' : null)
      }
    })

  test('contact: the form and the contact details from site.yaml', async ({ page: p }) => {
    const { path } = first(sectionsOf('contact-form'), 'a contact form')
    await p.goto(path)
    await expect(p.locator('[data-section="contact-form"] form')).toBeVisible()
    const { address } = site.contact
    await expectTexts(p, [
      site.contact.email,
      `${address.addressLocality} ${address.addressRegion} ${address.postalCode}`,
      site.contact.phone,
      site.contact.hours.display,
    ])
  })
})
