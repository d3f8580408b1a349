import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  // The manifest (Vike's default too) is the import graph page weights are read from: scripts/lib/page-weight.ts.
  build: { target: 'es2022', cssMinify: true, manifest: true },
})
