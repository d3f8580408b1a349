// Figures as numbers: "$50M+", "5.2X", "352%", "4.9/5", "200+" parsed to a
// unit and a value, so figures written in different formats compare (5.2X is
// 520%, above 352%; "over $235M" restates "$235M+"), and the place in a text
// where a figure is typed before the words that name a fact. Shared by the
// content checks (claims-checks.ts) and the test over the built pages.
import type { Claim } from '../../schemas/site.ts'

/** money in dollars, ratio in percent (a multiple is ×100), rating out of 5, count. */
type Unit = 'money' | 'ratio' | 'rating' | 'count'
export interface Figure {
  n: number
  unit: Unit
}

const MULTIPLIER: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 }

/** A figure as typed, or undefined when the text is not one figure. */
export function parseFigure(text: string): Figure | undefined {
  const t = text.trim().replace(/,/g, '')
  let m = /^(\d+(?:\.\d+)?)\/5$/.exec(t)
  if (m) return { n: Number(m[1]), unit: 'rating' }
  m = /^\$(\d+(?:\.\d+)?)([KMB])?\+?$/i.exec(t)
  if (m) return { n: Number(m[1]) * (MULTIPLIER[(m[2] ?? '').toUpperCase()] ?? 1), unit: 'money' }
  m = /^(\d+(?:\.\d+)?)(%|X)$/.exec(t)
  if (m) return { n: Number(m[1]) * (m[2] === 'X' ? 100 : 1), unit: 'ratio' }
  m = /^(\d+)\+?$/.exec(t)
  if (m) return { n: Number(m[1]), unit: 'count' }
  return undefined
}

export const sameFigure = (a: Figure, b: Figure) => a.unit === b.unit && Math.abs(a.n - b.n) < 1e-9

/** How a figure reads in another format, for a message: 5.2X reads "5.2X (520%)". */
export const asRatio = (value: string, f: Figure) => (f.unit === 'ratio' && /X$/i.test(value) ? `${value} (${f.n}%)` : value)

/** One figure typed in a text before the words of a fact. */
interface Mention {
  /** The matched words, e.g. "over $235M in sales". */
  text: string
  figure: string
  parsed: Figure
  fact: string
  /** What the words around it say it is: a record, an average, or neither. */
  kind: 'record' | 'average' | undefined
  /** Where the match starts in the text. */
  at: number
}

const FIGURE = String.raw`\$\d[\d,]*(?:\.\d+)?[KMB]?\+?|\d+(?:\.\d+)?(?:X|%|\/5)|\d[\d,]*\+?`
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words that name each fact in copy, from every claim's restatedAs. */
function factWords(claims: Readonly<Record<string, Claim>>): Map<string, string[]> {
  const words = new Map<string, string[]>()
  for (const c of Object.values(claims)) if (c.restatedAs) words.set(c.fact, [...(words.get(c.fact) ?? []), ...c.restatedAs])
  return words
}

/**
 * Every figure a text types before the words of a fact ("$50M+ in revenue",
 * "200+ Australian businesses", "4.9/5 from 346 clients"), with up to three
 * words between. A figure in another unit than the fact's is not that fact
 * ("$96 from" is no rating). With `every`, a figure followed by the words of
 * two facts counts as both ("$235M+ in sales generated for clients" names sales
 * and revenue), so a page can be checked for two figures of one fact.
 */
export function mentions(text: string, claims: Readonly<Record<string, Claim>>, every = false): Mention[] {
  const units = new Map<string, Set<Unit>>()
  for (const c of Object.values(claims)) {
    const f = parseFigure(c.value)
    if (f) units.set(c.fact, (units.get(c.fact) ?? new Set()).add(f.unit))
  }
  const found: Mention[] = []
  for (const [fact, words] of factWords(claims)) {
    const pattern = new RegExp(
      String.raw`(?<![\w$.,/])(more than\s+|over\s+)?(${FIGURE})(?![\w%/])\s+(?:[\w'’-]+\s+){0,3}?(?:${words.map(escape).join('|')})\b`,
      'gi',
    )
    for (const m of text.matchAll(pattern)) {
      const parsed = parseFigure(m[2]!)
      if (!parsed || !units.get(fact)?.has(parsed.unit)) continue
      const before = text.slice(Math.max(0, m.index - 12), m.index)
      const around = `${before} ${m[0]}`
      const kind = /\brecord\b/i.test(around) ? 'record' : /\baverag/i.test(around) ? 'average' : undefined
      found.push({ text: m[0], figure: m[2]!, parsed, fact, kind, at: m.index })
    }
  }
  if (every) return found
  // One figure names one fact: the words nearest it ("$235M+ in sales generated for clients" is sales).
  return found.filter((m) => !found.some((o) => o.at === m.at && o.text.length < m.text.length))
}
