import type { PageContextServer } from 'vike/types'
import { booking, site } from '../../lib/prerender-content.ts'
import { withSlash } from '../../lib/routes.ts'
import { makeMeta, type PageMeta } from '../../lib/page-meta.ts'
import { team } from '../../generated/team.ts'
import type { StaffConsoleProps } from '../../staff/StaffConsole.tsx'
import { words } from '../../staff/copy.ts'
import { staffViewOf } from '../../lib/staff-routes.ts'

export interface StaffPageData {
  meta: PageMeta
  staff: StaffConsoleProps
}

// A console page's shell: noindex, no canonical, no card; the island's props.
export default (pageContext: PageContextServer): StaffPageData => {
  const view = staffViewOf(withSlash(pageContext.urlPathname))
  if (!view) throw new Error(`no staff page at ${pageContext.urlPathname}`)
  return {
    meta: makeMeta(site, {
      title: `${words.titles[view]} · ${words.frame.name}`,
      // Its own description too (a noindex page, but every tab and bookmark reads apart).
      description: `${words.titles[view]} · ${words.frame.name}`,
      path: null,
      noindex: true,
      jsonLd: [],
    }),
    staff: { view, locale: site.locale, officeZone: booking.timezone, team: team.map((m) => ({ id: m.id, name: m.name })) },
  }
}
