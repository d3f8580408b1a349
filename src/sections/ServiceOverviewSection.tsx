import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'
import { canonicalHref } from '../lib/routes.ts'

export function ServiceOverviewSection({ section: s }: { section: SectionOf<'service-overview'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-8 lg:grid-cols-2">
        {s.services.map((svc) => (
          <li key={svc.href} data-service className="flex flex-col rounded-[1.5rem] border border-ink-100 bg-white p-7 shadow-card sm:p-8">
            <div className="flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={svc.icon ?? 'sparkles'} />
              </span>
              <h3 className="text-2xl font-extrabold text-ink-900">{svc.title}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-ink-600">{svc.summary}</p>
            <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
              <div>
                <h4 className="text-sm font-bold tracking-wider text-ink-500 uppercase">{site.labels.whatWeDo}</h4>
                <ul className="mt-3 space-y-2">
                  {svc.bullets.map((b) => (
                    <li key={b} className="flex gap-2 text-[0.95rem] text-ink-700">
                      <Icon name="arrow-right" className="mt-1 size-4 shrink-0 text-brand-500" />
                      {b}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-bold tracking-wider text-ink-500 uppercase">{site.labels.whatYouGet}</h4>
                <ul className="mt-3 space-y-2">
                  {svc.whatYouGet.map((b) => (
                    <li key={b} className="flex gap-2 text-[0.95rem] text-ink-700">
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                      {b}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <a href={canonicalHref(svc.href)} className="mt-7 btn-outline self-start">
              {site.labels.explore} {svc.title}
            </a>
          </li>
        ))}
      </ul>
    </Shell>
  )
}
