// Previews that look like the site: a page's sections drawn by the site's own
// section components, a blog post by the article component, legal pages by
// the same Markdown renderer, all inside Decap's preview frame with the site's
// stylesheet (main.tsx registers it). What the draft would fail at save is
// listed instead of a page that could never be built.
import { Component, type ReactNode } from 'react'
import { BlogPostFrontMatterSchema, LegalFrontMatterSchema } from '../schemas/blog.ts'
import { withBookingCopy } from '../schemas/booking-pages.ts'
import { PageSchema } from '../schemas/page.ts'
import { BlogArticle } from '../src/pages/blog-post/BlogArticle.tsx'
import { renderMarkdown } from '../src/lib/markdown.ts'
import { Sections } from '../src/sections/registry.tsx'
import { cmsSchemas } from '../src/generated/cms.ts'
import { bookingPages } from '../src/generated/booking-pages.ts'
import { fromEditor } from '../src/admin/fields.ts'
import { SOURCE, withoutEmpty } from '../src/admin/formats.ts'

/** What Decap passes a preview template (the part used here). */
export interface PreviewProps {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown }
}

function dataOf(entry: PreviewProps['entry']): Record<string, unknown> {
  const data = entry.getIn(['data']) as { toJS?: () => Record<string, unknown> } | undefined
  const { [SOURCE]: _source, ...rest } = data?.toJS?.() ?? {}
  return rest
}

function Problems({ title, problems }: { title: string; problems: string[] }) {
  return (
    <div role="alert" className="m-6 rounded-card border border-rose-300 bg-rose-50 p-6 text-ink-900">
      <p className="font-bold">{title}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  )
}

/** One part that cannot be drawn here (an image not encoded yet) does not blank the whole preview. */
class Guard extends Component<{ children: ReactNode; label: string }, { error: string | null }> {
  state = { error: null as string | null }
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  render() {
    return this.state.error ? (
      <Problems title={`The preview cannot draw ${this.props.label}`} problems={[this.state.error]} />
    ) : (
      this.props.children
    )
  }
}

export function PagePreview({ entry }: PreviewProps) {
  // A booking section gives only what differs from the booking pages' shared words: shown with them.
  const parsed = PageSchema.safeParse(withBookingCopy(withoutEmpty(fromEditor(cmsSchemas.page, dataOf(entry))), bookingPages))
  if (!parsed.success)
    return (
      <Problems
        title="This page cannot be saved yet:"
        problems={parsed.error.issues.map((i) => `${i.path.join('.') || '(page)'}: ${i.message}`)}
      />
    )
  return (
    <main>
      {parsed.data.sections.map((section, i) => (
        <Guard key={i} label={`section ${i + 1} (${section.type})`}>
          <Sections sections={[section]} />
        </Guard>
      ))}
    </main>
  )
}

export function BlogPostPreview({ entry }: PreviewProps) {
  const { body, ...front } = dataOf(entry)
  const parsed = BlogPostFrontMatterSchema.safeParse(withoutEmpty(fromEditor(cmsSchemas['blog-post'], front)))
  if (!parsed.success)
    return (
      <Problems title="This post cannot be saved yet:" problems={parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)} />
    )
  return (
    <Guard label="the article">
      <BlogArticle post={{ meta: parsed.data, ...renderMarkdown(typeof body === 'string' ? body : '') }} />
    </Guard>
  )
}

export function LegalPreview({ entry }: PreviewProps) {
  const { body, ...front } = dataOf(entry)
  const parsed = LegalFrontMatterSchema.safeParse(front)
  const { html } = renderMarkdown(typeof body === 'string' ? body : '')
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {parsed.success ? (
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{parsed.data.title}</h1>
      ) : (
        <Problems title="This page cannot be saved yet:" problems={parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)} />
      )}
      <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </main>
  )
}
