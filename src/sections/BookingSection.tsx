import type { SectionOf } from '../../schemas/sections/index.ts'
import { BookingFlow, type BookingFlowProps } from '../booking/BookingFlow.tsx'
import { ContactLinks } from '../booking/ContactLinks.tsx'
import type { BookingEnv } from '../booking/island-props.ts'
import { CalendarEmbed } from '../components/CalendarEmbed.tsx'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { Island } from '../components/Island.tsx'
import { HeroFormCard, HeroFormWords } from '../components/HeroFormCard.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { booking, pages, routing, site } from '../lib/prerender-content.ts'
import { BookingPool } from '../booking/BookingPool.tsx'
import { bookingCalendarUrl } from '../lib/embeds.ts'
import { canonicalHref } from '../lib/routes.ts'

/** What both booking islands need from content besides their copy. */
export function bookingEnv(): BookingEnv {
  const { email, phone, phoneE164 } = site.contact
  return {
    locale: site.locale,
    officeTimeZone: booking.timezone,
    horizonDays: booking.horizonDays,
    contact: { email, phone, phoneE164 },
    newTab: site.labels.newTab,
  }
}

/** A team member of the pages (the about page's team grid) by id, with their photo when there is one. */
function teamMember(id: string) {
  for (const page of pages) for (const s of page.sections) if (s.type === 'team-grid') for (const m of s.members) if (m.id === id) return m
  return { id, name: id, role: '' }
}

export function BookingSection({ section: s, inHero = false }: { section: SectionOf<'booking'>; inHero?: boolean }) {
  const calendarUrl = bookingCalendarUrl(s.calendar, site.embeds.booking.calendars)
  const type = booking.meetingTypes.find((t) => t.id === s.meetingType)
  // check:content guarantees the type exists; a build from unchecked content still fails loudly.
  if (!type) throw new Error(`booking section: no meeting type "${s.meetingType}" in content/booking.yaml`)
  const next = s.confirmation.next && { ...s.confirmation.next, href: canonicalHref(s.confirmation.next.href) }
  // A meeting where we call the prospect needs their phone: required here as on the server, with booking.yaml's message.
  const phoneRequired = type.location.kind === 'phone' ? type.location.phoneRequired : undefined
  const details = phoneRequired
    ? { ...s.details, fields: { ...s.details.fields, phone: { ...s.details.fields.phone, required: phoneRequired } } }
    : s.details
  const props: BookingFlowProps = {
    idPrefix: `booking-${type.id}`,
    meetingType: { id: type.id, name: type.name, durationMinutes: type.durationMinutes },
    copy: { picker: s.picker, details, problems: s.problems, confirmation: { ...s.confirmation, next }, existing: s.existing },
    env: bookingEnv(),
    lead: { known: routing.words.known, company: routing.words.company, edit: routing.words.edit },
  }
  const body =
    calendarUrl && s.calendar ? (
      <CalendarEmbed url={calendarUrl} title={s.calendarTitle ?? type.name} calendar={s.calendar} />
    ) : (
      <div className={inHero ? 'px-5 pb-5 sm:px-8 sm:pb-8' : 'p-5 sm:p-8'}>
        {/* The times first (the first screen converts, issue 37); what call and with whom right below them. */}
        <Island name="booking" component={BookingFlow} props={props} />
        <BookingPool meeting={type.name} minutes={type.durationMinutes} hosts={type.hosts.map(teamMember)} words={routing.words} />
        <CollectionNotice className="mt-6 border-t border-ink-100 pt-4" />
        <noscript>
          <p className="mt-4 text-ink-700">{s.noScript}</p>
          <ContactLinks contact={props.env.contact} />
        </noscript>
      </div>
    )
  if (inHero)
    return (
      <HeroFormCard id={s.id ?? 'book'} flush>
        {/* Asks for a time: hidden once the island's state leaves choosing one (page-heading.ts). */}
        <div data-booking-section-heading className="px-5 pt-5 sm:px-8 sm:pt-8">
          <HeroFormWords eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} className="" />
        </div>
        {/* Its own top padding: the heading above is hidden once a time is booked. */}
        <div className="pt-5 sm:pt-8" data-booking={type.id}>
          {body}
        </div>
      </HeroFormCard>
    )
  return (
    <Shell id={s.id ?? 'book'} tone={s.tone} className="!pt-10">
      {/* Asks for a time: hidden once the island's state leaves choosing one (page-heading.ts). */}
      <div data-booking-section-heading>
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      </div>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[1.5rem] border border-ink-100 bg-white shadow-lift" data-booking={type.id}>
        {body}
      </div>
    </Shell>
  )
}
