import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { Avatar, SectionHeading, Shell } from '../components/ui.tsx'
import { canonicalHref } from '../lib/routes.ts'
import { caseStudyAnchor, testimonialsById } from '../lib/testimonials-by-id.ts'

/** Each case study's headline outcome, linking to the case study in full. */
export function CaseStudyOutcomesSection({ section: s }: { section: SectionOf<'case-study-outcomes'> }) {
  const items = testimonialsById(s.testimonials)
  const page = canonicalHref(s.caseStudiesPage)
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((t) => (
          <li key={t.id} data-outcome>
            <a
              href={`${page}#${caseStudyAnchor(t.id)}`}
              className="group flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <div className="flex items-center gap-3">
                <Avatar name={t.company} size={44} />
                <p className="text-sm leading-snug text-ink-600">
                  <span className="block font-bold text-ink-900">{t.company}</span>
                  {t.industry} · {t.location}
                </p>
              </div>
              <p className="mt-5 text-2xl leading-tight font-extrabold text-brand-700">{t.result}</p>
              <ul className="mt-4 flex-1 space-y-2">
                {t.results.slice(1, 3).map((r) => (
                  <li key={r} className="flex gap-2 text-sm text-ink-600">
                    <Icon name="trending-up" className="mt-0.5 size-4 shrink-0 text-accent-500" />
                    {r}
                  </li>
                ))}
              </ul>
              <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-bold text-brand-700 group-hover:text-brand-800">
                {s.linkLabel}
                <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Shell>
  )
}
