import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, Shell } from '../components/ui.tsx'

export function SplitSection({ section: s }: { section: SectionOf<'split'> }) {
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
          <aside
            className={`self-start rounded-card p-6 sm:p-8 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-brand-50 ring-1 ring-brand-100'}`}
          >
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
