import type { BlogPostFrontMatter } from '../../schemas/blog.ts'
import { Icon } from './Icon.tsx'
import { hueOf } from './ui.tsx'
import { site } from '../lib/content.ts'

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A cover drawn from the title when the article has no image: never a broken image, no request. */
export function Cover({ post, className = '' }: { post: BlogPostFrontMatter; className?: string }) {
  if (post.coverImage)
    return (
      <img
        src={post.coverImage}
        alt={post.coverAlt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className={`aspect-[40/21] w-full object-cover ${className}`}
      />
    )
  const h = hueOf(post.slug)
  return (
    <svg
      viewBox="0 0 1200 630"
      width="1200"
      height="630"
      role="img"
      aria-label={post.coverAlt}
      className={`h-auto w-full ${className}`}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`cover-${post.slug}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${h} 70% 22%)`} />
          <stop offset="1" stopColor={`hsl(${(h + 70) % 360} 65% 38%)`} />
        </linearGradient>
      </defs>
      <rect width="1200" height="630" fill={`url(#cover-${post.slug})`} />
      {Array.from({ length: 7 }, (_, i) => (
        <circle key={i} cx={900 - i * 40} cy={120 + i * 30} r={80 + i * 55} fill="none" stroke="rgba(255,255,255,0.09)" strokeWidth="2" />
      ))}
      <rect x="80" y="430" width="220" height="14" rx="7" fill="rgba(94,234,212,0.9)" />
      <rect x="80" y="470" width="420" height="14" rx="7" fill="rgba(255,255,255,0.35)" />
      <rect x="80" y="510" width="320" height="14" rx="7" fill="rgba(255,255,255,0.2)" />
    </svg>
  )
}

export function BlogCard({ post }: { post: BlogPostFrontMatter }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
      <Cover post={post} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3 text-sm">
          <span className="rounded-pill bg-brand-50 px-3 py-1 font-semibold text-brand-700">{post.category}</span>
          <span className="text-ink-600">{post.readTime}</span>
        </div>
        <h3 className="mt-4 text-xl leading-snug font-bold text-ink-900">
          <a href={`/blog/${post.slug}/`} className="hover:text-brand-700">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-ink-600">{post.excerpt}</p>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
          <span className="text-ink-600">
            {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          </span>
          <a
            href={`/blog/${post.slug}/`}
            className="inline-flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-brand-700"
          >
            {site.labels.readMore}
            <span className="sr-only">: {post.title}</span> <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  )
}
