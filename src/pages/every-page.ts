// Progressive enhancement for every page: the chrome works without
// JavaScript (native <details>); this adds what needs a script.
import { rememberLanding } from '../forms/attribution.ts'
import { resumePendingSaves } from '../forms/outbox.ts'
import { enhanceAccordions } from '../enhance/accordion.ts'
import { enhanceNav } from '../enhance/nav.ts'
import { trackPageView } from '../enhance/pixel.ts'
import { enhanceAdsOptOut } from '../enhance/ads-consent.ts'
import { enhanceVideos } from '../enhance/click-to-play.ts'
import { redirectOldUrl } from '../enhance/redirect-fallback.ts'
import { inTurn } from '../enhance/next-task.ts'

export function enhanceSite(): void {
  enhanceNav()
  enhanceAccordions()
  enhanceVideos()
  // The visit's bookkeeping (storage reads and writes, the pixel, the footer's opt-out button)
  // changes nothing the visitor sees first. Each piece runs in a task of its own after this one:
  // the first read of sessionStorage or localStorage on a page blocks for milliseconds (the
  // browser loads the store), and together with hydration they made one long task on /contact.
  // A form sent before they ran still carries its attribution (attribution.ts reads the URL then).
  void inTurn([
    rememberLanding,
    // A wizard save that could not be sent before the redirect (offline) is sent from the next page.
    resumePendingSaves,
    () => trackPageView(location.pathname),
    enhanceAdsOptOut,
    // This script is fetched after the first paint (scripts/lib/first-paint.ts), so it may run after
    // the load event: from here on every enhancement of the page works, and it says so (tests wait on it).
    () => (document.documentElement.dataset.enhanced = 'true'),
  ])
  if (document.querySelector('[data-not-found="true"]')) {
    console.warn(`404: no page at ${location.pathname}`)
    void redirectOldUrl(location.pathname)
  }
  // A full page load starts at the top unless it targets an anchor; browsers
  // that restore an old scroll position on a new path are told not to.
  if (!location.hash) history.scrollRestoration = 'manual'
}
