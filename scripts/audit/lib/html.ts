// One pass over a built page's HTML, with html-validate's parser (a real HTML
// parser, already a dependency), into the plain facts the checks need: its
// metadata, every URL it refers to, its ids, JSON-LD blocks, inline scripts,
// images, embeds and font preloads. Pure: HTML in, data out.
import { decodeHTMLAttribute, decodeHTMLStrict } from 'entities'
import { HtmlValidate, Parser, type HtmlElement } from 'html-validate'

type RefKind = 'page' | 'asset'

export interface UrlRef {
  /** The URL as written (entities decoded). */
  url: string
  /** Where it was found, e.g. `<a href>` or `<img srcset>`. */
  where: string
  /** A page is navigated to (anchors are checked); an asset is fetched. */
  kind: RefKind
}

interface ImageFacts {
  src: string
  hasSize: boolean
  lazy: boolean
  highPriority: boolean
  /** Inside the first element of <main>: very likely above the fold, a candidate for LCP. */
  inFirstSection: boolean
  /** The alt attribute; null when missing (alt="" marks a decorative image). */
  alt: string | null
}

interface EmbedFacts {
  tag: 'iframe' | 'video'
  src: string
  /** Has a box that does not change size when it loads (see embedHasStableBox). */
  stable: boolean
}

export interface PageScan {
  title: string | null
  description: string | null
  robots: string | null
  canonical: string | null
  /** Every id (and <a name>) on the page: the targets of #fragment links. */
  ids: Set<string>
  refs: UrlRef[]
  /** Raw text of each <script type="application/ld+json">. */
  jsonLd: string[]
  /** Text of each inline script the browser executes (what a CSP hash covers). */
  inlineScripts: string[]
  /** Attributes that run script inline (onclick=…, href="javascript:…"): never allowed by a hash-only CSP. */
  inlineHandlers: string[]
  images: ImageFacts[]
  embeds: EmbedFacts[]
  /** href of every <link rel="preload" as="font">, with whether it is crossorigin (required for fonts). */
  fontPreloads: { href: string; crossorigin: boolean }[]
  stylesheets: string[]
  /** The islands the page renders (data-island): its script loads those islands' code and no other. */
  islands: string[]
}

let parser: Parser | undefined
function getParser(): Parser {
  parser ??= new Parser(new HtmlValidate({ extends: [] }).getConfigForSync('page.html'))
  return parser
}

// The parser leaves character references as written.
const attr = (el: HtmlElement, name: string): string | null => {
  const v = el.getAttributeValue(name)
  return v === null ? null : decodeHTMLAttribute(v)
}
const text = (el: HtmlElement | null) => (el ? decodeHTMLStrict(el.textContent).replace(/\s+/g, ' ').trim() : null)

/** The URLs of a srcset: "a.png 1x, b.png 2x" -> [a.png, b.png]. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

function classOf(el: HtmlElement): string {
  return attr(el, 'class') ?? ''
}

/**
 * An iframe or video cannot shift the layout when it loads if its box is sized
 * before it does: width and height attributes, a height or size utility of its
 * own (h-[720px], size-full), an aspect-ratio box around it (aspect-video or a
 * style with aspect-ratio), or no box in the flow at all (absolute/fixed).
 */
function embedHasStableBox(el: HtmlElement): boolean {
  if (attr(el, 'width') && attr(el, 'height')) return true
  const own = `${classOf(el)} ${attr(el, 'style') ?? ''}`
  if (/(^|\s)(absolute|fixed)(\s|$)/.test(own)) return true
  if (/(^|\s)(h-|size-|aspect-)|aspect-ratio|(^|;|\s)height\s*:/.test(own)) return true
  let parent = el.parent
  for (let depth = 0; parent && depth < 3; depth++, parent = parent.parent) {
    const p = `${classOf(parent)} ${attr(parent, 'style') ?? ''}`
    if (/(^|\s)aspect-|aspect-ratio/.test(p)) return true
  }
  return false
}

