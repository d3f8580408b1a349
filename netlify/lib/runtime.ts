// Where this code runs. Functions behave differently on Netlify and on this
// machine (a development booking secret, a local mail sink instead of a refused
// notification): this is the one place that tells them apart.

/**
 * Whether this code runs in a function on Netlify. There functions get SITE_ID
 * and URL (docs: "Environment variables and functions"); @netlify/dev and the
 * Netlify CLI may set the same ones locally, but they also set NETLIFY_LOCAL or
 * NETLIFY_DEV, and Netlify's own runtime never does.
 */
export function isOnNetlify(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NETLIFY_LOCAL === 'true' || env.NETLIFY_DEV === 'true') return false
  return Boolean(env.SITE_ID || env.AWS_LAMBDA_FUNCTION_NAME)
}

/** The shortest secret a signing key (BOOKING_SECRET, FORM_TOKEN_SECRET) may be on Netlify. */
export const MIN_SECRET_LENGTH = 32
