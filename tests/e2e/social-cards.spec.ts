// Social cards (issue 13): every page of the sitemap names its own og:image,
// and that URL, asked of the server, answers a 1200x630 PNG that no other page
// shares. Sizes are read from the PNG's own header (IHDR), not from the meta tags.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { readSitemapUrls } from '../../scripts/audit/lib/dist.ts'

const paths = readSitemapUrls(readFileSync('dist/sitemap.xml', 'utf8')).map((u) => new URL(u).pathname)
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]

test.describe('social cards', () => {
  test.skip(({ isMobile }) => isMobile, 'the same files at every width')

  test(`each of the ${paths.length} indexable pages has its own 1200x630 PNG og:image`, async ({ request }) => {
    test.setTimeout(120_000)
    const seen = new Map<string, string>()
    const problems: string[] = []
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const image = meta(html, 'og:image')
      if (!image) {
        problems.push(`${path}: no og:image`)
        continue
      }
      if (meta(html, 'og:image:width') !== '1200' || meta(html, 'og:image:height') !== '630')
        problems.push(`${path}: og:image:width/height not 1200x630`)
      if (!meta(html, 'og:image:alt')) problems.push(`${path}: no og:image:alt`)
      if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${path}: twitter:card is not summary_large_image`)
      const res = await request.get(new URL(image).pathname)
      const body = await res.body()
      if (res.status() !== 200 || res.headers()['content-type'] !== 'image/png') {
        problems.push(`${path}: ${image} answered ${res.status()} ${res.headers()['content-type']}`)
        continue
      }
      const isPng = body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      const size = isPng ? `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}` : 'not a PNG'
      if (size !== '1200x630') problems.push(`${path}: ${image} is ${size}`)
      const hash = createHash('sha256').update(body).digest('hex')
      if (seen.has(hash)) problems.push(`${path}: same card as ${seen.get(hash)}`)
      seen.set(hash, path)
    }
    expect(problems).toEqual([])
    expect(seen.size).toBe(paths.length)
  })
})
