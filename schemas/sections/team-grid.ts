import { z } from 'zod'
import { ImageSchema, SectionBase } from './shared.ts'

/** People with name, role and photo (initials until a photo is added: one `photo:` line). */
export const TeamGridSectionSchema = z
  .object({
    type: z.literal('team-grid'),
    ...SectionBase,
    heading: z.string().describe('Heading (h2)').meta({ title: 'Heading' }),
    members: z
      .array(
        z
          .object({
            name: z.string().describe('Full name').meta({ title: 'Name' }),
            role: z.string().describe('Role or title').meta({ title: 'Role' }),
            bio: z.string().optional().describe('One or two sentences').meta({ title: 'Short bio' }),
            photo: ImageSchema.optional()
              .describe('Portrait under content/media/team/, at least 320 px wide; omit for initials')
              .meta({ title: 'Photo' }),
          })
          .strict(),
      )
      .min(1)
      .describe('Team members in display order')
      .meta({ title: 'Team members' }),
  })
  .strict()
  .meta({ title: 'Team' })
export type TeamGridSection = z.infer<typeof TeamGridSectionSchema>
