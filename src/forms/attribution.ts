// Where a visitor came from, kept with every lead: the first page of the visit
// (its path and query), the referrer of that page and its UTM parameters.
// rememberLanding() runs on every page (site-wide script) and keeps only the
// first; the forms call it too, in case it did not run.
import type { Attribution } from '../../schemas/lead.ts'
import { UTM_KEYS } from '../../schemas/utm.ts'
import { KEYS, readJson, session, writeJson } from './storage.ts'

const clip = (s: string | null | undefined, max: number) => (s ? s.slice(0, max) : undefined)

function fromLocation(href: string, referrer: string): Attribution {
  const url = new URL(href)
  const out: Attribution = { landingPage: clip(url.pathname + url.search, 2000), referrer: clip(referrer, 2000) }
  for (const k of UTM_KEYS) {
    const v = clip(url.searchParams.get(k)?.trim(), 200)
    if (v) out[k] = v
  }
  return out
}

/** Call on every page view: stores the landing page of this visit (tab) once. */
export function rememberLanding(): void {
  if (typeof window === 'undefined') return
  const store = session()
  if (readJson(store, KEYS.landing)) return
  writeJson(store, KEYS.landing, fromLocation(window.location.href, document.referrer))
}

const isText = (v: unknown): v is string => typeof v === 'string' && v !== ''

/** The attribution to send now: the landing page's, plus UTM tags on the current URL if the landing had none. */
export function currentAttribution(): Attribution {
  if (typeof window === 'undefined') return {}
  rememberLanding()
  const stored = readJson(session(), KEYS.landing)
  const landing: Attribution = {}
  if (stored && typeof stored === 'object') {
    const s = stored as Record<string, unknown>
    for (const k of [...UTM_KEYS, 'referrer', 'landingPage'] as const) {
      const v = s[k]
      if (isText(v)) landing[k] = v.slice(0, k === 'referrer' || k === 'landingPage' ? 2000 : 200)
    }
  }
  const here = fromLocation(window.location.href, '')
  const hasUtm = UTM_KEYS.some((k) => landing[k])
  for (const k of UTM_KEYS) if (!hasUtm && here[k]) landing[k] = here[k]
  return landing
}