export function scanHtml(html: string): PageScan {
  const root = getParser().parseHtml(html)
  const all = root.querySelectorAll('*')
  const scan: PageScan = {
    title: text(root.querySelector('title')),
    description: null,
    robots: null,
    canonical: null,
    ids: new Set(),
    refs: [],
    jsonLd: [],
    inlineScripts: [],
    inlineHandlers: [],
    images: [],
    embeds: [],
    fontPreloads: [],
    stylesheets: [],
    islands: [],
  }
  const main = root.querySelector('main')
  const firstSection = main?.childElements[0] ?? null
  const isIn = (el: HtmlElement, ancestor: HtmlElement | null) => {
    for (let p: HtmlElement | null = el; p; p = p.parent) if (p === ancestor) return true
    return false
  }
  const ref = (url: string | null, where: string, kind: RefKind) => {
    if (url !== null && url.trim() !== '') scan.refs.push({ url: url.trim(), where, kind })
  }

  for (const el of all) {
    const tag = el.tagName
    const id = attr(el, 'id')
    if (id) scan.ids.add(id)
    const island = attr(el, 'data-island')
    if (island) scan.islands.push(island)
    if (tag === 'a' && attr(el, 'name')) scan.ids.add(attr(el, 'name')!)
    for (const a of el.attributes) {
      if (/^on/i.test(a.key)) scan.inlineHandlers.push(`<${tag} ${a.key}>`)
      if (typeof a.value === 'string' && /^\s*javascript:/i.test(a.value)) scan.inlineHandlers.push(`<${tag} ${a.key}="javascript:…">`)
    }

    switch (tag) {
      case 'meta': {
        const name = (attr(el, 'name') ?? attr(el, 'property') ?? '').toLowerCase()
        const content = attr(el, 'content')
        if (name === 'description') scan.description = content?.trim() ?? null
        if (name === 'robots') scan.robots = content
        if (['og:image', 'og:url', 'twitter:image'].includes(name)) ref(content, `<meta ${name}>`, name === 'og:url' ? 'page' : 'asset')
        break
      }
      case 'link': {
        const rel = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/)
        const href = attr(el, 'href')
        if (rel.includes('canonical')) scan.canonical = href
        if (rel.includes('stylesheet') && href) scan.stylesheets.push(href)
        if (rel.includes('preload') && attr(el, 'as') === 'font' && href)
          scan.fontPreloads.push({ href, crossorigin: el.hasAttribute('crossorigin') })
        if (!rel.includes('dns-prefetch') && !rel.includes('preconnect'))
          ref(href, `<link rel="${rel.join(' ')}">`, rel.includes('canonical') || rel.includes('alternate') ? 'page' : 'asset')
        break
      }
      // The stylesheet postbuild inlined (scripts/lib/inline-css.ts): still the page's stylesheet, for the weight and font checks.
      case 'style': {
        const inlined = attr(el, 'data-inlined')
        if (inlined) scan.stylesheets.push(inlined)
        break
      }
      case 'a':
      case 'area':
        ref(attr(el, 'href'), `<${tag} href>`, 'page')
        break
      case 'form':
        ref(attr(el, 'action'), '<form action>', 'asset')
        break
      case 'iframe':
        ref(attr(el, 'src'), '<iframe src>', 'page')
        scan.embeds.push({ tag, src: attr(el, 'src') ?? '', stable: embedHasStableBox(el) })
        break
      case 'script': {
        const src = attr(el, 'src')
        const type = (attr(el, 'type') ?? '').toLowerCase()
        if (src !== null) ref(src, '<script src>', 'asset')
        else if (type === 'application/ld+json') scan.jsonLd.push(el.textContent)
        else if (EXECUTABLE_SCRIPT_TYPES.has(type)) {
          scan.inlineScripts.push(el.textContent)
          // An entry imported after the first paint (scripts/lib/first-paint.ts): still the page's script.
          const deferred = attr(el, 'data-entry')
          if (deferred !== null) ref(deferred, '<script src>', 'asset')
        }
        break
      }
      case 'img': {
        const src = attr(el, 'src') ?? ''
        ref(src, '<img src>', 'asset')
        for (const u of srcsetUrls(attr(el, 'srcset') ?? '')) ref(u, '<img srcset>', 'asset')
        scan.images.push({
          src,
          hasSize: !!attr(el, 'width') && !!attr(el, 'height'),
          // null: no alt attribute at all (alt="" is a decorative image, and fine).
          alt: attr(el, 'alt'),
          lazy: attr(el, 'loading') === 'lazy',
          highPriority: attr(el, 'fetchpriority') === 'high',
          inFirstSection: !!firstSection && isIn(el, firstSection),
        })
        break
      }
      case 'source':
        ref(attr(el, 'src'), '<source src>', 'asset')
        for (const u of srcsetUrls(attr(el, 'srcset') ?? '')) ref(u, '<source srcset>', 'asset')
        break
      case 'video':
      case 'audio':
        ref(attr(el, 'src'), `<${tag} src>`, 'asset')
        ref(attr(el, 'poster'), `<${tag} poster>`, 'asset')
        if (tag === 'video') scan.embeds.push({ tag, src: attr(el, 'src') ?? attr(el, 'poster') ?? '', stable: embedHasStableBox(el) })
        break
    }
  }
  return scan
}
