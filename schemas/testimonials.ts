// content/testimonials.yaml: client stories used by the home, reviews,
// testimonials, service and local pages (referenced by id).
import { z } from 'zod'
import { SlugSchema } from './common.ts'
import { ImageSchema } from './image.ts'
import { SelfHostedVideoSchema } from './hosted-video.ts'

export const TestimonialSchema = z
  .object({
    id: SlugSchema.describe('Referenced by pages, e.g. "furniture-retail"').meta({ title: 'Id' }),
    name: z.string().describe('Person quoted').meta({ title: 'Name' }),
    role: z.string().describe('Their role, e.g. "Founder"').meta({ title: 'Role' }),
    company: z.string().describe('Business name').meta({ title: 'Company' }),
    industry: z.string().describe('Industry, e.g. "Furniture retail"').meta({ title: 'Industry' }),
    location: z.string().describe('City and state, e.g. "Melbourne, VIC"').meta({ title: 'Location' }),
    quote: z.string().min(20).describe('What they said').meta({ title: 'Quote' }),
    rating: z.literal(5).default(5).describe('Star rating (5)').meta({ title: 'Star rating' }),
    result: z.string().describe('Headline result, e.g. "712% ROI"').meta({ title: 'Headline result' }),
    results: z.array(z.string()).min(1).describe('Result highlights').meta({ title: 'Results' }),
    challenge: z.string().describe('The problem before').meta({ title: 'Challenge' }),
    solution: z.string().describe('What was done').meta({ title: 'Solution' }),
    videoId: z
      .string()
      .optional()
      .describe('Id of a real video at the configured provider (site.yaml embeds.video); omit when there is none, never a placeholder')
      .meta({ title: 'Video id (at the video host)' }),
    image: ImageSchema.optional()
      .describe(
        'A picture of the work or its results, shown with the case study (under content/media/case-studies/; 1280 px wide or more stays sharp)',
      )
      .meta({ title: 'Image' }),
    video: SelfHostedVideoSchema.optional()
      .describe('A self-hosted video with its WebVTT captions, instead of videoId')
      .meta({ title: 'Video' }),
    website: z.url().optional().describe('Client website').meta({ title: 'Website' }),
    date: z.iso.date().describe('Date of the review (structured data)').meta({ title: 'Date' }),
    color: z
      .enum(['brand', 'accent', 'amber', 'rose', 'violet', 'emerald'])
      .default('brand')
      .describe('Card accent colour')
      .meta({ title: 'Card colour' }),
  })
  .strict()
  .refine((t) => !(t.videoId && t.video), { message: 'give either videoId (hosted) or video (self-hosted), not both', path: ['video'] })
export type Testimonial = z.infer<typeof TestimonialSchema>

export const TestimonialsFileSchema = z
  .object({
    testimonials: z
      .array(TestimonialSchema)
      .min(1)
      .meta({ title: 'Testimonials' })
      .meta({ description: 'Every client story; pages show them by id' }),
  })
  .strict()
