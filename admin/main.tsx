// The content editor at /admin/: Decap CMS from npm, configured from the
// schemas (src/generated/cms.ts), reading and saving files with formats that
// keep them as written (formats.ts), refusing what the schemas refuse
// (validate.ts; both wired in kinds.ts) and previewing with the site's own components (previews.tsx).
import CMS from 'decap-cms-app'
import { en } from 'decap-cms-locales'
import logoUrl from '../public/logo.svg?url'
import siteCss from '../src/styles/global.css?url'
import { cmsConfig, cmsSchemas } from '../src/generated/cms.ts'
import { PREVIEWED } from '../src/admin/config.ts'
import { collectionKinds, saveProblems } from './kinds.ts'
import { BlogPostPreview, LegalPreview, PagePreview } from './previews.tsx'

// Decap's English "new entry" button reads "＋ Page" with U+FF0B, a full-width plus only CJK fonts
// draw: on a machine without one (most Linux desktops, this repository's test browser) it shows a
// missing-glyph box. The same words with an ASCII plus read the same everywhere.
const newButton = en.collection.collectionTop.newButton.replace('\uFF0B', '+')
CMS.registerLocale('en', {
  ...en,
  collection: { ...en.collection, collectionTop: { ...en.collection.collectionTop, newButton } },
})

// Each collection's file format, registered with Decap (admin/kinds.ts says which is which).
const kinds = collectionKinds(cmsSchemas)
for (const kind of kinds.values()) CMS.registerCustomFormat(kind.formatName, kind.extension, kind.format)

// Refuse a save the build would refuse: the text the save would write is checked with the zod schema.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { get(key: string): unknown } }) => {
    const data = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
    const problems = saveProblems(kinds, { path: String(entry.get('path')), collection: String(entry.get('collection')), data })
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
