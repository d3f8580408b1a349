// Card grids, stats bands, lists and process steps.
import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, resolveStat, SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/content.ts'
import { canonicalHref } from '../lib/routes.ts'

const COLS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function CardGrid({ section: s }: { section: SectionOf<'card-grid'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className={`grid gap-6 ${COLS[s.columns]}`}>
        {s.cards.map((c, i) => {
          const body = (
            <>
              <div className="flex items-center gap-3">
                {s.numbered ? (
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white">{i + 1}</span>
                ) : (
                  c.icon && (
                    <span className={`flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-white/10 text-accent-300' : 'bg-brand-50 text-brand-600'}`}>
                      <Icon name={c.icon} />
                    </span>
                  )
                )}
                {c.badge && <span className={`rounded-pill px-3 py-1 text-sm font-bold ${dark ? 'bg-accent-400 text-brand-950' : 'bg-accent-300/30 text-accent-700'}`}>{c.badge}</span>}
              </div>
              <h3 className={`mt-5 text-xl font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>{c.title}</h3>
              {c.body && <Md className={`mt-3 leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-600'}`} text={c.body} />}
              {c.bullets && (
                <ul className="mt-4 space-y-2">
                  {c.bullets.map((b) => (
                    <li key={b} className={`flex gap-2 text-[0.95rem] ${dark ? 'text-brand-100' : 'text-ink-700'}`}>
                      <Icon name="check" className={`mt-0.5 size-5 shrink-0 ${dark ? 'text-accent-300' : 'text-accent-600'}`} />
                      <span>{b}</span>
                    </li>
                  ))}
                </ul>
              )}
              {c.href && (
                <span className={`mt-5 inline-flex items-center gap-1.5 font-semibold ${dark ? 'text-accent-300' : 'text-brand-700'}`}>
                  {c.linkLabel ?? site.labels.learnMore}
                  <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              )}
            </>
          )
          const cardCls = `group flex h-full flex-col rounded-card p-6 sm:p-7 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-ink-100 bg-white shadow-card'} ${c.href ? 'transition hover:-translate-y-0.5 hover:shadow-lift' : ''}`
          return (
            <li key={c.title} data-card>
              {c.href ? (
                <a href={canonicalHref(c.href)} className={cardCls} {...(c.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                  {body}
                </a>
              ) : (
                <div className={cardCls}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
      {s.cta && (
        <div className="mt-10 text-center">
          <ButtonLink link={s.cta} />
        </div>
      )}
    </Shell>
  )
}

export function Stats({ section: s }: { section: SectionOf<'stats'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone} className="!py-14 sm:!py-16">
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <dl className={`grid grid-cols-2 gap-x-6 gap-y-10 ${s.items.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {s.items.map((st, i) => {
          const v = resolveStat(st)
          return (
            <div key={i} className="flex flex-col-reverse text-center">
              <dt className={`mt-2 text-sm font-medium sm:text-base ${dark ? 'text-brand-200' : 'text-ink-600'}`}>
                {v.label}
                {v.description && <span className={`mt-1 block text-sm font-normal ${dark ? 'text-brand-200' : 'text-ink-500'}`}>{v.description}</span>}
              </dt>
              <dd className={`text-4xl font-extrabold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-brand-700'}`}>{v.value}</dd>
            </div>
          )
        })}
      </dl>
    </Shell>
  )
}

const MARKERS = { check: 'check', cross: 'x', bullet: 'arrow-right', numbered: '' } as const

export function List({ section: s }: { section: SectionOf<'list'> }) {
  const dark = s.tone === 'dark'
  const Tag = s.style === 'numbered' ? 'ol' : 'ul'
  return (
    <Shell id={s.id} tone={s.tone} narrow={s.columns === 1}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <Tag className={`grid gap-4 ${s.columns === 2 ? 'md:grid-cols-2' : ''}`}>
        {s.items.map((item, i) => (
          <li key={item} className={`flex items-start gap-3 rounded-xl p-4 ${dark ? 'bg-white/5' : 'bg-white ring-1 ring-ink-100'}`}>
            {s.style === 'numbered' ? (
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{i + 1}</span>
            ) : (
              <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${s.style === 'cross' ? 'bg-danger-600/10 text-danger-600' : dark ? 'bg-accent-400/20 text-accent-300' : 'bg-accent-300/30 text-accent-700'}`}>
                <Icon name={MARKERS[s.style]} className="size-4" />
              </span>
            )}
            <Md className={`pt-1 leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-700'}`} text={item} />
          </li>
        ))}
      </Tag>
    </Shell>
  )
}

export function ProcessSteps({ section: s }: { section: SectionOf<'process-steps'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ol className={`grid gap-6 ${s.steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : s.steps.length === 5 ? 'md:grid-cols-2 lg:grid-cols-5' : 'md:grid-cols-3'}`}>
        {s.steps.map((step, i) => (
          <li key={step.title} data-step className={`relative flex flex-col rounded-card p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-ink-100 bg-white shadow-card'}`}>
            <span className="text-sm font-bold tracking-wider text-accent-700 uppercase" aria-hidden="true">
              <span className={dark ? 'text-accent-300' : ''}>{site.labels.step} {i + 1}</span>
            </span>
            <h3 className={`mt-2 text-lg font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>
              <span className="sr-only">{site.labels.step} {i + 1}: </span>
              {step.title}
            </h3>
            <Md block className={`prose-sm mt-3 space-y-2 leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-600'}`} text={step.body} />
            {step.points.length > 0 && (
              <ul className="mt-3 space-y-1.5">
                {step.points.map((p) => (
                  <li key={p} className={`flex gap-2 text-sm ${dark ? 'text-brand-100' : 'text-ink-700'}`}>
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            )}
            {step.link && (
              <div className="mt-auto pt-5">
                <ButtonLink link={step.link} variant="outline" className="w-full px-4 py-2.5 text-sm" />
              </div>
            )}
          </li>
        ))}
      </ol>
    </Shell>
  )
}
