// Writes a generated file only when its text changed: a second `npm run gen` (the build runs
// one while `npm test`'s other lane type-checks and tests, scripts/test-plan.ts) never rewrites
// a module under a reader, and an unchanged file keeps its time for the tools that watch it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export function writeIfChanged(path: string, text: string): void {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return
  writeFileSync(path, text)
}
