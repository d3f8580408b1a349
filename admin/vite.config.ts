// The content editor at /admin/ (Decap CMS) is its own Vite build, apart from
// the site's (vite.config.ts, Vike): its bundle can never be imported by a site
// page, and the site's page weights (budgets.json) never see it.
//   npm run build       writes dist/client/admin/ before the site is prerendered
//   (admin/ is its own npm workspace: Decap and its dependencies are declared in admin/package.json)
//   npm run cms         serves it with hot reload beside Decap's local proxy
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const sitePublic = fileURLToPath(new URL('../public', import.meta.url))

export default defineConfig(({ command }) => ({
  root,
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    {
      // `npm run cms`: the previews ask for the site's files at the site's addresses (/_media/…, /fonts/…);
      // the dev server has them under its base, so those requests are sent there.
      name: 'site-public-files',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          if (req.url && !req.url.startsWith('/admin/') && existsSync(join(sitePublic, req.url.split('?')[0]!)))
            req.url = `/admin${req.url}`
          next()
        })
      },
    },
  ],
  // Decap's dependencies read process.env.NODE_ENV and `global` (they were written for webpack).
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'), global: 'globalThis' },
  // The site's public files (fonts, logo, favicon, encoded images) are the previews' under `npm run cms`.
  // A build leaves their addresses (/fonts/…, /favicon.svg) as they are: the site serves them there.
  publicDir: command === 'serve' ? sitePublic : false,
  build: {
    outDir: fileURLToPath(new URL('../dist/client/admin', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 8000,
    rollupOptions: {
      // Decap's dependencies (js-sha256's Node branch) hold a direct eval never run in a browser;
      // the font's address is the site's, resolved at runtime on purpose (publicDir above).
      onwarn(warning, warn) {
        if (warning.code === 'EVAL' && warning.id?.includes('node_modules')) return
        warn(warning)
      },
    },
  },
  server: { port: Number(process.env.CMS_PORT ?? 8891), strictPort: true },
}))
