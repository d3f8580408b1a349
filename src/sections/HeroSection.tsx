import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, resolveStat, Stars } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'

/** Splits the heading around the highlighted words. */
function HeadingText({ heading, highlight }: { heading: string; highlight?: string }) {
  const at = highlight ? heading.indexOf(highlight) : -1
  if (!highlight || at < 0) return <>{heading}</>
  return (
    <>
      {heading.slice(0, at)}
      <span className="bg-gradient-to-r from-accent-300 to-brand-300 bg-clip-text text-transparent">{highlight}</span>
      {heading.slice(at + highlight.length)}
    </>
  )
}

export function HeroSection({ section: s }: { section: SectionOf<'hero'> }) {
  const video = s.video && site.heroVideo.sources.length > 0
  return (
    <section id={s.id} className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--color-accent-700),transparent_50%)] opacity-70"
      />
      {video && (
        <video
          className="absolute inset-0 -z-10 size-full object-cover opacity-25"
          muted
          loop
          playsInline
          preload="none"
          poster={site.heroVideo.poster}
          aria-hidden="true"
          tabIndex={-1}
          data-hero-video
        >
          {site.heroVideo.sources.map((src) => (
            <source key={src.src} src={src.src} type={src.type} />
          ))}
          {site.heroVideo.fallbackText}
        </video>
      )}
      <div className={`container-page py-16 sm:py-24 lg:py-28 ${s.panel ? 'grid items-center gap-12 lg:grid-cols-[1fr_24rem]' : ''}`}>
        <div className="max-w-3xl">
          {s.eyebrow && (
            <p className="mb-4 inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
              {s.eyebrow}
            </p>
          )}
          {/* data-page-heading: a booking island may say what changed (booked, cancelled) here: src/booking/page-heading.ts */}
          <h1 className="text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl" data-page-heading>
            <HeadingText heading={s.heading} highlight={s.highlight} />
          </h1>
          <p className="sr-only" aria-live="polite" data-page-heading-live></p>
          {s.subheading && (
            <div data-page-subheading>
              <Md className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl" text={s.subheading} />
            </div>
          )}
          {s.intro && <Md className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100" text={s.intro} />}
          {s.points.length > 0 && (
            <ul className="mt-6 grid gap-2 text-brand-100 sm:grid-cols-2">
              {s.points.map((p) => (
                <li key={p} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
          {s.ctas.length > 0 && (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {s.ctas.map((c, i) => (
                <ButtonLink key={c.href + c.label} link={c} variant={i === 0 ? 'accent' : 'ghost-light'} />
              ))}
            </div>
          )}
        </div>
        {s.panel && (
          <aside className="rounded-[1.5rem] bg-white/[0.07] p-7 ring-1 ring-white/15 backdrop-blur-sm">
            {s.panel.stars && <Stars className="size-5" />}
            <p className="mt-3 text-xl font-bold text-white">{s.panel.heading}</p>
            <dl className="mt-6 grid grid-cols-2 gap-5">
              {s.panel.items.map((st, i) => {
                const v = resolveStat(st)
                return (
                  <div key={i} className="flex flex-col-reverse rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                    <dt className="mt-1 text-sm text-brand-200">
                      {v.label}
                      {v.description && <span className="mt-0.5 block text-xs text-brand-200/80">{v.description}</span>}
                    </dt>
                    <dd className="text-3xl font-extrabold text-accent-300">{v.value}</dd>
                  </div>
                )
              })}
            </dl>
            {s.panel.note && <p className="mt-5 text-sm text-brand-200">{s.panel.note}</p>}
          </aside>
        )}
        {s.stats.length > 0 && (
          <dl className="mt-12 grid max-w-4xl grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-4 lg:col-span-2">
            {s.stats.map((st, i) => {
              const v = resolveStat(st)
              return (
                <div key={i} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-brand-200">
                    {v.label}
                    {v.description && <span className="mt-0.5 block text-xs text-brand-200/80">{v.description}</span>}
                  </dt>
                  <dd className="text-3xl font-extrabold text-white sm:text-4xl">{v.value}</dd>
                </div>
              )
            })}
          </dl>
        )}
      </div>
    </section>
  )
}
