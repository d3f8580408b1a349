// Words that say a page is unfinished ("placeholder", "lorem", "coming soon",
// "available for future content") on a page in the sitemap: a page search
// engines index and menus link to is a finished page. Checked where the copy is
// written (every text of an indexable page's YAML, at its file:line) and on the
// built pages (tests/dist/figures.test.ts, over every URL of sitemap.xml).
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

export const PLACEHOLDER_WORDS = /\b(?:placeholders?|lorem(?: ipsum)?|coming soon|available for future content)\b/i

/** The placeholder words of one page file, when the page is in the sitemap. */
export function placeholderProblems(file: string, source: YamlSource): ContentProblem[] {
  const page = source.data as { seo?: { noindex?: boolean; sitemap?: unknown } } | null
  if (!page?.seo || page.seo.noindex || !page.seo.sitemap) return []
  const problems: ContentProblem[] = []
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      const m = PLACEHOLDER_WORDS.exec(value)
      if (m)
        problems.push({
          file,
          ...source.locate(path),
          path: path.join('.'),
          message: `says "${m[0]}" on a page in the sitemap: write the finished text, or take the page out of the sitemap (seo.noindex)`,
        })
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k])
  }
  visit(page, [])
  return problems
}
