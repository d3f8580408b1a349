// The page templates the audit samples (one page each for Lighthouse and the
// weight table), and whether a page is a content page or a form page for the
// byte budgets. Both come from the route list the build generated from
// content (src/generated/routes.ts), so a new page needs no change here.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteEntry } from '../../../src/lib/routes.ts'

interface Template {
  name: string
  /** Picks the template's pages from the route list; the first one is its sample. */
  match: (route: RouteEntry) => boolean
}

const TEMPLATES: readonly Template[] = [
  { name: 'home', match: (r) => r.path === '/' },
  { name: 'service', match: (r) => r.kind === 'page' && /^\/services\/[^/]+\/$/.test(r.path) },
  { name: 'local', match: (r) => r.kind === 'local' },
  { name: 'reviews', match: (r) => /reviews\/$/.test(r.path) },
  { name: 'blog article', match: (r) => r.kind === 'blog-post' },
  { name: 'contact', match: (r) => r.path === '/contact/' },
  { name: 'growth session', match: (r) => r.path === '/growth-session/' },
  { name: 'booking confirmation', match: (r) => /booking-confirmation/.test(r.path) },
  { name: 'schedule', match: (r) => r.kind === 'booking-page' && /schedule\/$/i.test(r.path) },
  { name: 'booking manage', match: (r) => r.path === '/booking/manage/' },
  { name: 'staff console', match: (r) => r.kind === 'staff-page' && r.path.endsWith('/inbox/') },
]

export type BudgetClass = 'content' | 'form' | 'booking' | 'staff'

export async function loadRoutes(root: string): Promise<RouteEntry[]> {
  const file = join(root, 'src/generated/routes.ts')
  if (!existsSync(file)) throw new Error('src/generated/routes.ts is missing: build the site first (npm run build)')
  return ((await import(pathToFileURL(file).href)) as { routes: RouteEntry[] }).routes
}

/** Each template's sample page, or an explanation when content has none. */
export function templateSamples(routes: readonly RouteEntry[]): { name: string; path: string | null }[] {
  return TEMPLATES.map((t) => ({ name: t.name, path: routes.find(t.match)?.path ?? null }))
}

/** A form page hosts a lead form, a booking page the site's own booking (React islands both); every other page is a content page. */
export function budgetClassOf(routes: readonly RouteEntry[], path: string): BudgetClass {
  const kind = routes.find((r) => r.path === path)?.kind
  return kind === 'form-page' ? 'form' : kind === 'booking-page' ? 'booking' : kind === 'staff-page' ? 'staff' : 'content'
}
