import { z } from 'zod'
import { SectionBase } from './shared.ts'
import { SelfHostedVideoSchema } from '../hosted-video.ts'

/** A single embedded video (click to play). */
export const VideoSectionSchema = z
  .object({
    type: z.literal('video'),
    ...SectionBase,
    heading: z.string().optional().describe('Optional heading (h2)').meta({ title: 'Heading' }),
    videoId: z
      .string()
      .optional()
      .describe('Id of a real video at the configured provider; never a placeholder')
      .meta({ title: 'Video id (at the video host)' }),
    video: SelfHostedVideoSchema.optional()
      .describe('A self-hosted video with its WebVTT captions, instead of videoId')
      .meta({ title: 'Video' }),
    title: z.string().describe('Accessible title of the video').meta({ title: 'Title' }),
  })
  .strict()
  .refine((s) => Boolean(s.videoId) !== Boolean(s.video), {
    message: 'a video section needs a real video: videoId (hosted) or video (self-hosted), exactly one',
    path: ['videoId'],
  })
  .meta({ title: 'Video' })
export type VideoSection = z.infer<typeof VideoSectionSchema>
