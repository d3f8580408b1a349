// The custom Decap formats every collection is read and saved with (one per
// schema: src/admin/config.ts names them). Reading keeps the file as it was
// read beside the values (SOURCE, a field no widget shows), so that saving can
// edit that text in place (yaml-edit.ts) instead of writing the values out
// again: comments, key order, quoting and folded paragraphs survive, and a
// save that changes nothing writes the same bytes. Decap keeps fields the
// config does not name and hands them back to toFile (its "unknown fields"
// rule), which is what carries SOURCE from fromFile to toFile. Pure.
import { parse, stringify } from 'yaml'
import type { ContentSchemaName } from '../../schemas/files.ts'
import { fromEditor, toEditor, type JsonSchema } from './fields.ts'
import { editFrontMatter, editYaml, splitFrontMatter } from './yaml-edit.ts'

export const SOURCE = '__file'

export interface Formatter {
  fromFile(text: string): Record<string, unknown>
  toFile(data: Record<string, unknown>): string
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * An emptied text field is no value: its key is dropped, not written as "", and so is an optional
 * object the editor shows but nobody filled in (Decap hands it back as {} or all "").
 * Nulls mean something, and stay.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, withoutEmpty(v), v] as const)
      // An object emptied here goes; one that was {} already (`pixel: {}`, written so) stays.
      .filter(
        ([, v, was]) => v !== '' && v !== undefined && !(isPlainObject(v) && !Object.keys(v).length && Object.keys(was as object).length),
      )
      .map(([k, v]) => [k, v]),
  )
}

/** The first line every YAML content file has: its JSON Schema, for editors (scripts/generate.ts checks it). */
export const schemaLine = (folder: string, schema: ContentSchemaName) => {
  const depth = folder.split('/').filter(Boolean).length
  return `# yaml-language-server: $schema=${'../'.repeat(depth)}schemas/json/${schema}.schema.json`
}

export function yamlFormat(schema: JsonSchema, firstLine: string): Formatter {
  return {
    fromFile(text) {
      return { ...(toEditor(schema, parse(text) ?? {}) as Record<string, unknown>), [SOURCE]: text }
    },
    toFile(data) {
      const { [SOURCE]: source, ...values } = data
      const value = withoutEmpty(fromEditor(schema, values))
      return typeof source === 'string' ? editYaml(source, value) : `${firstLine}\n${stringify(value)}`
    },
  }
}

/** Markdown with YAML front matter: the front matter's fields, and `body`. */
function markdownFormat(schema: JsonSchema): Formatter {
  return {
    fromFile(text) {
      const { frontMatter, body } = splitFrontMatter(text)
      const data = (parse(frontMatter) ?? {}) as Record<string, unknown>
      return { ...(toEditor(schema, data) as Record<string, unknown>), body: body.replace(/^(\r?\n)+/, ''), [SOURCE]: text }
    },
    toFile(data) {
      const { [SOURCE]: source, body, ...values } = data
      const value = withoutEmpty(fromEditor(schema, values)) as Record<string, unknown>
      const text = typeof body === 'string' ? body : ''
      return typeof source === 'string' ? editFrontMatter(source, value, text) : `---\n${stringify(value)}---\n\n${text}`
    },
  }
}

/** The format the files of one schema in one folder are read and saved with: the editor's and its tests'. */
export const formatFor = (schema: JsonSchema, name: ContentSchemaName, folder: string, extension: 'yaml' | 'md'): Formatter =>
  extension === 'md' ? markdownFormat(schema) : yamlFormat(schema, schemaLine(folder, name))
