// Saving keeps a file as people wrote it. Decap hands a format the edited values
// only; re-serialising them (Decap's own YAML format, or the `yaml` package's
// Document.toString()) rewrites every folded paragraph, every quote and every
// comment's place. Here the original text is parsed as a `yaml` Document, the
// edited values are compared with it node by node, and only the source ranges
// of the values that changed are replaced: a changed scalar keeps its style
// (plain, quoted, folded `>-`, literal `|`) and its indentation, a key or list
// item that was added or removed adds or removes its own lines, and everything
// else (comments, the `# yaml-language-server` line, key order, blank lines)
// stays byte for byte. Pure: no Decap, no DOM, so tests/unit/admin/yaml-edit.test.ts
// can try every case. One file because the comparison and the range
// replacement are one recursive walk over the same Document.
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Node, type Pair } from 'yaml'

interface Splice {
  start: number
  end: number
  text: string
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Equal as data (what Decap gives back is plain JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined)
    const kb = Object.keys(b).filter((k) => b[k] !== undefined)
    return ka.length === kb.length && ka.every((k) => sameValue(a[k], b[k]))
  }
  return false
}

/** Empty as a form leaves it: an optional field Decap adds blank is not a new key. */
const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.values(v).every(isBlank))

/** The column of the line `offset` is on, and that line's start. */
function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1
}
const indentAt = (text: string, offset: number) => {
  const start = lineStartOf(text, offset)
  return /^ */.exec(text.slice(start))![0].length
}
/** How far into its line `offset` is: a map's keys, or a list item's content, start at this column. */
const columnAt = (text: string, offset: number) => offset - lineStartOf(text, offset)
/** The end of the line `offset` is on, after its newline. */
function lineEndOf(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset)
  return nl === -1 ? text.length : nl + 1
}

/** The widest line of a span: folded text is refolded at the width it was written at. */
function widthOf(text: string, start: number, end: number): number {
  return Math.max(
    60,
    ...text
      .slice(lineStartOf(text, start), end)
      .split('\n')
      .map((l) => l.length),
  )
}

/** A value rendered as YAML on its own, block style, with `indent` spaces before every line but the first. */
function renderValue(value: unknown, indent: number, lineWidth: number): string {
  const out = stringify(value, { lineWidth: Math.max(40, lineWidth - indent) }).replace(/\n$/, '')
  return out
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(indent) + line))
    .join('\n')
}

/**
 * A folded paragraph's new lines, closest to the old ones: lines before the edit are kept, the edit is
 * wrapped at `width`, and as soon as the rest of the text is the rest of the old lines again they are
 * kept too. So a changed sentence changes its own lines, not the paragraph's.
 */
export function refold(oldLines: readonly string[], value: string, width: number): string[] {
  const out: string[] = []
  let rest = value
  let i = 0
  while (
    i < oldLines.length &&
    rest.startsWith(oldLines[i]!) &&
    (rest.length === oldLines[i]!.length || rest[oldLines[i]!.length] === ' ')
  ) {
    out.push(oldLines[i]!)
    rest = rest.slice(oldLines[i]!.length + 1)
    i++
  }
  while (rest) {
    for (let j = i; j < oldLines.length; j++)
      if (rest === oldLines.slice(j).join(' ')) {
        out.push(...oldLines.slice(j))
        return out
      }
    // The edit ends inside this line and the old lines after it follow unchanged: the edited words make
    // one line of their own (if they fit), and the old lines after it are kept.
    for (let j = i + 1; j < oldLines.length; j++) {
      const tail = ' ' + oldLines.slice(j).join(' ')
      const head = rest.slice(0, rest.length - tail.length)
      if (rest.endsWith(tail) && head.length <= width && !head.includes('  ') && head.trim() === head && head) {
        out.push(head, ...oldLines.slice(j))
        return out
      }
    }
    const words = rest.split(' ')
    let line = words[0]!
    let k = 1
    while (k < words.length && line.length + 1 + words[k]!.length <= width) line += ' ' + words[k++]!
    out.push(line)
    rest = words.slice(k).join(' ')
    i++
  }
  return out
}

