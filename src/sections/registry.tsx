// One component per section type. The mapped type makes the registry
// exhaustive: a section type added to schemas/sections without a component
// here is a type error, and an unknown type in YAML fails validation first.
import type { ComponentType } from 'react'
import type { Section, SectionOf, SectionType } from '../../schemas/sections/index.ts'
import { Cta, Faq, Guarantee, Prose, Split, TeamGrid } from './Blocks.tsx'
import { BookingEmbed, ContactDetails, ContactFormSection, GrowthWizardSection, OnboardingWizardSection, Video } from './Embeds.tsx'
import { CardGrid, List, ProcessSteps, Stats } from './Grids.tsx'
import { Hero } from './Hero.tsx'
import { BlogLatest, CaseStudies, LogoMarquee, Portfolio, ServiceOverview, TestimonialQuotes, TestimonialVideos } from './Showcase.tsx'

const registry: { [K in SectionType]: ComponentType<{ section: SectionOf<K> }> } = {
  hero: Hero,
  'logo-marquee': LogoMarquee,
  'card-grid': CardGrid,
  stats: Stats,
  'testimonial-videos': TestimonialVideos,
  'testimonial-quotes': TestimonialQuotes,
  'case-studies': CaseStudies,
  cta: Cta,
  list: List,
  'process-steps': ProcessSteps,
  faq: Faq,
  guarantee: Guarantee,
  'team-grid': TeamGrid,
  split: Split,
  prose: Prose,
  'service-overview': ServiceOverview,
  portfolio: Portfolio,
  'blog-latest': BlogLatest,
  video: Video,
  'contact-details': ContactDetails,
  'booking-embed': BookingEmbed,
  'contact-form': ContactFormSection,
  'growth-wizard': GrowthWizardSection,
  'onboarding-wizard': OnboardingWizardSection,
}

export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, i) => {
        const Component = registry[section.type] as ComponentType<{ section: Section }>
        // data-section lets the end-to-end tests find each section of the YAML on the page.
        return (
          <div key={i} data-section={section.type}>
            <Component section={section} />
          </div>
        )
      })}
    </>
  )
}
