import type { PageContext } from 'vike/types'
import { routes } from '../../lib/prerender-content.ts'
import { withSlash } from '../../lib/routes.ts'

// Routes come from content/pages/*.yaml (kind "booking-page": a page with the site's own booking or its manage section).
export default (pageContext: PageContext) => routes.some((r) => r.kind === 'booking-page' && r.path === withSlash(pageContext.urlPathname))
