// The UTM parameters and ad click ids kept with every lead. Apart from
// schemas/lead.ts so the site-wide script can read them without loading zod on every page.
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The ad click ids a landing URL may carry (Google Ads, Meta, Microsoft Ads), each kept as the platform sent it. */
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number]
/** Longest click id kept: the platforms' ids are far shorter (about 100 characters); a longer one is no click id. */
export const CLICK_ID_MAX = 500

/**
 * A click id as the platforms make them: URL-safe base64's characters. Google's gclid, gbraid and wbraid
 * are such tokens (Google documents no other alphabet); Meta's fbclid is one too, case-sensitive, to be
 * used unchanged (developers.facebook.com, "fbp and fbc parameters"); Microsoft's msclkid is hex. Anything
 * else (a formula, a URL, spaces) is not a click, and a click id is never cut: a cut one matches nothing.
 */
export const CLICK_ID_SHAPE = /* @__PURE__ */ new RegExp(`^[A-Za-z0-9_-]{1,${CLICK_ID_MAX}}$`)
/** Meta's fbc as the browser makes it from a click (the _fbc cookie's form): fb.<subdomain index>.<ms it landed>.<fbclid>. */
export const FBC_SHAPE = /* @__PURE__ */ new RegExp(`^fb\\.\\d\\.\\d{1,16}\\.[A-Za-z0-9_-]{1,${CLICK_ID_MAX}}$`)

/** Whether a value is a click id of the platforms' shape. Pure. */
export const isClickId = (v: unknown): v is string => typeof v === 'string' && CLICK_ID_SHAPE.test(v)

/**
 * Meta's fbc of a click (the _fbc cookie's form): version, subdomain index, the time the click landed in
 * ms, the fbclid. Made here only: the browser when a click lands, the server for a stored click without one.
 */
export const fbcOf = (fbclid: string, landedMs: number) => `fb.1.${landedMs}.${fbclid}`

/**
 * Google Analytics' client id from its _ga cookie's value ("GA1.1.123.456" -> "123.456"), or the client
 * id itself as the browser sends it; anything else is none. The browser and the server read it here.
 */
export const gaClientIdOf = (v: string | undefined): string | undefined =>
  v ? (/^GA\d+\.\d+\.(\d+\.\d+)$/.exec(v)?.[1] ?? (/^\d+\.\d+$/.test(v) ? v : undefined)) : undefined
