import type { SectionOf } from '../../schemas/sections/index.ts'
import { TestimonialPerson } from '../components/TestimonialPerson.tsx'
import { SectionHeading, Shell, Stars } from '../components/ui.tsx'
import { testimonialsById } from '../lib/testimonials-by-id.ts'

export function TestimonialQuotesSection({ section: s }: { section: SectionOf<'testimonial-quotes'> }) {
  const items = testimonialsById(s.testimonials)
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id} data-quote className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <div className="flex items-center justify-between">
              <Stars count={t.rating} />
              <span className="rounded-pill bg-accent-300/30 px-3 py-1 text-sm font-bold text-accent-700">{t.result}</span>
            </div>
            <blockquote className="mt-4 flex-1 text-ink-700">
              <p>“{t.quote}”</p>
            </blockquote>
            <div className="mt-5 border-t border-ink-100 pt-4">
              <TestimonialPerson t={t} />
            </div>
          </li>
        ))}
      </ul>
    </Shell>
  )
}
