import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'
import { canonicalHref } from '../lib/routes.ts'

const COLS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function CardGridSection({ section: s }: { section: SectionOf<'card-grid'> }) {
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
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white">
                    {i + 1}
                  </span>
                ) : (
                  c.icon && (
                    <span
                      className={`flex size-12 items-center justify-center rounded-xl ${dark ? 'bg-white/10 text-accent-300' : 'bg-brand-50 text-brand-600'}`}
                    >
                      <Icon name={c.icon} />
                    </span>
                  )
                )}
                {c.badge && (
                  <span
                    className={`rounded-pill px-3 py-1 text-sm font-bold ${dark ? 'bg-accent-400 text-brand-950' : 'bg-accent-300/30 text-accent-700'}`}
                  >
                    {c.badge}
                  </span>
                )}
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
