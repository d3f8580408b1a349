import type { BlogPostFrontMatter } from '../../schemas/blog.ts'
import { Icon } from './Icon.tsx'
import { Picture } from './Picture.tsx'
import { site } from '../lib/prerender-content.ts'

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The article's cover art (content/media/blog/), through the image pipeline. */
export function Cover({ post, priority = false, className = '' }: { post: BlogPostFrontMatter; priority?: boolean; className?: string }) {
  return (
    <Picture
      image={post.cover}
      priority={priority}
      sizes={priority ? '(min-width: 896px) 896px, 100vw' : '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'}
      className={`aspect-[40/21] h-auto w-full object-cover ${className}`}
    />
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
