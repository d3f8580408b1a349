// Which ad platforms this build sends to, decided by the build's environment
// (and the pixel id in content/site.yaml), like features.ts: scripts/generate.ts
// writes src/generated/ads.ts from it, the privacy policy lists exactly these,
// the forms' collection notice names them, and the content check fails when the
// policy's own words name one that is not configured. Pure.
import { AD_DESTINATIONS, type AdDestination } from '../../schemas/ad-destination-keys.ts'
import type { AdPrivacy } from '../../schemas/privacy-ads.ts'

/** The variable that turns each platform on where the site is built (docs/advertising-and-conversions.md). */
export const AD_DESTINATION_VARIABLES: Record<AdDestination, string> = {
  meta: 'META_PIXEL_ID',
  ga4: 'GA4_MEASUREMENT_ID',
  googleAds: 'GOOGLE_ADS_FEED_SECRET',
}

/** Meta's pixel loader, used when META_PIXEL_ID turns the pixel on without a script address in content. */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

type Env = Readonly<Record<string, string | undefined>>
const set = (v: string | undefined) => !!v?.trim()

/** The pixel this build loads: META_PIXEL_ID wins over content's id; Meta's script unless content names another. */
export function pixelFrom(env: Env, pixel: { id?: string; scriptUrl?: string }): { id?: string; scriptUrl?: string } {
  const id = env.META_PIXEL_ID?.trim() || pixel.id
  return id ? { id, scriptUrl: pixel.scriptUrl ?? META_PIXEL_SCRIPT } : pixel
}

/** The platforms configured, in the order content lists them. */
export function adDestinationsFrom(env: Env, pixelId?: string): AdDestination[] {
  return AD_DESTINATIONS.filter((d) => (d === 'meta' ? set(env.META_PIXEL_ID) || set(pixelId) : set(env[AD_DESTINATION_VARIABLES[d]])))
}

/** The platforms' names as the collection notice lists them. */
export const adDestinationNames = (ads: Pick<AdPrivacy, 'destinations'>, configured: readonly AdDestination[]): string[] =>
  configured.map((d) => ads.destinations[d].name)

/** The privacy policy's list, in Markdown: one item per configured platform, or the sentence for none. */
export function adDestinationsMarkdown(ads: Pick<AdPrivacy, 'destinations' | 'policyNone'>, configured: readonly AdDestination[]): string {
  return configured.length ? configured.map((d) => `- ${ads.destinations[d].policy}`).join('\n') : ads.policyNone
}
