// What a built page makes the browser download, gzip-compressed, read from
// the client build's Vite manifest (the import graph as the bundler wrote it):
// - eager JS: the entry scripts and modulepreloads its HTML names, and their
//   static imports;
// - lazy JS: what those may import() later, followed transitively; of the
//   islands (ISLAND_MODULES), only those the page renders: the islands'
//   hydration (src/enhance/islands.ts) imports an island's code only when the
//   page has that island;
// - CSS: the stylesheets its HTML links (Vike links a page's CSS from its page
//   entry, which our pages replace with a `+client` script), and those of
//   every chunk above.
// One reading for `npm run build` (scripts/postbuild.ts prints it), the
// audit's weight budgets (scripts/audit/weight.ts) and the bench.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import type { PageScan } from './html.ts'

/**
 * Where the manifest of a build of `dist` is kept. Vike writes it to
 * dist/assets.json beside dist/client; postbuild publishes dist/client as
 * dist/ and leaves the rest of Vike's output in .tmp/vike-build, so the
 * manifest is never served.
 */
export const manifestFileFor = (dist: string) => join(dirname(dist), '.tmp/vike-build/assets.json')

function readManifest(file: string): Manifest {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

/**
 * Each island's module, by its data-island name: what the pages' `+client.ts` files
 * import for it (tests/unit/audit/page-weight-islands.test.ts holds them equal).
 */
export const ISLAND_MODULES: Record<string, string> = {
  'contact-form': 'src/forms/ContactForm.tsx',
  'growth-wizard': 'src/forms/GrowthWizard.tsx',
  'onboarding-wizard': 'src/forms/OnboardingWizard.tsx',
  booking: 'src/booking/BookingFlow.tsx',
  'booking-manage': 'src/booking/ManageBooking.tsx',
}

/** URL paths ("/assets/x.js") a page's HTML names, and the islands it renders. */
interface PageEntries {
  scripts: string[]
  stylesheets: string[]
  islands: string[]
}

/** The local entry scripts, modulepreloads and stylesheets of a page at `pagePath`. */
export function pageEntries(scan: PageScan, pagePath: string): PageEntries {
  const local = (u: string) => !/^([a-z]+:)?\/\//i.test(u)
  const path = (u: string) => new URL(u, `http://x${pagePath}`).pathname
  return {
    scripts: scan.refs
      .filter((r) => (r.where === '<script src>' || r.where.includes('modulepreload')) && local(r.url))
      .map((r) => path(r.url)),
    stylesheets: scan.stylesheets.filter(local).map(path),
    islands: scan.islands,
  }
}

interface PageAssets {
  /** JS loaded with the page. */
  eagerJs: string[]
  /** JS the page's code can import later, and only that. */
  lazyJs: string[]
  css: string[]
}

/** Everything a page's entries lead the browser to, each file once, as URL paths. */
export function pageAssets(entries: PageEntries, manifest: Manifest): PageAssets {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const eager = new Set<string>()
  const lazy = new Set<string>()
  const css = new Set(entries.stylesheets)
  // Islands the page does not render: their code is never imported on it. The manifest keys an
  // island's chunk by a chunk id, named after the island's module (ContactForm.tsx -> ContactForm).
  const absent = new Set(
    Object.entries(ISLAND_MODULES)
      .filter(([name]) => !entries.islands.includes(name))
      .map(([, module]) => module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')),
  )
  const visited = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => absent.has(chunk.name ?? '') || absent.has(key))
      .map(([key]) => key),
  )
  // Walks static imports from `keys` into `into`; returns the dynamic imports met on the way.
  const walk = (keys: string[], into: Set<string>): string[] => {
    const dynamic: string[] = []
    const queue = keys.filter((k) => !visited.has(k))
    for (const k of queue) visited.add(k)
    while (queue.length) {
      const chunk = manifest[queue.pop()!]
      if (!chunk) continue
      const files = chunk.file.endsWith('.css') ? css : into
      files.add(`/${chunk.file}`)
      for (const c of chunk.css ?? []) css.add(`/${c}`)
      dynamic.push(...(chunk.dynamicImports ?? []))
      for (const k of chunk.imports ?? [])
        if (!visited.has(k)) {
          visited.add(k)
          queue.push(k)
        }
    }
    return dynamic
  }
  const known = entries.scripts.filter((s) => keyOf.has(s))
  // A script the bundler did not write (one copied from public/) is counted alone.
  for (const s of entries.scripts) if (!keyOf.has(s)) eager.add(s)
  let pending = walk(
    known.map((s) => keyOf.get(s)!),
    eager,
  )
  while (pending.length) pending = walk(pending, lazy)
  return { eagerJs: [...eager], lazyJs: [...lazy], css: [...css] }
}

export interface PageWeight {
  /** Gzip bytes. */
  eagerJs: number
  /** Eager and lazy JS together. */
  totalJs: number
  css: number
}

/** Weighs pages of the build in `dist` (each file compressed once). */
export function createWeigher(
  dist: string,
  manifest: Manifest = readManifest(manifestFileFor(dist)),
): (entries: PageEntries) => PageWeight {
  const stale = Object.values(manifest).find((chunk) => !existsSync(join(dist, chunk.file)))
  if (stale)
    throw new Error(`the build manifest names ${stale.file}, which ${dist} does not have: it comes from another build (run npm run build)`)
  const gz = new Map<string, number>()
  const size = (path: string) => {
    if (!gz.has(path)) {
      const file = join(dist, path)
      gz.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0)
    }
    return gz.get(path)!
  }
  const sum = (paths: string[]) => paths.reduce((n, p) => n + size(p), 0)
  return (entries) => {
    const a = pageAssets(entries, manifest)
    const eagerJs = sum(a.eagerJs)
    return { eagerJs, totalJs: eagerJs + sum(a.lazyJs), css: sum(a.css) }
  }
}
