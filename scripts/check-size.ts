// The size rules of the code, checked (npm run check:size):
// - no function over 150 lines: past that a function does several jobs, and
//   each job wants its own name and its own tests;
// - a file over 300 lines says at its top why it is one file, in a comment in
//   its first lines containing "One file because" (e.g. "One file because the
//   key layout and every write that relies on it must be read together").
// Every function-like node with a body counts (declarations, expressions,
// arrows, methods, accessors, constructors) in netlify/, src/, schemas/ and
// scripts/; src/generated/ is written by scripts/generate.ts and is left out.
// Each problem is one line, file:line, so an editor jumps to it.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const MAX_FUNCTION_LINES = 150
export const MAX_FILE_LINES = 300
/** How far down "its top" reaches. */
export const TOP_LINES = 20
const ONE_FILE_MARK = /one file because/i

const FOLDERS = ['netlify', 'src', 'schemas', 'scripts']
const SKIPPED = /^src\/generated\//
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

interface SizeProblem {
  file: string
  line: number
  message: string
}

const kindOf = (file: string) =>
  file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : /\.[mc]?js$/.test(file)
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS

/** A function's name as a reader finds it: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source)
  const parent = node.parent
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name)
    return parent.name.getText(source)
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  return 'anonymous function'
}

/** Where line `n` (counted from 0) starts, or the end of the text when it has fewer lines. */
function lineStart(text: string, n: number): number {
  let at = 0
  for (let line = 0; line < n; line++) {
    const newline = text.indexOf('\n', at)
    if (newline === -1) return text.length
    at = newline + 1
  }
  return at
}

/** Every comment in the first TOP_LINES lines. */
function topComments(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text)
  const limit = lineStart(text, TOP_LINES)
  const out: string[] = []
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken && scanner.getTokenStart() < limit; token = scanner.scan())
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) out.push(scanner.getTokenText())
  return out
}

/** The problems of one file's text (`file` is the path shown). */
export function sizeProblems(file: string, text: string): SizeProblem[] {
  const problems: SizeProblem[] = []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kindOf(file))
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source))
      const lines = lineOf(node.getEnd()) - first + 1
      if (lines > MAX_FUNCTION_LINES)
        problems.push({
          file,
          line: first,
          message: `${nameOf(node, source)} is ${lines} lines (at most ${MAX_FUNCTION_LINES}): split it by job`,
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  // As `wc -l` counts: the newline that ends the last line starts no line of its own.
  const fileLines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (fileLines > MAX_FILE_LINES && !topComments(text).some((c) => ONE_FILE_MARK.test(c)))
    problems.push({
      file,
      line: 1,
      message: `${fileLines} lines (over ${MAX_FILE_LINES}) with no comment in its first ${TOP_LINES} lines saying "One file because …": split it, or say why not`,
    })
  return problems.sort((a, b) => a.line - b.line)
}

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !SKIPPED.test(`${path}/`)) walk(path)
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
    }
  }
  walk(folder)
  return out.sort()
}

/** Every problem under the project's code folders, relative paths. */
function checkProject(root: string): SizeProblem[] {
  return FOLDERS.flatMap((folder) => sourceFiles(root, folder)).flatMap((file) =>
    sizeProblems(file, readFileSync(join(root, file), 'utf8')),
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkProject(root)
  for (const p of problems) console.error(`${relative(process.cwd(), join(root, p.file)) || p.file}:${p.line}  ${p.message}`)
  if (problems.length) {
    console.error(`\n${problems.length} size problem${problems.length === 1 ? '' : 's'}.`)
    process.exit(1)
  }
  console.log(`check:size: every function under ${MAX_FUNCTION_LINES} lines, every file over ${MAX_FILE_LINES} lines says why it is one.`)
}
