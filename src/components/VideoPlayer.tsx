// A video that really exists, or nothing. Hosted (videoId): a blurred poster and
// a play button until the visitor asks for the player, so no request reaches the
// video host before that (src/enhance/click-to-play.ts swaps in the iframe). Self-hosted
// (video): the browser's own player with its WebVTT captions, preload="none" so
// only the poster loads. Callers show a poster of their own (QuotePoster) when
// content configures neither: never a player that cannot play.
import type { SelfHostedVideo } from '../../schemas/hosted-video.ts'
import { site } from '../lib/prerender-content.ts'
import { videoEmbedUrl } from '../lib/embeds.ts'
import { Icon } from './Icon.tsx'
import { hueOf } from './ui.tsx'

interface VideoSource {
  videoId?: string | undefined
  video?: SelfHostedVideo | undefined
}

export const hasVideo = (v: VideoSource): boolean => Boolean(v.videoId || v.video)

function BlurredPoster({ seed }: { seed: string }) {
  const h = hueOf(seed)
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 scale-110 blur-xl"
      style={{
        background: `radial-gradient(circle at 30% 30%, hsl(${h} 70% 55%), transparent 60%), radial-gradient(circle at 70% 70%, hsl(${(h + 60) % 360} 70% 40%), transparent 55%), #0b1d3d`,
      }}
    />
  )
}

export function VideoPlayer({ videoId, video, title, label }: VideoSource & { title: string; label?: string }) {
  if (video)
    return (
      <div className="relative aspect-video overflow-hidden rounded-card bg-brand-950" data-video-self-hosted>
        <video className="absolute inset-0 size-full" controls preload="none" playsInline poster={video.poster} title={title}>
          <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
          <track kind="captions" src={video.captions} srcLang={video.captionsLang} label={video.captionsLang} default />
        </video>
      </div>
    )
  if (!videoId) return null
  return (
    <div
      className="relative aspect-video overflow-hidden rounded-card bg-brand-950"
      data-video={videoEmbedUrl(site.embeds.video.provider, videoId)}
      data-video-title={title}
    >
      <BlurredPoster seed={title} />
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

/** Where a client story has no video: its quote on the poster, with nothing to press. */
export function QuotePoster({ quote, seed, cite, className = '' }: { quote: string; seed: string; cite?: string; className?: string }) {
  return (
    <div className={`relative overflow-hidden bg-brand-950 ${className}`} data-quote-poster>
      <BlurredPoster seed={seed} />
      <blockquote className="relative p-6 text-white">
        <Icon name="quote" className="size-8 text-accent-300" />
        <p className="mt-3 text-lg leading-snug font-semibold">“{quote}”</p>
        {cite && <footer className="mt-3 text-sm font-semibold text-brand-100">— {cite}</footer>}
      </blockquote>
    </div>
  )
}
