import type { SectionOf } from '../../schemas/sections/index.ts'
import { Icon } from '../components/Icon.tsx'
import { Md, SectionHeading, Shell } from '../components/ui.tsx'

const MARKERS = { check: 'check', cross: 'x', bullet: 'arrow-right', numbered: '' } as const

export function ListSection({ section: s }: { section: SectionOf<'list'> }) {
  const dark = s.tone === 'dark'
  const Tag = s.style === 'numbered' ? 'ol' : 'ul'
  return (
    <Shell id={s.id} tone={s.tone} narrow={s.columns === 1}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <Tag className={`grid gap-4 ${s.columns === 2 ? 'md:grid-cols-2' : ''}`}>
        {s.items.map((item, i) => (
          <li key={item} className={`flex items-start gap-3 rounded-xl p-4 ${dark ? 'bg-white/5' : 'bg-white ring-1 ring-ink-100'}`}>
            {s.style === 'numbered' ? (
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {i + 1}
              </span>
            ) : (
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full ${s.style === 'cross' ? 'bg-danger-600/10 text-danger-600' : dark ? 'bg-accent-400/20 text-accent-300' : 'bg-accent-300/30 text-accent-700'}`}
              >
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
