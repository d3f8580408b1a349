// The one shape of a visit's attribution, from the browser (src/forms/attribution.ts builds it) through
// the functions (every form's and the booking's body, lead-envelope.ts, booking-request.ts) and the stores
// to the ad platforms' requests (netlify/lib/conversions/record-conversion.ts reads it as this type).
// zod/mini, like lead-envelope.ts: the browser ships these checks. Meta's fbc and GA's client id are
// made in utm.ts (no zod there: the site-wide script reads them on every page).
import * as z from 'zod/mini'
import { CLICK_ID_SHAPE, FBC_SHAPE } from './utm.ts'
import { gatheredText } from './one-line-text.ts'

/**
 * A click id of its platform's shape (schemas/utm.ts), or dropped: the visitor never typed it, so a lead
 * is not refused for what a link carried, and nothing else is kept (a formula would reach the Google Ads
 * feed, a URL the ad platforms).
 */
/* @__NO_SIDE_EFFECTS__ */
const clickId = (shape: RegExp) => z.optional(z.catch(z.optional(z.string().check(z.regex(shape))), undefined))

/**
 * One ad click of the visit: when it landed (ISO) and its ids; `fbc` is Meta's form of the fbclid
 * (`fb.1.<ms>.<fbclid>`, what the _fbc cookie would hold), made in the browser when the click landed.
 */
export const AdClickSchema = /* @__PURE__ */ z.strictObject({
  at: z.string({ error: 'Expected a time' }).check(z.maxLength(40, 'At most 40 characters')),
  gclid: clickId(CLICK_ID_SHAPE),
  gbraid: clickId(CLICK_ID_SHAPE),
  wbraid: clickId(CLICK_ID_SHAPE),
  fbclid: clickId(CLICK_ID_SHAPE),
  fbc: clickId(FBC_SHAPE),
  msclkid: clickId(CLICK_ID_SHAPE),
})
export type AdClick = z.infer<typeof AdClickSchema>

/**
 * Where the visitor came from: the first page of the visit, its referrer and UTM parameters; the
 * first and the last ad click of the visit; Meta's browser id (_fbp) and Google Analytics' client id
 * (from _ga) when those run. Each is one line (gatheredText: line breaks and hidden characters
 * stripped); a field added here uses it too.
 */
export const AttributionSchema = /* @__PURE__ */ z.strictObject({
  utm_source: gatheredText(200),
  utm_medium: gatheredText(200),
  utm_campaign: gatheredText(200),
  utm_term: gatheredText(200),
  utm_content: gatheredText(200),
  referrer: gatheredText(2000),
  landingPage: gatheredText(2000),
  clicks: z.optional(z.strictObject({ first: z.optional(AdClickSchema), last: z.optional(AdClickSchema) })),
  fbp: gatheredText(200),
  gaClientId: gatheredText(100),
})
export type Attribution = z.infer<typeof AttributionSchema>

/** The first and the last ad click of a visit, as the browser keeps them and sends them in `clicks`. */
export type VisitClicks = NonNullable<Attribution['clicks']>
