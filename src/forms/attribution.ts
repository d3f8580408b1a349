// Where a visitor came from, kept with every lead: the first page of the visit
// (its path and query), the referrer of that page and its UTM parameters; the
// first and the last ad click of the visit (its click ids, Meta's fbc made from
// the fbclid with the time it landed); Meta's browser id (_fbp) when the pixel
// runs and Google Analytics' client id (_ga) when it does (docs/advertising-and-conversions.md).
// rememberLanding() runs on every page (site-wide script) and keeps the first
// page and the clicks; the forms call it too, in case it did not run.
import type { AdClick, Attribution, VisitClicks } from '../../schemas/attribution.ts'
import { CLICK_ID_KEYS, fbcOf, gaClientIdOf, isClickId, UTM_KEYS } from '../../schemas/utm.ts'
import { adsOptedOut, adsOptOutField } from '../enhance/ads-consent.ts'
import { privateAddress } from '../enhance/private-address.ts'
import { KEYS, readJson, session, writeJson } from './storage.ts'

// One line, cut to length: a value carried into CSV cells and ad platforms' requests.
const clip = (s: string | null | undefined, max: number) => (s ? s.replace(/[\r\n\t]+/g, ' ').slice(0, max) : undefined)

function fromLocation(href: string, referrer: string): Attribution {
  const url = new URL(href)
  const out: Attribution = { landingPage: clip(url.pathname + url.search, 2000), referrer: clip(referrer, 2000) }
  for (const k of UTM_KEYS) {
    const v = clip(url.searchParams.get(k)?.trim(), 200)
    if (v) out[k] = v
  }
  return out
}

/** The ad click a URL carries, landed at `now`, or null when it carries no click id. */
export function clickOf(href: string, now: Date): AdClick | null {
  const params = new URL(href).searchParams
  const click: AdClick = { at: now.toISOString() }
  let any = false
  // An id not of its platform's shape is not kept (schemas/utm.ts): the server would drop it anyway.
  for (const k of CLICK_ID_KEYS) {
    const v = params.get(k)?.trim()
    if (isClickId(v)) any = !!(click[k] = v)
  }
  // Meta's own format for a click (what its _fbc cookie holds), with the time it landed.
  if (click.fbclid) click.fbc = fbcOf(click.fbclid, now.getTime())
  return any ? click : null
}

/** The visit's clicks after landing on `href`: the first stays, the last moves (a reload of the same click does not). */
export function withClick(held: VisitClicks, href: string, now: Date): VisitClicks {
  const click = clickOf(href, now)
  if (!click || CLICK_ID_KEYS.every((k) => held.last?.[k] === click[k])) return held
  return { first: held.first ?? click, last: click }
}

const isText = (v: unknown): v is string => typeof v === 'string' && v !== ''

// Read back as written: the server checks every field (a value edited in storage is refused there, not here).
const storedClicks = (): VisitClicks => {
  const held = readJson(session(), KEYS.clicks)
  return held && typeof held === 'object' ? (held as VisitClicks) : {}
}

/** Call on every page view: stores the landing page of this visit (tab) once, and each ad click it lands with. */
export function rememberLanding(): void {
  // An address with a secret in it (a booking's manage link) is never kept: a later form would send it on.
  if (typeof window === 'undefined' || privateAddress()) return
  const store = session()
  const held = storedClicks()
  const clicks = withClick(held, window.location.href, new Date())
  if (clicks !== held) writeJson(store, KEYS.clicks, clicks)
  if (readJson(store, KEYS.landing)) return
  writeJson(store, KEYS.landing, fromLocation(window.location.href, document.referrer))
}

/** A cookie's value (the part of it `re` captures), or undefined. */
export const cookie = (cookies: string, name: string, re = '([^;]+)'): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=${re}`).exec(cookies)?.[1]

/** What every form and the booking send for the ad platforms: the attribution, this submission's event id, the visitor's choice. */
export const adFields = (eventId: string) => ({ attribution: currentAttribution(), eventId, ...adsOptOutField() })

/** The attribution to send now: the landing page's, plus UTM tags on the current URL if the landing had none, and the visit's clicks. */
export function currentAttribution(): Attribution {
  if (typeof window === 'undefined') return {}
  rememberLanding()
  const stored = readJson(session(), KEYS.landing)
  const landing: Attribution = {}
  if (stored && typeof stored === 'object') {
    const s = stored as Record<string, unknown>
    for (const k of [...UTM_KEYS, 'referrer', 'landingPage'] as const) {
      const v = s[k]
      if (isText(v)) landing[k] = clip(v, k === 'referrer' || k === 'landingPage' ? 2000 : 200)
    }
  }
  const here = fromLocation(window.location.href, '')
  const hasUtm = UTM_KEYS.some((k) => landing[k])
  for (const k of UTM_KEYS) if (!hasUtm && here[k]) landing[k] = here[k]
  const clicks = storedClicks()
  if (clicks.first || clicks.last) landing.clicks = clicks
  // The browser ids exist only where those scripts ran (the pixel only where the visitor allows it).
  const fbp = typeof window.fbq === 'function' && !adsOptedOut() ? clip(cookie(document.cookie, '_fbp'), 200) : undefined
  if (fbp) landing.fbp = fbp
  const ga = clip(gaClientIdOf(cookie(document.cookie, '_ga')), 100)
  if (ga) landing.gaClientId = ga
  return landing
}
