import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { devApi } from './scripts/lib/dev-api.ts'

export default defineConfig({
  // devApi: the functions and the local Blobs store at /api under `npm run dev` only (apply: 'serve').
  plugins: [vike(), react(), tailwindcss(), devApi()],
  // The manifest (Vike's default too) is the import graph page weights are read from: scripts/lib/page-weight.ts.
  build: { target: 'es2022', cssMinify: true, manifest: true },
})
