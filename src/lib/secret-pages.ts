// Pages whose address carries a secret (issue 39): the booking's manage page
// (/booking/manage/?token=…: the token reads, moves and cancels the booking) and
// the staff console, where the sign-in link lands (/staff/?token=…). Such a page
// loads no ad pixel or analytics and sends no Referer, so the address reaches no
// third party and no other page:
// - +Head.tsx leaves the pixel's tags out and writes <meta name="referrer" content="no-referrer">;
// - _headers gives these paths Referrer-Policy: no-referrer and a Content-Security-Policy that
//   names no pixel (scripts/lib/headers-file.ts);
// - in the browser, the pixel never starts and the address is never kept as the visit's landing
//   page where that meta says so (src/enhance/private-address.ts), whatever else the page carries.
import { STAFF_PAGES } from './staff-routes.ts'
import { withSlash } from './routes.ts'

/** The section whose page is opened with a booking's token. */
const SECRET_SECTIONS: readonly string[] = ['booking-manage']

type PageLike = { route: string; sections: readonly { type: string }[] }

/** The path prefixes (with their slash) of every page whose address may carry a secret. */
export function secretPagePrefixes(pages: readonly PageLike[]): string[] {
  const manage = pages.filter((p) => p.sections.some((s) => SECRET_SECTIONS.includes(s.type))).map((p) => withSlash(p.route))
  return [...manage, STAFF_PAGES.signIn]
}

/** Whether the page at this path is one of them (the console's pages all are: the sign-in link lands there). */
export const isSecretPage = (path: string, pages: readonly PageLike[]) =>
  secretPagePrefixes(pages).some((prefix) => withSlash(path).startsWith(prefix))
