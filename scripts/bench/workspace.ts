// A throwaway copy of the repository for the benchmark builds: everything but
// node_modules (symlinked), build output and caches, so the real dist/,
// src/generated/ and .netlify/ are never touched.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'

const SKIP = new Set(['node_modules', 'dist', '.git', '.tmp', '.netlify', 'test-results', 'playwright-report', 'src/generated', '.cache'])

export interface Workspace {
  dir: string
  remove(): void
}

export function copyRepo(root: string, label: string): Workspace {
  const dir = mkdtempSync(join(tmpdir(), `harbourline-bench-${label}-`))
  cpSync(root, dir, {
    recursive: true,
    filter: (src) => {
      const rel = relative(root, src).split(sep).join('/')
      return !SKIP.has(rel)
    },
  })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // Retries: a function whose store write outlived its deadline may still be writing a blob.
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 }) }
}
