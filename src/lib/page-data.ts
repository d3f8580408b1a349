// Data of a content page (content/pages/*.yaml) at prerender time: its
// sections and its metadata, JSON-LD included.
import type { Page } from '../../schemas/page.ts'
import { pages, site, testimonials } from './prerender-content.ts'
import { crumbs, makeMeta, type PageMeta } from './page-meta.ts'
import { withSlash } from './routes.ts'
import { faqPage, organization, reviews, service } from './structured-data.ts'

export interface ContentPageData {
  meta: PageMeta
  page: Page
}

function findPage(pathname: string): Page | undefined {
  const path = withSlash(pathname)
  return pages.find((p) => withSlash(p.route) === path)
}

export function contentPageData(pathname: string): ContentPageData {
  const page = findPage(pathname)
  if (!page) throw new Error(`no content page for ${pathname}`)
  const path = withSlash(page.route)
  const hero = page.sections.find((s) => s.type === 'hero')
  const name = page.breadcrumb ?? (hero && 'heading' in hero ? hero.heading : page.seo.title)
  const jsonLd: Record<string, unknown>[] = []
  for (const kind of page.structuredData) {
    if (kind === 'organization') jsonLd.push(organization(site))
    if (kind === 'service' && page.service) jsonLd.push(service(site, { ...page.service, url: path }))
    if (kind === 'reviews')
      jsonLd.push(
        reviews(
          site,
          testimonials.map((t) => ({ author: t.name, reviewBody: t.quote, datePublished: t.date, ratingValue: t.rating })),
        ),
      )
  }
  const faqs = page.sections.flatMap((s) => (s.type === 'faq' ? s.items : []))
  if (faqs.length) jsonLd.push(faqPage(faqs))
  const parents = path.startsWith('/services/') ? [{ name: 'Services', path: '/services/' }] : []
  const bc = page.seo.noindex ? null : crumbs(site, path, name, parents)
  if (bc) jsonLd.push(bc)
  return {
    page,
    meta: makeMeta(site, {
      title: page.seo.title,
      description: page.seo.description,
      keywords: page.seo.keywords,
      path,
      noindex: page.seo.noindex,
      jsonLd,
      card: {
        kicker: path.startsWith('/services/') ? site.seo.cardLabels.service : site.brand.name,
        title: name === page.seo.title ? name : page.seo.title,
      },
    }),
  }
}
