import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { devApi } from './scripts/lib/dev-api.ts'
import { DEFAULT_PHONE_COUNTRY, defaultCountryPlans } from './schemas/phone-plans.ts'

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

/**
 * Phone numbers are read with libphonenumber-js's numbering plans
 * (schemas/phone-plans.ts). Every country's plan is ~19 KB of gzipped script,
 * more than a form page's budget has left (budgets.json gzipKB), so the
 * browser gets the default country's plan only, sliced from the same metadata
 * at build time: the same rule for Australian numbers (the wizard's fixed +61
 * included) and the shape of any other, which the functions then check.
 */
const PHONE_PLANS_ID = '\0phone-plans'
function phonePlansInTheBrowser(): Plugin {
  return {
    name: 'phone-plans-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || !source.endsWith('/phone-plans.ts') || !importer?.endsWith('/schemas/phone.ts')) return null
      return PHONE_PLANS_ID
    },
    load(id) {
      if (id !== PHONE_PLANS_ID) return null
      return `export const DEFAULT_PHONE_COUNTRY = ${JSON.stringify(DEFAULT_PHONE_COUNTRY)}\nexport default ${JSON.stringify(defaultCountryPlans())}`
    },
  }
}

export default defineConfig({
  // devApi: the functions and the local Blobs store at /api under `npm run dev` only (apply: 'serve').
  plugins: [preactInTheBrowser(), phonePlansInTheBrowser(), vike(), react(), tailwindcss(), devApi()],
  // The manifest (Vike's default too) is the import graph page weights are read from: scripts/lib/page-weight.ts.
  build: { target: 'es2022', cssMinify: true, manifest: true },
})
