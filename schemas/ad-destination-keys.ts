// The ad platforms the site can send to, and the privacy policy's marker for
// their list. Apart from privacy-ads.ts (classic zod) so page code that names
// them (src/lib/ad-destinations.ts, the collection notice) loads no zod.
export const AD_DESTINATIONS = ['meta', 'ga4', 'googleAds'] as const
export type AdDestination = (typeof AD_DESTINATIONS)[number]

/** Where the privacy policy's Markdown lists the configured platforms (replaced when the site is generated). */
export const AD_DESTINATIONS_MARKER = '<!-- ad-destinations -->'
