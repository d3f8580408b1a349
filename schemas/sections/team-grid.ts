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
            id: z
              .string()
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and hyphens, e.g. "olivia-hartley"')
              .optional()
              .describe('Stable id, e.g. "olivia-hartley": content/booking.yaml names hosts by it; never change it once bookings use it')
              .meta({ title: 'Id' }),
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

/** A team member who can host booked calls: one with an id (src/generated/team.ts, from the pages). */
export interface TeamMember {
  id: string
  name: string
  role: string
}
