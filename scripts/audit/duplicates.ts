// No two pages share a <title> or a meta description, and every page has
// both. Compared after collapsing whitespace, case-insensitively: search
// results and browser tabs show them that way.
//   npx tsx scripts/audit/duplicates.ts
import { isErrorPage, loadSite } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'

interface PageMetaText {
  path: string
  title: string | null
  description: string | null
}

const key = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

/** Missing and shared titles and descriptions, one sentence each. */
export function duplicateProblems(pages: readonly PageMetaText[]): string[] {
  const problems: string[] = []
  for (const field of ['title', 'description'] as const) {
    const groups = new Map<string, { text: string; paths: string[] }>()
    for (const page of pages) {
      const text = page[field]
      if (!text || !text.trim()) {
        problems.push(`${page.path}: no ${field}`)
        continue
      }
      const g = groups.get(key(text)) ?? { text, paths: [] }
      g.paths.push(page.path)
      groups.set(key(text), g)
    }
    for (const { text, paths } of groups.values())
      if (paths.length > 1) problems.push(`${paths.length} pages share the ${field} "${text}": ${paths.join(', ')}`)
  }
  return problems
}

export const check: Check = {
  name: 'duplicates',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    // Error pages (404.html and the pages only served with status 404) are not pages a search engine lists.
    const pages = site.pages
      .filter((p) => !isErrorPage(site, p))
      .map((p) => ({ path: p.path, title: p.scan.title, description: p.scan.description }))
    return result(duplicateProblems(pages), `${pages.length} pages (error pages left out), titles and descriptions compared`)
  },
}

if (isMain(import.meta.url)) await runAlone(check)
