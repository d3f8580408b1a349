// Every page's inline stylesheet and inline scripts are allowed by the Content-Security-Policy
// that dist/_headers gives that page's own path, by hash. The pages with a policy of their own
// (a booking's manage page and the console, whose addresses carry a secret; /admin/) are the ones
// a change to one block forgets: without its stylesheet's hash such a page is drawn unstyled.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder, urlPathOf } from '../../scripts/audit/lib/dist.ts'
import { cspHash } from '../../scripts/lib/inline-css.ts'
import { headersFor, parseHeaders } from '../../scripts/lib/netlify-rules.ts'
import { DIST } from './built.ts'

const headerBlocks = await parseHeaders(join(DIST, '_headers'))
const pages = filesUnder(DIST)
  .filter((f) => f.endsWith('index.html') && !f.includes(`${DIST}/admin/`))
  .map((f) => ({ path: urlPathOf(DIST, f), html: readFileSync(f, 'utf8') }))

/** The sources a directive of a policy lists. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? []

describe("each page's inline style and scripts are allowed by its own policy", () => {
  it('found the pages', () => expect(pages.length).toBeGreaterThan(100))
  it.each(pages.map((p) => [p.path, p.html] as const))('%s', (path, html) => {
    const policy = headersFor(headerBlocks, path)['content-security-policy']!
    expect(policy, path).toBeTruthy()
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `'${cspHash(m[1]!)}'`)
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1]!.trim())
      .map((m) => `'${cspHash(m[1]!)}'`)
    expect(styles.length, `${path} carries the inlined stylesheet`).toBeGreaterThan(0)
    for (const h of styles) expect(sourcesOf(policy, 'style-src'), `${path}: style-src allows its <style>`).toContain(h)
    for (const h of scripts) expect(sourcesOf(policy, 'script-src'), `${path}: script-src allows its inline script`).toContain(h)
  })
})
