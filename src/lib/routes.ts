// Paths of the site's pages and the one entry shape of the route list that
// scripts/lib/build-routes.ts works out from content (src/generated/routes.ts).

/**
 * `form-page` hydrates the lead forms, `booking-page` the booking islands, `staff-page` the staff console
 * (src/staff/, noindex); every other kind is HTML-only.
 */
export type RouteKind = 'page' | 'form-page' | 'booking-page' | 'staff-page' | 'blog-post' | 'local' | 'local-placeholder'

export interface RouteEntry {
  /** Canonical path with a trailing slash ("/" for home). */
  path: string
  kind: RouteKind
  noindex: boolean
  sitemap?: { priority: number; changefreq: 'daily' | 'weekly' | 'monthly' }
}

/** "/about" -> "/about/", "/" stays "/". */
export function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`
}

/**
 * An internal link in the form its page is served at: "/about" -> "/about/",
 * "/blog/seo-tips#faq" -> "/blog/seo-tips/#faq". Editors may write either; the
 * rendered link never costs the visitor a redirect. Files ("/og.png"),
 * anchors, mailto:, tel: and other sites are left alone.
 */
export function canonicalHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const at = href.search(/[?#]/)
  const path = at === -1 ? href : href.slice(0, at)
  const rest = at === -1 ? '' : href.slice(at)
  const last = path.slice(path.lastIndexOf('/') + 1)
  return last === '' || last.includes('.') ? href : `${path}/${rest}`
}

export const localPath = (service: string, stateCode: string, city: string) => `/${service}/${stateCode.toLowerCase()}/${city}/`
/** The state segment of a local link whose state is unknown (a related-service link made where the state was unknown). */
export const UNKNOWN_STATE_SEGMENT = 'aus'
/** The page served (with status 404) for an unknown city under a known service. */
export const localPlaceholderPath = (service: string) => `/${service}/_unknown-city/`
