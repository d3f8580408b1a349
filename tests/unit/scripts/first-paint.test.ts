// What postbuild does so that nothing but the HTML stands before a page's largest paint
// (scripts/lib/first-paint.ts): entries imported after the load, small posters in the page.
import { describe, expect, it } from 'vitest'
import { deferEntryScripts, ENTRY_LOADER, inlinePosters, POSTER_INLINE_MAX_BYTES } from '../../../scripts/lib/first-paint.ts'
import { scanHtml } from '../../../scripts/audit/lib/html.ts'
import { pageEntries } from '../../../scripts/audit/lib/page-weight.ts'

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title></head><body><main><p>x</p></main>${body}</body></html>`
const entry = '/assets/entries/src_pages_form_client.C_jWbN_g.js'
const staff = '/assets/entries/src_pages_staff_client.DuVQic4r.js'

describe('deferEntryScripts', () => {
  it("loads a page's entry with the one loader, and the audit still weighs it as the page's script", () => {
    const html = deferEntryScripts(page(`<script src="${entry}" type="module" async></script>`))
    expect(html).not.toContain(`src="${entry}"`)
    expect(html).toContain(`<script data-entry="${entry}">${ENTRY_LOADER}</script>`)
    const scan = scanHtml(html)
    expect(pageEntries(scan, '/contact/').scripts).toEqual([entry])
    expect(scan.inlineScripts).toEqual([ENTRY_LOADER])
  })
  it('adds the module after the load and the largest paint (of the hero image where the page has one)', () => {
    expect(ENTRY_LOADER).toMatch(/addEventListener\('load',watch\)/)
    expect(ENTRY_LOADER).toMatch(/observe\(\{type:'largest-contentful-paint',buffered:true\}\)/)
    expect(ENTRY_LOADER).toMatch(/!hero\|\|e\.element===hero/)
    expect(ENTRY_LOADER).toMatch(/e\.type='module';e\.src=s/)
    expect(ENTRY_LOADER).toContain('dataset.entry')
  })
  it("leaves the staff console's entry (its pages are drawn by it) and any other script as they are", () => {
    const html = page(`<script src="${staff}" type="module" async></script><script type="module" src="/admin/assets/index.js"></script>`)
    expect(deferEntryScripts(html)).toBe(html)
  })
})

describe('inlinePosters', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 5"><rect width="9" height="5" fill="#0b1d3d"/></svg>\n'
  const files: Record<string, string> = {
    '/media/small.svg': svg,
    '/media/large.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(POSTER_INLINE_MAX_BYTES)}</svg>`,
    '/media/photo.jpg': 'jpeg bytes',
  }
  const read = (p: string) => files[p] ?? null
  it('writes a small SVG poster as a data: URL that decodes to the file', () => {
    const html = inlinePosters('<video poster="/media/small.svg" preload="none"></video>', read)
    const url = /poster="([^"]+)"/.exec(html)![1]!
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url).not.toMatch(/["<>#]/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim())
  })
  it('keeps a large poster, another type and a missing file as addresses', () => {
    for (const p of ['/media/large.svg', '/media/photo.jpg', '/media/missing.svg']) {
      const html = `<video poster="${p}"></video>`
      expect(inlinePosters(html, read)).toBe(html)
    }
  })
})
