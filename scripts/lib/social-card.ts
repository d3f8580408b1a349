// The social card of one page: a 1200x630 PNG drawn at build time from the
// page's title and type (and, on local pages, its service and city), in the
// site's font (Inter, from @fontsource/inter: satori reads WOFF, not WOFF2) and
// colours. satori lays the card out as SVG (text as paths), sharp rasterises it. A card is
// cached by the hash of everything drawn on it, so an unchanged page costs a
// file copy on the next build.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import satori from 'satori'
import sharp from 'sharp'

// Satori reads plain { type, props } trees. Not React's createElement: loading
// a second React into the prerender process breaks the page renderer's hooks.
interface Node {
  type: string
  props: Record<string, unknown>
}
const h = (type: string, props: Record<string, unknown>, ...children: (Node | string | null)[]): Node => ({
  type,
  props: { ...props, children: children.filter((c) => c !== null) },
})

const CARD_WIDTH = 1200
const CARD_HEIGHT = 630
/** Bump when the drawing changes, so cached cards are drawn again. */
const TEMPLATE_VERSION = 2
export const CARD_CACHE_DIR = '.cache/social-cards'

interface CardInput {
  /** What kind of page: "Service", "Blog", "SEO Agency · Melbourne, VIC"… */
  kicker: string
  title: string
  /** A second line under the title (local pages: the city). */
  detail?: string | undefined
  brand: string
  domain: string
}

const LOGO = `data:image/svg+xml;base64,${readFileSync('public/logo.svg').toString('base64')}`
const require = createRequire(import.meta.url)
let fonts: { name: string; data: Buffer; weight: 500 | 700 | 800; style: 'normal' }[] | undefined
function loadFonts() {
  fonts ??= ([500, 700, 800] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }))
  return fonts
}

const COLORS = { navy: '#0b1d3d', brand: '#1d5bc4', brandLight: '#84b8fb', accent: '#5eead4', white: '#ffffff', muted: '#d9eaff' }

const BACKDROP = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><circle cx="1150" cy="90" r="310" fill="#143a7c"/><circle cx="1020" cy="640" r="130" fill="#0d4a52"/></svg>`

/**
 * The card in two layers. `base` is what every card of the site shares (the navy ground, its shapes,
 * the logo, brand and domain): drawn once a process. `text` is the page's own words on a transparent
 * ground, the same layout with the shared parts left empty. Drawing only the words per page halves a
 * card's cost (the shapes and the logo are most of the rasterising).
 */
function card(input: CardInput, layer: 'base' | 'text'): Node {
  const base = layer === 'base'
  const titleSize = input.title.length > 70 ? 56 : input.title.length > 45 ? 66 : 76
  return h(
    'div',
    {
      style: {
        // Satori's boxes are content-box: the padding (64/72) adds to these.
        width: CARD_WIDTH - 144,
        height: CARD_HEIGHT - 128,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: COLORS.white,
        ...(base
          ? {
              backgroundColor: COLORS.navy,
              // Flat shapes as a background image (satori paints absolute children over text), not gradients:
              // a gradient costs the rasteriser twice the time and the PNG four times the bytes.
              backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(BACKDROP)}")`,
            }
          : {}),
      },
    },
    h(
      'div',
      {
        style: { display: 'flex', alignItems: 'center', height: 36, fontSize: 30, fontWeight: 700, color: COLORS.accent, letterSpacing: 1 },
      },
      base ? null : h('div', { style: { width: 14, height: 14, borderRadius: 7, backgroundColor: COLORS.accent, marginRight: 18 } }),
      base ? null : input.kicker,
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: CARD_WIDTH - 144 } },
      base
        ? null
        : h(
            'div',
            { style: { display: 'flex', fontSize: titleSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 } },
            input.title,
          ),
      !base && input.detail
        ? h('div', { style: { marginTop: 20, fontSize: 36, fontWeight: 500, color: COLORS.muted } }, input.detail)
        : null,
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: CARD_WIDTH - 144,
          // Fixed, so the words sit where they would with the footer drawn.
          height: 52,
          fontSize: 28,
          fontWeight: 700,
        },
      },
      base
        ? h(
            'div',
            { style: { display: 'flex', alignItems: 'center' } },
            h('img', { src: LOGO, width: 52, height: 52, style: { marginRight: 18 } }),
            input.brand,
          )
        : null,
      base ? h('div', { style: { color: COLORS.brandLight, fontWeight: 500 } }, input.domain) : null,
    ),
  )
}

const draw = (node: Node) => satori(node as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() })

/** The shared layer as raw RGBA pixels, per brand and domain (one pair a build). */
const bases = new Map<string, Promise<Buffer>>()
function baseLayer(input: CardInput): Promise<Buffer> {
  const key = `${input.brand}\n${input.domain}`
  let base = bases.get(key)
  if (!base) {
    base = draw(card(input, 'base')).then((svg) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer())
    bases.set(key, base)
  }
  return base
}

function cardHash(input: CardInput): string {
  return createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, input]))
    .digest('hex')
    .slice(0, 20)
}

async function renderCard(input: CardInput): Promise<Buffer> {
  const [base, text] = await Promise.all([baseLayer(input), draw(card(input, 'text'))])
  // sharp (librsvg) rasterises, not resvg: resvg's 3 MB pixmap per card is native memory that V8 does not
  // count, so it piled up to 1.3 GB a prerender process at 100 cities; libvips frees it as it goes.
  return sharp(base, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .composite([{ input: Buffer.from(text) }])
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/** Writes the card to `file`, from the cache when the same card was drawn before. Returns whether it was drawn now. */
export async function writeCard(input: CardInput, file: string, cacheDir = CARD_CACHE_DIR): Promise<boolean> {
  const cached = join(cacheDir, `${cardHash(input)}.png`)
  mkdirSync(dirname(file), { recursive: true })
  if (existsSync(cached)) {
    copyFileSync(cached, file)
    return false
  }
  const png = await renderCard(input)
  mkdirSync(cacheDir, { recursive: true })
  // Written under a temporary name first: another process may be reading the same card.
  const tmp = `${cached}.${process.pid}.tmp`
  writeFileSync(tmp, png)
  renameSync(tmp, cached)
  writeFileSync(file, png)
  return true
}
