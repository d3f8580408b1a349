// Every URL of the site, worked out from content. The prerender hooks, the
// sitemap, the link checker and the end-to-end tests all read this one list.
import type { Content } from '../../scripts/lib/load-content.ts'

export type RouteKind = 'page' | 'form-page' | 'blog-post' | 'local' | 'local-placeholder'

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
/** The page served (with status 404) for an unknown city under a known service. */
export const localPlaceholderPath = (service: string) => `/${service}/_unknown-city/`

export function isInteractive(page: Content['pages'][number], interactiveTypes: readonly string[]): boolean {
  return page.sections.some((s) => interactiveTypes.includes(s.type))
}

export function buildRoutes(content: Pick<Content, 'pages' | 'posts' | 'local' | 'site'>, interactiveTypes: readonly string[]): RouteEntry[] {
  const routes: RouteEntry[] = []
  for (const page of content.pages)
    routes.push({ path: withSlash(page.route), kind: isInteractive(page, interactiveTypes) ? 'form-page' : 'page', noindex: page.seo.noindex, sitemap: page.seo.sitemap })
  for (const post of content.posts) routes.push({ path: `/blog/${post.meta.slug}/`, kind: 'blog-post', noindex: false, sitemap: content.site.seo.blogPost })
  for (const service of content.local.services) {
    for (const city of content.local.cities)
      routes.push({ path: localPath(service.slug, city.state.code, city.slug), kind: 'local', noindex: false, sitemap: content.site.seo.localPage })
    routes.push({ path: localPlaceholderPath(service.slug), kind: 'local-placeholder', noindex: true })
  }
  return routes
}
