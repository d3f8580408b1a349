// The content editor at /admin/: Decap CMS from npm, configured from the
// schemas (src/generated/cms.ts), reading and saving files with formats that
// keep them as written (formats.ts), refusing what the schemas refuse
// (validate.ts) and previewing with the site's own components (previews.tsx).
import CMS from 'decap-cms-app'
import { en } from 'decap-cms-locales'
import logoUrl from '../public/logo.svg?url'
import siteCss from '../src/styles/global.css?url'
import type { ContentSchemaName } from '../schemas/files.ts'
import { cmsConfig, cmsSchemas } from '../src/generated/cms.ts'
import { COLLECTIONS, formatName, PREVIEWED } from '../src/admin/config.ts'
import { formatFor, type Formatter } from '../src/admin/formats.ts'
import { BlogPostPreview, LegalPreview, PagePreview } from './previews.tsx'
import { problemsOf } from '../src/admin/validate.ts'

// Decap's English "new entry" button reads "＋ Page" with U+FF0B, a full-width plus only CJK fonts
// draw: on a machine without one (most Linux desktops, this repository's test browser) it shows a
// missing-glyph box. The same words with an ASCII plus read the same everywhere.
const newButton = en.collection.collectionTop.newButton.replace('\uFF0B', '+')
CMS.registerLocale('en', {
  ...en,
  collection: { ...en.collection, collectionTop: { ...en.collection.collectionTop, newButton } },
})

/** The schema, format and kind of each folder collection (by name) and each listed file (by path). */
type Kind = { schema: ContentSchemaName; markdown: boolean; format: Formatter }
const kinds = new Map<string, Kind>()
for (const c of COLLECTIONS) {
  if ('files' in c)
    for (const f of c.files) {
      const format = formatFor(cmsSchemas[f.schema], f.schema, f.file.slice(0, f.file.lastIndexOf('/')), 'yaml')
      kinds.set(f.file, { schema: f.schema, markdown: false, format })
      CMS.registerCustomFormat(formatName(f.schema, 'yaml'), 'yaml', format)
    }
  else {
    const markdown = c.extension === 'md'
    const format = formatFor(cmsSchemas[c.schema], c.schema, c.folder, c.extension)
    kinds.set(c.name, { schema: c.schema, markdown, format })
    CMS.registerCustomFormat(formatName(c.schema, c.extension), c.extension, format)
  }
}

// Refuse a save the build would refuse: the text the save would write is checked with the zod schema.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { get(key: string): unknown; getIn(path: string[]): unknown } }) => {
    const collection = String(entry.get('collection'))
    const data = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
    const kind = kinds.get(String(entry.get('path'))) ?? kinds.get(collection)
    if (!kind) return undefined
    const problems = problemsOf(kind.schema, kind.format.toFile(data), kind.markdown)
    if (problems.length) throw new Error(`Not saved. ${problems.join(' · ')}`)
    return undefined
  },
})

CMS.registerPreviewStyle(siteCss)
const previews: Record<(typeof PREVIEWED)[number], Parameters<typeof CMS.registerPreviewTemplate>[1]> = {
  pages: PagePreview,
  blog: BlogPostPreview,
  legal: LegalPreview,
}
for (const name of PREVIEWED) CMS.registerPreviewTemplate(name, previews[name])

// On this machine (`npm run cms`), Decap's local proxy: its port from ?proxy= (the tests run their own), else 8081.
const local = ['localhost', '127.0.0.1'].includes(location.hostname)
const proxyPort = new URLSearchParams(location.search).get('proxy') ?? '8081'
CMS.init({
  config: {
    ...cmsConfig,
    logo_url: logoUrl,
    local_backend: local ? { url: `http://${location.hostname}:${proxyPort}/api/v1`, allowed_hosts: [location.hostname] } : false,
  } as never,
})
