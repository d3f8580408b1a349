import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { hasNoindex, mainText } from '../../../scripts/lib/html-text.ts'
import {
  analyseUniqueness,
  jaccard,
  matchingItems,
  median,
  overBudget,
  ownWordCount,
  quantile,
  sequenceRatio,
  shingles,
  toWords,
} from '../../../scripts/lib/text-similarity.ts'

const w = (text: string) => text.split(' ')

describe('toWords', () => {
  it('lowercases, keeps $ % and apostrophes, splits on everything else', () => {
    expect(toWords("Sydney’s SEO — from $2,500/month, 85% mobile; ‘quoted’ and businesses' sites")).toEqual(
      w("sydney's seo from $2 500 month 85% mobile quoted and businesses sites"),
    )
  })
  it('returns nothing for text without words', () => {
    expect(toWords(' — … ')).toEqual([])
  })
})

describe('shingles', () => {
  it('makes one 5-word shingle per starting position', () => {
    expect(shingles(w('a b c d e f'))).toEqual(['a b c d e', 'b c d e f'])
  })
  it('has none for a text shorter than the shingle', () => {
    expect(shingles(w('a b c d'))).toEqual([])
  })
  it('takes another size', () => {
    expect(shingles(w('a b c'), 2)).toEqual(['a b', 'b c'])
  })
  it('rejects a size that is not a positive integer', () => {
    expect(() => shingles(w('a b c'), 0)).toThrow(/positive integer/)
  })
})

describe('jaccard', () => {
  const set = (text: string) => new Set(w(text))
  it('is the shared share of the union', () => {
    expect(jaccard(set('a b c'), set('b c d'))).toBe(0.5) // 2 shared of 4
    expect(jaccard(set('a b c d'), set('a'))).toBe(0.25)
  })
  it('is 1 for equal sets, 0 for disjoint or empty ones', () => {
    expect(jaccard(set('a b'), set('b a'))).toBe(1)
    expect(jaccard(set('a b'), set('c d'))).toBe(0)
    expect(jaccard(new Set(), new Set())).toBe(0)
    expect(jaccard(set('a'), new Set())).toBe(0)
  })
  it('is symmetric', () => {
    expect(jaccard(set('a b c d e'), set('d e f'))).toBe(jaccard(set('d e f'), set('a b c d e')))
  })
})

describe('ownWordCount', () => {
  const words = w('a b c d e f g h i j')
  it('counts every word when no shingle occurs elsewhere', () => {
    expect(ownWordCount(words, new Set())).toBe(10)
  })
  it('removes the five words a shared shingle covers', () => {
    expect(ownWordCount(words, new Set(['c d e f g']))).toBe(5) // a b h i j remain
  })
  it('does not count overlapping shared shingles twice', () => {
    expect(ownWordCount(words, new Set(['c d e f g', 'd e f g h']))).toBe(4) // a b i j
  })
  it('ignores shared text that is not a whole shingle of the page', () => {
    expect(ownWordCount(words, new Set(['c d e f', 'a b c d e f']))).toBe(10)
  })
  it('counts nothing when the whole text is shared', () => {
    expect(ownWordCount(words, new Set(shingles(words)))).toBe(0)
  })
  it('counts a text shorter than a shingle as all its own', () => {
    expect(ownWordCount(w('a b c'), new Set(['a b c']))).toBe(3)
  })
})

