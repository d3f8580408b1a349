// Click-to-play videos: the third-party player loads only when asked for, so
// pages make no request to the video host until then. The poster stays
// blurred until the iframe has loaded.
export function enhanceVideos(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-video]')) {
    const button = box.querySelector<HTMLButtonElement>('[data-video-play]')
    button?.addEventListener('click', () => {
      const iframe = document.createElement('iframe')
      iframe.src = box.dataset.video ?? ''
      iframe.title = box.dataset.videoTitle ?? 'Video'
      iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
      iframe.allowFullscreen = true
      iframe.className = 'absolute inset-0 size-full opacity-0 transition-opacity duration-300'
      iframe.addEventListener('load', () => iframe.classList.remove('opacity-0'))
      button.remove()
      box.append(iframe)
      iframe.focus()
    })
  }
  const hero = document.querySelector<HTMLVideoElement>('video[data-hero-video]')
  hero?.addEventListener('error', () => console.warn('Hero video failed to load'), true)
  // The hero's background video is decoration: it starts once the page has
  // loaded, so on a phone it never competes with the page's text, styles and
  // font; never for reduced motion or a data saver. Until then (or without
  // JavaScript) the poster stands in.
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData
  if (hero && !saveData && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    const start = () => {
      hero.preload = 'auto'
      hero.play().catch(() => {})
    }
    if (document.readyState === 'complete') start()
    else addEventListener('load', start, { once: true })
  }
}
