import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { devApi } from './scripts/lib/dev-api.ts'

/**
 * React renders every page at build time; in the browser the few islands
 * (forms, booking) hydrate with Preact's React compatibility layer instead.
 * On a mid-range phone React DOM alone costs ~200 ms of script evaluation
 * before the first tap works (measured: scripts/audit/lighthouse.ts, booking
 * pages' total blocking time); Preact does the same hydration for a tenth of
 * the bytes. The server environment and the editor (/admin, its own build)
 * keep React.
 */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
}
function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = PREACT[source]
      if (!target || this.environment.name !== 'client') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

export default defineConfig({
  // devApi: the functions and the local Blobs store at /api under `npm run dev` only (apply: 'serve').
  plugins: [preactInTheBrowser(), vike(), react(), tailwindcss(), devApi()],
  // The manifest (Vike's default too) is the import graph page weights are read from: scripts/lib/page-weight.ts.
  build: { target: 'es2022', cssMinify: true, manifest: true },
})
