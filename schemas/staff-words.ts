// The one shape of the staff console's word groups (content/staff-console.yaml): a strict group of
// one-line texts, each with a title and a hint for the editor. Apart from staff-console.ts so the
// groups defined in their own files (staff-lead-tools.ts) are built the same way.
import { z } from 'zod'

/** A strict group of one-line texts, each with a title and a hint for the editor: `key: [title, hint]`. */
export function words<K extends string>(title: string, description: string, fields: Record<K, readonly [title: string, hint: string]>) {
  const shape = Object.fromEntries(
    Object.entries<readonly [string, string]>(fields).map(([key, [label, hint]]) => [
      key,
      z.string().trim().min(1, 'write the text').describe(hint).meta({ title: label }),
    ]),
  ) as Record<K, z.ZodString>
  return z.object(shape).strict().describe(description).meta({ title })
}
