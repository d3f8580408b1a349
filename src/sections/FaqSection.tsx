import type { SectionOf } from '../../schemas/sections/index.ts'
import { FaqList } from '../components/FaqList.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'

export function FaqSection({ section: s }: { section: SectionOf<'faq'> }) {
  return (
    <Shell id={s.id ?? 'faq'} tone={s.tone} narrow>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <FaqList items={s.items} group={`faq-${s.id ?? 'main'}`} />
    </Shell>
  )
}
