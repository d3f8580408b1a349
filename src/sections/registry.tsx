// One component per section type: type `process-steps` has its schema in
// schemas/sections/process-steps.ts and its component in ./ProcessStepsSection.tsx.
// The mapped type makes the registry exhaustive: a section type added to
// schemas/sections without a component here is a type error, and an unknown
// type in YAML fails validation first.
import type { ComponentType } from 'react'
import type { Section, SectionOf, SectionType } from '../../schemas/sections/index.ts'
import { BlogLatestSection } from './BlogLatestSection.tsx'
import { BookingEmbedSection } from './BookingEmbedSection.tsx'
import { BookingManageSection } from './BookingManageSection.tsx'
import { BookingSection } from './BookingSection.tsx'
import { CardGridSection } from './CardGridSection.tsx'
import { CaseStudiesSection } from './CaseStudiesSection.tsx'
import { CaseStudyOutcomesSection } from './CaseStudyOutcomesSection.tsx'
import { ContactDetailsSection } from './ContactDetailsSection.tsx'
import { ContactFormSection } from './ContactFormSection.tsx'
import { CtaSection } from './CtaSection.tsx'
import { FaqSection } from './FaqSection.tsx'
import { GrowthWizardSection } from './GrowthWizardSection.tsx'
import { GuaranteeSection } from './GuaranteeSection.tsx'
import { HeroSection } from './HeroSection.tsx'
import { ListSection } from './ListSection.tsx'
import { LogoMarqueeSection } from './LogoMarqueeSection.tsx'
import { OnboardingWizardSection } from './OnboardingWizardSection.tsx'
import { PortfolioSection } from './PortfolioSection.tsx'
import { ProcessStepsSection } from './ProcessStepsSection.tsx'
import { ProseSection } from './ProseSection.tsx'
import { ServiceOverviewSection } from './ServiceOverviewSection.tsx'
import { SplitSection } from './SplitSection.tsx'
import { StatsSection } from './StatsSection.tsx'
import { TeamGridSection } from './TeamGridSection.tsx'
import { TestimonialQuotesSection } from './TestimonialQuotesSection.tsx'
import { TestimonialVideosSection } from './TestimonialVideosSection.tsx'
import { VideoSection } from './VideoSection.tsx'

const registry: { [K in SectionType]: ComponentType<{ section: SectionOf<K> }> } = {
  hero: HeroSection,
  'logo-marquee': LogoMarqueeSection,
  'card-grid': CardGridSection,
  stats: StatsSection,
  'testimonial-videos': TestimonialVideosSection,
  'testimonial-quotes': TestimonialQuotesSection,
  'case-studies': CaseStudiesSection,
  'case-study-outcomes': CaseStudyOutcomesSection,
  cta: CtaSection,
  list: ListSection,
  'process-steps': ProcessStepsSection,
  faq: FaqSection,
  guarantee: GuaranteeSection,
  'team-grid': TeamGridSection,
  split: SplitSection,
  prose: ProseSection,
  'service-overview': ServiceOverviewSection,
  portfolio: PortfolioSection,
  'blog-latest': BlogLatestSection,
  video: VideoSection,
  'contact-details': ContactDetailsSection,
  'booking-embed': BookingEmbedSection,
  'contact-form': ContactFormSection,
  'growth-wizard': GrowthWizardSection,
  'onboarding-wizard': OnboardingWizardSection,
  booking: BookingSection,
  'booking-manage': BookingManageSection,
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
