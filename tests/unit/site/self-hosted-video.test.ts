// Self-hosted testimonial videos: the schema requires WebVTT captions, and
// check:content finds the files under public/ and reads the captions' header.
// Fixture files in tests/fixtures/video/public/media/.
import { describe, expect, it } from 'vitest'
import { TestimonialSchema } from '../../../schemas/testimonials.ts'
import { VideoSectionSchema } from '../../../schemas/sections/video.ts'
import { selfHostedVideoProblems } from '../../../scripts/lib/cross-checks.ts'

const PUBLIC = 'tests/fixtures/video/public'
const base = {
  id: 'acme',
  name: 'Sam Lee',
  role: 'Owner',
  company: 'Acme',
  industry: 'Retail',
  location: 'Melbourne, VIC',
  quote: 'They doubled our enquiries in a quarter.',
  result: '2x enquiries',
  results: ['2x enquiries'],
  challenge: 'Few leads',
  solution: 'Search ads',
  date: '2026-01-01',
}
const video = { src: '/media/story.webm', poster: '/media/story-poster.svg', captions: '/media/story.en.vtt' }

describe('self-hosted video', () => {
  it('is accepted with src, poster and WebVTT captions whose files exist', () => {
    expect(TestimonialSchema.safeParse({ ...base, video }).success).toBe(true)
    expect(selfHostedVideoProblems(video, PUBLIC)).toEqual([])
  })

  it('is refused by the schema without captions, or with captions that are not .vtt', () => {
    const { captions: _omitted, ...noCaptions } = video
    const r = TestimonialSchema.safeParse({ ...base, video: noCaptions })
    expect(r.success).toBe(false)
    expect(JSON.stringify(r.error?.issues)).toContain('captions')
    expect(TestimonialSchema.safeParse({ ...base, video: { ...video, captions: '/media/story.srt' } }).success).toBe(false)
  })

  it('is refused next to a hosted id, and a video section needs one of the two', () => {
    expect(TestimonialSchema.safeParse({ ...base, video, videoId: 'abc' }).success).toBe(false)
    expect(VideoSectionSchema.safeParse({ type: 'video', title: 'Welcome' }).success).toBe(false)
    expect(VideoSectionSchema.safeParse({ type: 'video', title: 'Welcome', video }).success).toBe(true)
  })

  it('reports missing files and captions that are not WebVTT', () => {
    const problems = selfHostedVideoProblems({ ...video, src: '/media/missing.mp4', captions: '/media/story.srt.vtt' }, PUBLIC)
    expect(problems).toEqual([
      { path: ['src'], message: `/media/missing.mp4 is not a file in ${PUBLIC}/` },
      { path: ['captions'], message: '/media/story.srt.vtt is not WebVTT: its first line must be "WEBVTT"' },
    ])
  })
})
