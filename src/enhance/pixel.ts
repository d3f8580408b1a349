// Ad-pixel events. The pixel exists only when it is configured (content/site.yaml
// or META_PIXEL_ID where the site is built: the page then carries
// <meta name="ad-pixel-id"> and <meta name="ad-pixel-script">) and the visitor
// allows it (ads-consent.ts); otherwise nothing here makes a request and no
// fbq exists. When it runs, fbq is Meta's queueing stub first (as Meta's
// snippet makes it), so every call is kept even when Meta's script cannot load,
// and the script is added here, after the consent is known.
// Page views fire on every change of page except the first page of the visit
// (Meta's script sends that one itself); /schedule adds the Schedule content
// view. Lead and Schedule fire from the forms and the booking with the eventID
// the server's event shares (trackConversion), so Meta counts each once.
import { adsOptedOut } from './ads-consent.ts'
import { privateAddress } from './private-address.ts'

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][]
  loaded?: boolean
  version?: string
  push?: Fbq
  callMethod?: (...args: unknown[]) => void
}

declare global {
  interface Window {
    /** The ad pixel's global function, once its stub or its script has run. */
    fbq?: Fbq
    _fbq?: Fbq
  }
}

const FIRST_PAGE_KEY = 'hl:first-page-seen'
/** The Schedule event of a booking made on this site, for its confirmation page (sessionStorage). */
const SCHEDULE_EVENT_KEY = 'hl.schedule-event'

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

/** The pixel's queueing stub, as Meta's snippet makes it (its script replaces it when it loads), and the script. */
function installPixel(id: string, scriptUrl: string | undefined): Fbq {
  const w = window
  if (!w.fbq) {
    const stub: Fbq = (...args: unknown[]) => (stub.callMethod ? stub.callMethod(...args) : void stub.queue!.push(args))
    stub.queue = []
    stub.push = stub
    stub.loaded = true
    stub.version = '2.0'
    w.fbq = stub
    w._fbq ??= stub
    stub('init', id)
    if (scriptUrl) {
      const script = document.createElement('script')
      script.async = true
      script.src = scriptUrl
      document.head.append(script)
    }
  }
  return w.fbq
}

/** The pixel's fbq when it runs on this page (configured and allowed), else undefined. */
function pixel(): Fbq | undefined {
  // Configuration first: a page without a pixel reads no storage here.
  const id = meta('ad-pixel-id')
  if (!id && typeof window.fbq !== 'function') return undefined
  // A page whose address carries a secret (a booking's manage link) never starts it, whatever it carries.
  if (privateAddress() || adsOptedOut()) return undefined
  if (id) installPixel(id, meta('ad-pixel-script'))
  return typeof window.fbq === 'function' ? window.fbq : undefined
}

/** A conversion in the browser, with the event id the server's event of it carries. */
export function trackConversion(event: 'Lead' | 'Schedule', eventId: string): void {
  pixel()?.('track', event, {}, { eventID: eventId })
}

/** A booking made here: Schedule with the server's event id; its confirmation page, if visited next, sends none of its own. */
export function trackSchedule(eventId: string): void {
  trackConversion('Schedule', eventId)
  try {
    sessionStorage.setItem(SCHEDULE_EVENT_KEY, eventId)
  } catch {
    // Storage blocked: the confirmation page sends Schedule without an id, as before.
  }
}

export function trackPageView(path: string): void {
  let seen = false
  try {
    seen = sessionStorage.getItem(FIRST_PAGE_KEY) === '1'
    sessionStorage.setItem(FIRST_PAGE_KEY, '1')
  } catch {
    // Storage blocked: treat every load as the first, so nothing double-counts.
  }
  const fbq = pixel()
  if (!fbq) return
  if (seen) fbq('track', 'PageView')
  const normalized = path.replace(/\/$/, '')
  if (normalized === '/schedule') fbq('track', 'ViewContent', { content_name: 'Schedule', content_category: 'Booking' })
  if (normalized === '/booking-confirmation' || normalized === '/ads-booking-confirmation') {
    // A booking made on this site sent its Schedule with the server's id when it was made; only a
    // booking made in an embedded calendar (content/site.yaml embeds.booking) is counted here.
    let madeHere = false
    try {
      madeHere = !!sessionStorage.getItem(SCHEDULE_EVENT_KEY)
      sessionStorage.removeItem(SCHEDULE_EVENT_KEY)
    } catch {
      // Storage blocked: counted here, as before.
    }
    if (!madeHere) fbq('track', 'Schedule')
  }
}
