// The image pipeline on fixture photos made by sharp (tests/fixtures/images/media/team/):
// a team member's `photo:` is encoded to AVIF + WebP at each width up to its own plus a
// fallback, with its size and a blurred placeholder; a second run re-encodes nothing (cache
// by source hash); a missing, unreadable or too-small source is a problem at its file:line.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { TeamGridSectionSchema } from '../../../schemas/sections/team-grid.ts'
import { findImageUses, processImages } from '../../../scripts/lib/images.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const ROOT = 'tests/fixtures/images'
const out = mkdtempSync(join(tmpdir(), 'media-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

const page = (photos: string[]) => {
  const text = [
    'type: team-grid',
    'heading: Team',
    'members:',
    ...photos.flatMap((p, i) => [`  - name: Person ${i}`, '    role: Role', `    photo: { src: ${p}, alt: Portrait of person ${i} }`]),
  ].join('\n')
  const file = 'tests/fixtures/images/team-page.yaml' // built here, not read: the lines below are this text's
  return new Map([[file, parseYamlSource(file, text)]])
}

describe('image pipeline', () => {
  it('encodes a photo to AVIF and WebP at 320 and 640 px plus a JPEG fallback, and caches by content hash', async () => {
    const sources = page(['media/team/sam.jpg'])
    const first = await processImages(findImageUses(sources), sources, { root: ROOT, outDir: out })
    expect(first.problems).toEqual([])
    const meta = first.images['media/team/sam.jpg']!
    expect([meta.width, meta.height]).toEqual([640, 800])
    expect(meta.avif).toMatch(/^\/_media\/\w+-320\.avif 320w, \/_media\/\w+-640\.avif 640w$/)
    expect(meta.webp).toMatch(/-640\.webp 640w$/)
    expect(meta.fallback).toMatch(/-640\.jpg$/)
    expect(meta.placeholder).toMatch(/^data:image\/webp;base64,/)
    const files = readdirSync(out).sort()
    expect(files).toHaveLength(5)
    const avif = await sharp(
      join(
        out,
        files.find((f) => f.endsWith('-640.avif'))!,
      ),
    ).metadata()
    expect([avif.format, avif.width]).toEqual(['heif', 640])
    const again = await processImages(findImageUses(sources), sources, { root: ROOT, outDir: out })
    expect(again.encoded).toBe(0)
  })

  it('reports a missing, an unreadable and a too-small source at the line that names it', async () => {
    const sources = page(['media/team/nobody.jpg', 'media/team/broken.jpg', 'media/team/tiny.jpg'])
    const { problems } = await processImages(findImageUses(sources), sources, { root: ROOT, check: true })
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message.replace(/\(.*\)/, '(…)')}`)).toEqual([
      `tests/fixtures/images/team-page.yaml:6 media/team/nobody.jpg is not a file in ${ROOT}/`,
      'tests/fixtures/images/team-page.yaml:9 media/team/broken.jpg cannot be read as an image (…)',
      'tests/fixtures/images/team-page.yaml:12 media/team/tiny.jpg is 120px wide; images need at least 320px',
    ])
  })

  it('requires alt unless the image is decorative; a member without photo is fine (initials)', () => {
    const member = { name: 'Sam', role: 'Founder' }
    const section = (m: object) => TeamGridSectionSchema.safeParse({ type: 'team-grid', heading: 'Team', members: [m] }).success
    expect(section(member)).toBe(true)
    expect(section({ ...member, photo: { src: 'media/team/sam.jpg', alt: 'Sam smiling' } })).toBe(true)
    expect(section({ ...member, photo: { src: 'media/team/sam.jpg' } })).toBe(false)
    expect(section({ ...member, photo: { src: 'media/team/sam.jpg', decorative: true } })).toBe(true)
    expect(section({ ...member, photo: { src: '/images/sam.jpg', alt: 'Sam' } })).toBe(false)
  })

  it("finds a case study's image in testimonials.yaml, as any other content image", () => {
    const file = 'content/testimonials.yaml'
    const text = 'testimonials:\n  - id: acme\n    image: { src: media/case-studies/acme.jpg, alt: The new product page }\n'
    expect(findImageUses(new Map([[file, parseYamlSource(file, text)]])).map((u) => u.src)).toEqual(['media/case-studies/acme.jpg'])
  })
})
