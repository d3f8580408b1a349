// The stylesheet inlined at postbuild (scripts/lib/inline-css.ts) and the hash the CSP allows it by.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from '../../../scripts/lib/inline-css.ts'
import { scanHtml } from '../../../scripts/audit/lib/html.ts'

const page = (head: string) =>
  `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body><main><p>x</p></main></body></html>`
const css = 'body{color:red}'

describe('inlineStylesheets', () => {
  it('puts the local stylesheet in a <style> with its sha256, and the audit still sees the file it came from', () => {
    const { html, hashes } = inlineStylesheets(page('<link rel="stylesheet" type="text/css" href="/assets/site.css">'), (href) =>
      href === '/assets/site.css' ? css : null,
    )
    expect(html).toContain(`<style data-inlined="/assets/site.css">${css}</style>`)
    expect(html).not.toContain('<link rel="stylesheet"')
    expect(hashes).toEqual([`sha256-${createHash('sha256').update(css).digest('base64')}`])
    expect(scanHtml(html).stylesheets).toEqual(['/assets/site.css'])
  })
  it('leaves other stylesheets alone and refuses a text that would end the element early', () => {
    const other = page('<link rel="stylesheet" href="/admin/assets/cms.css"><link rel="stylesheet" href="https://cdn.example/x.css">')
    expect(inlineStylesheets(other, () => css)).toEqual({ html: other, hashes: [] })
    expect(() => inlineStylesheets(page('<link rel="stylesheet" href="/assets/a.css">'), () => 'a{}</style><script>')).toThrow(
      /cannot be inlined/,
    )
  })
})
