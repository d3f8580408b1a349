import type { PageContext } from 'vike/types'
import { routes } from '../../lib/prerender-content.ts'
import { withSlash } from '../../lib/routes.ts'

// Routes come from content/pages/*.yaml (kind "form-page"): adding a page is adding a YAML file.
export default (pageContext: PageContext) => routes.some((r) => r.kind === 'form-page' && r.path === withSlash(pageContext.urlPathname))
