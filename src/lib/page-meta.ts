// Metadata of one page (title, description, canonical, robots, social cards,
// JSON-LD), worked out from content. +Head.tsx renders it.
import type { Site } from '../../schemas/site.ts'
import { breadcrumbList } from './structured-data.ts'

export interface PageMeta {
  title: string
  description: string
  keywords: string[]
  /** Canonical path with trailing slash; null for an error page, which has no address of its own (no canonical, no og:url). */
  path: string | null
  noindex: boolean
  image: string
  imageAlt: string
  /** Set when the page has its own generated social card (1200x630 PNG at `image`). */
  card?: SocialCard
  ogType: 'website' | 'article'
  jsonLd: Record<string, unknown>[]
}

/** What a page's social card shows; scripts/lib/social-card.ts draws it at build time. */
interface SocialCard {
  kicker: string
  title: string
  detail?: string
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

/** Where a page's social card is published: "/" -> /og/home.png, "/seo-agency/vic/melbourne/" -> /og/seo-agency/vic/melbourne.png. */
export function socialCardPath(path: string): string {
  return `/og${path === '/' ? '/home' : path.replace(/\/$/, '')}.png`
}

export const ROBOTS_INDEX = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'
export const ROBOTS_NOINDEX = 'noindex, nofollow'

/** Appends the brand unless the title already names it. */
function fullTitle(site: Site, title: string): string {
  return title.includes(site.brand.name) ? title : `${title}${site.seo.titleSuffix}`
}

export function absoluteUrl(site: Site, path: string): string {
  return /^https?:/.test(path) ? path : `${site.baseUrl}${path}`
}

/** Breadcrumbs from the path: Home > Services > SEO. */
export function crumbs(site: Site, path: string, name: string, parents: { name: string; path: string }[] = []) {
  if (path === '/') return null
  return breadcrumbList(site, [{ name: 'Home', path: '/' }, ...parents, { name, path }])
}

/** A page's metadata. An indexable page with a `card` gets its own social card as og:image; others the default image. */
export function makeMeta(
  site: Site,
  input: Omit<PageMeta, 'image' | 'imageAlt' | 'ogType' | 'keywords'> & Partial<Pick<PageMeta, 'ogType' | 'keywords'>>,
): PageMeta {
  const own = input.card && input.path !== null && !input.noindex
  const { card, ...rest } = input
  return {
    keywords: [],
    ogType: 'website',
    ...rest,
    ...(own && card
      ? { card, image: socialCardPath(input.path!), imageAlt: [card.kicker, card.title, card.detail].filter(Boolean).join(': ') }
      : { image: site.seo.defaultImage, imageAlt: site.seo.defaultImageAlt }),
    title: fullTitle(site, input.title),
  }
}
