// Ad-pixel events. The pixel exists only when content/site.yaml configures it
// (the page then carries <meta name="ad-pixel-id"> and the loader script);
// otherwise nothing here makes a request. Page views fire on every change of
// page except the first page of the visit; /schedule adds the Schedule
// content view; the booking confirmation pages add a Schedule event.
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean }

declare global {
  interface Window {
    /** The ad pixel's global function, once its stub or its script has run. */
    fbq?: Fbq
  }
}

const FIRST_PAGE_KEY = 'hl:first-page-seen'

/** The pixel's queueing stub (the vendor script replaces it when it loads). */
function installPixel(id: string): Fbq {
  const w = window
  if (!w.fbq) {
    const queue: unknown[][] = []
    const stub: Fbq = (...args: unknown[]) => void queue.push(args)
    stub.queue = queue
    w.fbq = stub
    stub('init', id)
  }
  return w.fbq
}

export function trackPageView(path: string): void {
  let seen = false
  try {
    seen = sessionStorage.getItem(FIRST_PAGE_KEY) === '1'
    sessionStorage.setItem(FIRST_PAGE_KEY, '1')
  } catch {
    // Storage blocked: treat every load as the first, so nothing double-counts.
  }
  const id = document.querySelector<HTMLMetaElement>('meta[name="ad-pixel-id"]')?.content
  if (id) installPixel(id)
  const fbq = window.fbq
  if (typeof fbq !== 'function') return
  if (seen) fbq('track', 'PageView')
  const normalized = path.replace(/\/$/, '')
  if (normalized === '/schedule') fbq('track', 'ViewContent', { content_name: 'Schedule', content_category: 'Booking' })
  if (normalized === '/booking-confirmation' || normalized === '/ads-booking-confirmation') fbq('track', 'Schedule')
}
