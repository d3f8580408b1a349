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
  ogType: 'website' | 'article'
  jsonLd: Record<string, unknown>[]
}

export const ROBOTS_INDEX = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1'
export const ROBOTS_NOINDEX = 'noindex, nofollow'

/** Appends the brand unless the title already names it. */
export function fullTitle(site: Site, title: string): string {
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

export function makeMeta(
  site: Site,
  input: Omit<PageMeta, 'image' | 'ogType' | 'keywords'> & Partial<Pick<PageMeta, 'image' | 'ogType' | 'keywords'>>,
): PageMeta {
  return { keywords: [], image: site.seo.defaultImage, ogType: 'website', ...input, title: fullTitle(site, input.title) }
}
