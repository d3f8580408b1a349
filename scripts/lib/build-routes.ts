// Every URL of the site, worked out from content. The prerender hooks, the
// sitemap, the link checker and the end-to-end tests all read this one list
// (written to src/generated/routes.ts by scripts/generate.ts).
import type { Content } from '../../schemas/content.ts'
import { BOOKING_SECTIONS } from '../../schemas/sections/index.ts'
import { bookingCalendarUrl } from '../../src/lib/embeds.ts'
import { STAFF_PAGES } from '../../src/lib/staff-routes.ts'
import { localPath, localPlaceholderPath, withSlash, type RouteEntry, type RouteKind } from '../../src/lib/routes.ts'

type PageContent = Content['pages'][number]

export function isInteractive(page: PageContent, interactiveTypes: readonly string[]): boolean {
  return page.sections.some((s) => interactiveTypes.includes(s.type))
}

/** A booking section that books on the site (no third-party calendar configured for it), or the manage section. */
function hasFirstPartyBooking(page: PageContent, site: Pick<Content['site'], 'embeds'>): boolean {
  return page.sections.some(
    (s) =>
      (BOOKING_SECTIONS as readonly string[]).includes(s.type) &&
      !(s.type === 'booking' && bookingCalendarUrl(s.calendar, site.embeds.booking.calendars)),
  )
}

export function pageKind(page: PageContent, site: Pick<Content['site'], 'embeds'>, interactiveTypes: readonly string[]): RouteKind {
  if (isInteractive(page, interactiveTypes)) return 'form-page'
  return hasFirstPartyBooking(page, site) ? 'booking-page' : 'page'
}

export function buildRoutes(
  content: Pick<Content, 'pages' | 'posts' | 'local' | 'site'>,
  interactiveTypes: readonly string[],
): RouteEntry[] {
  const routes: RouteEntry[] = []
  for (const page of content.pages)
    routes.push({
      path: withSlash(page.route),
      kind: pageKind(page, content.site, interactiveTypes),
      noindex: page.seo.noindex,
      sitemap: page.seo.sitemap,
    })
  for (const post of content.posts)
    routes.push({ path: `/blog/${post.meta.slug}/`, kind: 'blog-post', noindex: false, sitemap: content.site.seo.blogPost })
  for (const service of content.local.services) {
    for (const city of content.local.cities)
      routes.push({
        path: localPath(service.slug, city.state.code, city.slug),
        kind: 'local',
        noindex: false,
        sitemap: content.site.seo.localPage,
      })
    routes.push({ path: localPlaceholderPath(service.slug), kind: 'local-placeholder', noindex: true })
  }
  // The staff console's shells: not content, never indexed nor in the sitemap.
  for (const path of Object.values(STAFF_PAGES)) routes.push({ path, kind: 'staff-page', noindex: true })
  return routes
}
