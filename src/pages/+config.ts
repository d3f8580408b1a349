import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// Every page is prerendered to static HTML and is HTML-only: React renders it
// at build time and never hydrates the whole page. Behaviours are small
// progressive-enhancement scripts (+client.ts); form pages add React islands.
export default {
  extends: [vikeReact],
  prerender: { partial: false, noExtraDir: false },
  trailingSlash: true,
  clientHooks: false,
  // Full page loads between pages: no client router, no pageContext.json files.
  clientRouting: false,
  lang: 'en-AU',
} satisfies Config
