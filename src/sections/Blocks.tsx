// FAQ, calls to action, guarantee, team, text blocks and long prose.
import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { Avatar, ButtonLink, Md, SectionHeading, Shell } from '../components/ui.tsx'
import { prose, site } from '../lib/content.ts'

/** Questions as an exclusive accordion: <details name> opens one at a time and each closes again. */
export function FaqList({ items, group }: { items: readonly { question: string; answer: string }[]; group: string }) {
  return (
    <div className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card">
      {items.map((item, i) => (
        <details key={item.question} name={group} className="group" open={i === 0 ? undefined : undefined}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-180">
              <Icon name="chevron-down" className="size-5" />
            </span>
          </summary>
          <Md block className="space-y-3 px-5 pb-6 leading-relaxed text-ink-600 sm:px-6" text={item.answer} />
        </details>
      ))}
    </div>
  )
}

export function Faq({ section: s }: { section: SectionOf<'faq'> }) {
  return (
    <Shell id={s.id ?? 'faq'} tone={s.tone} narrow>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <FaqList items={s.items} group={`faq-${s.id ?? 'main'}`} />
    </Shell>
  )
}

export function Cta({ section: s }: { section: SectionOf<'cta'> }) {
  return (
    <section id={s.id} className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,var(--color-brand-600),transparent_50%),radial-gradient(circle_at_90%_100%,var(--color-accent-700),transparent_45%)]" />
        {s.eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{s.eyebrow}</p>}
        <h2 className="mx-auto mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">{s.heading}</h2>
        {s.body && <Md className="mx-auto mt-4 max-w-2xl text-lg text-brand-100" text={s.body} />}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink link={s.primary} variant="accent" />
          {s.secondary && <ButtonLink link={s.secondary} variant="ghost-light" />}
        </div>
      </div>
    </section>
  )
}

export function Guarantee({ section: s }: { section: SectionOf<'guarantee'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <div className="mx-auto grid max-w-5xl items-center gap-10 rounded-[2rem] border-2 border-accent-400 bg-gradient-to-br from-white to-accent-300/10 p-8 sm:p-12 lg:grid-cols-[auto_1fr]">
        <div className="mx-auto flex size-36 flex-col items-center justify-center rounded-full bg-brand-900 text-center text-white shadow-lift">
          <Icon name="shield" className="size-10 text-accent-300" />
          <span className="mt-1 text-xs font-bold tracking-wider uppercase">{site.labels.guaranteed}</span>
        </div>
        <div>
          {s.eyebrow && <p className="eyebrow">{s.eyebrow}</p>}
          <h2 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{s.heading}</h2>
          <Md block className="mt-4 space-y-3 text-lg leading-relaxed text-ink-700" text={s.body} />
          {s.points.length > 0 && (
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {s.points.map((p) => (
                <li key={p} className="flex gap-2 text-ink-700">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          )}
          {s.cta && (
            <div className="mt-7">
              <ButtonLink link={s.cta} />
            </div>
          )}
        </div>
      </div>
    </Shell>
  )
}

export function TeamGrid({ section: s }: { section: SectionOf<'team-grid'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
        {s.members.map((m) => (
          <li key={m.name} data-member className="text-center">
            <div className="mx-auto w-fit">
              <Avatar name={m.name} image={m.image} size={112} />
            </div>
            <h3 className={`mt-4 text-lg font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>{m.name}</h3>
            <p className={`text-sm font-semibold ${dark ? 'text-accent-300' : 'text-brand-700'}`}>{m.role}</p>
            {m.bio && <p className={`mt-2 text-sm leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-600'}`}>{m.bio}</p>}
          </li>
        ))}
      </ul>
    </Shell>
  )
}

export function Split({ section: s }: { section: SectionOf<'split'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <div className={`grid gap-10 ${s.aside.length ? 'lg:grid-cols-[3fr_2fr]' : 'mx-auto max-w-3xl'}`}>
        <div>
          {s.eyebrow && <p className={dark ? 'text-sm font-semibold tracking-wider text-accent-300 uppercase' : 'eyebrow'}>{s.eyebrow}</p>}
          <h2 className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink-900'}`}>{s.heading}</h2>
          <Md block className={`mt-5 space-y-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-700'}`} text={s.body} />
          {s.signature && <p className={`mt-6 font-semibold ${dark ? 'text-accent-300' : 'text-brand-700'}`}>— {s.signature}</p>}
          {s.cta && (
            <div className="mt-7">
              <ButtonLink link={s.cta} />
            </div>
          )}
        </div>
        {s.aside.length > 0 && (
          <aside className={`self-start rounded-card p-6 sm:p-8 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-brand-50 ring-1 ring-brand-100'}`}>
            {s.asideHeading && <h3 className={`text-lg font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>{s.asideHeading}</h3>}
            <ul className="mt-4 space-y-3">
              {s.aside.map((p) => (
                <li key={p} className={`flex gap-2 ${dark ? 'text-brand-100' : 'text-ink-700'}`}>
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <Md className="" text={p} />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </Shell>
  )
}

export function Prose({ section: s }: { section: SectionOf<'prose'> }) {
  const doc = prose[s.source]
  if (!doc) throw new Error(`prose source ${s.source} not found`)
  return (
    <Shell id={s.id} tone={s.tone} narrow>
      <p className="mb-8 text-sm text-ink-500">
        {site.labels.lastUpdated} <time dateTime={doc.meta.updated}>{new Date(doc.meta.updated).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}</time>
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </Shell>
  )
}
