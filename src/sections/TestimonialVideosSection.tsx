import type { SectionOf } from '../../schemas/sections/index.ts'
import { TestimonialVideoCard } from '../components/TestimonialVideoCard.tsx'
import { ButtonLink, SectionHeading, Shell } from '../components/ui.tsx'
import { testimonialsById } from '../lib/testimonials-by-id.ts'

export function TestimonialVideosSection({ section: s }: { section: SectionOf<'testimonial-videos'> }) {
  const items = testimonialsById(s.testimonials)
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className={`grid gap-6 md:grid-cols-2 ${items.length === 3 ? 'lg:grid-cols-3' : items.length >= 4 ? 'xl:grid-cols-4' : ''}`}>
        {items.map((t) => (
          <li key={t.id}>
            <TestimonialVideoCard t={t} />
          </li>
        ))}
      </ul>
      {s.cta && (
        <div className="mt-10 text-center">
          <ButtonLink link={s.cta} variant="outline" />
        </div>
      )}
    </Shell>
  )
}
