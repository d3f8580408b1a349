// Social cards: every page of the sitemap names its own og:image, and that
// file in dist/ is a 1200x630 PNG that no other page shares. Sizes are read
// from the PNG's own header (IHDR), not from the meta tags. Read from dist/:
// the server's answer for a card (status, content type) is checked once over
// HTTP in tests/e2e/site.spec.ts.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { DIST, htmlOf, sitemapPaths as paths } from './built.ts'

const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

it(`each of the ${paths.length} indexable pages has its own 1200x630 PNG og:image`, () => {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const path of paths) {
    const html = htmlOf(path)
    const image = meta(html, 'og:image')
    if (!image) {
      problems.push(`${path}: no og:image`)
      continue
    }
    if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630')
      problems.push(`${path}: og:image:width/height not 1200x630`)
    if (!meta(html, 'og:image:alt')) problems.push(`${path}: no og:image:alt`)
    if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${path}: twitter:card is not summary_large_image`)
    const file = join(DIST, new URL(image).pathname)
    if (!existsSync(file)) {
      problems.push(`${path}: ${image} is not in dist/`)
      continue
    }
    const body = readFileSync(file)
    const size = body.subarray(0, 8).equals(PNG) ? `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}` : 'not a PNG'
    if (size !== '1200x630') problems.push(`${path}: ${image} is ${size}`)
    const hash = createHash('sha256').update(body).digest('hex')
    if (seen.has(hash)) problems.push(`${path}: same card as ${seen.get(hash)}`)
    seen.set(hash, path)
  }
  expect(problems).toEqual([])
  expect(seen.size).toBe(paths.length)
})
