// Placeholder words on a page in the sitemap (scripts/lib/placeholder-checks.ts),
// on the named fixture site tests/fixtures/sites/placeholder-in-sitemap/: the
// old /results page, in the sitemap, and the same text on a noindex draft.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { placeholderProblems } from '../../../scripts/lib/placeholder-checks.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const SITE = 'tests/fixtures/sites/placeholder-in-sitemap/pages'
const problemsOf = (file: string) => placeholderProblems(file, parseYamlSource(file, readFileSync(file, 'utf8'))).map(formatProblem)

describe('placeholder words', () => {
  it('fail a page in the sitemap, at the line of the text', () => {
    const file = `${SITE}/results.yaml`
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('subheading:')) + 1
    expect(problemsOf(file)).toEqual([
      `${file}:${line}:17  sections.0.subheading  says "placeholder" on a page in the sitemap: write the finished text, or take the page out of the sitemap (seo.noindex)`,
    ])
  })

  it('let a page out of the sitemap be', () => {
    expect(problemsOf(`${SITE}/draft.yaml`)).toEqual([])
  })

  it('are on no page of the real content', () => {
    const { sources } = loadContent('content')
    const problems = [...sources].flatMap(([file, source]) => (file.includes('content/pages/') ? placeholderProblems(file, source) : []))
    expect(problems).toEqual([])
  })
})
