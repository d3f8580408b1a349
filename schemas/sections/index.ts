// Every section type, as one discriminated union on `type`. Each type has its
// schema in schemas/sections/<type>.ts and its component in
// src/sections/<Type>Section.tsx; the registry in src/sections/registry.tsx
// is checked exhaustive against this union, so an unknown type fails the build.
import { z } from 'zod'
import { BlogLatestSectionSchema } from './blog-latest.ts'
import { BookingEmbedSectionSchema } from './booking-embed.ts'
import { BookingManageSectionSchema } from './booking-manage.ts'
import { BookingSectionSchema } from './booking.ts'
import { CardGridSectionSchema } from './card-grid.ts'
import { CaseStudiesSectionSchema } from './case-studies.ts'
import { CaseStudyOutcomesSectionSchema } from './case-study-outcomes.ts'
import { ContactDetailsSectionSchema } from './contact-details.ts'
import { ContactFormSectionSchema } from './contact-form.ts'
import { CtaSectionSchema } from './cta.ts'
import { FaqSectionSchema } from './faq.ts'
import { GrowthWizardSectionSchema } from './growth-wizard.ts'
import { GuaranteeSectionSchema } from './guarantee.ts'
import { HeroSectionSchema } from './hero.ts'
import { ListSectionSchema } from './list.ts'
import { LogoMarqueeSectionSchema } from './logo-marquee.ts'
import { OnboardingWizardSectionSchema } from './onboarding-wizard.ts'
import { PortfolioSectionSchema } from './portfolio.ts'
import { ProcessStepsSectionSchema } from './process-steps.ts'
import { ProseSectionSchema } from './prose.ts'
import { ServiceOverviewSectionSchema } from './service-overview.ts'
import { SplitSectionSchema } from './split.ts'
import { StatsSectionSchema } from './stats.ts'
import { TeamGridSectionSchema } from './team-grid.ts'
import { TestimonialQuotesSectionSchema } from './testimonial-quotes.ts'
import { TestimonialVideosSectionSchema } from './testimonial-videos.ts'
import { VideoSectionSchema } from './video.ts'

// Kept in this order: it is the order of `oneOf` in schemas/json/page.schema.json.
export const SectionSchema = z.discriminatedUnion('type', [
  HeroSectionSchema,
  LogoMarqueeSectionSchema,
  CardGridSectionSchema,
  StatsSectionSchema,
  TestimonialVideosSectionSchema,
  TestimonialQuotesSectionSchema,
  CaseStudiesSectionSchema,
  CtaSectionSchema,
  ListSectionSchema,
  ProcessStepsSectionSchema,
  FaqSectionSchema,
  GuaranteeSectionSchema,
  TeamGridSectionSchema,
  SplitSectionSchema,
  ProseSectionSchema,
  ServiceOverviewSectionSchema,
  PortfolioSectionSchema,
  BlogLatestSectionSchema,
  VideoSectionSchema,
  ContactDetailsSectionSchema,
  BookingEmbedSectionSchema,
  ContactFormSectionSchema,
  GrowthWizardSectionSchema,
  OnboardingWizardSectionSchema,
  BookingSectionSchema,
  BookingManageSectionSchema,
  CaseStudyOutcomesSectionSchema,
])
export type Section = z.infer<typeof SectionSchema>
export type SectionType = Section['type']
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>

/** Section types that need React in the browser: a page with one of them is hydrated. */
export const INTERACTIVE_SECTIONS = ['contact-form', 'growth-wizard', 'onboarding-wizard'] as const satisfies readonly SectionType[]

/**
 * Section types of the first-party booking: a page with one of them hydrates
 * the booking islands only (its own page class and weight budget). A `booking`
 * section whose calendar site.yaml configures embeds that calendar instead and
 * needs no JavaScript (src/lib/embeds.ts bookingCalendarUrl).
 */
export const BOOKING_SECTIONS = ['booking', 'booking-manage'] as const satisfies readonly SectionType[]
