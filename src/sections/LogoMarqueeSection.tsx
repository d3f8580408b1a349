import type { SectionOf } from '../../schemas/sections/index.ts'
import { Picture } from '../components/Picture.tsx'
import { hueOf } from '../components/ui.tsx'

export function LogoMarqueeSection({ section: s }: { section: SectionOf<'logo-marquee'> }) {
  return (
    <section id={s.id} className="overflow-hidden border-b border-ink-100 bg-white py-12 sm:py-14" aria-labelledby="logos-heading">
      <h2 id="logos-heading" className="container-page mb-8 text-center text-sm font-semibold tracking-wider text-ink-600 uppercase">
        {s.heading}
      </h2>
      <div className="space-y-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {s.rows.map((row, r) => (
          <div
            key={r}
            className="flex w-max motion-safe:animate-marquee"
            style={{ animationDuration: `${s.durationSeconds}s`, animationDirection: r % 2 === 1 ? 'reverse' : 'normal' }}
            data-marquee-row={r}
            data-logos={row.length}
          >
            {Array.from({ length: s.repeat }, (_, copy) => (
              <ul key={copy} className="flex shrink-0 items-center gap-4 pr-4" aria-hidden={copy > 0 ? 'true' : undefined}>
                {row.map((logo) => (
                  <li
                    key={logo.name}
                    className="flex h-14 min-w-40 items-center justify-center rounded-xl border border-ink-100 bg-ink-50 px-5"
                  >
                    {logo.image ? (
                      // The repeated copies are aria-hidden: their alt is empty so the name is read once.
                      <Picture
                        image={copy === 0 ? { ...logo.image, alt: logo.image.alt ?? logo.name } : { ...logo.image, decorative: true }}
                        sizes="160px"
                        className="max-h-8 w-auto"
                      />
                    ) : (
                      <span
                        className="text-base font-extrabold tracking-tight whitespace-nowrap"
                        style={{ color: `hsl(${hueOf(logo.name)} 45% 30%)` }}
                      >
                        {logo.name}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ))}
      </div>
    </section>
  )
}
