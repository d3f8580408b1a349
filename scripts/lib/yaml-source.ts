// Parses YAML while keeping positions, so a problem found by zod at a data path
// (sections.3.heading) can be reported at the line and column where it is.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { ContentProblem } from './friendly-errors.ts'

export interface YamlSource {
  file: string
  data: unknown
  /** Position of the node at `path`, or of its nearest existing ancestor. */
  locate(path: readonly PropertyKey[], key?: string): { line: number; col: number }
  syntaxProblems: ContentProblem[]
}

export function parseYamlSource(file: string, text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter()
  const doc: Document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false })
  const pos = (offset: number) => {
    const p = lineCounter.linePos(offset)
    return { line: p.line + lineOffset, col: p.col }
  }
  const syntaxProblems = [...doc.errors, ...doc.warnings].map((e) => ({
    file,
    ...pos(e.pos[0]),
    path: '',
    message: `YAML syntax: ${e.message.split('\n')[0]}`,
  }))

  function locate(path: readonly PropertyKey[], key?: string) {
    let node: Node | null = doc.contents as Node | null
    let best = node?.range?.[0] ?? 0
    for (const seg of path) {
      let next: unknown
      if (isMap(node)) next = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg))?.value
      else if (isSeq(node)) next = node.items[Number(seg)]
      if (!next || typeof next !== 'object' || !('range' in (next as object))) break
      node = next as Node
      best = node.range?.[0] ?? best
    }
    // An unknown key is reported on the key itself, not on its parent mapping.
    if (key !== undefined && isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key)
      if (pair && isScalar(pair.key) && pair.key.range) best = pair.key.range[0]
    }
    return pos(best)
  }

  return { file, data: doc.errors.length ? undefined : doc.toJS(), locate, syntaxProblems }
}

/** Splits a Markdown file into its YAML front matter and body. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!m) return null
  return { frontMatter: m[1] ?? '', body: text.slice(m[0].length), bodyLine: m[0].split('\n').length }
}
