// The size rules (scripts/check-size.ts) on made-up sources: a function is
// measured from its first line to its last, whatever its kind; a long file
// passes only with its reason at the top.
import { expect, it } from 'vitest'
import { MAX_FILE_LINES, MAX_FUNCTION_LINES, sizeProblems, TOP_LINES } from '../../../scripts/check-size.ts'

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i}`).join('\n')
/** A function of exactly `lines` lines, written as `kind`. */
const fn = (kind: 'declaration' | 'arrow' | 'method', lines: number) =>
  kind === 'declaration'
    ? `function big() {\n${body(lines)}\n}\n`
    : kind === 'arrow'
      ? `export const big = () => {\n${body(lines)}\n}\n`
      : `class A {\n  big() {\n${body(lines)}\n  }\n}\n`

it('a function of the limit passes; one line more is reported at its first line, by name', () => {
  for (const kind of ['declaration', 'arrow', 'method'] as const) {
    expect(sizeProblems('a.ts', fn(kind, MAX_FUNCTION_LINES))).toEqual([])
    const over = sizeProblems('a.ts', `// lead\n${fn(kind, MAX_FUNCTION_LINES + 1)}`)
    expect(over).toEqual([
      { file: 'a.ts', line: kind === 'method' ? 3 : 2, message: expect.stringContaining(`big is ${MAX_FUNCTION_LINES + 1} lines`) },
    ])
  }
})

it('a component in a .tsx file counts like any function', () => {
  const tsx = `export function Page() {\n${body(MAX_FUNCTION_LINES)}\n  return <div />\n}\n`
  expect(sizeProblems('Page.tsx', tsx)).toHaveLength(1)
})

it('a file over the limit needs "One file because" in a comment near its top', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const x${i} = ${i}`).join('\n') + '\n'
  expect(sizeProblems('f.ts', lines(MAX_FILE_LINES))).toEqual([])
  expect(sizeProblems('f.ts', lines(MAX_FILE_LINES + 1))).toEqual([
    { file: 'f.ts', line: 1, message: expect.stringContaining('One file because') },
  ])
  expect(sizeProblems('f.ts', `// What this holds.\n// One file because its parts change together.\n${lines(MAX_FILE_LINES)}`)).toEqual([])
  // The words in code, or too far down, do not count.
  expect(sizeProblems('f.ts', `const s = 'One file because'\n${lines(MAX_FILE_LINES)}`)).toHaveLength(1)
  expect(sizeProblems('f.ts', `${lines(TOP_LINES)}// One file because late\n${lines(MAX_FILE_LINES)}`)).toHaveLength(1)
})
