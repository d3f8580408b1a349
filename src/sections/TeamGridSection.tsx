import type { SectionOf } from '../../schemas/sections/index.ts'
import { Avatar, SectionHeading, Shell } from '../components/ui.tsx'

export function TeamGridSection({ section: s }: { section: SectionOf<'team-grid'> }) {
  const dark = s.tone === 'dark'
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
        {s.members.map((m) => (
          <li key={m.name} data-member className="text-center">
            <div className="mx-auto w-fit">
              <Avatar name={m.name} image={m.photo} size={112} />
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
