import type { PageContext } from 'vike/types'
import { parseLocalPath } from '../../lib/local-page-view.ts'

// /{service}/{state}/{city}/ for the six local services. Known cities are
// prerendered; the placeholder page answers every other city (status 404).
export default (pageContext: PageContext) => parseLocalPath(pageContext.urlPathname) !== null
