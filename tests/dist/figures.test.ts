// Every built page against the figures register (site.yaml claims): a figure
// the page's <main> types before the words of a fact is a value the register
// (or a case study) has, and a page that shows two values of one fact shows,
// for each, whose results it counts (the scope's words, as the register
// gives them). What a reader of the built page gets, whatever wrote it.
import { readFileSync } from 'node:fs'
import { decodeHTMLStrict } from 'entities'
import { describe, expect, it } from 'vitest'
import type { Claim } from '../../schemas/site.ts'
import { filesUnder, urlPathOf } from '../../scripts/audit/lib/dist.ts'
import { caseStudyClaims, claimTextProblems } from '../../scripts/lib/claims-checks.ts'
import { mentions, parseFigure, sameFigure } from '../../scripts/lib/figures.ts'
import { site } from '../../src/generated/site.ts'
import { testimonials } from '../../src/generated/testimonials.ts'
import { PLACEHOLDER_WORDS } from '../../scripts/lib/placeholder-checks.ts'
import { mainText } from '../../scripts/lib/html-text.ts'
import { DIST, htmlOf, sitemapPaths } from './built.ts'

/** <main>'s text with a bar at each block's end, so a stat's figure never reads as the next stat's label. */
function blocks(html: string): string {
  const open = /<main\b[^>]*>/i.exec(html)
  const close = html.lastIndexOf('</main>')
  if (!open || close < 0) return ''
  return decodeHTMLStrict(
    html
      .slice(open.index + open[0].length, close)
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/(p|li|dt|dd|h\d|div|td|th|summary|blockquote|figcaption|a|button|span)>/gi, ' | ')
      .replace(/<br\s*\/?>/gi, ' | ')
      // A span shown as a block (a stat's scope under its label) is a line of its own.
      .replace(/<span\b[^>]*class="[^"]*\bblock\b[^"]*"[^>]*>/gi, ' | ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

const known = caseStudyClaims({ site, testimonials })
const all: [string, Claim][] = Object.entries({ ...site.claims, ...known })
const scopeWords = (c: Claim) => c.of ?? (c.scope === 'agency' || c.scope === 'team' ? site.claimScopes[c.scope] : '')
const pages = filesUnder(DIST)
  .filter((f) => f.endsWith('index.html'))
  .map((file) => ({ path: urlPathOf(DIST, file), text: blocks(readFileSync(file, 'utf8')) }))

describe('figures on the built pages', () => {
  it('there are pages to read, and figures on them', () => {
    expect(pages.length).toBeGreaterThan(100)
    expect(pages.some((p) => mentions(p.text, site.claims).length > 0)).toBe(true)
  })

  it('every figure a page types restates the register', () => {
    const problems: string[] = []
    for (const { path, text } of pages)
      claimTextProblems(text, site.claims, known, site.structuredData.foundingDate, (m) => problems.push(`${path}: ${m}`))
    expect(problems).toEqual([])
  })

  it('no page shows two values for one fact without saying whose results each counts', () => {
    const problems: string[] = []
    for (const { path, text } of pages) {
      const byFact = new Map<string, ReturnType<typeof mentions>>()
      for (const m of mentions(text, site.claims)) byFact.set(m.fact, [...(byFact.get(m.fact) ?? []), m])
      for (const [fact, found] of byFact) {
        const values = found.filter((m, i) => found.findIndex((o) => sameFigure(o.parsed, m.parsed)) === i)
        if (values.length < 2) continue
        for (const m of values) {
          const entries = all.filter(([, c]) => c.fact === fact && sameFigure(parseFigure(c.value)!, m.parsed))
          if (!entries.some(([, c]) => text.toLowerCase().includes(scopeWords(c).toLowerCase())))
            problems.push(`${path}: "${m.text}" beside another ${fact} figure, and the page never says whose results it counts`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('pages in the sitemap', () => {
  it('none says it is unfinished', () => {
    const unfinished = sitemapPaths.filter((path) => PLACEHOLDER_WORDS.test(mainText(htmlOf(path)) ?? ''))
    expect(unfinished).toEqual([])
  })

  it('every link to a case study lands on that case study', () => {
    const links = sitemapPaths.flatMap((path) =>
      [...htmlOf(path).matchAll(/<a\b[^>]*href="(\/[^"#]*)#(case-[^"]+)"/g)].map((m) => ({ from: path, page: m[1]!, id: m[2]! })),
    )
    expect(links.length).toBeGreaterThan(0)
    for (const { from, page, id } of links) expect(htmlOf(page), `${from} -> ${page}#${id}`).toContain(`id="${id}"`)
  })
})
