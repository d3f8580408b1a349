import { useData } from 'vike-react/useData'
import type { LocalPageData } from '../../lib/local-page-view.ts'
import {
  LocalAdvantage,
  LocalBenefits,
  LocalCta,
  LocalFaq,
  LocalFeatures,
  LocalHero,
  LocalMarket,
  LocalRelated,
  LocalResults,
} from './LocalSections.tsx'

export default function Page() {
  const { view } = useData<LocalPageData>()
  return (
    <>
      <LocalHero v={view} />
      <LocalMarket v={view} />
      <LocalBenefits v={view} />
      <LocalResults v={view} />
      <LocalAdvantage v={view} />
      <LocalFeatures v={view} />
      <LocalRelated v={view} />
      <LocalFaq v={view} />
      <LocalCta v={view} />
    </>
  )
}
