// The visible text of a prerendered page's <main>, for content checks that
// must measure what a reader (and a search engine) gets, not the chrome around
// it. Regex-based on purpose: the input is our own prerendered HTML, and the
// checks run on 138+ pages without a DOM.
import { decodeHTMLStrict } from 'entities'

/**
 * The text inside <main>…</main> with scripts, styles, templates and comments
 * removed and every tag turned into a space (React writes sibling blocks with
 * no whitespace between them). null when the page has no <main>.
 */
export function mainText(html: string): string | null {
  const open = /<main\b[^>]*>/i.exec(html)
  if (!open) return null
  const close = html.toLowerCase().lastIndexOf('</main>')
  if (close < open.index) return null
  const inner = html.slice(open.index + open[0].length, close)
  return decodeHTMLStrict(
    inner
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** True when the page asks robots not to index it (<meta name="robots" content="noindex…">). */
export function hasNoindex(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (/\bname\s*=\s*["']?(robots|googlebot)\b/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag)) return true
  }
  return false
}
