// The site's stylesheet inlined into each page's <head> (scripts/postbuild.ts), in place of the
// render-blocking <link>: a phone then paints from the HTML alone, one round trip sooner (issue 37,
// LCP under 1.2 s on Lighthouse's simulated mobile). The whole file, not a "critical" subset: it is
// one Tailwind build of ~11 KB gzip shared by every page, so the first 14 KB of a page carry it and
// the top of the page, and no per-page extraction can leave a rule out. The cost is that a second
// page does not reuse it from the cache (~11 KB gzip a page), accepted for the first paint.
//
// The <style> keeps the file's address in data-inlined, so the audit still weighs and checks the
// stylesheet each page uses (scripts/audit/lib/html.ts); the CSP allows exactly these texts by hash.
import { createHash } from 'node:crypto'

const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The CSP source of an inline text ('sha256-…' without the quotes). */
export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/**
 * `html` with each local stylesheet link under /assets/ replaced by a <style> of the file's text
 * (`read` gives it from its URL path, or null to keep the link), and the hashes of what it inlined.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): { html: string; hashes: string[] } {
  const hashes: string[] = []
  const out = html.replace(LINK, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (!href?.startsWith('/assets/')) return tag
    const css = read(href)
    if (css === null) return tag
    // The one text that would end the element early; Tailwind never writes it, a hand-written rule might.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`)
    hashes.push(cspHash(css))
    return `<style data-inlined="${href}">${css}</style>`
  })
  return { html: out, hashes }
}
