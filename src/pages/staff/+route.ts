import type { PageContext } from 'vike/types'
import { routes } from '../../lib/prerender-content.ts'
import { withSlash } from '../../lib/routes.ts'

// The staff console's pages (src/lib/staff-routes.ts, in the route list as kind "staff-page").
export default (pageContext: PageContext) => routes.some((r) => r.kind === 'staff-page' && r.path === withSlash(pageContext.urlPathname))
