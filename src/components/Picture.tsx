// One content image (schemas/image.ts), as the pipeline wrote it: AVIF and WebP
// at a few widths, a fallback, width/height (no layout shift) and a tiny blurred
// placeholder behind it until it loads. Lazy unless `priority` (the page's LCP
// image), which asks for it first with fetchpriority="high".
import type { ImageRef } from '../../schemas/image.ts'
import { images } from '../generated/images.ts'

export function Picture({
  image,
  sizes,
  priority = false,
  className = '',
  style = {},
}: {
  image: ImageRef
  /** The rendered width at each breakpoint, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string
  priority?: boolean
  className?: string
  style?: Record<string, string | number>
}) {
  const meta = images[image.src]
  if (!meta) throw new Error(`${image.src} is not in src/generated/images.ts: run npm run gen`)
  return (
    <picture>
      <source type="image/avif" srcSet={meta.avif} sizes={sizes} />
      <source type="image/webp" srcSet={meta.webp} sizes={sizes} />
      <img
        src={meta.fallback}
        width={meta.width}
        height={meta.height}
        alt={image.decorative ? '' : image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={`bg-cover bg-center ${className}`}
        style={{ ...style, backgroundImage: `url(${meta.placeholder})` }}
      />
    </picture>
  )
}
