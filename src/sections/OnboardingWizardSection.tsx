import type { SectionOf } from '../../schemas/sections/index.ts'
import { CollectionNotice } from '../components/CollectionNotice.tsx'
import { Island } from '../components/Island.tsx'
import { VideoPlayer, hasVideo } from '../components/VideoPlayer.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'
import { OnboardingWizard } from '../forms/OnboardingWizard.tsx'

export function OnboardingWizardSection({ section: s }: { section: SectionOf<'onboarding-wizard'> }) {
  return (
    <Shell id={s.id ?? 'onboarding'} tone={s.tone}>
      <div className="mx-auto max-w-3xl">
        {hasVideo(s) && (
          <div className="mb-10">
            <VideoPlayer videoId={s.videoId} video={s.video} title={s.videoTitle ?? s.heading} />
          </div>
        )}
        <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
        <Island name="onboarding-wizard" component={OnboardingWizard} props={{}} />
        <CollectionNotice className="mt-6" />
      </div>
    </Shell>
  )
}
