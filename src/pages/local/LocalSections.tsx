// The sections of a local landing page (/{service}/{state}/{city}/), each a
// thin component over the page's view (src/lib/local-page-view.ts), where every
// text is already filled for the city.
import { FaqList } from '../../components/FaqList.tsx'
import { Icon } from '../../components/Icon.tsx'
import { TestimonialVideoCard } from '../../components/TestimonialVideoCard.tsx'
import { ButtonLink, SectionHeading, Shell } from '../../components/ui.tsx'
import type { LocalPageView } from '../../lib/local-page-view.ts'
import { testimonialsById } from '../../lib/testimonials-by-id.ts'

/** The hero: place, service, the two calls to action and the city intro. */
export function LocalHero({ v }: { v: LocalPageView }) {
  const { service: s, copy: c } = v
  const place = v.placeholder ? `${v.cityName}, ${v.stateName}` : `${v.cityName}, ${v.stateCode}`
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--color-accent-700),transparent_50%)] opacity-70"
      />
      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
            <Icon name="map-pin" className="size-4" /> {place}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {s.title} in <span className="text-accent-300">{v.cityName}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{s.description}</p>
          {v.placeholder && (
            <p className="mt-6 max-w-2xl rounded-card bg-white/10 p-4 text-brand-100 ring-1 ring-white/15">{c.unknownCity}</p>
          )}
          {v.city && (
            <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-100">
              <Icon name="users" className="size-4 text-accent-300" /> {v.servedFrom}
            </p>
          )}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink link={{ label: c.heroAuditCta, href: c.ctaHref, newTab: false }} variant="accent" />
            <ButtonLink link={{ label: c.heroServiceLink, href: s.servicePage, newTab: false }} variant="ghost-light" />
          </div>
        </div>
        {v.city && (
          <div className="self-end rounded-card bg-white/5 p-6 text-brand-100 ring-1 ring-white/10">
            <h2 className="text-lg font-bold text-white">{c.introHeading}</h2>
            <p className="mt-3 leading-relaxed">{v.city.intro}</p>
          </div>
        )}
      </div>
    </section>
  )
}

