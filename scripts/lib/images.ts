// The image pipeline (gen time): every image content references (an object
// with `src: media/…`, see schemas/image.ts) is read with sharp, checked, and
// written as AVIF and WebP at a few widths plus a fallback into public/_media/,
// named by the hash of the source bytes, so an unchanged image is never encoded
// again. Its metadata goes to src/generated/images.ts for <Picture>.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { writeIfChanged } from './write-if-changed.ts'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import type { ImageMeta } from '../../schemas/image.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

const IMAGE_WIDTHS = [320, 640, 960, 1280] as const
/** Narrower sources look soft on any card: refused at check time. */
const MIN_IMAGE_WIDTH = 320
export const IMAGE_OUT_DIR = 'public/_media'

interface ImageUse {
  src: string
  file: string
  path: (string | number)[]
}

/** Every `{ src: "media/…" }` object in the parsed content files, with where it is written. */
export function findImageUses(sources: Map<string, YamlSource>): ImageUse[] {
  const uses: ImageUse[] = []
  const walk = (file: string, v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(file, x, [...path, i]))
    else if (v && typeof v === 'object') {
      const src = (v as { src?: unknown }).src
      if (typeof src === 'string' && src.startsWith('media/')) uses.push({ src, file, path: [...path, 'src'] })
      for (const [k, x] of Object.entries(v)) walk(file, x, [...path, k])
    }
  }
  for (const [file, source] of sources) walk(file, source.data, [])
  return uses
}

/** Checks (and unless `check`, encodes) every used image. Problems point at the content file's line. */
export async function processImages(
  uses: ImageUse[],
  sources: Map<string, YamlSource>,
  { root = 'content', check = false, outDir = IMAGE_OUT_DIR } = {},
): Promise<{ images: Record<string, ImageMeta>; problems: ContentProblem[]; encoded: number }> {
  const images: Record<string, ImageMeta> = {}
  const problems: ContentProblem[] = []
  let encoded = 0
  const at = (use: ImageUse, message: string) =>
    problems.push({
      file: use.file,
      ...(sources.get(use.file)?.locate(use.path) ?? { line: 1, col: 1 }),
      path: use.path.join('.'),
      message,
    })
  for (const use of uses) {
    if (images[use.src]) continue
    const file = join(root, use.src)
    if (!existsSync(file)) {
      at(use, `${use.src} is not a file in ${root}/`)
      continue
    }
    const bytes = readFileSync(file)
    let meta: Metadata
    try {
      // SVG drawings are rasterised at twice their size, so the largest width is sharp.
      meta = await sharp(bytes, { density: use.src.endsWith('.svg') ? 144 : 72 }).metadata()
    } catch (e) {
      at(use, `${use.src} cannot be read as an image (${(e as Error).message})`)
      continue
    }
    const width = meta.autoOrient?.width ?? meta.width ?? 0
    const height = meta.autoOrient?.height ?? meta.height ?? 0
    if (width < MIN_IMAGE_WIDTH) {
      at(use, `${use.src} is ${width}px wide; images need at least ${MIN_IMAGE_WIDTH}px`)
      continue
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16)
    const widths = [...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, IMAGE_WIDTHS.at(-1)!)]
    const uniq = [...new Set(widths)]
    const name = (w: number, ext: string) => `${hash}-${w}.${ext}`
    const fallbackExt = meta.hasAlpha ? 'png' : 'jpg'
    const top = uniq.at(-1)!
    const load = () => sharp(bytes, { density: use.src.endsWith('.svg') ? 144 : 72 }).autoOrient()
    if (!check) {
      mkdirSync(outDir, { recursive: true })
      for (const w of uniq)
        for (const ext of ['avif', 'webp'] as const) {
          const out = join(outDir, name(w, ext))
          if (existsSync(out)) continue
          const img = load().resize({ width: w })
          await (ext === 'avif' ? img.avif({ quality: 55, effort: 4 }) : img.webp({ quality: 75 })).toFile(out)
          encoded++
        }
      const fb = join(outDir, name(top, fallbackExt))
      if (!existsSync(fb)) {
        const img = load().resize({ width: top })
        await (fallbackExt === 'png' ? img.png({ compressionLevel: 9 }) : img.jpeg({ quality: 78, mozjpeg: true })).toFile(fb)
        encoded++
      }
    }
    const tiny = await load().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer()
    const url = (w: number, ext: string) => `/_media/${name(w, ext)}`
    images[use.src] = {
      width: top,
      height: Math.round((height * top) / width),
      avif: uniq.map((w) => `${url(w, 'avif')} ${w}w`).join(', '),
      webp: uniq.map((w) => `${url(w, 'webp')} ${w}w`).join(', '),
      fallback: url(top, fallbackExt),
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    }
  }
  return { images, problems, encoded }
}

export function writeImagesModule(images: Record<string, ImageMeta>, outDir = 'src/generated') {
  writeIfChanged(
    join(outDir, 'images.ts'),
    `// Generated by scripts/generate.ts (scripts/lib/images.ts). Do not edit.\nimport type { ImageMeta } from '../../schemas/image.ts'\n\nexport const images: Record<string, ImageMeta> = ${JSON.stringify(images, null, 1)}\n`,
  )
}
