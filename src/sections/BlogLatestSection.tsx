import type { SectionOf } from '../../schemas/sections/index.ts'
import { BlogCard } from '../components/BlogCard.tsx'
import { ButtonLink, SectionHeading, Shell } from '../components/ui.tsx'
import { posts } from '../lib/prerender-content.ts'

export function BlogLatestSection({ section: s }: { section: SectionOf<'blog-latest'> }) {
  return (
    <Shell id={s.id} tone={s.tone}>
      <SectionHeading eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone={s.tone} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, s.count).map((p) => (
          <li key={p.meta.slug}>
            <BlogCard post={p.meta} />
          </li>
        ))}
      </ul>
      {s.cta && (
        <div className="mt-10 text-center">
          <ButtonLink link={s.cta} variant="outline" />
        </div>
      )}
    </Shell>
  )
}
