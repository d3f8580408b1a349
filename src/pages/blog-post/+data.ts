import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { posts, site } from '../../lib/prerender-content.ts'
import { crumbs, makeMeta } from '../../lib/page-meta.ts'
import { article } from '../../lib/structured-data.ts'

export default (pageContext: PageContextServer) => {
  const post = posts.find((p) => p.meta.slug === pageContext.routeParams.slug)
  if (!post) throw render(404)
  const { meta: m } = post
  const path = `/blog/${m.slug}/`
  const jsonLd = [
    article(site, {
      headline: m.title,
      description: m.description,
      url: path,
      datePublished: m.date,
      author: m.author,
      image: site.seo.defaultImage,
    }),
    crumbs(site, path, m.title, [{ name: 'Blog', path: '/blog/' }])!,
  ]
  return {
    post,
    meta: makeMeta(site, {
      title: m.title,
      description: m.description,
      keywords: m.keywords,
      path,
      noindex: false,
      ogType: 'article',
      jsonLd,
      card: { kicker: site.seo.cardLabels.blog, title: m.title, detail: m.author },
    }),
  }
}
