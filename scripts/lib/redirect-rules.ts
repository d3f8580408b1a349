// The old-URL table, expanded and checked. Pure: the build writes _redirects
// from it, check:content reports its problems, tests pin both.
import { UNKNOWN_STATE_SEGMENT, localPath } from '../../src/lib/routes.ts'

import type { Redirect } from '../../schemas/redirects.ts'

interface CityRef {
  slug: string
  state: { code: string; slug: string }
}
interface RedirectsInput {
  redirects: Redirect[]
  cityPatterns: { from: string; service: string }[]
}

const strip = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)

/** Every old path (without trailing slash) and its final target. */
export function expandRedirects(input: RedirectsInput, services: readonly string[], cities: readonly CityRef[]): Redirect[] {
  const out: Redirect[] = input.redirects.map((r) => ({ from: strip(r.from), to: r.to }))
  for (const pattern of input.cityPatterns)
    for (const city of cities)
      out.push({ from: strip(pattern.from.replace('{city}', city.slug)), to: localPath(pattern.service, city.state.code, city.slug) })
  // The long state name form of a local page answers with its code form: one canonical address per page.
  for (const service of services)
    for (const city of cities)
      out.push({ from: `/${service}/${city.state.slug}/${city.slug}`, to: localPath(service, city.state.code, city.slug) })
  // A related-service link made where the state was unknown uses the "aus" segment
  // (the local page's related-service links): for a known city it still reaches the city's page.
  for (const service of services)
    for (const city of cities)
      out.push({ from: `/${service}/${UNKNOWN_STATE_SEGMENT}/${city.slug}`, to: localPath(service, city.state.code, city.slug) })
  return out
}

/** Problems in plain sentences: missing targets, chains, loops, duplicates, redirects that hide a page. */
export function redirectProblems(redirects: readonly Redirect[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const norm = (p: string) => strip(p.split('#')[0] ?? p)
  const routeSet = new Set([...routes].map(norm))
  const byFrom = new Map<string, string>()
  for (const r of redirects) {
    const from = norm(r.from)
    if (byFrom.has(from) && byFrom.get(from) !== r.to) problems.push(`${r.from} is redirected twice (to ${byFrom.get(from)} and ${r.to})`)
    byFrom.set(from, r.to)
    if (routeSet.has(from)) problems.push(`${r.from} is a page of this site: a redirect would hide it`)
  }
  for (const r of redirects) {
    const seen = [norm(r.from)]
    let target = norm(r.to)
    while (byFrom.has(target)) {
      if (seen.includes(target)) {
        problems.push(`${r.from} is part of a redirect loop: ${[...seen, target].join(' -> ')}`)
        break
      }
      seen.push(target)
      target = norm(byFrom.get(target)!)
    }
    if (seen.length > 1 && !seen.includes(target))
      problems.push(`${r.from} redirects in a chain (${seen.join(' -> ')} -> ${target}): point it straight at ${target}`)
    else if (seen.length === 1 && !routeSet.has(target) && !/^https?:/.test(r.to))
      problems.push(`${r.from} redirects to ${r.to}, which is not a page of this site`)
  }
  return [...new Set(problems)]
}

/** Netlify _redirects lines: each old path with and without its trailing slash. */
export function netlifyRedirectLines(redirects: readonly Redirect[]): string[] {
  return redirects.flatMap((r) => {
    const from = strip(r.from)
    return from === '/' ? [`/  ${r.to}  301`] : [`${from}  ${r.to}  301`, `${from}/  ${r.to}  301`]
  })
}
