// The weigher (scripts/audit/lib/page-weight.ts) counts an island's code only on a page
// that renders it, by ISLAND_MODULES: that map must name exactly what the pages'
// +client.ts files import for each island, or a page would be weighed light.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { ISLAND_MODULES } from '../../../scripts/audit/lib/page-weight.ts'

const PAGES = join(import.meta.dirname, '..', '..', '..', 'src', 'pages')

it('ISLAND_MODULES names every island the pages hydrate, with the module they import', () => {
  const found: Record<string, string> = {}
  for (const dir of readdirSync(PAGES)) {
    const file = join(PAGES, dir, '+client.ts')
    if (!existsSync(file)) continue
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/'?([\w-]+)'?\s*:\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
      found[m[1]!] = join('src', 'pages', dir, m[2]!)
        .replace(/\\/g, '/')
        .replace(/^src\/pages\/[^/]+\/\.\.\/\.\.\//, 'src/')
  }
  expect(Object.keys(found).length).toBeGreaterThan(0)
  expect(found).toEqual(ISLAND_MODULES)
})
