// Video, booking calendar, contact details and the form islands.
import { createElement, type ComponentType } from 'react'
import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { VideoPlayer } from '../components/VideoPlayer.tsx'
import { Md, SectionHeading, Shell } from '../components/ui.tsx'
import { ContactForm } from '../forms/ContactForm.tsx'
import { GrowthWizard } from '../forms/GrowthWizard.tsx'
import { OnboardingWizard } from '../forms/OnboardingWizard.tsx'
import { site } from '../lib/content.ts'

export function Video({ section: s }: { section: SectionOf<'video'> }) {
  return (
    <Shell id={s.id} tone={s.tone} narrow className="!py-12">
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <VideoPlayer videoId={s.videoId} title={s.title} />
    </Shell>
  )
}

export function BookingEmbed({ section: s }: { section: SectionOf<'booking-embed'> }) {
  const url = site.embeds.booking.calendars[s.calendar]
  return (
    <Shell id={s.id} tone={s.tone} className="!pt-10">
      <SectionHeading eyebrow={s.eyebrow} intro={s.intro} tone={s.tone} />
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[1.5rem] border border-ink-100 bg-white shadow-lift">
        {url ? (
          <>
            <iframe src={url} title={s.title} className="block h-[720px] w-full" loading="eager" data-booking-calendar={s.calendar} />
            {site.embeds.booking.formEmbedScript && <script async src={site.embeds.booking.formEmbedScript} />}
          </>
        ) : (
          <div className="flex flex-col items-center justify-center gap-4 px-6 py-14 text-center sm:py-20" data-booking-placeholder>
            <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
              <Icon name="clock" className="size-8" />
            </span>
            <p className="max-w-md text-lg leading-relaxed text-ink-700">{s.placeholder}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <a className="btn-primary" href={`mailto:${site.contact.email}`}>
                <Icon name="mail" className="size-5" /> {site.contact.email}
              </a>
              <a className="btn-outline" href={`tel:${site.contact.phoneE164}`}>
                <Icon name="phone" className="size-5" /> {site.contact.phone}
              </a>
            </div>
            <p className="text-sm text-ink-500">{site.contact.hours.display}</p>
          </div>
        )}
      </div>
    </Shell>
  )
}

export function ContactDetails({ section: s }: { section: SectionOf<'contact-details'> }) {
  const c = site.contact
  const rows = [
    { icon: 'mail', label: site.labels.contactEmail, value: c.email, href: `mailto:${c.email}` },
    { icon: 'phone', label: site.labels.contactPhone, value: c.phone, href: `tel:${c.phoneE164}` },
    { icon: 'map-pin', label: site.labels.contactOffice, value: `${c.address.streetAddress}, ${c.address.addressLocality} ${c.address.addressRegion} ${c.address.postalCode}` },
    { icon: 'clock', label: site.labels.contactHours, value: c.hours.display },
  ]
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[3fr_2fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {rows.map((r) => (
            <li key={r.label} className="card flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={r.icon} />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink-600">{r.label}</p>
                <p className="mt-1 font-semibold break-words text-ink-900">{r.href ? <a href={r.href} className="hover:text-brand-700 hover:underline">{r.value}</a> : r.value}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-card bg-brand-900 p-7 text-white shadow-lift">
          <Icon name="shield" className="size-10 text-accent-300" />
          <h3 className="mt-4 text-2xl font-extrabold">{s.guaranteeHeading}</h3>
          <Md className="mt-3 leading-relaxed text-brand-100" text={s.guaranteeBody} />
        </div>
      </div>
    </Shell>
  )
}

/**
 * A React island: rendered to HTML at build time, hydrated in the browser by
 * src/pages/form/+client.ts, which finds it by data-island. Only these mount React.
 */
function Island<P extends object>({ name, component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {createElement(component, props)}
    </div>
  )
}

export function ContactFormSection({ section: s }: { section: SectionOf<'contact-form'> }) {
  return (
    <Shell id={s.id ?? 'contact-form'} tone={s.tone}>
      <div className="mx-auto max-w-3xl rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone="light" align="left" />
        <Island name="contact-form" component={ContactForm} props={{}} />
      </div>
    </Shell>
  )
}

export function GrowthWizardSection({ section: s }: { section: SectionOf<'growth-wizard'> }) {
  return (
    <Shell id={s.id ?? 'growth-session'} tone={s.tone} className="!pt-8">
      <div className="mx-auto max-w-2xl">
        <Island name="growth-wizard" component={GrowthWizard} props={{}} />
      </div>
    </Shell>
  )
}

export function OnboardingWizardSection({ section: s }: { section: SectionOf<'onboarding-wizard'> }) {
  return (
    <Shell id={s.id ?? 'onboarding'} tone={s.tone}>
      <div className="mx-auto max-w-3xl">
        <div className="mb-10">
          <VideoPlayer title={s.videoTitle} />
        </div>
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
        <Island name="onboarding-wizard" component={OnboardingWizard} props={{}} />
      </div>
    </Shell>
  )
}
