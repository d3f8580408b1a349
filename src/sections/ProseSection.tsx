import type { SectionOf } from '../../schemas/sections/index.ts'
import { Shell } from '../components/ui.tsx'
import { prose, site } from '../lib/prerender-content.ts'

export function ProseSection({ section: s }: { section: SectionOf<'prose'> }) {
  const doc = prose[s.source]
  if (!doc) throw new Error(`prose source ${s.source} not found`)
  return (
    <Shell id={s.id} tone={s.tone} narrow>
      <p className="mb-8 text-sm text-ink-500">
        {site.labels.lastUpdated}{' '}
        <time dateTime={doc.meta.updated}>
          {new Date(doc.meta.updated).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}
        </time>
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </Shell>
  )
}
