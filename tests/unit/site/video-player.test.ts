// The video player renders only real videos: a hosted id gives the click-to-play
// box (as before), a self-hosted file the browser's player with its captions,
// and nothing configured renders nothing (callers show the quote poster).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QuotePoster, VideoPlayer } from '../../../src/components/VideoPlayer.tsx'

const html = renderToStaticMarkup

describe('VideoPlayer', () => {
  it('with a hosted id: a play button and the embed URL, no iframe until pressed', () => {
    const out = html(createElement(VideoPlayer, { videoId: 'dQw4w9WgXcQ', title: 'Acme story' }))
    expect(out).toContain('data-video="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"')
    expect(out).toContain('data-video-play')
    expect(out).not.toContain('<iframe')
  })

  it('self-hosted: the native player, preload none, with its captions track', () => {
    const out = html(
      createElement(VideoPlayer, {
        video: { src: '/media/a.mp4', poster: '/media/a.jpg', captions: '/media/a.vtt', captionsLang: 'en-AU' },
        title: 'Acme story',
      }),
    )
    expect(out).toMatch(/<video[^>]*preload="none"[^>]*poster="\/media\/a.jpg"/)
    expect(out).toContain('<track kind="captions" src="/media/a.vtt" srcLang="en-AU"')
    expect(out).not.toContain('data-video-play')
  })

  it('without a video: renders nothing; the quote poster has no button', () => {
    expect(html(createElement(VideoPlayer, { title: 'Acme story' }))).toBe('')
    const poster = html(createElement(QuotePoster, { quote: 'They doubled our enquiries.', seed: 'Acme' }))
    expect(poster).toContain('They doubled our enquiries.')
    expect(poster).not.toMatch(/<button|data-video/)
  })
})
