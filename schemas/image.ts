// An image in content: a file under content/media/, with alt text unless it is
// marked decorative. scripts/lib/images.ts turns it into AVIF and WebP at a few
// widths plus a fallback; src/components/Picture.tsx renders it.
import { z } from 'zod'

export const ImageSchema = z
  .object({
    src: z
      .string()
      .regex(
        /^media\/[\w./-]+\.(jpe?g|png|webp|avif|svg)$/i,
        'a .jpg, .png, .webp, .avif or .svg file under content/media/, e.g. media/team/sam.jpg',
      )
      .describe('Source file, relative to content/')
      .meta({ title: 'File' }),
    alt: z
      .string()
      .min(1)
      .optional()
      .describe('What the image shows (required unless decorative)')
      .meta({ title: 'Image description (alt text)' }),
    decorative: z.boolean().default(false).describe('Adds nothing a reader needs: rendered with alt=""').meta({ title: 'Decorative only' }),
  })
  .strict()
  .refine((i) => i.decorative || Boolean(i.alt), {
    message: 'alt is required: say what the image shows, or set decorative: true',
    path: ['alt'],
  })
export type ImageRef = z.infer<typeof ImageSchema>

/** What the build knows of a processed image (src/generated/images.ts). */
export interface ImageMeta {
  width: number
  height: number
  /** "url 320w, url 640w" per format. */
  avif: string
  webp: string
  /** Largest width, in the source's own family (JPEG for photos, PNG for drawings with transparency). */
  fallback: string
  /** A tiny blurred WebP as a data: URL, shown until the image loads. */
  placeholder: string
}
