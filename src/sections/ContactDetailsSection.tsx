import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { Md, SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'

export function ContactDetailsSection({ section: s }: { section: SectionOf<'contact-details'> }) {
  const c = site.contact
  const rows = [
    { icon: 'mail', label: site.labels.contactEmail, value: c.email, href: `mailto:${c.email}` },
    { icon: 'phone', label: site.labels.contactPhone, value: c.phone, href: `tel:${c.phoneE164}` },
    {
      icon: 'map-pin',
      label: site.labels.contactOffice,
      value: `${c.address.streetAddress}, ${c.address.addressLocality} ${c.address.addressRegion} ${c.address.postalCode}`,
    },
    { icon: 'clock', label: site.labels.contactHours, value: c.hours.display },
  ]
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[3fr_2fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {rows.map((r) => (
            <li key={r.label} className="flex gap-4 card">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={r.icon} />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink-600">{r.label}</p>
                <p className="mt-1 font-semibold break-words text-ink-900">
                  {r.href ? (
                    <a href={r.href} className="hover:text-brand-700 hover:underline">
                      {r.value}
                    </a>
                  ) : (
                    r.value
                  )}
                </p>
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
