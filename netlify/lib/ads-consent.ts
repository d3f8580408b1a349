// Whether a request's visit may be shared with ad platforms, and the browser it
// came from as the server saw it: one rule for the lead forms and the booking.
// Not allowed when the browser sends Global Privacy Control (`Sec-GPC: 1`,
// which also covers a page that could not send its own flag) or the page says
// the visitor opted out (`adsOptOut`: the footer's choice or
// navigator.globalPrivacyControl). Pure apart from reading the request.
import type { AdsConsent, ClientInfo } from '../../schemas/lead.ts'

/** The request carries the Global Privacy Control signal (https://privacycg.github.io/gpc-spec/). */
export const sendsGpc = (req: Request): boolean => req.headers.get('sec-gpc')?.trim() === '1'

export function adsConsentOf(req: Request, adsOptOut: boolean | undefined): AdsConsent {
  if (sendsGpc(req)) return { allowed: false, reason: 'gpc' }
  if (adsOptOut === true) return { allowed: false, reason: 'opt-out' }
  return { allowed: true }
}

/** Longest user agent kept: real ones are a few hundred characters. */
const USER_AGENT_MAX = 500

/** The client IP (Netlify's context, or the header its proxy and the local server set) and the user agent, one line each. */
export function clientOf(req: Request, context?: { ip?: string }): ClientInfo {
  const oneLine = (v: string | null | undefined, max: number) =>
    v
      ?.replace(/[\r\n]+/g, ' ')
      .trim()
      .slice(0, max) || undefined
  const ip = oneLine(context?.ip ?? req.headers.get('x-nf-client-connection-ip'), 64)
  const userAgent = oneLine(req.headers.get('user-agent'), USER_AGENT_MAX)
  return { ...(ip ? { ip } : {}), ...(userAgent ? { userAgent } : {}) }
}
