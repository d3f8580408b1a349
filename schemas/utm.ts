// The UTM parameters and ad click ids kept with every lead. Apart from
// schemas/lead.ts so the site-wide script can read them without loading zod on every page.
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The ad click ids a landing URL may carry (Google Ads, Meta, Microsoft Ads), each kept as the platform sent it. */
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number]
/** Longest click id kept (the platforms' ids are far shorter; a longer one is cut, never refused). */
export const CLICK_ID_MAX = 500
