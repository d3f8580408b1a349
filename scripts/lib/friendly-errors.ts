// Turns zod issues into sentences a content editor can act on, and YAML
// positions into file:line:col. The wording is pinned by
// tests/unit/content/content-errors.test.ts: change both together.
import type { core } from 'zod'

export interface ContentProblem {
  file: string
  line: number
  col: number
  path: string
  message: string
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.path || '(file)'}  ${p.message}`
}

// GitHub's workflow-command escaping: data loses %, CR and LF; property values also : and ,.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

/**
 * The problem as a GitHub Actions annotation (`::error file=…,line=…,col=…::message`): in a pull
 * request, GitHub shows it on that line of the diff, where the editor who made the change looks.
 * `file` must be relative to the repository root, as the checks run from it.
 */
export function githubAnnotation(p: ContentProblem): string {
  const props = [`file=${p.file}`, `line=${p.line}`, `col=${p.col}`, ...(p.path ? [`title=${p.path}`] : [])]
  return `::error ${props.map((kv) => kv.replace(/=(.*)$/, (_, v: string) => `=${escapeProperty(v)}`)).join(',')}::${escapeData(p.message)}`
}

const quote = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v))

function describeInput(input: unknown): string {
  if (input === undefined) return 'nothing'
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'a list'
  if (typeof input === 'object') return 'a mapping'
  if (typeof input === 'string') return `the text ${quote(input.length > 40 ? input.slice(0, 37) + '...' : input)}`
  return `${typeof input} ${String(input)}`
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value lines)',
}

/** One plain sentence per zod issue. */
export function friendlyMessage(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required but missing'
      return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, got ${describeInput(issue.input)}`
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map(quote).join(', ')}: check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}`
    case 'invalid_value':
      return `expected ${issue.values.length === 1 ? quote(issue.values[0]) : 'one of ' + issue.values.map(quote).join(', ')}, got ${describeInput(issue.input)}`
    case 'invalid_union': {
      const note = (issue as { note?: string }).note
      if (note === 'No matching discriminator') {
        const input = issue.input && typeof issue.input === 'object' ? (issue.input as Record<string, unknown>).type : issue.input
        return `unknown section type ${quote(input)}: see schemas/sections for the section types`
      }
      return `does not match any allowed form (${describeInput(issue.input)})`
    }
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters (is ${String(issue.input ?? '').length})`
      return `must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'array') return `allows at most ${issue.maximum} item${Number(issue.maximum) === 1 ? '' : 's'}`
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters (is ${String(issue.input ?? '').length})`
      return `must be at most ${issue.maximum}`
    case 'invalid_format':
      if (issue.format === 'regex') return issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'has the wrong format'
      return `must be a valid ${issue.format === 'url' ? 'URL' : issue.format}, got ${describeInput(issue.input)}`
    default:
      return issue.message
  }
}
