import type { PageContextServer } from 'vike/types'
import { contentPageData } from '../../lib/page-data.ts'

export default (pageContext: PageContextServer) => contentPageData(pageContext.urlPathname)
