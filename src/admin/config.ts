// The Decap CMS configuration, generated (scripts/generate.ts writes it to
// src/generated/cms.ts on every `npm run gen`) from the content's JSON Schemas
// and this list of where each kind of content lives. Nobody edits a Decap
// config by hand: a schema change is a CMS change. Pure.
import type { ContentSchemaName } from '../../schemas/files.ts'
import { fieldsOf, type DecapField, type JsonSchema } from './fields.ts'

/** Where the editor is served: its own Vite build (admin/vite.config.ts), its own headers (scripts/lib/headers-file.ts). */
export const ADMIN_PATH = '/admin/'

/** One file of a files collection: its path and the schema it is written in. */
interface FileSpec {
  name: string
  label: string
  file: string
  schema: ContentSchemaName
}

/** Where each kind of content lives. tests/unit/admin/cms-config.test.ts fails when a file under content/ is in none. */
type CollectionSpec = {
  name: string
  label: string
  /** One of them: "New page". */
  singular: string
  description: string
} & (
  | {
      folder: string
      extension: 'yaml' | 'md'
      schema: ContentSchemaName
      create: boolean
      identifier: string
      summary: string
      /** Markdown files: the body under the front matter. */
      body?: boolean
      slug?: string
    }
  | { files: FileSpec[] }
)

export const COLLECTIONS: CollectionSpec[] = [
  {
    name: 'pages',
    singular: 'Page',
    label: 'Pages',
    description: 'Every page of the site but the blog, legal and local pages: its address, search settings and sections, top to bottom.',
    folder: 'content/pages',
    extension: 'yaml',
    schema: 'page',
    create: true,
    identifier: 'route',
    summary: '{{route}}',
  },
  {
    name: 'blog',
    singular: 'Blog post',
    label: 'Blog posts',
    description: 'Articles at /blog/{slug}: the front matter, then the text in Markdown.',
    folder: 'content/blog',
    extension: 'md',
    schema: 'blog-post',
    create: true,
    identifier: 'title',
    summary: '{{title}} ({{date}})',
    body: true,
    slug: '{{fields.slug}}',
  },
  {
    name: 'legal',
    singular: 'Legal page',
    label: 'Legal pages',
    description: 'Privacy policy, terms and disclaimer: the text in Markdown.',
    folder: 'content/legal',
    extension: 'md',
    schema: 'legal',
    create: false,
    identifier: 'title',
    summary: '{{title}}',
    body: true,
  },
  {
    name: 'cities',
    singular: 'State',
    label: 'Cities by state',
    description: 'The cities of each state, with the words of their local pages.',
    folder: 'content/local/cities',
    extension: 'yaml',
    schema: 'local-cities',
    create: false,
    identifier: 'state',
    summary: '{{state}}',
  },
  {
    name: 'local',
    singular: 'Local page file',
    label: 'Local pages',
    description: 'What every local page (/{service}/{state}/{city}) is made of.',
    files: [
      { name: 'services', label: 'Local services', file: 'content/local/services.yaml', schema: 'local-services' },
      { name: 'market-profiles', label: 'Market profiles', file: 'content/local/market-profiles.yaml', schema: 'local-market-profiles' },
      { name: 'industries', label: 'Industries', file: 'content/local/industries.yaml', schema: 'local-industries' },
      { name: 'states', label: 'States', file: 'content/local/states.yaml', schema: 'local-states' },
      { name: 'page', label: 'Local page copy', file: 'content/local/page.yaml', schema: 'local-page' },
    ],
  },
  {
    name: 'testimonials',
    singular: 'Testimonials',
    label: 'Testimonials',
    description: 'Client stories, used by pages through their id.',
    files: [{ name: 'testimonials', label: 'Testimonials', file: 'content/testimonials.yaml', schema: 'testimonials' }],
  },
  {
    name: 'forms',
    singular: 'Form',
    label: 'Forms',
    description: 'The contact form, the growth-session wizard and client onboarding: questions, steps and messages.',
    files: [
      { name: 'contact', label: 'Contact form', file: 'content/forms/contact.yaml', schema: 'form-contact' },
      { name: 'growth-session', label: 'Growth session wizard', file: 'content/forms/growth-session.yaml', schema: 'form-growth-session' },
      { name: 'onboarding', label: 'Client onboarding', file: 'content/forms/onboarding.yaml', schema: 'form-onboarding' },
    ],
  },
  {
    name: 'booking',
    singular: 'Booking settings',
    label: 'Booking',
    description:
      'Call types, office hours, holidays and notice for booking on the site; the words of the booking pages; every message to the prospect.',
    files: [
      { name: 'booking', label: 'Booking settings', file: 'content/booking.yaml', schema: 'booking' },
      { name: 'booking-pages', label: 'Booking pages: words', file: 'content/booking-pages.yaml', schema: 'booking-pages' },
      { name: 'routing', label: 'Routing: which call the wizard books', file: 'content/routing.yaml', schema: 'routing' },
      { name: 'prospect-messages', label: 'Messages to the prospect', file: 'content/prospect-messages.yaml', schema: 'prospect-messages' },
    ],
  },
  {
    name: 'redirects',
    singular: 'Redirects',
    label: 'Redirects',
    description: 'Old addresses and where they go.',
    files: [{ name: 'redirects', label: 'Redirects', file: 'content/redirects.yaml', schema: 'redirects' }],
  },
  {
    name: 'site',
    singular: 'Site settings',
    label: 'Site settings',
    description:
      'Brand, contact details, claims, navigation, labels, advertising and search defaults; the conversions sent to ad platforms; the staff console: its lead pipeline and its words.',
    files: [
      { name: 'site', label: 'Site settings', file: 'content/site.yaml', schema: 'site' },
      { name: 'conversions', label: 'Conversions for ad platforms', file: 'content/conversions.yaml', schema: 'conversions' },
      { name: 'pipeline', label: 'Staff console: lead pipeline', file: 'content/pipeline.yaml', schema: 'pipeline' },
      { name: 'staff-console', label: 'Staff console: words', file: 'content/staff-console.yaml', schema: 'staff-console' },
    ],
  },
]

