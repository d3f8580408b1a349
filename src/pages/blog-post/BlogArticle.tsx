// A blog article: its header, cover, contents and text, then the blog page's
// closing call to action. The article page renders it, and so does the content
// editor's preview (admin/previews.tsx), so a draft looks as it will.
import type { BlogPost } from '../../../schemas/content.ts'
import { Cover, formatDate } from '../../components/BlogCard.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Sections } from '../../sections/registry.tsx'
import { pages, site } from '../../lib/prerender-content.ts'

export function BlogArticle({ post }: { post: BlogPost }) {
  const m = post.meta
  // The article ends with the blog page's closing call to action, from content.
  const blogCta = pages.find((p) => p.route === '/blog')?.sections.filter((s) => s.type === 'cta') ?? []
  return (
    <>
      <article>
        <header className="bg-brand-950 pt-10 pb-32 text-white sm:pt-14">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <a href="/blog/" className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-200 hover:text-white">
              <Icon name="arrow-left" className="size-4" /> {site.labels.backToBlog}
            </a>
            <p className="mt-6">
              <span className="rounded-pill bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950">{m.category}</span>
            </p>
            <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{m.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-brand-100">{m.excerpt}</p>
            <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-200">
              <span className="font-semibold text-white">{m.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={m.date}>{formatDate(m.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{m.readTime}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto -mt-24 max-w-4xl px-4 sm:px-6">
          <div className="overflow-hidden rounded-[1.5rem] shadow-lift">
            <Cover post={m} priority />
          </div>
        </div>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {post.headings.filter((h) => h.depth === 2).length > 2 && (
            <nav aria-label={site.labels.inThisArticle} className="mb-10 rounded-card bg-ink-50 p-6">
              <h2 className="text-sm font-bold tracking-wider text-ink-600 uppercase">{site.labels.inThisArticle}</h2>
              <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-[0.95rem]">
                {post.headings
                  .filter((h) => h.depth === 2)
                  .map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className="text-brand-700 hover:underline">
                        {h.text}
                      </a>
                    </li>
                  ))}
              </ol>
            </nav>
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
        </div>
      </article>
      <Sections sections={blogCta} />
    </>
  )
}
