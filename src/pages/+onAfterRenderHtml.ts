// Prerendering keeps every page's pageContext until the whole build ends (Vike
// holds the list it renders from), and vike-react leaves the page's HTML
// string and React element on it: about a megabyte a page, which ran a
// 6,000-page build (1,000 cities) out of heap (BENCHMARKS.md). Here the HTML
// is handed over as a one-shot stream instead, which Vike reads once and then
// lets go, and the element is dropped once it has been rendered, so memory no
// longer grows with the HTML of every page built so far.
import { Readable } from 'node:stream'
import type { PageContextServer } from 'vike/types'

export default function onAfterRenderHtml(context: PageContextServer): void {
  // vike-react's own fields, typed loosely: a Node stream is one of the kinds it reads.
  const pageContext = context as unknown as { pageHtmlString?: string; pageHtmlStream?: unknown; page?: unknown }
  const html = pageContext.pageHtmlString
  if (typeof html !== 'string') return
  delete pageContext.pageHtmlString
  pageContext.pageHtmlStream = Readable.from([html], { objectMode: false })
  pageContext.page = undefined
}
