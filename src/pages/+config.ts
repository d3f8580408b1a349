import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// Every page is prerendered to static HTML and is HTML-only: React renders it
// at build time and never hydrates the whole page. Behaviours are small
// progressive-enhancement scripts (+client.ts); form pages add React islands.
export default {
  extends: [vikeReact],
  // Prerendered by scripts/prerender.ts with renderPage(), one page at a time, so memory
  // stays flat; Vike's own prerender keeps every pageContext until the end. It needs the
  // server build, which Vike would otherwise delete.
  prerender: { partial: false, noExtraDir: false, disableAutoRun: true, keepDistServer: true },
  trailingSlash: true,
  clientHooks: false,
  // Full page loads between pages: no client router, no pageContext.json files.
  clientRouting: false,
  lang: 'en-AU',
} satisfies Config
