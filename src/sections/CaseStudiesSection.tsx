import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { Picture } from '../components/Picture.tsx'
import { QuotePoster, VideoPlayer, hasVideo } from '../components/VideoPlayer.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'
import { caseStudyAnchor, testimonialsById } from '../lib/testimonials-by-id.ts'

export function CaseStudiesSection({ section: s }: { section: SectionOf<'case-studies'> }) {
  const items = testimonialsById(s.testimonials)
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ol className="space-y-10">
        {items.map((t, i) => (
          <li
            key={t.id}
            id={caseStudyAnchor(t.id)}
            data-case-study
            className="scroll-mt-24 overflow-hidden rounded-[1.5rem] border border-ink-100 bg-white shadow-card"
          >
            <article className={`grid gap-0 ${i < s.withVideo ? 'lg:grid-cols-2' : ''}`}>
              {i < s.withVideo && (
                <div className="bg-brand-950 p-4 sm:p-6">
                  {hasVideo(t) ? (
                    <VideoPlayer
                      videoId={t.videoId}
                      video={t.video}
                      title={`${t.company} case study video`}
                      label={site.labels.playVideo}
                    />
                  ) : (
                    <QuotePoster
                      quote={t.quote}
                      seed={`${t.company} case study video`}
                      cite={`${t.name}, ${t.role}`}
                      className="rounded-card"
                    />
                  )}
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
                  <span className="text-sm font-bold tracking-wider text-ink-500 uppercase">
                    {site.labels.caseStudy} {i + 1}
                  </span>
                  <span className="text-sm text-ink-600">
                    {t.industry} · {t.location}
                  </span>
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
                {t.image && (
                  <Picture
                    image={t.image}
                    sizes={i < s.withVideo ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1024px) 1100px, 100vw'}
                    className="mt-6 h-auto w-full rounded-card"
                  />
                )}
                {(i >= s.withVideo || hasVideo(t)) && (
                  <blockquote className="mt-6 border-l-4 border-accent-400 pl-4 text-ink-800 italic">
                    <p>“{t.quote}”</p>
                    <footer className="mt-2 text-sm font-semibold text-ink-600 not-italic">
                      — {t.name}, {t.role}
                    </footer>
                  </blockquote>
                )}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </Shell>
  )
}