/** The market at a glance: figures, key industries, opportunities. */
export function LocalMarket({ v }: { v: LocalPageView }) {
  const c = v.copy
  const market = [
    { label: c.marketLabels.population, value: v.city?.population ?? '—' },
    { label: c.marketLabels.postcodes, value: v.city?.postcodes ?? '—' },
    { label: c.marketLabels.marketSize, value: v.profile.marketSize },
    { label: c.marketLabels.competition, value: v.profile.competitionLevel },
  ]
  return (
    <Shell tone="muted" id="market">
      <SectionHeading eyebrow={c.marketEyebrow} heading={c.marketHeading} />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
          <dl className="grid grid-cols-2 gap-6">
            {market.map((m) => (
              <div key={m.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-ink-600">{m.label}</dt>
                <dd className="text-xl font-extrabold text-brand-700 sm:text-2xl">{m.value}</dd>
              </div>
            ))}
          </dl>
          {v.city && <p className="mt-6 border-t border-ink-100 pt-6 leading-relaxed text-ink-700">{v.city.economy}</p>}
        </div>
        <div className="rounded-card bg-brand-900 p-6 text-brand-100 shadow-card sm:p-8">
          <h3 className="text-lg font-bold text-white">{c.keyIndustries}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {(v.industries.length ? v.industries.map((i) => i.label) : v.profile.keyIndustries).map((label) => (
              <li key={label} className="rounded-pill bg-white/10 px-3 py-1 text-sm font-semibold text-white">
                {label}
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-lg font-bold text-white">{c.opportunities}</h3>
          <ul className="mt-3 space-y-2">
            {v.profile.opportunities.map((o) => (
              <li key={o} className="flex gap-2">
                <Icon name="trending-up" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                {o}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Shell>
  )
}

/** The service's benefits. */
export function LocalBenefits({ v }: { v: LocalPageView }) {
  const { service: s, copy: c } = v
  return (
    <Shell id="benefits">
      <SectionHeading eyebrow={s.service} heading={c.benefitsHeading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {s.benefits.map((b) => (
          <li key={b.title} className="card">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name="check" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-900">{b.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{b.description}</p>
          </li>
        ))}
      </ul>
    </Shell>
  )
}

/** Client results: the testimonial cards the service lists. */
export function LocalResults({ v }: { v: LocalPageView }) {
  const { service: s, copy: c } = v
  return (
    <Shell tone="muted" id="results">
      <SectionHeading eyebrow={c.resultsEyebrow} heading={c.resultsHeading} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonialsById(s.testimonials).map((t) => (
          <li key={t.id}>
            <TestimonialVideoCard t={t} />
          </li>
        ))}
      </ul>
    </Shell>
  )
}

/** The local advantage: the city's angle, its industries, how we serve it, its districts and nearby cities. */
export function LocalAdvantage({ v }: { v: LocalPageView }) {
  const { service: s, copy: c } = v
  return (
    <Shell id="local-advantage">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="eyebrow">{c.advantageEyebrow}</p>
          <h2 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{c.advantageHeading}</h2>
          {v.city ? (
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-700">
              <p>{v.city.angles[s.slug]}</p>
              <p>{v.city.digitalLandscape}</p>
            </div>
          ) : (
            <p className="mt-5 text-lg leading-relaxed text-ink-700">{s.description}</p>
          )}
          {v.industries.length > 0 && (
            <>
              <h3 className="mt-8 text-xl font-bold text-ink-900">{c.industriesHeading}</h3>
              <dl className="mt-4 space-y-4">
                {v.industries.map((i) => (
                  <div key={i.label} className="rounded-xl border-l-4 border-accent-400 bg-ink-50 p-4">
                    <dt className="font-bold text-ink-900">{i.label}</dt>
                    <dd className="mt-1 leading-relaxed text-ink-700">{i.angle}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
        <aside className="self-start rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8 lg:sticky lg:top-24">
          {v.city?.serving && (
            <>
              <h3 className="text-lg font-bold text-ink-900">{c.servingHeading}</h3>
              <p className="mt-3 leading-relaxed text-ink-700">{v.city.serving}</p>
            </>
          )}
          {v.city && (
            <>
              <h3 className="mt-6 text-lg font-bold text-ink-900 first:mt-0">{c.districtsHeading}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {v.city.districts.map((d) => (
                  <li key={d} className="rounded-pill bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                    {d}
                  </li>
                ))}
              </ul>
            </>
          )}
          {v.nearby.length > 0 && (
            <>
              <h3 className="mt-6 text-lg font-bold text-ink-900">{c.nearbyHeading}</h3>
              <ul className="mt-3 space-y-2">
                {v.nearby.map((n) => (
                  <li key={n.url}>
                    <a href={n.url} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                      {s.title} {n.name} <Icon name="arrow-right" className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </Shell>
  )
}

/** What's included. */
export function LocalFeatures({ v }: { v: LocalPageView }) {
  const { service: s, copy: c } = v
  return (
    <Shell tone="dark" id="features">
      <SectionHeading eyebrow={c.featuresEyebrow} heading={c.featuresHeading} tone="dark" />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {s.features.map((f) => (
          <li key={f.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
            <Icon name="sparkles" className="size-7 text-accent-300" />
            <h3 className="mt-4 text-lg font-bold text-white">{f.title}</h3>
            <p className="mt-2 leading-relaxed text-brand-100">{f.description}</p>
          </li>
        ))}
      </ul>
    </Shell>
  )
}

/** The other local services in the same city. */
export function LocalRelated({ v }: { v: LocalPageView }) {
  const c = v.copy
  return (
    <Shell id="complementary-services">
      <SectionHeading eyebrow={c.relatedEyebrow} heading={c.relatedHeading} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {v.related.map((r) => (
          <li key={r.url}>
            <a
              href={r.url}
              className="group flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <h3 className="text-lg font-bold text-ink-900 group-hover:text-brand-700">{r.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-600">{r.description}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700">
                {c.relatedLink} <Icon name="arrow-right" className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Shell>
  )
}

/** The FAQ, its answers filled for this city. */
export function LocalFaq({ v }: { v: LocalPageView }) {
  const c = v.copy
  return (
    <Shell tone="muted" id="faq" narrow>
      <SectionHeading eyebrow={c.faqEyebrow} heading={c.faqHeading} />
      <FaqList items={v.faqs} group="local-faq" />
    </Shell>
  )
}

/** The closing call to action. */
export function LocalCta({ v }: { v: LocalPageView }) {
  const c = v.copy
  return (
    <section className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-14 text-center shadow-lift sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,var(--color-brand-600),transparent_50%),radial-gradient(circle_at_90%_100%,var(--color-accent-700),transparent_45%)]"
        />
        <h2 className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">{c.ctaHeading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{c.ctaBody}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink link={{ label: c.ctaButton, href: c.ctaHref, newTab: false }} variant="accent" />
        </div>
      </div>
    </section>
  )
}
