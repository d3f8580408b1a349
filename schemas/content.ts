// The content as the site reads it: every file under content/ validated by its
// schema, then assembled (Markdown rendered, cities joined to their state and
// market profile). scripts/lib/load-content.ts builds this shape; the
// generated modules under src/generated/ hold it; pages and functions read it.
import type { BlogPostFrontMatter, LegalFrontMatter } from './blog.ts'
import type { BookingSettings } from './booking-settings.ts'
import type { BookingPages } from './booking-pages.ts'
import type { ContactForm, GrowthSessionForm, OnboardingForm } from './forms.ts'
import type { LocalPageCopy } from './local-page.ts'
import type { City, IndustriesFile, LocalService, MarketProfile, State } from './local.ts'
import type { Page } from './page.ts'
import type { ProspectMessages } from './prospect-messages.ts'
import type { Conversions } from './conversions.ts'
import type { Pipeline } from './pipeline.ts'
import type { Routing } from './routing.ts'
import type { RedirectsFile } from './redirects.ts'
import type { Site } from './site.ts'
import type { StaffConsoleCopy } from './staff-console.ts'
import type { Testimonial } from './testimonials.ts'

/** Markdown rendered to HTML, with its headings (for a table of contents) and word count. */
export interface RenderedMarkdown {
  html: string
  headings: { depth: number; text: string; id: string }[]
  words: number
}

export interface BlogPost extends RenderedMarkdown {
  meta: BlogPostFrontMatter
}

export interface ProseDoc extends RenderedMarkdown {
  meta: LegalFrontMatter
}

/** A city joined to its state and its market profile (its own, or the default). */
export interface LocalCity extends City {
  slug: string
  state: State
  marketProfile: MarketProfile
}

export interface LocalContent {
  states: State[]
  industries: IndustriesFile['industries']
  services: LocalService[]
  cities: LocalCity[]
  defaultProfile: MarketProfile
  /** Headings and labels of the local pages. */
  copy: LocalPageCopy
}

export interface FormsContent {
  contactForm: ContactForm
  growthSessionForm: GrowthSessionForm
  onboardingForm: OnboardingForm
}

export interface Content {
  site: Site
  pages: Page[]
  testimonials: Testimonial[]
  posts: BlogPost[]
  prose: Record<string, ProseDoc>
  redirects: RedirectsFile
  local: LocalContent
  forms: FormsContent
  /** Booking settings (content/booking.yaml), read by the slot engine and the booking pages. */
  booking: BookingSettings
  /** The words of the booking pages (content/booking-pages.yaml, with the contact form's email and phone messages), already merged into their sections. */
  bookingPages: BookingPages
  /** Every message to the prospect (content/prospect-messages.yaml). */
  prospectMessages: ProspectMessages
  /** The conversions reported to ad platforms (content/conversions.yaml). */
  conversions: Conversions
  /** Every word of the staff console (content/staff-console.yaml). */
  staffConsole: StaffConsoleCopy
  /** The staff console's statuses and sign-in email (content/pipeline.yaml). */
  pipeline: Pipeline
  /** Which call and host pool a wizard's answers lead to (content/routing.yaml). */
  routing: Routing
}
