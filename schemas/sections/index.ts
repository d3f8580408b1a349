// Every section type, as one discriminated union on `type`. The registry in
// src/sections/registry.tsx maps each type to its component and is checked
// exhaustive against this union, so an unknown type fails the build.
import { z } from 'zod'
import { CardGridSectionSchema } from './card-grid.ts'
import { HeroSectionSchema } from './hero.ts'
import { LogoMarqueeSectionSchema } from './logo-marquee.ts'
import * as S from './simple.ts'
import { StatsSectionSchema } from './stats.ts'
import { CaseStudiesSectionSchema, TestimonialQuotesSectionSchema, TestimonialVideosSectionSchema } from './testimonials.ts'

export const SectionSchema = z.discriminatedUnion('type', [
  HeroSectionSchema,
  LogoMarqueeSectionSchema,
  CardGridSectionSchema,
  StatsSectionSchema,
  TestimonialVideosSectionSchema,
  TestimonialQuotesSectionSchema,
  CaseStudiesSectionSchema,
  S.CtaSectionSchema,
  S.ListSectionSchema,
  S.ProcessStepsSectionSchema,
  S.FaqSectionSchema,
  S.GuaranteeSectionSchema,
  S.TeamGridSectionSchema,
  S.SplitSectionSchema,
  S.ProseSectionSchema,
  S.ServiceOverviewSectionSchema,
  S.PortfolioSectionSchema,
  S.BlogLatestSectionSchema,
  S.VideoSectionSchema,
  S.ContactDetailsSectionSchema,
  S.BookingEmbedSectionSchema,
  S.ContactFormSectionSchema,
  S.GrowthWizardSectionSchema,
  S.OnboardingWizardSectionSchema,
])
export type Section = z.infer<typeof SectionSchema>
export type SectionType = Section['type']
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>

/** Section types that need React in the browser: a page with one of them is hydrated. */
export const INTERACTIVE_SECTIONS = ['contact-form', 'growth-wizard', 'onboarding-wizard'] as const satisfies readonly SectionType[]
