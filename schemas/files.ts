// Every kind of content file and its schema, by the name of its JSON Schema
// (schemas/json/<name>.schema.json). One list for the editors' JSON Schemas
// (scripts/generate.ts) and the CMS's check at save (src/admin/validate.ts).
import type { z } from 'zod'
import { BlogPostFrontMatterSchema, LegalFrontMatterSchema } from './blog.ts'
import { BookingSettingsSchema } from './booking-settings.ts'
import { BookingPagesCopySchema } from './booking-pages.ts'
import { ConversionsSchema } from './conversions.ts'
import { ContactFormSchema, GrowthSessionFormSchema, OnboardingFormSchema } from './forms.ts'
import { CitiesFileSchema, IndustriesFileSchema, MarketProfilesFileSchema, ServicesFileSchema, StatesFileSchema } from './local.ts'
import { LocalPageCopySchema } from './local-page.ts'
import { PageFileSchema } from './page.ts'
import { PipelineSchema } from './pipeline.ts'
import { ProspectMessagesSchema } from './prospect-messages.ts'
import { RedirectsFileSchema } from './redirects.ts'
import { RoutingSchema } from './routing.ts'
import { SiteSchema } from './site.ts'
import { StaffConsoleCopySchema } from './staff-console.ts'
import { TestimonialsFileSchema } from './testimonials.ts'

export const CONTENT_SCHEMAS = {
  site: SiteSchema,
  page: PageFileSchema,
  testimonials: TestimonialsFileSchema,
  redirects: RedirectsFileSchema,
  booking: BookingSettingsSchema,
  'booking-pages': BookingPagesCopySchema,
  'prospect-messages': ProspectMessagesSchema,
  conversions: ConversionsSchema,
  'staff-console': StaffConsoleCopySchema,
  pipeline: PipelineSchema,
  routing: RoutingSchema,
  'local-states': StatesFileSchema,
  'local-industries': IndustriesFileSchema,
  'local-market-profiles': MarketProfilesFileSchema,
  'local-services': ServicesFileSchema,
  'local-cities': CitiesFileSchema,
  'local-page': LocalPageCopySchema,
  'form-contact': ContactFormSchema,
  'form-growth-session': GrowthSessionFormSchema,
  'form-onboarding': OnboardingFormSchema,
  'blog-post': BlogPostFrontMatterSchema,
  legal: LegalFrontMatterSchema,
} satisfies Record<string, z.ZodType>
export type ContentSchemaName = keyof typeof CONTENT_SCHEMAS
