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
}
