// Third-party embed URLs, worked out from content. The video player renders
// them and the build names their origins in the Content-Security-Policy, so
// both read this one function.
export function videoEmbedUrl(provider: string, id: string): string {
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1`
  if (provider === 'wistia') return `https://fast.wistia.net/embed/iframe/${encodeURIComponent(id)}?autoPlay=true`
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
}
