// Duplicate and missing titles and descriptions (scripts/audit/duplicates.ts),
// read from hand-made pages the way the audit reads built ones.
import { describe, expect, it } from 'vitest'
import { duplicateProblems } from '../../../scripts/audit/duplicates.ts'
import { scanHtml } from '../../../scripts/audit/lib/html.ts'

const page = (path: string, title: string | null, description: string | null) => {
  const head = `${title === null ? '' : `<title>${title}</title>`}${description === null ? '' : `<meta name="description" content="${description}">`}`
  const scan = scanHtml(`<!doctype html><html lang="en"><head>${head}</head><body><main><h1>x</h1></main></body></html>`)
  return { path, title: scan.title, description: scan.description }
}

describe('titles and descriptions', () => {
  it('pass when every page has its own', () => {
    expect(
      duplicateProblems([
        page('/', 'Home | H', 'Growth for Australian businesses.'),
        page('/about/', 'About | H', 'Who we are.'),
        page('/a&b/', 'A &amp; B | H', 'Ampersands &amp; all.'),
      ]),
    ).toEqual([])
  })
  it('fail when two pages share a title, listing both', () => {
    expect(duplicateProblems([page('/a/', 'SEO | H', 'One.'), page('/b/', 'SEO | H', 'Two.')])).toEqual([
      '2 pages share the title "SEO | H": /a/, /b/',
    ])
  })
  it('compare after collapsing case and whitespace, as a results page shows them', () => {
    expect(duplicateProblems([page('/a/', 'One', 'Same  text.'), page('/b/', 'Two', 'same text.')])).toEqual([
      '2 pages share the description "Same  text.": /a/, /b/',
    ])
  })
  it('decode entities before comparing', () => {
    expect(duplicateProblems([page('/a/', 'A &amp; B', 'x'), page('/b/', 'A & B', 'y')])).toEqual([
      '2 pages share the title "A & B": /a/, /b/',
    ])
  })
  it('fail a page without a title or a description', () => {
    expect(duplicateProblems([page('/a/', null, 'x'), page('/b/', 'B', '  ')])).toEqual(['/a/: no title', '/b/: no description'])
  })
})
