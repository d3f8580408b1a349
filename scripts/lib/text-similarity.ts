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

interface PageUniqueness {
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

// ---------------------------------------------------------------------------
// Word-sequence similarity: a port of Python's difflib.SequenceMatcher, so the
// number matches `SequenceMatcher(None, a, b).ratio()` on the same word lists
// (no junk function, autojunk on, as Python's defaults). Where Jaccard above
// asks "which 5-word runs do two pages share", this asks "how much of the two
// pages lines up in order", which is what a reader (or a search engine)
// comparing two city pages sees as "the same page with the name swapped".

/** Python's autojunk: in a `b` of 200+ items, an item found more than 1 % of the time (+1) is "popular" and starts no match. */
function indexOfB(b: readonly string[]): Map<string, number[]> {
  const b2j = new Map<string, number[]>()
  b.forEach((item, j) => {
    const list = b2j.get(item)
    if (list) list.push(j)
    else b2j.set(item, [j])
  })
  if (b.length >= 200) {
    const ntest = Math.floor(b.length / 100) + 1
    for (const [item, list] of b2j) if (list.length > ntest) b2j.delete(item)
  }
  return b2j
}

/**
 * difflib's find_longest_match without a junk function: the longest run
 * a[i..i+k) == b[j..j+k) within the bounds, earliest in a then b on ties,
 * started from non-popular items and then extended over equal popular ones.
 */
function longestMatch(
  a: readonly string[],
  b: readonly string[],
  b2j: Map<string, number[]>,
  alo: number,
  ahi: number,
  blo: number,
  bhi: number,
) {
  let besti = alo
  let bestj = blo
  let bestsize = 0
  let j2len = new Map<number, number>()
  for (let i = alo; i < ahi; i++) {
    const next = new Map<number, number>()
    for (const j of b2j.get(a[i]!) ?? []) {
      if (j < blo) continue
      if (j >= bhi) break
      const k = (j2len.get(j - 1) ?? 0) + 1
      next.set(j, k)
      if (k > bestsize) {
        besti = i - k + 1
        bestj = j - k + 1
        bestsize = k
      }
    }
    j2len = next
  }
  while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
    besti--
    bestj--
    bestsize++
  }
  while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++
  return { i: besti, j: bestj, size: bestsize }
}

/** Items in difflib's matching blocks: the longest match, then recursively the longest matches left and right of it. */
export function matchingItems(a: readonly string[], b: readonly string[]): number {
  const b2j = indexOfB(b)
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]]
  let matched = 0
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!
    const { i, j, size } = longestMatch(a, b, b2j, alo, ahi, blo, bhi)
    if (size === 0) continue
    matched += size
    if (alo < i && blo < j) queue.push([alo, i, blo, j])
    if (i + size < ahi && j + size < bhi) queue.push([i + size, ahi, j + size, bhi])
  }
  return matched
}

/**
 * Python's `difflib.SequenceMatcher(None, a, b).ratio()`: 2*M/T, M the items
 * in matching blocks, T the items in both lists; 1 for two empty lists. Not
 * symmetric in general (autojunk looks at `b` only), so callers fix an order.
 */
export function sequenceRatio(a: readonly string[], b: readonly string[]): number {
  const total = a.length + b.length
  return total === 0 ? 1 : (2 * matchingItems(a, b)) / total
}

/** The value at fraction q (0..1) of the sorted values, interpolated linearly (numpy's default); NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((x, y) => x - y)
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}
