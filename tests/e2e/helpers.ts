// Shared helpers for the end-to-end tests: the built site's own lists.
import { readFileSync } from 'node:fs'

/** Every URL path in the built sitemap.xml (the tests walk the real site, not a hand-picked list). */
export function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!)
}

export function sitemapUrls(): string[] {
  const xml = readFileSync('dist/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)
}

/** Old URL -> target from the built _redirects (301 lines only). */
export function redirectRules(): { from: string; to: string }[] {
  return readFileSync('dist/_redirects', 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((p) => p.length === 3 && p[2] === '301')
    .map(([from, to]) => ({ from: from!, to: to! }))
}
