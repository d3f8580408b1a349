// <head> of every page: title, description, keywords, canonical, robots,
// Open Graph, Twitter card and JSON-LD, all from the page's data (content).
import { usePageContext } from 'vike-react/usePageContext'
import { pages, site } from '../lib/prerender-content.ts'
import { isSecretPage } from '../lib/secret-pages.ts'
import { absoluteUrl, ROBOTS_INDEX, ROBOTS_NOINDEX, SOCIAL_CARD_SIZE, type PageMeta } from '../lib/page-meta.ts'
import { jsonLdScriptContent } from '../lib/structured-data.ts'

export default function Head() {
  const pageContext = usePageContext()
  const meta = (pageContext.data as { meta?: PageMeta } | undefined)?.meta
  if (!meta) return null
  const url = meta.path === null ? null : absoluteUrl(site, meta.path)
  const image = absoluteUrl(site, meta.image)
  // An address with a secret in it (a booking's manage link, the console's sign-in link): no pixel, no Referer.
  const secret = isSecretPage(pageContext.urlPathname, pages)
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <meta name="robots" content={meta.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX} />
      {secret && <meta name="referrer" content="no-referrer" />}
      {url && <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#0b1d3d" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={meta.imageAlt} />
      <meta property="og:locale" content={site.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      {site.seo.twitterSite && <meta name="twitter:site" content={site.seo.twitterSite} />}
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={meta.imageAlt} />
      {!secret && site.embeds.pixel.id && site.embeds.pixel.scriptUrl && (
        <>
          <meta name="ad-pixel-id" content={site.embeds.pixel.id} />
          {/* Loaded by src/enhance/pixel.ts, and only where the visitor allows it (Global Privacy Control, the footer's choice). */}
          <meta name="ad-pixel-script" content={site.embeds.pixel.scriptUrl} />
        </>
      )}
      {meta.jsonLd.map((thing, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(thing) }} />
      ))}
    </>
  )
}
