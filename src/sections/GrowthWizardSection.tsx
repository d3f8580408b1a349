import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { Island } from '../components/Island.tsx'
import { Shell } from '../components/ui.tsx'
import { GrowthWizard } from '../forms/GrowthWizard.tsx'

export function GrowthWizardSection({ section: s }: { section: SectionOf<'growth-wizard'> }) {
  return (
    <Shell id={s.id ?? 'growth-session'} tone={s.tone} className="!pt-8">
      <div className="mx-auto max-w-2xl">
        <Island name="growth-wizard" component={GrowthWizard} props={{}} />
        <CollectionNotice className="mt-6" />
      </div>
    </Shell>
  )
}
