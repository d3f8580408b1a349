// The visible text of a prerendered page's <main>, for content checks that
// must measure what a reader (and a search engine) gets, not the chrome around
// it. Regex-based on purpose: the input is our own prerendered HTML, and the
// checks run on 138+ pages without a DOM.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  laquo: '«', raquo: '»', middot: '·', bull: '•', times: '×', copy: '©', reg: '®', trade: '™', deg: '°',
}

/** Decodes numeric entities and the common named ones; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })
}

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
  return decodeEntities(
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