/**
 * The collections shown beside a preview drawn by the site's own components (admin/previews.tsx).
 * The others (settings, forms, lists) are edited without one: Decap's generic preview of them is a
 * dump of values, no help to anyone.
 */
export const PREVIEWED = ['pages', 'blog', 'legal'] as const

/** The custom format a file of this schema is read and saved with (src/admin/formats.ts). */
export const formatName = (schema: ContentSchemaName, extension: 'yaml' | 'md') => `${extension}-${schema}`

const BODY_FIELD: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'The article in Markdown: ## for headings, **bold**, [links](/contact).',
  // Raw first: the rich-text view rewrites Markdown it did not write.
  modes: ['raw', 'rich_text'],
}

interface CmsConfigInput {
  schemas: Record<ContentSchemaName, JsonSchema>
  siteUrl: string
  /** The GitHub repository editors' changes go to, "owner/name" (scripts/lib/deploy-context.ts cmsRepo). */
  repo?: string
}

/** GitHub's API (the repository) and Netlify's OAuth provider (sign-in): the editor's CSP allows both. */
export const CMS_API_ROOT = 'https://api.github.com'
export const CMS_AUTH_BASE_URL = 'https://api.netlify.com'

/**
 * Production sign-in: Decap's GitHub backend, authorised through Netlify's own OAuth provider
 * (api.netlify.com/auth, a GitHub OAuth app registered once in Netlify's Access control > OAuth), so
 * no server of ours and no Netlify Identity or Git Gateway (deprecated). Editors are GitHub users with
 * write access to the repository (docs/content-editing.md). Each change a branch and a pull request.
 */
export const cmsBackend = (repo?: string) => ({
  name: 'github',
  ...(repo ? { repo } : {}),
  branch: 'main',
  api_root: CMS_API_ROOT,
  base_url: CMS_AUTH_BASE_URL,
  auth_endpoint: 'auth',
  squash_merges: true,
})

/** The whole Decap config (CMS.init({ config })): production backend, editorial workflow, every collection. */
export function cmsConfig({ schemas, siteUrl, repo }: CmsConfigInput) {
  return {
    backend: cmsBackend(repo),
    publish_mode: 'editorial_workflow',
    // `npm run cms`: Decap's local proxy (decap-server) writes content/ on this disk; only on localhost.
    local_backend: true,
    load_config_file: false,
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/logo.svg',
    media_folder: 'content/media',
    public_folder: 'media',
    editor: { preview: true },
    collections: COLLECTIONS.map((c) => {
      const common = {
        name: c.name,
        label: c.label,
        label_singular: c.singular,
        description: c.description,
        delete: false,
        editor: { preview: (PREVIEWED as readonly string[]).includes(c.name) },
      }
      if ('files' in c)
        return {
          ...common,
          files: c.files.map((f) => ({
            name: f.name,
            label: f.label,
            file: f.file,
            format: formatName(f.schema, 'yaml'),
            fields: fieldsOf(schemas[f.schema]),
          })),
        }
      return {
        ...common,
        folder: c.folder,
        extension: c.extension,
        format: formatName(c.schema, c.extension),
        create: c.create,
        identifier_field: c.identifier,
        summary: c.summary,
        ...(c.slug ? { slug: c.slug } : {}),
        fields: [...fieldsOf(schemas[c.schema]), ...(c.body ? [BODY_FIELD] : [])],
      }
    }),
  }
}

/** The schema a content file is edited with, by the collection that reaches it; undefined when none does. */
export function schemaOfFile(file: string): ContentSchemaName | undefined {
  for (const c of COLLECTIONS) {
    if ('files' in c) {
      const f = c.files.find((f) => f.file === file)
      if (f) return f.schema
    } else if (file.startsWith(`${c.folder}/`) && !file.slice(c.folder.length + 1).includes('/') && file.endsWith(`.${c.extension}`))
      return c.schema
  }
  return undefined
}
