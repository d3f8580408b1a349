import { site } from '../../lib/prerender-content.ts'
import { makeMeta } from '../../lib/page-meta.ts'

export default () => ({
  meta: makeMeta(site, {
    title: `${site.notFound.code}: ${site.notFound.heading}`,
    description: site.notFound.body,
    path: null,
    noindex: true,
    jsonLd: [],
  }),
})
