// One component per section type: type `process-steps` has its schema in
// schemas/sections/process-steps.ts and its component in ./ProcessStepsSection.tsx.
// The mapped type makes the registry exhaustive: a section type added to
// schemas/sections without a component here is a type error, and an unknown
// type in YAML fails validation first.
import type { ComponentType, ReactNode } from 'react'
import { HERO_FORM_SECTIONS } from '../../schemas/sections/hero-form.ts'
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

/** `inHero`: drawn inside a hero with `formBeside` (a card beside the words), not as a section of its own. */
type SectionProps<S> = { section: S; inHero?: boolean }

const registry: { [K in SectionType]: ComponentType<SectionProps<SectionOf<K>>> } = {
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

/** One section in its wrapper; data-section lets the end-to-end tests find each section of the YAML on the page. */
function Rendered({ section, inHero }: { section: Section; inHero?: boolean }) {
  const Component = registry[section.type] as ComponentType<SectionProps<Section>>
  return (
    <div data-section={section.type}>
      <Component section={section} inHero={inHero} />
    </div>
  )
}

const holdsForm = (s: Section | undefined): s is Section => !!s && (HERO_FORM_SECTIONS as readonly string[]).includes(s.type)

export function Sections({ sections }: { sections: readonly Section[] }) {
  const out: ReactNode[] = []
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i]!
    const next = sections[i + 1]
    // A hero with formBeside holds the page's form (the next section, schemas/page.ts checks it is one) beside its words.
    if (section.type === 'hero' && section.formBeside && holdsForm(next)) {
      out.push(
        <div key={i} data-section="hero">
          <HeroSection section={section} beside={<Rendered section={next} inHero />} />
        </div>,
      )
      i++
    } else out.push(<Rendered key={i} section={section} />)
  }
  return <>{out}</>
}
