// Issue 37 (LCP at most 1.2 s on Lighthouse's simulated mobile): on every public page nothing but the
// HTML (and a hero image where it is the largest paint) is requested before the first paint. No web
// font, no preload, no script fetched with the page: its entry is imported after the load
// (scripts/lib/first-paint.ts). The staff console, drawn by its script, and the CMS are not public pages.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { filesUnder, urlPathOf } from '../../scripts/audit/lib/dist.ts'
import { ENTRY_LOADER } from '../../scripts/lib/first-paint.ts'
import { DIST } from './built.ts'

const pages = filesUnder(DIST)
  .filter((f) => f.endsWith('.html') && !f.startsWith(`${DIST}/admin/`) && !f.startsWith(`${DIST}/staff/`))
  .map((f) => ({ path: urlPathOf(DIST, f), html: readFileSync(f, 'utf8') }))

describe('public pages ask for nothing before their first paint', () => {
  it('found the pages', () => expect(pages.length).toBeGreaterThan(100))
  it.each(pages.map((p) => [p.path, p.html] as const))('%s', (path, html) => {
    expect(html, `${path}: a web font`).not.toMatch(/@font-face/)
    expect(html, `${path}: a preload`).not.toMatch(/<link[^>]*\brel="(preload|modulepreload)"/)
    expect(html, `${path}: a script fetched with the page`).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html, `${path}: a poster fetched as an address`).not.toMatch(/\bposter="\/[^"]+\.svg"/)
    const entries = [...html.matchAll(/<script data-entry="([^"]+)">([\s\S]*?)<\/script>/g)]
    expect(entries.length, `${path} imports its entry after the load`).toBe(1)
    expect(entries[0]![1]).toMatch(/^\/assets\/entries\/src_pages_[a-z_]*client\.[\w-]+\.js$/)
    expect(entries[0]![2]).toBe(ENTRY_LOADER)
  })
})
