// A video the site hosts itself (under public/media/): played by the browser's
// own player, so no third-party host is contacted. Captions are required: a
// testimonial is speech, and a muted or deaf visitor must be able to read it.
import { z } from 'zod'

const underMedia = (ext: string) => new RegExp(`^/media/[\\w./-]+\\.(${ext})$`)

export const SelfHostedVideoSchema = z
  .object({
    src: z
      .string()
      .regex(underMedia('mp4|webm'), 'a .mp4 or .webm file under public/media/, e.g. /media/clients/acme.mp4')
      .describe('Video file')
      .meta({ title: 'File' }),
    poster: z
      .string()
      .regex(underMedia('jpg|jpeg|png|webp|avif|svg'), 'an image under public/media/, e.g. /media/clients/acme.jpg')
      .describe('Still image shown until the visitor presses play')
      .meta({ title: 'Poster image' }),
    captions: z
      .string()
      .regex(underMedia('vtt'), 'a WebVTT (.vtt) file under public/media/, e.g. /media/clients/acme.en.vtt')
      .describe('WebVTT captions (required)')
      .meta({ title: 'Captions file (WebVTT)' }),
    captionsLang: z.string().default('en-AU').describe('Language of the captions').meta({ title: 'Captions language' }),
  })
  .strict()
export type SelfHostedVideo = z.infer<typeof SelfHostedVideoSchema>
