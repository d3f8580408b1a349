import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { HeroFormCard } from '../components/HeroFormCard.tsx'
import { Island } from '../components/Island.tsx'
import { VideoPlayer, hasVideo } from '../components/VideoPlayer.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { OnboardingWizard } from '../forms/OnboardingWizard.tsx'

export function OnboardingWizardSection({ section: s, inHero = false }: { section: SectionOf<'onboarding-wizard'>; inHero?: boolean }) {
  const wizard = (
    <>
      <Island name="onboarding-wizard" component={OnboardingWizard} props={{}} />
      <CollectionNotice className="mt-6" />
    </>
  )
  // The welcome video comes after the questionnaire in the hero: the first field stays in the first screen.
  const video = hasVideo(s) && <VideoPlayer videoId={s.videoId} video={s.video} title={s.videoTitle ?? s.heading} />
  if (inHero)
    return (
      <HeroFormCard id={s.id ?? 'onboarding'} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro}>
        {wizard}
        {video && <div className="mt-8">{video}</div>}
      </HeroFormCard>
    )
  return (
    <Shell id={s.id ?? 'onboarding'} tone={s.tone}>
      <div className="mx-auto max-w-3xl">
        {video && <div className="mb-10">{video}</div>}
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
        {wizard}
      </div>
    </Shell>
  )
}
