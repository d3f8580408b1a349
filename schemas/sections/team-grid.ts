import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

/** People with name, role and photo (initials until a photo is added: one `photo:` line). */
export const TeamGridSectionSchema = z
  .object({
    type: z.literal('team-grid'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)'),
    members: z
      .array(
        z
          .object({
            name: z.string().describe('Full name'),
            role: z.string().describe('Role or title'),
            bio: z.string().optional().describe('One or two sentences'),
            photo: ImageSchema.optional().describe('Portrait under content/media/team/, at least 320 px wide; omit for initials'),
          })
          .strict(),
      )
      .min(1)
      .describe('Team members in display order'),
  })
  .strict()
export type TeamGridSection = z.infer<typeof TeamGridSectionSchema>
