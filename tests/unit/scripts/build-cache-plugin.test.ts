// The local Netlify Build plugin keeps the social-card cache and the encoded
// images between deploys. It is plain JavaScript (Netlify runs it without tsx),
// so its folders are checked here against the constants the build writes to.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { IMAGE_OUT_DIR } from '../../../scripts/lib/images.ts'
import { CARD_CACHE_DIR } from '../../../scripts/lib/social-card.ts'
import { CACHED, onPostBuild, onPreBuild } from '../../../netlify/plugins/build-cache/index.js'

it('restores before the build and saves after it exactly the folders the build caches in', async () => {
  expect([...CACHED].sort()).toEqual([CARD_CACHE_DIR, IMAGE_OUT_DIR].sort())
  const calls: [string, string[]][] = []
  const utils = {
    cache: {
      restore: async (paths: string[]) => (calls.push(['restore', paths]), true),
      save: async (paths: string[]) => (calls.push(['save', paths]), true),
    },
  }
  await onPreBuild({ utils })
  await onPostBuild({ utils })
  expect(calls).toEqual([
    ['restore', CACHED],
    ['save', CACHED],
  ])
})

it('is declared in netlify.toml, with its manifest', () => {
  expect(readFileSync('netlify.toml', 'utf8')).toMatch(/\[\[plugins\]\]\s*\n\s*package = "\.\/netlify\/plugins\/build-cache"/)
  expect(readFileSync('netlify/plugins/build-cache/manifest.yml', 'utf8')).toMatch(/^name: /m)
})
