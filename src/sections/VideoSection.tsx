import type { SectionOf } from '../../schemas/sections/index.ts'
import { VideoPlayer } from '../components/VideoPlayer.tsx'
import { SectionHeading, Shell } from '../components/ui.tsx'

export function VideoSection({ section: s }: { section: SectionOf<'video'> }) {
  return (
    <Shell id={s.id} tone={s.tone} narrow className="!py-12">
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <VideoPlayer videoId={s.videoId} video={s.video} title={s.title} />
    </Shell>
  )
}
