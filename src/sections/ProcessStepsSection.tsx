import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { ButtonLink, Md, SectionHeading, Shell } from '../components/ui.tsx'
import { site } from '../lib/prerender-content.ts'
import { features } from '../generated/features.ts'
import { stepPoints } from '../lib/features.ts'

export function ProcessStepsSection({ section: s }: { section: SectionOf<'process-steps'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ol
        className={`grid gap-6 ${s.steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : s.steps.length === 5 ? 'md:grid-cols-2 lg:grid-cols-5' : 'md:grid-cols-3'}`}
      >
        {s.steps.map((step, i) => (
          <li
            key={step.title}
            data-step
            className={`relative flex flex-col rounded-card p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-ink-100 bg-white shadow-card'}`}
          >
            <span className="text-sm font-bold tracking-wider text-accent-700 uppercase" aria-hidden="true">
              <span className={dark ? 'text-accent-300' : ''}>
                {site.labels.step} {i + 1}
              </span>
            </span>
            <h3 className={`mt-2 text-lg font-bold ${dark ? 'text-white' : 'text-ink-900'}`}>
              <span className="sr-only">
                {site.labels.step} {i + 1}:{' '}
              </span>
              {step.title}
            </h3>
            <Md block className={`prose-sm mt-3 space-y-2 leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-600'}`} text={step.body} />
            {stepPoints(step, features).length > 0 && (
              <ul className="mt-3 space-y-1.5">
                {stepPoints(step, features).map((p) => (
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
