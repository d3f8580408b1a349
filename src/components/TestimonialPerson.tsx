import type { Testimonial } from '../../schemas/testimonials.ts'

const ACCENTS: Record<Testimonial['color'], string> = {
  // Dark enough for white initials (WCAG AA 4.5:1).
  brand: 'bg-brand-600',
  accent: 'bg-accent-700',
  amber: 'bg-amber-800',
  rose: 'bg-rose-700',
  violet: 'bg-violet-700',
  emerald: 'bg-emerald-800',
}

/** Initials, name, role, company and place of the person quoted. */
export function TestimonialPerson({ t, dark = false }: { t: Testimonial; dark?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span
        className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${ACCENTS[t.color]}`}
        aria-hidden="true"
      >
        {t.name
          .split(' ')
          .map((w) => w[0])
          .join('')
          .slice(0, 2)}
      </span>
      <div>
        <p className={`font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>{t.name}</p>
        <p className={`text-sm ${dark ? 'text-brand-200' : 'text-ink-600'}`}>
          {t.role}, {t.company} · {t.location}
        </p>
      </div>
    </div>
  )
}
