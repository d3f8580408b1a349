import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'

export function GuaranteeSection({ section: s }: { section: SectionOf<'guarantee'> }) {
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
