// Markdown to HTML at prerender time (blog articles, legal pages, inline copy).
// Headings get stable ids so a reader can link to a clause or a section.
import { decodeHTMLStrict } from 'entities'
import { Marked } from 'marked'
import type { RenderedMarkdown } from '../../schemas/content.ts'
import { canonicalHref } from './routes.ts'

function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: RenderedMarkdown['headings'] = []
  const used = new Map<string, number>()
  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens)
        const text = decodeHTMLStrict(inner.replace(/<[^>]+>/g, ''))
        let id = slugifyHeading(text) || 'section'
        const n = used.get(id) ?? 0
        used.set(id, n + 1)
        if (n) id = `${id}-${n}`
        headings.push({ depth, text, id })
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens)
        const external = /^https?:\/\//.test(href)
        href = canonicalHref(href)
        const t = title ? ` title="${title}"` : ''
        return external ? `<a href="${href}"${t} rel="noopener" target="_blank">${inner}</a>` : `<a href="${href}"${t}>${inner}</a>`
      },
    },
  })
  const html = marked.parse(source, { async: false })
  const words = source.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length
  return { html, headings, words }
}

/** Inline Markdown (a card's body, a hero lead) without a wrapping <p>. */
export function renderInline(source: string): string {
  return new Marked({ gfm: true }).parseInline(source, { async: false })
}
