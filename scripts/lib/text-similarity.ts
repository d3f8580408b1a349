// How much of a page is its own, measured on 5-word shingles (runs of five
// consecutive words). scripts/check-local-uniqueness.ts uses it to keep the
// 138 local landing pages from turning into doorway pages: a page must carry
// enough text found on no other local page, and must not be too similar to any
// single other page.

/** Shingle length in words used by the local-page budgets. */
export const SHINGLE_SIZE = 5

/**
 * Lowercase words of a text: runs of [a-z0-9$%'], typographic apostrophes
 * folded to "'", apostrophes at either end of a word dropped (so 'quoted' and
 * quoted are one word).
 */
export function toWords(text: string): string[] {
  const words: string[] = []
  for (const match of text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .matchAll(/[a-z0-9$%']+/g)) {
    const word = match[0].replace(/^'+|'+$/g, '')
    if (word) words.push(word)
  }
  return words
}

/**
 * The shingles of a word list, one per starting position (so shingle i covers
 * words i..i+size-1). A text shorter than `size` words has none.
 */
export function shingles(words: readonly string[], size: number = SHINGLE_SIZE): string[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Shingle size must be a positive integer, got ${size}`)
  const result: string[] = []
  for (let i = 0; i + size <= words.length; i++) result.push(words.slice(i, i + size).join(' '))
  return result
}

/** |A ∩ B| / |A ∪ B|; two empty sets share nothing, so 0. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let common = 0
  for (const item of small) if (large.has(item)) common++
  return common / (a.size + b.size - common)
}

/**
 * How many word positions no shared shingle covers: a word counts as the
 * page's own only if every shingle containing it occurs on no other page.
 * `elsewhere` answers "does this shingle occur on another page?".
 */
export function ownWordCount(words: readonly string[], elsewhere: { has(shingle: string): boolean }, size: number = SHINGLE_SIZE): number {
  const covered = new Array<boolean>(words.length).fill(false)
  shingles(words, size).forEach((shingle, start) => {
    if (elsewhere.has(shingle)) covered.fill(true, start, start + size)
  })
  return covered.filter((isCovered) => !isCovered).length
}

export interface PageWords {
  /** The page's URL path, e.g. "/seo-agency/vic/melbourne/". */
  path: string
  words: readonly string[]
  /**
   * The shared template this page is built from (a local page: its service).
   * Own words are counted against the other pages of the same group: a city's
   * own text repeated on that city's other service pages is still the city's,
   * not template. Pages without a group form one group.
   */
  group?: string
}

export interface PageUniqueness {
  path: string
  words: number
  /** Word positions covered by no shingle that occurs on another page. */
  ownWords: number
  /** Highest Jaccard similarity of shingle sets against any other page (0 when alone). */
  maxSimilarity: number
  /** The page reaching maxSimilarity; null when no other page shares a shingle with it. */
  mostSimilarPath: string | null
}

/** Own words (against the page's group) and highest similarity (against every other page) of every page. */
export function analyseUniqueness(pages: readonly PageWords[], size: number = SHINGLE_SIZE): PageUniqueness[] {
  const paths = new Set<string>()
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`Page ${page.path} is listed twice`)
    paths.add(page.path)
  }
  const sets = pages.map((page) => new Set(shingles(page.words, size)))

  // On how many pages of each group each shingle occurs; > 1 means "also on a sibling" for every page holding it.
  const pageCount = new Map<string, Map<string, number>>()
  pages.forEach((page, i) => {
    const group = page.group ?? ''
    const counts = pageCount.get(group) ?? new Map<string, number>()
    pageCount.set(group, counts)
    for (const shingle of sets[i]!) counts.set(shingle, (counts.get(shingle) ?? 0) + 1)
  })
  const onSeveralPages = (group: string) => ({ has: (shingle: string) => (pageCount.get(group)?.get(shingle) ?? 0) > 1 })

  // Ties keep the first page found; a page sharing nothing keeps index -1.
  const best = pages.map(() => ({ similarity: 0, index: -1 }))
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const similarity = jaccard(sets[i]!, sets[j]!)
      if (similarity > best[i]!.similarity) best[i] = { similarity, index: j }
      if (similarity > best[j]!.similarity) best[j] = { similarity, index: i }
    }
  }

  return pages.map((page, i) => ({
    path: page.path,
    words: page.words.length,
    ownWords: ownWordCount(page.words, onSeveralPages(page.group ?? ''), size),
    maxSimilarity: best[i]!.similarity,
    mostSimilarPath: best[i]!.index === -1 ? null : pages[best[i]!.index]!.path,
  }))
}

export interface UniquenessBudgets {
  /** Fewest own words a page may have. */
  minOwnWords: number
  /** Highest similarity a page may have to any other page. */
  maxSimilarity: number
}

/** The pages outside the budgets: too few own words, or too similar to another page. */
export function overBudget(results: readonly PageUniqueness[], budgets: UniquenessBudgets) {
  return {
    tooThin: results.filter((r) => r.ownWords < budgets.minOwnWords),
    tooSimilar: results.filter((r) => r.maxSimilarity > budgets.maxSimilarity),
  }
}

/** Middle value (mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
