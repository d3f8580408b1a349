// Loading discipline over the built HTML and CSS (the static half of budget
// point 2; Lighthouse measures the other half: LCP element, CLS):
// - fonts are self-hosted, preloaded (woff2, crossorigin) and use font-display: swap. The site has none
//   since issue 37 (a font fetched before the largest paint was ~600 ms of the simulated LCP; see
//   scripts/lib/first-paint.ts): a font added again must be weighed against the LCP budget first;
// - the likely LCP image (an image in the first block of <main>) is never lazy-loaded;
// - every <img> has width, height and alt (alt="" when decorative), every iframe and video sits in a box
//   sized before it loads, so nothing shifts the layout.
//   npx tsx scripts/audit/media.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadSite } from './lib/dist.ts'
import type { PageScan } from './lib/html.ts'
import { groupProblems, isMain, result, runAlone, type Check } from './lib/audit-report.ts'

interface FontFace {
  display: string | null
  sources: string[]
}

export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const body = m[1]!
    return {
      display: body.match(/font-display\s*:\s*([\w-]+)/)?.[1] ?? null,
      sources: [...body.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((u) => u[2]!),
    }
  })
}

const isRemote = (url: string) => /^([a-z]+:)?\/\//i.test(url) && !/^data:/i.test(url)

/** Problems of the site's @font-face rules: not swap, not self-hosted, not woff2. */
export function fontFaceProblems(faces: readonly FontFace[], where: string): string[] {
  const problems: string[] = []
  for (const f of faces) {
    const name = f.sources[0] ?? '(no src)'
    if (f.display !== 'swap') problems.push(`${where}: @font-face ${name} has font-display: ${f.display ?? '(unset)'}, expected swap`)
    for (const s of f.sources) {
      if (isRemote(s)) problems.push(`${where}: @font-face loads ${s} from another host; self-host it under /fonts/`)
      else if (!/\.woff2(\?|#|$)/.test(s)) problems.push(`${where}: @font-face ${s} is not woff2`)
    }
  }
  return problems
}

/** A page's font, image and embed problems. `fontFiles` are the fonts the CSS declares. */
export function pageMediaProblems(scan: PageScan, fontFiles: ReadonlySet<string>): string[] {
  const problems: string[] = []
  if (fontFiles.size > 0 && scan.fontPreloads.length === 0)
    problems.push('preloads no font (add <link rel="preload" as="font" type="font/woff2" crossorigin> for the body font)')
  for (const p of scan.fontPreloads) {
    if (isRemote(p.href)) problems.push(`preloads the font ${p.href} from another host; self-host it`)
    else if (!fontFiles.has(p.href)) problems.push(`preloads ${p.href}, which no @font-face uses`)
    if (!p.crossorigin) problems.push(`font preload ${p.href} lacks crossorigin, so the browser downloads the font twice`)
  }
  for (const s of scan.stylesheets) if (isRemote(s)) problems.push(`loads the stylesheet ${s} from another host`)
  for (const img of scan.images) {
    if (!img.hasSize) problems.push(`<img src="${img.src}"> has no width and height: it shifts the layout when it loads`)
    if (img.alt === null) problems.push(`<img src="${img.src}"> has no alt: describe what it shows, or alt="" when it is decorative`)
    if (img.lazy && (img.inFirstSection || img.highPriority))
      problems.push(
        `<img src="${img.src}"> is lazy-loaded but ${img.highPriority ? 'marked fetchpriority="high"' : 'in the first block of <main>, a likely LCP element'}`,
      )
  }
  for (const e of scan.embeds)
    if (!e.stable)
      problems.push(
        `<${e.tag} src="${e.src}"> has no sized box (width/height, a height utility or an aspect-ratio parent): it shifts the layout`,
      )
  return problems
}

export const check: Check = {
  name: 'media',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const failures: string[] = []
    const fontFiles = new Set<string>()
    const cssFiles = [...site.allFiles].filter((f) => f.endsWith('.css'))
    for (const css of cssFiles) {
      const faces = fontFaces(readFileSync(join(dist, css), 'utf8'))
      failures.push(...fontFaceProblems(faces, css))
      for (const f of faces) for (const s of f.sources) if (!isRemote(s)) fontFiles.add(new URL(s, `http://x${css}`).pathname)
    }
    const perPage = site.pages.flatMap((p) => pageMediaProblems(p.scan, fontFiles).map((key) => ({ page: p.path, key })))
    failures.push(...groupProblems(perPage))
    const images = site.pages.reduce((n, p) => n + p.scan.images.length, 0)
    const embeds = site.pages.reduce((n, p) => n + p.scan.embeds.length, 0)
    return result(
      failures,
      `${site.pages.length} pages: ${images} images, ${embeds} iframes/videos, fonts ${[...fontFiles].join(', ') || '(none)'}`,
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
