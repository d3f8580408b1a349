// Every URL of the site, worked out from content. The prerender hooks, the
// sitemap, the link checker and the end-to-end tests all read this one list
// (written to src/generated/routes.ts by scripts/generate.ts).
import type { Content } from '../../schemas/content.ts'
import { localPath, localPlaceholderPath, withSlash, type RouteEntry } from '../../src/lib/routes.ts'

function isInteractive(page: Content['pages'][number], interactiveTypes: readonly string[]): boolean {
  return page.sections.some((s) => interactiveTypes.includes(s.type))
}

export function buildRoutes(
  content: Pick<Content, 'pages' | 'posts' | 'local' | 'site'>,
  interactiveTypes: readonly string[],
): RouteEntry[] {
  const routes: RouteEntry[] = []
  for (const page of content.pages)
    routes.push({
      path: withSlash(page.route),
      kind: isInteractive(page, interactiveTypes) ? 'form-page' : 'page',
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
  return routes
}
