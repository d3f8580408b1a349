// The privacy policy tells visitors which ad platforms receive their visit; the
// build's environment decides which really do (src/lib/ad-destinations.ts). They
// must agree: the policy (the page content/site.yaml `ads.privacyLink` leads to)
// carries the <!-- ad-destinations --> marker where the configured platforms are
// listed (from content), and its own words name no platform that is not
// configured (each platform's `mentions`), at the line that does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AD_DESTINATIONS, AD_DESTINATIONS_MARKER, type AdDestination, type AdPrivacy } from '../../schemas/privacy-ads.ts'
import { AD_DESTINATION_VARIABLES } from '../../src/lib/ad-destinations.ts'
import type { ContentProblem } from './friendly-errors.ts'

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `file` is the policy's Markdown as the repository names it; `text` its contents. */
export function adPolicyProblems(file: string, text: string, ads: AdPrivacy, configured: readonly AdDestination[]): ContentProblem[] {
  const problems: ContentProblem[] = []
  const lines = text.split('\n')
  const markers = lines.flatMap((l, i) => (l.trim() === AD_DESTINATIONS_MARKER ? [i + 1] : []))
  if (markers.length !== 1)
    problems.push({
      file,
      line: markers[1] ?? 1,
      col: 1,
      path: 'body',
      message: `needs ${AD_DESTINATIONS_MARKER} on a line of its own, once, where the ad platforms this build sends to are listed (it has ${markers.length})`,
    })
  for (const d of AD_DESTINATIONS) {
    if (configured.includes(d)) continue
    const { name, mentions } = ads.destinations[d]
    const re = new RegExp(`\\b(${mentions.map(escapeRe).join('|')})\\b`)
    lines.forEach((line, i) => {
      const m = re.exec(line)
      if (m)
        problems.push({
          file,
          line: i + 1,
          col: m.index + 1,
          path: 'body',
          message: `names "${m[1]}" (${name}), which this build sends nothing to: set ${AD_DESTINATION_VARIABLES[d]} where the site is built, or take it out of the policy`,
        })
    })
  }
  return problems
}

/** The Markdown file behind the privacy link: the prose section's source on the page at that route. */
export function privacyPolicySource(
  pages: readonly { route: string; sections: readonly { type: string; source?: string }[] }[],
  href: string,
): string | undefined {
  const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  const page = pages.find((p) => (p.route.replace(/\/+$/, '') || '/') === path)
  return page?.sections.find((s) => s.type === 'prose' && s.source)?.source
}

/** The check on a content root, as check:content runs it. */
export function adPolicyProblemsIn(
  root: string,
  content: { site: { ads: AdPrivacy }; pages: readonly { route: string; sections: readonly { type: string; source?: string }[] }[] },
  configured: readonly AdDestination[],
): ContentProblem[] {
  const source = privacyPolicySource(content.pages, content.site.ads.privacyLink.href)
  if (!source)
    return [
      {
        file: join(root, 'site.yaml'),
        line: 1,
        col: 1,
        path: 'ads.privacyLink.href',
        message: `leads to no page with a privacy policy (a prose section) at ${content.site.ads.privacyLink.href}`,
      },
    ]
  const file = join(root, source)
  return adPolicyProblems(file, readFileSync(file, 'utf8'), content.site.ads, configured)
}
