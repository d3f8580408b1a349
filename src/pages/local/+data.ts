import type { PageContextServer } from 'vike/types'
import { localPageData } from '../../lib/local-page-view.ts'

export default (pageContext: PageContextServer) => localPageData(pageContext.urlPathname)
