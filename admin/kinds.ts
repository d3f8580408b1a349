// The editor's own logic, apart from Decap so it can be tested without a browser: which schema
// and file format each collection (by name) and each listed file (by path) has, and what a save
// of an entry would be refused for (the text the save would write, checked with the zod schema,
// as the build checks it).
import type { ContentSchemaName } from '../schemas/files.ts'
import type { JsonSchema } from '../src/admin/fields.ts'
import { COLLECTIONS, formatName } from '../src/admin/config.ts'
import { formatFor, type Formatter } from '../src/admin/formats.ts'
import { problemsOf } from '../src/admin/validate.ts'

export type Kind = { schema: ContentSchemaName; markdown: boolean; format: Formatter; formatName: string; extension: 'yaml' | 'md' }

/** Every collection's and listed file's kind: keyed by the file's path, or by the folder collection's name. */
export function collectionKinds(schemas: Record<ContentSchemaName, JsonSchema>, collections = COLLECTIONS): Map<string, Kind> {
  const kinds = new Map<string, Kind>()
  for (const c of collections) {
    if ('files' in c)
      for (const f of c.files) {
        const format = formatFor(schemas[f.schema], f.schema, f.file.slice(0, f.file.lastIndexOf('/')), 'yaml')
        kinds.set(f.file, { schema: f.schema, markdown: false, format, formatName: formatName(f.schema, 'yaml'), extension: 'yaml' })
      }
    else {
      const format = formatFor(schemas[c.schema], c.schema, c.folder, c.extension)
      kinds.set(c.name, {
        schema: c.schema,
        markdown: c.extension === 'md',
        format,
        formatName: formatName(c.schema, c.extension),
        extension: c.extension,
      })
    }
  }
  return kinds
}

/** What a save of this entry would be refused for (none: it may be saved), in the schema's words. */
export function saveProblems(
  kinds: Map<string, Kind>,
  entry: { path: string; collection: string; data: Record<string, unknown> },
): string[] {
  const kind = kinds.get(entry.path) ?? kinds.get(entry.collection)
  if (!kind) return []
  return problemsOf(kind.schema, kind.format.toFile(entry.data), kind.markdown)
}
