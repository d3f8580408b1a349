// The site's own address, the one origin of every link the functions hand out:
// the booking's manage page and calendar file, in answers, emails and .ics
// files. Never the request's: a request line in absolute form
// (`GET http://evil.example/api/booking?token=… HTTP/1.1`) or a forged Host
// would put another site into links that visitors and staff then follow.
//   On Netlify: URL, the site's main address, set by Netlify for functions
//   (docs: "Environment variables and functions"); the content's baseUrl if it
//   is ever missing.
//   On this machine: URL as scripts/serve.ts and `npm run dev` set it (their own
//   origin), else npm start's default address.
import { site } from '../../src/generated/site.ts'
import { isOnNetlify } from './runtime.ts'

/** `npm start`'s address when nothing says otherwise (scripts/serve.ts, PORT unset). */
export const LOCAL_SITE_URL = 'http://localhost:8888'

/** The site's origin, without a trailing slash: "https://harbourline.example". */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const given = env.URL?.trim()
  if (given && URL.canParse(given)) {
    const url = new URL(given)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  }
  return isOnNetlify(env) ? new URL(site.baseUrl).origin : LOCAL_SITE_URL
}
