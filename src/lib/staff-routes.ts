// The staff console's addresses, defined once. The pages are prerendered
// shells (scripts/lib/build-routes.ts adds them to the route list as
// `staff-page`, noindex and out of the sitemap); what they show is fetched
// from the staff API by the browser. A lead page is addressed by the person's
// id in the query (`/staff/lead/?id=<person id>`), so one static page serves
// every lead: staff emails link there ("Open in the console").

export const STAFF_PAGES = {
  signIn: '/staff/',
  signOut: '/staff/sign-out/',
  /** Where the console opens: what is owed and the tasks, overdue first. */
  due: '/staff/due/',
  inbox: '/staff/inbox/',
  lead: '/staff/lead/',
  calls: '/staff/calls/',
  setAside: '/staff/set-aside/',
  funnel: '/staff/funnel/',
  ads: '/staff/ads/',
  board: '/staff/board/',
} as const

export type StaffView = keyof typeof STAFF_PAGES

/** The staff API (netlify/functions/staff-*.ts). */
export const STAFF_API = '/api/staff'

export const isStaffPath = (path: string) => path.startsWith(STAFF_PAGES.signIn)

export const staffViewOf = (path: string): StaffView | undefined =>
  (Object.keys(STAFF_PAGES) as StaffView[]).find((view) => STAFF_PAGES[view] === path)

/** A lead's page: the URL staff emails link to. */
export const leadPageHref = (personId: string) => `${STAFF_PAGES.lead}?id=${encodeURIComponent(personId)}`
