// The numbering plans phone numbers are read with (schemas/phone.ts):
// libphonenumber-js's "min" metadata, every country's calling code, lengths
// and prefixes and Australia's number ranges. This is what the functions, the
// build and the tests use. The browser build swaps this module for a slice of
// the same metadata (vite.config.ts, phonePlansInTheBrowser; slicePlans below).
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'

export interface PhonePlans {
  metadata: MetadataJson
  /** Whether `metadata` holds every country's plan (false: a slice, the browser's). */
  everyPlan: boolean
}

/**
 * The plans of `countries` only. The whole "min" metadata is ~19 KB of gzipped
 * script, more than a form page's budget has left (budgets.json gzipKB); the
 * default country's plan is under 1 KB.
 */
function slicePlans(full: MetadataJson, countries: readonly string[]): PhonePlans {
  const m = full as unknown as { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> }
  const sliced = {
    version: m.version,
    country_calling_codes: Object.fromEntries(
      Object.entries(m.country_calling_codes)
        .map(([code, cs]) => [code, cs.filter((c) => countries.includes(c))] as const)
        .filter(([, cs]) => cs.length),
    ),
    countries: Object.fromEntries(countries.map((c) => [c, m.countries[c]])),
    nonGeographic: {},
  }
  return { metadata: sliced as unknown as MetadataJson, everyPlan: false }
}

/** A number written without its country code is Australian: the agency's prospects mostly are. */
export const DEFAULT_PHONE_COUNTRY = 'AU' satisfies CountryCode

/** The browser's plans: the default country's, with those sharing its calling code (+61: Christmas and Cocos Islands). */
export function defaultCountryPlans(full: MetadataJson = metadata): PhonePlans {
  const codes = (full as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes
  return slicePlans(full, Object.values(codes).find((cs) => cs.includes(DEFAULT_PHONE_COUNTRY)) ?? [DEFAULT_PHONE_COUNTRY])
}

const plans: PhonePlans = { metadata, everyPlan: true }
export default plans
