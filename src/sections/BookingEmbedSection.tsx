import type { SectionOf } from '../../schemas/sections/index.ts'
import { CalendarEmbed } from '../components/CalendarEmbed.tsx'
import { Icon } from '../components/Icon.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'

export function BookingEmbedSection({ section: s }: { section: SectionOf<'booking-embed'> }) {
  const url = site.embeds.booking.calendars[s.calendar]
  return (
    <Shell id={s.id} tone={s.tone} className="!pt-10">
      <SectionHeading eyebrow={s.eyebrow} intro={s.intro} tone={s.tone} />
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[1.5rem] border border-ink-100 bg-white shadow-lift">
        {url ? (
          <CalendarEmbed url={url} title={s.title} calendar={s.calendar} />
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
