import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { HeroFormCard } from '../components/HeroFormCard.tsx'
import { Island } from '../components/Island.tsx'
import { Shell } from '../components/ui.tsx'
import { GrowthWizard } from '../forms/GrowthWizard.tsx'

export function GrowthWizardSection({ section: s, inHero = false }: { section: SectionOf<'growth-wizard'>; inHero?: boolean }) {
  const wizard = (
    <>
      <Island name="growth-wizard" component={GrowthWizard} props={{}} />
      <CollectionNotice className="mt-6" />
    </>
  )
  if (inHero)
    return (
      <HeroFormCard id={s.id ?? 'growth-session'} eyebrow={s.eyebrow} intro={s.intro}>
        {wizard}
      </HeroFormCard>
    )
  return (
    <Shell id={s.id ?? 'growth-session'} tone={s.tone} className="!pt-8">
      <div className="mx-auto max-w-2xl">{wizard}</div>
    </Shell>
  )
}
