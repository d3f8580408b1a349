// The CMS's save (src/admin/yaml-edit.ts): only what changed changes, on the
// real content files and on small cases of every kind of edit.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { editFrontMatter, editYaml, refold, splitFrontMatter } from '../../../src/admin/yaml-edit.ts'

/** The lines of `after` that differ from `before`, as `-old` / `+new` (both files the same length, or not). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  return [...a.slice(head, a.length - tail).map((l) => `-${l}`), ...b.slice(head, b.length - tail).map((l) => `+${l}`)]
}

const read = (f: string) => readFileSync(f, 'utf8')
const clone = <T>(v: T): T => structuredClone(v)

describe('editYaml on the real content', () => {
  const files = [
    'content/pages/home.yaml',
    'content/local/cities/vic.yaml',
    'content/site.yaml',
    'content/booking.yaml',
    'content/testimonials.yaml',
  ]

  it.each(files)('%s: a save that changes nothing is byte-identical', (file) => {
    const text = read(file)
    expect(editYaml(text, clone(parse(text)))).toBe(text)
  })

  // The edits below are made to whatever the files hold today, so a content change never breaks them.
  it("a city's folded intro: one letter changed changes its own line only, still folded", () => {
    const text = read('content/local/cities/vic.yaml')
    const data = parse(text)
    const intro: string = data.cities[0].intro
    data.cities[0].intro = intro.replace(/^./, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
    const out = editYaml(text, data)
    expect(parse(out)).toEqual(data)
    const changed = changedLines(text, out)
    expect(changed).toHaveLength(2)
    expect(changed[1]!.slice(1).trim()).toBe(changed[0]!.slice(1).trim().replace(/^./, data.cities[0].intro[0]))
    expect(out.startsWith('# yaml-language-server: $schema=')).toBe(true)
  })

  it("a page's hero heading: its own line; quotes, flow lists and the schema line untouched", () => {
    const text = read('content/pages/home.yaml')
    const data = parse(text)
    data.sections[0].heading = 'Marketing that pays for itself'
    const out = editYaml(text, data)
    expect(parse(out)).toEqual(data)
    const changed = changedLines(text, out)
    expect(changed.filter((l) => l.startsWith('+'))).toEqual([expect.stringMatching(/^\+ +heading: Marketing that pays for itself$/)])
    expect(changed.filter((l) => l.startsWith('-'))).toEqual([expect.stringMatching(/^- +heading: /)])
  })

  it('keeps comments and the quoting of a value it changes', () => {
    const text = read('content/booking.yaml')
    // The first double-quoted value of the file (outside comments), whatever it is.
    const [line, value] = /^[^#\n]*?"([^"\\\n]+)".*$/m.exec(text)!
    const out = editYaml(text, JSON.parse(JSON.stringify(parse(text)).replace(`"${value}"`, `"${value}2"`)))
    expect(changedLines(text, out)).toEqual([`-${line}`, `+${line.replace(`"${value}"`, `"${value}2"`)}`])
  })
})

describe('each scalar keeps its line shape (fixture tests/fixtures/yaml-edit/line-shapes.yaml)', () => {
  const text = read('tests/fixtures/yaml-edit/line-shapes.yaml')
  const longer = ' and then a good deal longer than any line of the file was before this edit'

  it('a plain, quoted or one-line folded value that grows stays on its one line, in its style', () => {
    const data = parse(text)
    data.seo.title += longer
    data.seo.description += longer
    data.sections[0].heading += longer
    data.sections[0].subheading += longer
    data.sections[0].note += longer
    const out = editYaml(text, data)
    expect(parse(out)).toEqual(data)
    // Line for line the same file: each edited line is the old one with the words added before its closing quote.
    const grown = (line: string) => line.replace(/(['"]?)$/, `${longer}$1`)
    const before = text.split('\n')
    const edited = new Set([3, 4, 7, 9, 13])
    expect(out.split('\n')).toEqual(before.map((line, i) => (edited.has(i) ? grown(line) : line)))
  })

  it('a value written over several lines is still folded around the edit', () => {
    const data = parse(text)
    data.sections[0].intro = data.sections[0].intro.replace('in a text editor', 'in an editor')
    const out = editYaml(text, data)
    expect(parse(out)).toEqual(data)
    expect(changedLines(text, out)).toEqual([
      '-      in a text editor at a width of their own choosing.',
      '+      in an editor at a width of their own choosing.',
    ])
  })
})

describe('refold', () => {
  const lines = ['one two three', 'four five six', 'seven eight nine']
  it('keeps the lines before and after the edit', () => {
    expect(refold(lines, 'one two three four 5 six seven eight nine', 14)).toEqual(['one two three', 'four 5 six', 'seven eight nine'])
    expect(refold(lines, 'one two three four five six', 14)).toEqual(['one two three', 'four five six'])
    expect(refold(lines, 'zero one two three four five six seven eight nine', 14)).toEqual([
      'zero one two',
      'three four',
      'five six seven',
      'eight nine',
    ])
  })

  it('an edit inside one line, with the old lines after it unchanged, changes that line only (not a greedy refill)', () => {
    expect(refold(lines, 'one 2 three four five six seven eight nine', 20)).toEqual(['one 2 three', 'four five six', 'seven eight nine'])
    // Edited words too long for one line are wrapped as before.
    expect(refold(lines, 'one two three and a great many more four five six seven eight nine', 14)[0]).toBe('one two three')
  })
})

describe('editYaml, each kind of edit', () => {
  const text = [
    '# a comment',
    'title: "Quoted title"',
    'tags: [a, b]',
    'items:',
    '  - name: One # first',
    '    note: >-',
    '      folded text',
    '  - name: Two',
    'tail: end',
    '',
  ].join('\n')

  it('a quoted scalar stays quoted, a comment after a value stays', () => {
    const data = parse(text)
    data.title = 'New title'
    data.items[0].name = 'Uno'
    const out = editYaml(text, data)
    expect(out).toContain('title: "New title"')
    expect(out).toContain('  - name: Uno # first')
    expect(parse(out)).toEqual(data)
  })

  it('a flow list is written again in flow style', () => {
    const data = parse(text)
    data.tags = ['a', 'b', 'c']
    expect(editYaml(text, data)).toContain('tags: [a, b, c]')
  })

  it('a list item added and one removed touch only their own lines', () => {
    const data = parse(text)
    data.items.push({ name: 'Three' })
    const added = editYaml(text, data)
    expect(parse(added)).toEqual(data)
    expect(changedLines(text, added)).toEqual(['+  - name: Three'])
    data.items.splice(1, 2)
    const removed = editYaml(text, data)
    expect(parse(removed)).toEqual(data)
    expect(changedLines(text, removed)).toEqual(['-  - name: Two'])
  })

  it('a key added goes after the last key of its map; a key removed takes its lines; a blank new field adds nothing', () => {
    const data = parse(text)
    data.items[1].note = 'A note'
    data.items[1].empty = ''
    delete data.items[0].note
    const out = editYaml(text, data)
    delete data.items[1].empty
    expect(parse(out)).toEqual(data)
    expect(changedLines(text, out)).toEqual([
      '-    note: >-',
      '-      folded text',
      '-  - name: Two',
      '+  - name: Two',
      '+    note: A note',
    ])
  })
})

describe('front matter', () => {
  const md = ['---', 'title: A post', 'date: 2024-03-05', '---', '', 'Body **text**.', ''].join('\n')

  it('splits, and a save with nothing changed is byte-identical', () => {
    const { frontMatter, body } = splitFrontMatter(md)
    expect(frontMatter).toBe('title: A post\ndate: 2024-03-05\n')
    expect(body).toBe('\nBody **text**.\n')
    expect(editFrontMatter(md, { title: 'A post', date: '2024-03-05' }, 'Body **text**.\n')).toBe(md)
  })

  it('edits a front matter value and the body, keeping the rest', () => {
    const out = editFrontMatter(md, { title: 'Another post', date: '2024-03-05' }, 'New body.\n')
    expect(out).toBe(['---', 'title: Another post', 'date: 2024-03-05', '---', '', 'New body.', ''].join('\n'))
  })
})
