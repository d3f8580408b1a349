// The check at save: the text a save would write is parsed and checked with
// the same zod schema `npm run check:content` uses, so the CMS refuses what
// the build would refuse, in the schema's own words. Cross-file checks (links
// to real pages, testimonial ids) still run in CI on the pull request.
import { parse } from 'yaml'
import { CONTENT_SCHEMAS, type ContentSchemaName } from '../../schemas/files.ts'
import { splitFrontMatter } from './yaml-edit.ts'

/** "sections.0.heading: Too small…", one line per problem; none when the file is valid. */
export function problemsOf(schema: ContentSchemaName, fileText: string, markdown: boolean): string[] {
  let data: unknown
  try {
    data = parse(markdown ? splitFrontMatter(fileText).frontMatter : fileText)
  } catch (error) {
    return [`the file would not be valid YAML: ${error instanceof Error ? error.message : String(error)}`]
  }
  const result = CONTENT_SCHEMAS[schema].safeParse(data)
  if (result.success) return []
  return result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`)
}
