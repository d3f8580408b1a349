import type { SectionOf } from '../../schemas/sections/index.ts'
import { resolveStat, SectionHeading, Shell } from '../components/ui.tsx'

export function StatsSection({ section: s }: { section: SectionOf<'stats'> }) {
  const dark = s.tone === 'dark'
  const stats = s.items.map(resolveStat)
  // Whose results the figures count, once: when every figure shares one scope and the heading or intro says it.
  const shared = stats[0]?.description
  const scopeSaid =
    shared !== undefined &&
    stats.every((v) => v.description === shared) &&
    `${s.heading ?? ''} ${s.intro ?? ''}`.toLowerCase().includes(shared.toLowerCase())
  return (
    <Shell id={s.id} tone={s.tone} className="!py-14 sm:!py-16">
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <dl className={`grid grid-cols-2 gap-x-6 gap-y-10 ${s.items.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {stats.map((v, i) => {
          return (
            <div key={i} className="flex flex-col-reverse text-center">
              <dt className={`mt-2 text-sm font-medium sm:text-base ${dark ? 'text-brand-200' : 'text-ink-600'}`}>
                {v.label}
                {v.description && !scopeSaid && (
                  <span className={`mt-1 block text-sm font-normal ${dark ? 'text-brand-200' : 'text-ink-500'}`}>{v.description}</span>
                )}
              </dt>
              <dd className={`text-4xl font-extrabold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-brand-700'}`}>{v.value}</dd>
            </div>
          )
        })}
      </dl>
    </Shell>
  )
}