describe('analyseUniqueness', () => {
  it('gives own words and the closest page', () => {
    const [p1, p2, p3] = analyseUniqueness([
      { path: '/1/', words: w('one two three four five six') },
      { path: '/2/', words: w('one two three four five seven') },
      { path: '/3/', words: w('alpha beta gamma delta epsilon zeta') },
    ])
    // p1 and p2 share "one two three four five": 1 shared of 3 shingles.
    expect(p1).toEqual({ path: '/1/', words: 6, ownWords: 1, maxSimilarity: 1 / 3, mostSimilarPath: '/2/' })
    expect(p2).toEqual({ path: '/2/', words: 6, ownWords: 1, maxSimilarity: 1 / 3, mostSimilarPath: '/1/' })
    expect(p3).toEqual({ path: '/3/', words: 6, ownWords: 6, maxSimilarity: 0, mostSimilarPath: null })
  })

  it('counts text repeated within one page as its own', () => {
    const [p1] = analyseUniqueness([
      { path: '/1/', words: w('a b c d e a b c d e') },
      { path: '/2/', words: w('v w x y z') },
    ])
    expect(p1!.ownWords).toBe(10)
  })

  it('rejects a page listed twice', () => {
    expect(() =>
      analyseUniqueness([
        { path: '/1/', words: [] },
        { path: '/1/', words: [] },
      ]),
    ).toThrow(/twice/)
  })

  // The case the budgets exist for: one template with only the city swapped.
  it('fails doorway pages that differ only by the city name', () => {
    const before = Array.from({ length: 30 }, (_, i) => `b${i}`)
    const after = Array.from({ length: 29 }, (_, i) => `a${i}`)
    const page = (city: string) => [...before, city, ...after] // 60 words, the city at position 30
    const results = analyseUniqueness([
      { path: '/seo-agency/nsw/sydney/', words: page('sydney') },
      { path: '/seo-agency/vic/melbourne/', words: page('melbourne') },
    ])
    for (const r of results) {
      expect(r.ownWords).toBe(1) // only the city name itself
      // 56 shingles each, the 5 holding the city name differ: 51 / (56 + 56 - 51)
      expect(r.maxSimilarity).toBeCloseTo(51 / 61, 10)
    }
    const { tooThin, tooSimilar } = overBudget(results, { minOwnWords: 300, maxSimilarity: 0.5 })
    expect(tooThin).toHaveLength(2)
    expect(tooSimilar).toHaveLength(2)
  })

  it('passes pages of their own and fails at the budget edges', () => {
    const results = analyseUniqueness([
      { path: '/x/', words: Array.from({ length: 300 }, (_, i) => `x${i}`) },
      { path: '/y/', words: Array.from({ length: 299 }, (_, i) => `y${i}`) },
    ])
    const { tooThin, tooSimilar } = overBudget(results, { minOwnWords: 300, maxSimilarity: 0.5 })
    expect(tooThin.map((r) => r.path)).toEqual(['/y/']) // 299 < 300
    expect(tooSimilar).toEqual([])
    expect(overBudget([{ ...results[0]!, maxSimilarity: 0.5 }], { minOwnWords: 0, maxSimilarity: 0.5 }).tooSimilar).toEqual([])
    expect(overBudget([{ ...results[0]!, maxSimilarity: 0.51 }], { minOwnWords: 0, maxSimilarity: 0.5 }).tooSimilar).toHaveLength(1)
  })
})

