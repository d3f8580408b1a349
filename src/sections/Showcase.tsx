// Logos, testimonials, case studies, portfolio, blog cards, services overview.
import type { SectionOf } from '../../schemas/sections/index.ts'
import type { Testimonial } from '../../schemas/testimonials.ts'
import { Icon } from '../components/Icon.tsx'
import { BlogCard } from '../components/BlogCard.tsx'
import { VideoPlayer } from '../components/VideoPlayer.tsx'
import { ButtonLink, hueOf, SectionHeading, Shell, Stars } from '../components/ui.tsx'
import { posts, site, testimonials } from '../lib/content.ts'
import { canonicalHref } from '../lib/routes.ts'

const ACCENTS: Record<Testimonial['color'], string> = {
  // Dark enough for white initials (WCAG AA 4.5:1).
  brand: 'bg-brand-600',
  accent: 'bg-accent-700',
  amber: 'bg-amber-800',
  rose: 'bg-rose-700',
  violet: 'bg-violet-700',
  emerald: 'bg-emerald-800',
}

export function testimonialsById(ids: readonly string[] | 'all'): Testimonial[] {
  if (ids === 'all') return testimonials
  return ids.map((id) => {
    const t = testimonials.find((x) => x.id === id)
    if (!t) throw new Error(`unknown testimonial ${id}`)
    return t
  })
}

export function LogoMarquee({ section: s }: { section: SectionOf<'logo-marquee'> }) {
  return (
    <section id={s.id} className="overflow-hidden border-b border-ink-100 bg-white py-12 sm:py-14" aria-labelledby="logos-heading">
      <h2 id="logos-heading" className="container-page mb-8 text-center text-sm font-semibold tracking-wider text-ink-600 uppercase">
        {s.heading}
      </h2>
      <div className="space-y-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {s.rows.map((row, r) => (
          <div key={r} className="flex w-max motion-safe:animate-marquee" style={{ animationDuration: `${s.durationSeconds}s`, animationDirection: r % 2 === 1 ? 'reverse' : 'normal' }} data-marquee-row={r} data-logos={row.length}>
            {Array.from({ length: s.repeat }, (_, copy) => (
              <ul key={copy} className="flex shrink-0 items-center gap-4 pr-4" aria-hidden={copy > 0 ? 'true' : undefined}>
                {row.map((logo) => (
                  <li key={logo.name} className="flex h-14 min-w-40 items-center justify-center rounded-xl border border-ink-100 bg-ink-50 px-5">
                    {logo.image?.src ? (
                      <img src={logo.image.src} alt={copy === 0 ? logo.name : ''} width={logo.image.width} height={logo.image.height} loading="lazy" className="max-h-8 w-auto" />
                    ) : (
                      <span className="text-base font-extrabold tracking-tight whitespace-nowrap" style={{ color: `hsl(${hueOf(logo.name)} 45% 30%)` }}>
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

function Person({ t, dark = false }: { t: Testimonial; dark?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${ACCENTS[t.color]}`} aria-hidden="true">
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

export function TestimonialVideoCard({ t }: { t: Testimonial }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
      <VideoPlayer videoId={t.videoId} title={`${t.company} client story`} label={site.labels.watchStory} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-ink-600">{t.industry}</span>
          <span className="rounded-pill bg-accent-300/30 px-3 py-1 text-sm font-bold text-accent-700">{t.result}</span>
        </div>
        <blockquote className="mt-4 flex-1 text-ink-700">
          <p>“{t.quote}”</p>
        </blockquote>
        <div className="mt-5 border-t border-ink-100 pt-4">
          <Person t={t} />
        </div>
      </div>
    </article>
  )
}

export function TestimonialVideos({ section: s }: { section: SectionOf<'testimonial-videos'> }) {
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

export function TestimonialQuotes({ section: s }: { section: SectionOf<'testimonial-quotes'> }) {
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
              <Person t={t} />
            </div>
          </li>
        ))}
      </ul>
    </Shell>
  )
}

export function CaseStudies({ section: s }: { section: SectionOf<'case-studies'> }) {
  const items = testimonialsById(s.testimonials)
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ol className="space-y-10">
        {items.map((t, i) => (
          <li key={t.id} data-case-study className="overflow-hidden rounded-[1.5rem] border border-ink-100 bg-white shadow-card">
            <article className={`grid gap-0 ${i < s.withVideo ? 'lg:grid-cols-2' : ''}`}>
              {i < s.withVideo && (
                <div className="bg-brand-950 p-4 sm:p-6">
                  <VideoPlayer videoId={t.videoId} title={`${t.company} case study video`} label={site.labels.playVideo} />
                  <ul className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {t.results.map((r) => (
                      <li key={r} className="flex gap-2 text-sm text-brand-100">
                        <Icon name="trending-up" className="size-4 shrink-0 text-accent-300" />
                        {r}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="p-6 sm:p-8">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="text-sm font-bold tracking-wider text-ink-500 uppercase">{site.labels.caseStudy} {i + 1}</span>
                  <span className="text-sm text-ink-600">{t.industry} · {t.location}</span>
                </div>
                <h3 className="mt-2 text-2xl font-extrabold text-ink-900">
                  {t.company}: <span className="text-brand-700">{t.result}</span>
                </h3>
                <dl className="mt-5 space-y-4">
                  <div>
                    <dt className="font-bold text-ink-900">{site.labels.challenge}</dt>
                    <dd className="mt-1 leading-relaxed text-ink-600">{t.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-bold text-ink-900">{site.labels.solution}</dt>
                    <dd className="mt-1 leading-relaxed text-ink-600">{t.solution}</dd>
                  </div>
                  {i >= s.withVideo && (
                    <div>
                      <dt className="font-bold text-ink-900">{site.labels.results}</dt>
                      <dd className="mt-1">
                        <ul className="flex flex-wrap gap-2">
                          {t.results.map((r) => (
                            <li key={r} className="rounded-pill bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                              {r}
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  )}
                </dl>
                <blockquote className="mt-6 border-l-4 border-accent-400 pl-4 text-ink-800 italic">
                  <p>“{t.quote}”</p>
                  <footer className="mt-2 text-sm font-semibold text-ink-600 not-italic">
                    — {t.name}, {t.role}
                  </footer>
                </blockquote>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </Shell>
  )
}

export function Portfolio({ section: s }: { section: SectionOf<'portfolio'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {s.items.map((item) => {
          const h = hueOf(item.name)
          return (
            <li key={item.name} className="flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
              {item.image?.src ? (
                <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" className="aspect-[16/10] w-full object-cover" />
              ) : (
                <div aria-hidden="true" className="flex aspect-[16/10] items-end p-5" style={{ background: `linear-gradient(135deg, hsl(${h} 65% 35%), hsl(${(h + 50) % 360} 70% 22%))` }}>
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
                <a href={item.url} target="_blank" rel="noopener" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                  {item.linkLabel}
                  <Icon name="arrow-right" className="size-4" />
                  <span className="sr-only"> {item.name} {site.labels.newTab}</span>
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </Shell>
  )
}

export function BlogLatest({ section: s }: { section: SectionOf<'blog-latest'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, s.count).map((p) => (
          <li key={p.meta.slug}>
            <BlogCard post={p.meta} />
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

export function ServiceOverview({ section: s }: { section: SectionOf<'service-overview'> }) {
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
            <a href={canonicalHref(svc.href)} className="btn-outline mt-7 self-start">
              {site.labels.explore} {svc.title}
            </a>
          </li>
        ))}
      </ul>
    </Shell>
  )
}