/** A scalar's new text, in the style of the one it replaces. */
function renderScalar(node: Scalar, value: unknown, text: string): string {
  const [start, valueEnd] = node.range!
  const s = new Scalar(value)
  if (typeof value === 'string') s.type = node.type
  const blockScalar = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL
  // A block scalar's lines sit one level deeper than its key: keep that depth and width.
  const nextLine = text.slice(lineEndOf(text, start), valueEnd)
  const lineIndent = indentAt(text, start)
  // Continuation lines keep the depth they had; a one-line value that now wraps goes deeper than its key.
  const contentIndent =
    nextLine.trim() !== ''
      ? /^ */.exec(nextLine)![0].length
      : lineIndent + (text.slice(lineStartOf(text, start) + lineIndent).startsWith('- ') ? 4 : 2)
  const width = widthOf(text, start, valueEnd)
  // A one-paragraph folded value is refolded around the edit (refold); anything else is rendered by `yaml`.
  const oldLines = nextLine.split('\n').filter((l) => l.trim() !== '')
  // A value written on one line stays on one line, however long it grows: the file's author chose that
  // shape (a title, a heading), and a wrap the `yaml` package adds at its width would be a diff nobody made.
  const oneLine =
    typeof value === 'string' &&
    !value.includes('\n') &&
    (blockScalar ? oldLines.length === 1 : !text.slice(start, valueEnd).includes('\n'))
  if (
    node.type === Scalar.BLOCK_FOLDED &&
    typeof value === 'string' &&
    !value.includes('\n') &&
    !String(node.value).includes('\n') &&
    oldLines.every((l) => /^ *\S/.test(l) && /^ */.exec(l)![0].length === contentIndent)
  ) {
    const header = text.slice(start, lineEndOf(text, start)).replace(/\r?\n$/, '')
    const lines = oneLine
      ? [value]
      : refold(
          oldLines.map((l) => l.trim()),
          value,
          width - contentIndent,
        )
    return `${header}\n${lines.map((l) => ' '.repeat(contentIndent) + l).join('\n')}${text[valueEnd - 1] === '\n' ? '\n' : ''}`
  }
  const doc = new Document(s)
  // lineWidth 0: `yaml` folds no line.
  const rendered = doc.toString({ lineWidth: oneLine ? 0 : Math.max(40, width - contentIndent + 2), indent: 2 }).replace(/\n$/, '')
  // A block scalar's range takes its last newline: so does its replacement.
  const newline = blockScalar && text[valueEnd - 1] === '\n' ? '\n' : ''
  // Rendered alone, continuation lines are indented by 2 (block) or 0 (plain/quoted): move them to the original depth.
  return rendered
    .split('\n')
    .map((line, i) => {
      if (i === 0 || line === '') return line
      return ' '.repeat(contentIndent) + (blockScalar ? line.replace(/^ {2}/, '') : line)
    })
    .join('\n')
    .concat(newline)
}

/** The whole lines a pair or item occupies (from its line's start to the end of its last line). */
function linesOf(text: string, start: number, end: number): { start: number; end: number } {
  // `end` may sit at the start of the next line already (block values end after their newline).
  const last = text[end - 1] === '\n' ? end : lineEndOf(text, end)
  return { start: lineStartOf(text, start), end: last }
}

function pairSpan(pair: Pair): { start: number; end: number } | null {
  const key = pair.key as Node | null
  const value = pair.value as Node | null
  const start = key?.range?.[0]
  const end = (value?.range ?? key?.range)?.[1]
  return start === undefined || end === undefined ? null : { start, end }
}

