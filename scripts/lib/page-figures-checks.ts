// One figure per fact and scope on one page. The register (claims-checks.ts)
// holds one value per fact in each scope, but a page can still show two
// figures a reader takes for one fact: "$235M+ in sales generated for clients"
// beside "$325M generated for clients" are both the team's revenue, whatever
// the register calls them, because the words after the first name the fact of
// the second. So every figure a page shows (a { claim: name } by its value and
// label, a typed figure by the register entry it restates) counts under every
// fact its words name, in the scope of its entry; two values under one fact and
// scope (an average beside its record too) are refused at the second.
import type { Content } from '../../schemas/content.ts'
import type { Claim } from '../../schemas/site.ts'
import { strings } from './claims-checks.ts'
import { mentions, parseFigure, sameFigure, type Figure } from './figures.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type Claims = Readonly<Record<string, Claim>>

interface Shown {
  value: string
  figure: Figure
  path: (string | number)[]
}

/** The (fact, scope) keys a shown text's figures fall under, each with its figure. */
function keysOf(text: string, claims: Claims, entry?: Claim): { key: string; value: string; figure: Figure }[] {
  const out: { key: string; value: string; figure: Figure }[] = []
  const scopeKey = (c: Claim) => (c.of ? `${c.scope}: ${c.of}` : c.scope)
  const own = entry && parseFigure(entry.value)
  if (entry && own) out.push({ key: `${entry.fact} (${scopeKey(entry)})`, value: entry.value, figure: own })
  const found = mentions(text, claims, true)
  for (const m of found) {
    // The entries this figure restates: the named claim, or any of a fact its words name.
    const facts = new Set(found.filter((o) => o.at === m.at).map((o) => o.fact))
    const entries = entry
      ? [entry]
      : Object.values(claims).filter((c) => facts.has(c.fact) && sameFigure(parseFigure(c.value) ?? { n: NaN, unit: 'count' }, m.parsed))
    for (const c of entries) out.push({ key: `${m.fact} (${scopeKey(c)})`, value: m.figure, figure: m.parsed })
  }
  // A named claim's own fact is also what its words name: count each key once.
  return out.filter((k, i) => out.findIndex((o) => o.key === k.key) === i)
}

/** Every page file's figures, two of one fact and scope refused at the second. */
export function pageFigureProblems(content: Pick<Content, 'site'>, sources: ReadonlyMap<string, YamlSource>): ContentProblem[] {
  const { claims } = content.site
  const problems: ContentProblem[] = []
  for (const [file, source] of sources) {
    if (!/(^|\/)pages\/[^/]+\.yaml$/.test(file)) continue
    const seen = new Map<string, Shown>()
    strings(source.data, [], (text, path) => {
      // { claim: name } shows the entry's value and label; other texts show what they type.
      const entry = path.at(-1) === 'claim' ? claims[text] : undefined
      const shown = entry ? `${entry.value} ${entry.label}` : text
      for (const { key, value, figure } of keysOf(shown, claims, entry)) {
        const first = seen.get(key)
        if (!first) seen.set(key, { value, figure, path })
        else if (!sameFigure(first.figure, figure))
          problems.push({
            file,
            ...source.locate(path),
            path: path.join('.'),
            message: `shows ${value} beside ${first.value} (line ${source.locate(first.path).line}), two figures for one fact, ${key}, on one page: a reader cannot tell which is true; show one`,
          })
      }
    })
  }
  return problems
}
