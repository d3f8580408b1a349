// sitemap.xml from the route list: absolute URLs, only indexable pages.
import type { RouteEntry } from '../../src/lib/routes.ts'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function sitemapEntries(routes: readonly RouteEntry[]) {
  return routes.filter((r) => !r.noindex && r.sitemap)
}

export function renderSitemap(routes: readonly RouteEntry[], baseUrl: string, lastmod: string): string {
  const urls = sitemapEntries(routes).map(
    (r) =>
      `  <url>\n    <loc>${escapeXml(baseUrl + r.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <changefreq>${r.sitemap!.changefreq}</changefreq>\n    <priority>${r.sitemap!.priority.toFixed(1)}</priority>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
