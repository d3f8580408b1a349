import type { ReactNode } from 'react'
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

type Hero = SectionOf<'hero'>

function Eyebrow({ text }: { text?: string }) {
  if (!text) return null
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-300 ring-1 ring-white/15">
      {text}
    </p>
  )
}

/** The h1; smaller beside a form, so the form's first field still fits the first screen of a phone. */
function Heading({ s, compact }: { s: Hero; compact: boolean }) {
  const size = compact ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-4xl sm:text-5xl lg:text-6xl'
  return (
    <>
      {/* data-page-heading: a booking island may say what changed (booked, cancelled) here: src/booking/page-heading.ts */}
      <h1 className={`${size} leading-[1.08] font-extrabold tracking-tight text-balance`} data-page-heading>
        <HeadingText heading={s.heading} highlight={s.highlight} />
      </h1>
      <p className="sr-only" aria-live="polite" data-page-heading-live></p>
    </>
  )
}

/** The lead paragraph, intro, reassurance points and buttons. */
function Words({ s, compact }: { s: Hero; compact: boolean }) {
  return (
    <>
      {s.subheading && (
        <div data-page-subheading>
          <Md
            className={`${compact ? 'text-lg' : 'mt-6 text-lg sm:text-xl'} max-w-2xl leading-relaxed text-brand-100`}
            text={s.subheading}
          />
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
    </>
  )
}

/** One figure: its value big, its label (and context) under it. */
function Figure({ stat, className = '', valueClass }: { stat: Hero['stats'][number]; className?: string; valueClass: string }) {
  const v = resolveStat(stat)
  return (
    <div className={`flex flex-col-reverse ${className}`}>
      <dt className="mt-1 text-sm text-brand-200">
        {v.label}
        {v.description && <span className="mt-0.5 block text-xs text-brand-200/80">{v.description}</span>}
      </dt>
      <dd className={`font-extrabold ${valueClass}`}>{v.value}</dd>
    </div>
  )
}

function Panel({ panel, className = '' }: { panel: NonNullable<Hero['panel']>; className?: string }) {
  return (
    <aside className={`rounded-[1.5rem] bg-white/[0.07] p-7 ring-1 ring-white/15 backdrop-blur-sm ${className}`}>
      {panel.stars && <Stars className="size-5" />}
      <p className="mt-3 text-xl font-bold text-white">{panel.heading}</p>
      <dl className="mt-6 grid grid-cols-2 gap-5">
        {panel.items.map((st, i) => (
          <Figure key={i} stat={st} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10" valueClass="text-3xl text-accent-300" />
        ))}
      </dl>
      {panel.note && <p className="mt-5 text-sm text-brand-200">{panel.note}</p>}
    </aside>
  )
}

function Stats({ stats, className = '' }: { stats: Hero['stats']; className?: string }) {
  if (stats.length === 0) return null
  return (
    <dl className={`grid max-w-4xl grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-4 ${className}`}>
      {stats.map((st, i) => (
        <Figure key={i} stat={st} valueClass="text-3xl text-white sm:text-4xl" />
      ))}
    </dl>
  )
}

/**
 * The words left and the page's form right on wide screens; on a phone the heading, then the form,
 * then the rest of the words, so the first field is in the first screen with the promise above it.
 * Grid rows: the heading in row 1, the rest in row 2 (which takes the form's extra height, so no gap
 * opens under the heading), the form spanning both in column 2.
 */
function FormBesideLayout({ s, beside }: { s: Hero; beside: ReactNode }) {
  return (
    <div className="container-page grid grid-cols-1 items-start gap-x-12 gap-y-6 pt-6 pb-14 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:grid-rows-[auto_1fr] lg:pt-12 lg:pb-20">
      <div className="lg:col-start-1 lg:row-start-1">
        <Eyebrow text={s.eyebrow} />
        <Heading s={s} compact />
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1" data-hero-form>
        {beside}
      </div>
      <div className="pt-2 lg:col-start-1 lg:row-start-2">
        <Words s={s} compact />
        {s.panel && <Panel panel={s.panel} className="mt-10 max-w-xl" />}
        <Stats stats={s.stats} className="mt-10" />
      </div>
    </div>
  )
}

export function HeroSection({ section: s, beside }: { section: Hero; beside?: ReactNode }) {
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
      {beside ? (
        <FormBesideLayout s={s} beside={beside} />
      ) : (
        <div className={`container-page py-16 sm:py-24 lg:py-28 ${s.panel ? 'grid items-center gap-12 lg:grid-cols-[1fr_24rem]' : ''}`}>
          <div className="max-w-3xl">
            <Eyebrow text={s.eyebrow} />
            <Heading s={s} compact={false} />
            <Words s={s} compact={false} />
          </div>
          {s.panel && <Panel panel={s.panel} />}
          <Stats stats={s.stats} className="mt-12 lg:col-span-2" />
        </div>
      )}
    </section>
  )
}
