import type { Testimonial } from '../../schemas/testimonials.ts'
import { site } from '../lib/prerender-content.ts'
import { TestimonialPerson } from './TestimonialPerson.tsx'
import { QuotePoster, VideoPlayer, hasVideo } from './VideoPlayer.tsx'

// A client story: its video when content has a real one, otherwise the quote
// is the poster (no play button, no request to a video host).
export function TestimonialVideoCard({ t }: { t: Testimonial }) {
  const video = hasVideo(t)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card" data-testimonial-card>
      {video ? (
        <VideoPlayer videoId={t.videoId} video={t.video} title={`${t.company} client story`} label={site.labels.watchStory} />
      ) : (
        <QuotePoster quote={t.quote} seed={`${t.company} client story`} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-ink-600">{t.industry}</span>
          <span className="rounded-pill bg-accent-300/30 px-3 py-1 text-sm font-bold text-accent-700">{t.result}</span>
        </div>
        {video && (
          <blockquote className="mt-4 flex-1 text-ink-700">
            <p>“{t.quote}”</p>
          </blockquote>
        )}
        <div className="mt-5 flex flex-1 flex-col justify-end">
          <div className="border-t border-ink-100 pt-4">
            <TestimonialPerson t={t} />
          </div>
        </div>
      </div>
    </article>
  )
}
