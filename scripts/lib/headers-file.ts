// _headers for Netlify: security headers on every path, with a
// Content-Security-Policy that names exactly the third parties configured in
// content/site.yaml (video player, booking calendars, form-embed script, ad
// pixel) and nothing else. The video host is named only when some content
// configures a real video id at it (testimonials, video sections, onboarding).
import { STRICT_TRANSPORT_SECURITY } from '../../netlify/lib/http.ts'
import type { Site } from '../../schemas/site.ts'
import { ADMIN_PATH, CMS_API_ROOT, CMS_AUTH_BASE_URL } from '../../src/admin/config.ts'
import { videoEmbedUrl } from '../../src/lib/embeds.ts'
import { secretPagePrefixes } from '../../src/lib/secret-pages.ts'
import { pages } from '../../src/generated/pages.ts'
import { testimonials } from '../../src/generated/testimonials.ts'

/** Whether any content embeds the configured video host (a testimonial's or a section's videoId). */
function contentEmbedsHostedVideo(content: {
  testimonials: readonly { videoId?: string }[]
  pages: readonly { sections: readonly object[] }[]
}): boolean {
  return (
    content.testimonials.some((t) => Boolean(t.videoId)) ||
    content.pages.some((p) => p.sections.some((s) => 'videoId' in s && Boolean((s as { videoId?: string }).videoId)))
  )
}

const origin = (url: string) => new URL(url).origin

export function cspSources(site: Site, hostedVideo = contentEmbedsHostedVideo({ testimonials, pages })) {
  const frames = new Set<string>()
  const scripts = new Set<string>()
  const connect = new Set<string>()
  const images = new Set<string>()
  if (hostedVideo) frames.add(origin(videoEmbedUrl(site.embeds.video.provider, 'x')))
  for (const url of Object.values(site.embeds.booking.calendars)) if (url) frames.add(origin(url))
  if (site.embeds.booking.formEmbedScript) scripts.add(origin(site.embeds.booking.formEmbedScript))
  if (site.embeds.pixel.id && site.embeds.pixel.scriptUrl) {
    const o = origin(site.embeds.pixel.scriptUrl)
    scripts.add(o)
    connect.add(o)
    images.add(o)
  }
  return { frames: [...frames], scripts: [...scripts], connect: [...connect], images: [...images] }
}

export function contentSecurityPolicy(
  site: Site,
  inlineScriptHashes: readonly string[] = [],
  hostedVideo?: boolean,
  inlineStyleHashes: readonly string[] = [],
): string {
  const s = cspSources(site, hostedVideo)
  const list = (...xs: string[]) => xs.filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScriptHashes.map((h) => `'${h}'`), ...s.scripts)}`,
    // The stylesheet each page carries inline (scripts/lib/inline-css.ts), by hash: never 'unsafe-inline'.
    `style-src ${list("'self'", ...inlineStyleHashes.map((h) => `'${h}'`))}`,
    // React renders a few computed colours and animation timings as style attributes.
    `style-src-attr 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', ...s.images)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...s.connect)}`,
    `frame-src ${list(...s.frames) || "'none'"}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `upgrade-insecure-requests`,
  ].join('; ')
}

function securityHeaders(site: Site, inlineScriptHashes: readonly string[], inlineStyleHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, inlineScriptHashes, undefined, inlineStyleHashes),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Where the signed-in editor's GitHub picture comes from. */
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com'

/**
 * The content editor's own policy (/admin/): Decap CMS needs inline styles (emotion), eval (its schema
 * validator compiles with new Function), data: and blob: images for uploads, and, for `npm run cms`
 * only, Decap's local proxy on localhost. In production it signs in with GitHub through Netlify's OAuth
 * provider: a popup on api.netlify.com that hands the token back by postMessage to its opener (so the
 * editor's opener policy allows popups; the site's same-origin would cut the popup off and sign-in
 * would never finish), then reads and writes the repository on api.github.com, with the editor's
 * GitHub avatar. It is never framed and never indexed. Every other path keeps the strict site policy.
 */
function adminHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': [
      `default-src 'self'`,
      `script-src 'self' 'unsafe-eval'`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob: ${GITHUB_AVATARS}`,
      `font-src 'self' data:`,
      `connect-src 'self' ${CMS_API_ROOT} ${CMS_AUTH_BASE_URL} http://localhost:* http://127.0.0.1:*`,
      `frame-src 'self' blob:`,
      `media-src 'self' blob:`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'none'`,
    ].join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  }
}

/**
 * A page whose address carries a secret (src/lib/secret-pages.ts: a booking's manage link, the console's
 * sign-in link) sends no Referer, and its policy names no pixel: the site's policy as a build without one.
 */
function secretPageHeaders(
  site: Site,
  inlineScriptHashes: readonly string[],
  inlineStyleHashes: readonly string[],
): Record<string, string> {
  const withoutPixel: Site = { ...site, embeds: { ...site.embeds, pixel: {} } }
  return {
    // The same inline scripts and stylesheet as every page: only the pixel is left out.
    'Content-Security-Policy': contentSecurityPolicy(withoutPixel, inlineScriptHashes, undefined, inlineStyleHashes),
    'Referrer-Policy': 'no-referrer',
  }
}

/**
 * The `_headers` file. `noindex` (every deploy but production: scripts/lib/deploy-context.ts) sends
 * `X-Robots-Tag: noindex` with every answer, pages, files and redirects alike, so a deploy preview
 * never reaches a search index even if someone links to it.
 */
export function renderHeadersFile(
  site: Site,
  inlineScriptHashes: readonly string[] = [],
  { noindex = false, styleHashes = [] as readonly string[] } = {},
): string {
  const lines = ['/*', ...Object.entries(securityHeaders(site, inlineScriptHashes, styleHashes)).map(([k, v]) => `  ${k}: ${v}`)]
  if (noindex) lines.push('  X-Robots-Tag: noindex')
  lines.push(
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '/fonts/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '/sitemap.xml',
    '  Content-Type: application/xml; charset=utf-8',
    '',
    // After `/*`, as the admin's block below.
    ...secretPagePrefixes(pages).flatMap((prefix) => [
      `${prefix}*`,
      ...Object.entries(secretPageHeaders(site, inlineScriptHashes, styleHashes)).map(([k, v]) => `  ${k}: ${v}`),
      '',
    ]),
    // After `/*`: for one path, Netlify takes a header from the last block that matches it.
    `${ADMIN_PATH}*`,
    ...Object.entries(adminHeaders()).map(([k, v]) => `  ${k}: ${v}`),
    '',
    `${ADMIN_PATH}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
  )
  return lines.join('\n') + '\n'
}