function diff(node: Node | null, before: unknown, after: unknown, text: string, edits: Splice[]): void {
  if (sameValue(before, after)) return
  if (!node?.range) throw new Error('cannot edit a value the file does not have')
  const [start, valueEnd] = node.range

  if (isScalar(node) && !isPlainObject(after) && !Array.isArray(after)) {
    edits.push({ start, end: valueEnd, text: renderScalar(node, after, text) })
    return
  }

  // A flow collection ([a, b], { src: x }) whose keys or length stay the same is edited value by value, like a block one.
  const sameShape =
    (isMap(node) && isPlainObject(before) && isPlainObject(after) && sameValue(Object.keys(before).sort(), Object.keys(after).sort())) ||
    (isSeq(node) && Array.isArray(before) && Array.isArray(after) && before.length === after.length)
  const flow = (isMap(node) || isSeq(node)) && node.flow && !sameShape
  if (flow || (isMap(node) && !isPlainObject(after)) || (isSeq(node) && !Array.isArray(after)) || isScalar(node)) {
    // A flow collection ([a, b], { src: x }) or a change of kind: the value is written again, in the same flow style.
    const doc = new Document(after)
    if (flow && (isMap(doc.contents) || isSeq(doc.contents))) doc.contents.flow = true
    const indent = indentAt(text, start)
    const rendered = flow
      ? doc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '')
      : '\n' + renderValue(after, indent + 2, widthOf(text, start, valueEnd)).replace(/^/, ' '.repeat(indent + 2))
    edits.push({ start, end: valueEnd, text: rendered })
    return
  }

  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    const pairs = node.items
    const keyOf = (p: Pair) => (isScalar(p.key) ? String(p.key.value) : String(p.key))
    for (const pair of pairs) {
      const key = keyOf(pair)
      if (!(key in after) || after[key] === undefined) {
        const span = pairSpan(pair)
        if (span) edits.push({ ...linesOf(text, span.start, span.end), text: '' })
        continue
      }
      diff(pair.value as Node | null, before[key], after[key], text, edits)
    }
    const added = Object.entries(after).filter(([k, v]) => !(k in before) && !isBlank(v))
    if (added.length) {
      const last = pairs.at(-1)
      const span = last ? pairSpan(last) : null
      const at = span ? linesOf(text, span.start, span.end).end : valueEnd
      const indent = columnAt(text, start)
      const block = renderValue(Object.fromEntries(added), indent, widthOf(text, start, valueEnd))
      edits.push({ start: at, end: at, text: ' '.repeat(indent) + block + '\n' })
    }
    return
  }

  if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
    const items = node.items as Node[]
    const common = Math.min(before.length, after.length)
    for (let i = 0; i < common; i++) diff(items[i]!, before[i], after[i], text, edits)
    // Items removed from the end: their lines go, dash and all.
    for (let i = common; i < before.length; i++) {
      const item = items[i]!
      if (item.range) edits.push({ ...linesOf(text, item.range[0], item.range[1]), text: '' })
    }
    if (after.length > before.length) {
      const lastItem = items.at(-1)
      const at = lastItem?.range ? linesOf(text, lastItem.range[0], lastItem.range[1]).end : lineEndOf(text, valueEnd)
      // New items go under the last one, their dash in the same column as its dash.
      const dashIndent = lastItem?.range ? columnAt(text, text.lastIndexOf('-', lastItem.range[0])) : columnAt(text, start)
      const block = renderValue(after.slice(before.length), dashIndent, widthOf(text, start, valueEnd))
      edits.push({ start: at, end: at, text: ' '.repeat(dashIndent) + block + '\n' })
    }
    return
  }
  throw new Error('a value of a kind this editor does not know')
}

/**
 * The original file with `next` applied. A value that did not change keeps its bytes; with nothing
 * changed, the result is the original, byte for byte.
 */
export function editYaml(original: string, next: unknown): string {
  const doc = parseDocument(original, { keepSourceTokens: false })
  if (doc.errors.length) throw new Error(`the file is not valid YAML: ${doc.errors[0]!.message}`)
  const before: unknown = doc.toJS()
  if (sameValue(before, next)) return original
  const edits: Splice[] = []
  diff(doc.contents as Node, before, next, original, edits)
  edits.sort((a, b) => b.start - a.start || b.end - a.end)
  let out = original
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/** A Markdown file: its YAML front matter and its body. */
interface FrontMatterFile {
  frontMatter: string
  body: string
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/

export function splitFrontMatter(text: string): FrontMatterFile {
  const m = FRONT_MATTER.exec(text)
  if (!m) return { frontMatter: '', body: text }
  return { frontMatter: m[1] ?? '', body: text.slice(m[0].length) }
}

/** A Markdown file with its front matter edited as YAML (editYaml) and its body replaced. */
export function editFrontMatter(original: string, data: Record<string, unknown>, body: string): string {
  const { frontMatter, body: oldBody } = splitFrontMatter(original)
  const head = frontMatter ? editYaml(frontMatter, data) : stringify(data)
  const m = FRONT_MATTER.exec(original)
  // The blank line (or none) between the closing --- and the body is kept as written.
  const gap = m ? (/^\r?\n*/.exec(oldBody)?.[0] ?? '') : '\n'
  const newBody = body === oldBody.slice(gap.length) ? oldBody.slice(gap.length) : body
  return `---\n${head}---\n${gap}${newBody}`
}
