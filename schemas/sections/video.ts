import { z } from 'zod'
import { SectionBase } from './shared.ts'

/** A single embedded video (click to play). */
export const VideoSectionSchema = z
  .object({
    type: z.literal('video'),
    ...SectionBase,
    heading: z.string().optional().describe('Optional heading (h2)'),
    videoId: z.string().optional().describe('Video id at the configured provider; omit for a placeholder'),
    title: z.string().describe('Accessible title of the video'),
  })
  .strict()
export type VideoSection = z.infer<typeof VideoSectionSchema>
