// A click-to-play video: a blurred poster and a play button until the visitor
// asks for the player, so no third-party request is made before that.
// src/enhance/video.ts swaps in the iframe. Without a video id it shows a
// clear "coming soon" placeholder and never a broken player.
import { site } from '../lib/content.ts'
import { videoEmbedUrl } from '../lib/embeds.ts'
import { Icon } from './Icon.tsx'
import { hueOf } from './ui.tsx'

export function VideoPlayer({ videoId, title, label }: { videoId?: string; title: string; label?: string }) {
  const h = hueOf(title)
  const poster = (
    <span
      aria-hidden="true"
      className="absolute inset-0 scale-110 blur-xl"
      style={{
        background: `radial-gradient(circle at 30% 30%, hsl(${h} 70% 55%), transparent 60%), radial-gradient(circle at 70% 70%, hsl(${(h + 60) % 360} 70% 40%), transparent 55%), #0b1d3d`,
      }}
    />
  )
  if (!videoId)
    return (
      <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-card bg-brand-950 text-center">
        {poster}
        <span className="relative px-6 text-sm font-semibold text-white">{site.labels.videoComingSoon}</span>
      </div>
    )
  return (
    <div
      className="relative aspect-video overflow-hidden rounded-card bg-brand-950"
      data-video={videoEmbedUrl(site.embeds.video.provider, videoId)}
      data-video-title={title}
    >
      {poster}
      <button type="button" className="group absolute inset-0 flex flex-col items-center justify-center gap-3 text-white" data-video-play>
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lift transition-transform group-hover:scale-105">
          <Icon name="play" filled className="ml-1 size-7" />
        </span>
        <span className="rounded-pill bg-black/40 px-3 py-1 text-sm font-semibold">
          {label ?? site.labels.playVideo}
          <span className="sr-only">: {title}</span>
        </span>
      </button>
    </div>
  )
}