describe('median', () => {
  it('takes the middle, or the mean of the two middles', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('mainText', () => {
  const html = `<!doctype html><html><head><title>T</title><style>main{color:red}</style></head><body>
    <header><nav>Home Services</nav></header>
    <main class="page"><h1>SEO&nbsp;Agency in Sydney</h1><p>Rock &amp; roll&#39;s <strong>best</strong></p><!-- a comment -->
    <script>window.x = "<p>not text</p>"</script><style>.a{}</style><template><p>later</p></template><p>&#x2014; &rsquo;&bogus;</p></main>
    <footer>Footer text</footer><script>main()</script></body></html>`

  it('keeps the visible text of <main> only', () => {
    expect(mainText(html)).toBe("SEO Agency in Sydney Rock & roll's best — ’&bogus;")
  })
  it('is null without a <main>', () => {
    expect(mainText('<body><div>text</div></body>')).toBeNull()
  })
  it('decodes numeric and named entities, leaves unknown ones', () => {
    expect(mainText('<main>&lt;b&gt; &#8211; &#x41; &hellip; &nope;</main>')).toBe('<b> – A … &nope;')
  })
})

describe('hasNoindex', () => {
  it('finds a robots noindex in either attribute order', () => {
    expect(hasNoindex('<meta name="robots" content="noindex, nofollow">')).toBe(true)
    expect(hasNoindex("<meta content='noindex,nofollow' name='robots'/>")).toBe(true)
  })
  it('ignores an indexable page and the word elsewhere', () => {
    expect(hasNoindex('<meta name="robots" content="index, follow, max-snippet:-1"><p>noindex</p>')).toBe(false)
  })
})

describe('scripts/check-local-uniqueness.ts', () => {
  const root = path.resolve(import.meta.dirname, '../../..')
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  function run(): { code: number; out: string } {
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-local-uniqueness.ts', dist], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      })
      return { code: 0, out }
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string }
      return { code: e.status, out: e.stdout + e.stderr }
    }
  }
  function page(urlPath: string, body: string, head = '') {
    const dir = path.join(dist, urlPath)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), `<html><head>${head}</head><body><main>${body}</main></body></html>`)
  }
  const words = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ')

  it('exits 1 with a clear message when no local page is built', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'uniq-'))
    page('about', 'not a local page')
    page('seo-agency/nsw/your-city', 'placeholder', '<meta name="robots" content="noindex, nofollow">')
    const { code, out } = run()
    expect(code).toBe(1)
    expect(out).toMatch(/no indexable local page found/)
    expect(out).toMatch(/1 noindex page\(s\) skipped/)
  })

  it('exits 0 for distinct pages and 1 for doorway pages', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'uniq-'))
    page('seo-agency/nsw/sydney', words('s', 400))
    page('seo-agency/vic/melbourne', words('m', 400))
    let result = run()
    expect(result.out).toMatch(/\/seo-agency\/nsw\/sydney\/\s+400\s+0\.000\s+-/)
    expect(result.code).toBe(0)

    page('web-design-agency/vic/melbourne', `${words('shared', 350)} melbourne`)
    page('web-design-agency/vic/geelong', `${words('shared', 350)} geelong`)
    result = run()
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/2 page\(s\) have fewer than 300 words of their own/)
    expect(result.out).toMatch(/2 page\(s\) are more than 0.5 similar/)
  })
})

// Expected values computed with Python 3.11: difflib.SequenceMatcher(None, a, b).ratio()
describe('sequenceRatio (difflib.SequenceMatcher ratio on words)', () => {
  it.each([
    ['the cat sat on the mat', 'the dog sat on the mat', 0.8333333333333334, 5],
    ['a b c d', 'd c b a', 0.25, 1],
    ['one two three', 'four five', 0, 0],
    ['a b a b a', 'b a b', 0.75, 3],
  ])('"%s" against "%s" is %f (%i words matched)', (a, b, ratio, matched) => {
    expect(matchingItems(w(a), w(b))).toBe(matched)
    expect(sequenceRatio(w(a), w(b))).toBeCloseTo(ratio, 12)
  })
  it('is 1 for two empty lists, as in Python', () => {
    expect(sequenceRatio([], [])).toBe(1)
  })
  it('junks popular words of a long second list as Python does (autojunk)', () => {
    // a = ["w%d" % (i % 7) if i % 3 == 0 else "x%d" % i for i in range(250)]
    // b = ["w%d" % (i % 7) if i % 4 == 0 else "x%d" % (i + 5) for i in range(240)]
    const a = Array.from({ length: 250 }, (_, i) => (i % 3 === 0 ? `w${i % 7}` : `x${i}`))
    const b = Array.from({ length: 240 }, (_, i) => (i % 4 === 0 ? `w${i % 7}` : `x${i + 5}`))
    expect(matchingItems(a, b)).toBe(121)
    expect(sequenceRatio(a, b)).toBeCloseTo(0.49387755102040815, 12)
  })
})

describe('quantile', () => {
  it('interpolates between the sorted values (numpy default)', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5)
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10)
    expect(quantile([1, 2], 0.9)).toBeCloseTo(1.9, 12)
    expect(quantile([], 0.5)).toBeNaN()
  })
})
