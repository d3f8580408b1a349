// Third-party embed URLs, worked out from content. The video player renders
// them and the build names their origins in the Content-Security-Policy, so
// both read this one function.
export function videoEmbedUrl(provider: string, id: string): string {
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1`
  if (provider === 'wistia') return `https://fast.wistia.net/embed/iframe/${encodeURIComponent(id)}?autoPlay=true`
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
}

/**
 * The third-party calendar a booking section embeds instead of the site's own
 * booking: the URL site.yaml gives its `calendar` key, or null (book here).
 * The route list (page class), the section and the CSP all ask this one function.
 */
export function bookingCalendarUrl(calendar: string | undefined, calendars: Record<string, string | null>): string | null {
  return calendar ? (calendars[calendar] ?? null) : null
}
