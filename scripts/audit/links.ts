// Link check over dist/: every internal link, anchor and asset of every page
// (and every url() in the built CSS) must be served by the site as Netlify
// would serve it: a file, a 200 rewrite or a function. A missing file, a
// rewrite to a 404 page or a #fragment with no matching id is broken.
// Links that work only through a redirect are listed as notes.
//   npx tsx scripts/audit/links.ts
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadSite } from './lib/dist.ts'
import type { UrlRef } from './lib/html.ts'
import { serve, type SiteFiles } from '../lib/netlify-rules.ts'
import { groupProblems, isMain, result, runAlone, type Check } from './lib/audit-report.ts'

type LinkVerdict = { ok: true; note?: string } | { ok: false; reason: string }

export interface LinkContext {
  origin: string
  files: SiteFiles
  /** Ids of the page served from a file, for #fragment links; undefined when it is not a page. */
  idsOf(file: string): Set<string> | undefined
}

const NON_HTTP = /^(mailto|tel|sms|data|blob|about):/i

/** Is the URL outside this site (another origin)? Such links are not fetched here. */
export function isExternal(url: string, origin: string): boolean {
  if (/^\s*javascript:/i.test(url)) return false // script, not a link: checkRef refuses it
  if (NON_HTTP.test(url)) return true
  if (url.startsWith('//')) return new URL(`https:${url}`).origin !== origin
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return !/^https?:/i.test(url) || new URL(url).origin !== origin
  return false
}

/** One reference from the page at `fromPath`: does the site serve what it points to? */
export function checkRef(ref: Pick<UrlRef, 'url' | 'kind'>, fromPath: string, ctx: LinkContext): LinkVerdict {
  if (/^\s*javascript:/i.test(ref.url)) return { ok: false, reason: 'is a javascript: URL' }
  if (isExternal(ref.url, ctx.origin)) return { ok: true }
  let target: URL
  try {
    target = new URL(ref.url, `${ctx.origin}${fromPath}`)
  } catch {
    return { ok: false, reason: 'is not a valid URL' }
  }
  let path: string
  try {
    path = decodeURIComponent(target.pathname)
  } catch {
    return { ok: false, reason: 'has a malformed %-escape' }
  }
  const fragment = target.hash.slice(1)
  let served = serve(ctx.files, path, { query: target.searchParams })
  let note: string | undefined
  if (served.type === 'redirect') {
    const to = served.to
    note = `goes through a ${served.status} redirect to ${to}`
    if (isExternal(to, ctx.origin)) return { ok: true, note }
    served = serve(ctx.files, new URL(to, ctx.origin).pathname)
    if (served.type === 'redirect') return { ok: false, reason: `redirects twice (${path} -> ${to} -> ${served.to})` }
  }
  if (served.type === 'missing') return { ok: false, reason: 'is not served by the site (404)' }
  if (served.type === 'function') return { ok: true, note }
  if (served.type === 'rewrite' && served.status !== 200)
    return { ok: false, reason: `is answered with status ${served.status} (${served.file})` }
  if (served.type === 'file' && served.viaSlashRedirect) note = `has no trailing slash: Netlify answers it with a 301 to ${path}/`
  if (fragment && ref.kind === 'page') {
    const ids = ctx.idsOf(served.file)
    let id = fragment
    try {
      id = decodeURIComponent(fragment)
    } catch {}
    if (ids && !ids.has(id) && id !== 'top')
      return { ok: false, reason: `points to #${id}, which is not an id on ${served.file.replace(/index\.html$/, '')}` }
  }
  return { ok: true, note }
}

/** url(...) references of a stylesheet, data: URIs left out. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((m) => m[2]!.trim())
    .filter((u) => !/^data:/i.test(u) && !u.startsWith('#'))
}

export const check: Check = {
  name: 'links',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const ctx: LinkContext = {
      origin: site.origin,
      files: site.files,
      idsOf: (file) => site.byPath.get(file.replace(/index\.html$/, ''))?.scan.ids,
    }
    const broken: { page: string; key: string }[] = []
    const notes: { page: string; key: string }[] = []
    const memo = new Map<string, LinkVerdict>()
    let count = 0
    let external = 0
    for (const page of site.pages) {
      for (const ref of page.scan.refs) {
        count++
        if (isExternal(ref.url, site.origin)) {
          external++
          continue
        }
        // The chrome repeats the same links on every page: resolve each absolute URL once.
        let memoKey = `${page.path} ${ref.kind} ${ref.url}`
        try {
          memoKey = `${ref.kind} ${new URL(ref.url, `${site.origin}${page.path}`).href}`
        } catch {}
        let v = memo.get(memoKey)
        if (!v) memo.set(memoKey, (v = checkRef(ref, page.path, ctx)))
        if (!v.ok) broken.push({ page: page.path, key: `${ref.where} ${ref.url} ${v.reason}` })
        else if (v.note && ref.kind === 'page') notes.push({ page: page.path, key: `${ref.where} ${ref.url} ${v.note}` })
      }
    }
    const cssFiles = [...site.allFiles].filter((f) => f.endsWith('.css'))
    for (const css of cssFiles) {
      for (const url of cssUrls(readFileSync(join(dist, css), 'utf8'))) {
        count++
        const v = checkRef({ url, kind: 'asset' }, css, ctx)
        if (!v.ok) broken.push({ page: css, key: `url(${url}) ${v.reason}` })
      }
    }
    const noteLines = groupProblems(notes)
    return result(
      groupProblems(broken),
      `${site.pages.length} pages + ${cssFiles.length} CSS files, ${count} references (${external} external, not fetched)${noteLines.length ? `, ${noteLines.length} via a redirect` : ''}`,
      noteLines.length ? ['links that work through a redirect (not failures):', ...noteLines] : [],
    )
  },
}

if (isMain(import.meta.url)) await runAlone(check)
