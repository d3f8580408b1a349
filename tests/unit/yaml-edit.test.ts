// The CMS's save (src/admin/yaml-edit.ts): only what changed changes, on the
// real content files and on small cases of every kind of edit. Edits whose
// changed lines are pinned run on copies in tests/fixtures/ (a page, a cities
// file, the booking settings as they were), so editing the content never
// breaks them.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { editFrontMatter, editYaml, refold, splitFrontMatter } from '../../src/admin/yaml-edit.ts'

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

  it("a city's folded intro: only its own lines change, still folded at the file's width", () => {
    const text = read('tests/fixtures/yaml-edit/vic.yaml')
    const data = parse(text)
    data.cities[0].intro = data.cities[0].intro.replace('Melbourne buyers do their homework.', 'Melbourne buyers compare before they call.')
    const out = editYaml(text, data)
    expect(parse(out)).toEqual(data)
    // The sentence's own line: the lines after it are the old ones again (refolded around the edit).
    expect(changedLines(text, out)).toEqual([
      '-      Melbourne buyers do their homework. The city prides itself on taste, whether that means coffee,',
      '+      Melbourne buyers compare before they call. The city prides itself on taste, whether that means coffee,',
    ])
    expect(out.startsWith('# yaml-language-server: $schema=')).toBe(true)
  })

  it("a page's hero heading: one line; quotes, flow lists and the schema line untouched", () => {
    const text = read('tests/fixtures/yaml-edit/home.yaml')
    const data = parse(text)
    data.sections[0].heading = 'Marketing that pays for itself'
    data.sections[0].highlight = 'pays for itself'
    const out = editYaml(text, data)
    expect(changedLines(text, out)).toEqual([
      '-    heading: Marketing that pays for itself, run by a team that treats your budget like its own',
      '+    heading: Marketing that pays for itself',
    ])
  })

  it('keeps comments and the quoting of a value it changes', () => {
    const text = read('tests/fixtures/booking.yaml')
    const data = parse(text)
    const line = text.split('\n').find((l) => /^\s+start: "\d\d:\d\d"/.test(l))
    if (line) {
      const path = JSON.stringify(data).includes('"09:00"')
      expect(path).toBe(true)
    }
    const out = editYaml(text, JSON.parse(JSON.stringify(data).replace('"09:00"', '"08:30"')))
    expect(out.split('\n').slice(0, 5)).toEqual(text.split('\n').slice(0, 5))
    expect(changedLines(text, out)).toEqual([expect.stringMatching(/^-.*"09:00"/), expect.stringMatching(/^\+.*"08:30"/)])
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
