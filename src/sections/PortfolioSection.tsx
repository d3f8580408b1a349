import type { SectionOf } from '../../schemas/sections/index.ts'
import { Picture } from '../components/Picture.tsx'
import { Icon } from '../components/Icon.tsx'
import { hueOf, SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'

export function PortfolioSection({ section: s }: { section: SectionOf<'portfolio'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {s.items.map((item) => {
          const h = hueOf(item.name)
          return (
            <li key={item.name} className="flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
              {item.image ? (
                <Picture
                  image={item.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="flex aspect-[16/10] items-end p-5"
                  style={{ background: `linear-gradient(135deg, hsl(${h} 65% 35%), hsl(${(h + 50) % 360} 70% 22%))` }}
                >
                  <div className="w-full rounded-lg bg-white/95 p-3 shadow-lift">
                    <div className="flex gap-1.5">
                      <span className="size-2 rounded-full bg-rose-400" />
                      <span className="size-2 rounded-full bg-amber-400" />
                      <span className="size-2 rounded-full bg-emerald-400" />
                    </div>
                    <p className="mt-2 truncate text-sm font-extrabold" style={{ color: `hsl(${h} 60% 28%)` }}>
                      {item.name}
                    </p>
                  </div>
                </div>
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-accent-700">{item.category}</p>
                <h3 className="mt-1 text-xl font-bold text-ink-900">{item.name}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink-600">{item.description}</p>
                {/* A piece without a live site shows no link: a dead link is worse than none. */}
                {item.url && (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener"
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                  >
                    {item.linkLabel}
                    <Icon name="arrow-right" className="size-4" />
                    <span className="sr-only">
                      {' '}
                      {item.name} {site.labels.newTab}
                    </span>
                  </a>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </Shell>
  )
}
