// The content editor's config (src/admin/config.ts, fields.ts), generated from
// the JSON Schemas of the zod schemas: every content file is reachable, with
// its own schema; every schema field has a widget; the zod rules show at the
// field; and reading then saving every real file through the CMS's formats
// writes the same bytes and data the build accepts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_SCHEMAS, type ContentSchemaName } from '../../../schemas/files.ts'
import { COLLECTIONS, cmsConfig as buildConfig, schemaOfFile } from '../../../src/admin/config.ts'
import { fieldFor, fieldsOf, type DecapField, type JsonSchema } from '../../../src/admin/fields.ts'
import { formatFor, schemaLine, yamlFormat } from '../../../src/admin/formats.ts'
import { problemsOf } from '../../../src/admin/validate.ts'
import { cmsConfig, cmsSchemas } from '../../../src/generated/cms.ts'
import { cmsRepo } from '../../../scripts/lib/deploy-context.ts'

const contentFiles = readdirSync('content', { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(ya?ml|md)$/.test(e.name))
  .map((e) => join(e.parentPath, e.name))
  .sort()

/** The schema a YAML file names on its first line (scripts/generate.ts checks that line). */
const declaredSchema = (text: string) => /^# yaml-language-server: \$schema=.*\/schemas\/json\/([\w-]+)\.schema\.json/.exec(text)?.[1]

describe('every content file is reachable from a collection', () => {
  it('found the content', () => expect(contentFiles.length).toBeGreaterThan(40))

  it.each(contentFiles)('%s', (file) => {
    const schema = schemaOfFile(file)
    expect(schema, `${file} is in no collection of src/admin/config.ts COLLECTIONS`).toBeDefined()
    const text = readFileSync(file, 'utf8')
    if (file.endsWith('.yaml')) expect(schema).toBe(declaredSchema(text))
  })

  it('a file no collection names is caught', () => {
    expect(schemaOfFile('content/new-kind.yaml')).toBeUndefined()
    expect(schemaOfFile('content/local/cities/nested/x.yaml')).toBeUndefined()
    expect(schemaOfFile('content/blog/post.yaml')).toBeUndefined()
  })
})

/** Paths of schema properties with no Decap field (or one without a widget), walking both side by side. */
function uncovered(s: JsonSchema, fields: DecapField[], path: string): string[] {
  const out: string[] = []
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const field = fields.find((f) => f.name === name)
    const here = `${path}.${name}`
    if (!field?.widget) {
      out.push(here)
      continue
    }
    out.push(...uncoveredInside(prop, field, here))
  }
  return out
}

function uncoveredInside(prop: JsonSchema, field: DecapField, path: string): string[] {
  const options = (prop.anyOf ?? prop.oneOf ?? []).filter((o) => o.type !== 'null')
  if (prop.type === 'object' && prop.properties && field.fields) return uncovered(prop, field.fields, path)
  const items = prop.items
  if (prop.type === 'array' && items) {
    const variants = items.oneOf ?? items.anyOf
    if (variants && field.types)
      return variants.flatMap((v) => {
        const type = field.types!.find((t) => t.name === v.properties?.type?.const)
        if (!type) return [`${path}[type=${String(v.properties?.type?.const)}]`]
        const { type: _discriminator, ...rest } = v.properties ?? {}
        return uncovered({ ...v, properties: rest }, type.fields, `${path}[${type.name}]`)
      })
    if (items.type === 'object' && items.properties && field.fields) return uncovered(items, field.fields, `${path}[]`)
  }
  if (options.length === 1 && options[0]!.type === 'object' && options[0]!.properties && field.fields)
    return uncovered(options[0]!, field.fields, path)
  return []
}

const fieldsOfConfig = (schema: ContentSchemaName): DecapField[] => {
  for (const c of cmsConfig.collections as {
    format: string
    fields?: DecapField[]
    files?: { format: string; fields: DecapField[] }[]
  }[]) {
    if (c.files) {
      const f = c.files.find((f) => f.format === `yaml-${schema}`)
      if (f) return f.fields
    } else if (c.format.endsWith(`-${schema}`)) return c.fields!
  }
  throw new Error(`no collection edits ${schema}`)
}

describe('every schema field has a widget', () => {
  it.each(Object.keys(CONTENT_SCHEMAS) as ContentSchemaName[])('%s', (schema) => {
    expect(uncovered(cmsSchemas[schema], fieldsOfConfig(schema), schema)).toEqual([])
  })

  it('a field left out is caught, at any depth', () => {
    const fields = structuredClone(fieldsOfConfig('page'))
    const sections = fields.find((f) => f.name === 'sections')!
    const hero = sections.types!.find((t) => t.name === 'hero')!
    hero.fields = hero.fields.filter((f) => f.name !== 'highlight')
    const seo = fields.find((f) => f.name === 'seo')!
    seo.fields = seo.fields!.map((f) => (f.name === 'title' ? { ...f, widget: '' } : f))
    expect(uncovered(cmsSchemas.page, fields, 'page')).toEqual(['page.seo.title', 'page.sections[hero].highlight'])
  })

  it('the generated config is the one the schemas give now (npm run gen is up to date)', () => {
    expect(cmsConfig).toEqual(
      JSON.parse(JSON.stringify(buildConfig({ schemas: cmsSchemas, siteUrl: cmsConfig.site_url, repo: cmsRepo() }))),
    )
  })
})

/**
 * Paths of schema properties an editor would see with a label made from their key ("Ctas", "Seo") or
 * with no hint: each needs a title and a description in its zod schema (`.meta({ title })`, `.describe()`).
 * A section's `type` and other constants are hidden fields, and are not shown; the kind they name
 * (a section type in the "Add" menu) needs a title too.
 */
function unlabelled(s: JsonSchema, path: string): string[] {
  const out: string[] = []
  // One kind of a typed list (a section type, a wizard step's kind): its name in the "Add" menu.
  const kind = s.properties?.type?.const
  if (kind !== undefined && !s.title) out.push(`${path}[type=${String(kind)}]: no title`)
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (prop.const !== undefined) continue
    const here = `${path}.${name}`
    if (!prop.title) out.push(`${here}: no title`)
    if (!prop.description) out.push(`${here}: no description`)
    out.push(...unlabelledInside(prop, here))
  }
  return out
}

function unlabelledInside(s: JsonSchema, path: string): string[] {
  return [
    ...(s.properties ? unlabelled(s, path) : []),
    ...(s.items ? unlabelledInside(s.items, `${path}[]`) : []),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((o) => unlabelledInside(o, path)),
    ...(typeof s.additionalProperties === 'object' ? unlabelledInside(s.additionalProperties, `${path}{}`) : []),
  ]
}

describe('every field speaks to people: a label and a hint from its schema', () => {
  it.each(Object.keys(CONTENT_SCHEMAS) as ContentSchemaName[])('%s', (schema) => {
    expect(unlabelledInside(cmsSchemas[schema], schema)).toEqual([])
  })

  it('the label is the title, the hint the description', () => {
    const field = fieldFor('ctas', { type: 'string', title: 'Buttons', description: 'Up to two' }, false)
    expect(field).toMatchObject({ label: 'Buttons', hint: 'Up to two' })
  })

  it('a field without a title or a description is caught, at any depth', () => {
    const schema = structuredClone(cmsSchemas.page)
    delete schema.properties!.seo!.title
    delete schema.properties!.seo!.properties!.noindex!.description
    const faq = (schema.properties!.sections!.items!.oneOf ?? schema.properties!.sections!.items!.anyOf)!.find(
      (v) => v.properties?.type?.const === 'faq',
    )!
    delete faq.title
    expect(unlabelledInside(schema, 'page')).toEqual([
      'page.seo: no title',
      'page.seo.noindex: no description',
      'page.sections[][type=faq]: no title',
    ])
  })
})

describe('the zod rules show at the field', () => {
  const field = (fields: DecapField[], ...path: string[]): DecapField => {
    let list = fields
    let found: DecapField | undefined
    for (const name of path) {
      found = list.find((f) => f.name === name)
      if (!found) throw new Error(`no field ${path.join('.')}`)
      list = found.fields ?? found.types ?? (found.field ? [found.field] : [])
    }
    return found!
  }

  it('required, with the schema description as the hint', () => {
    const page = fieldsOfConfig('page')
    const route = field(page, 'route')
    expect(route).toMatchObject({ widget: 'string', required: true })
    expect(route.hint).toBe(cmsSchemas.page.properties!.route!.description)
    expect(field(page, 'sections', 'hero', 'heading').required).toBe(true)
    expect(field(page, 'sections', 'hero', 'highlight').required).toBe(false)
  })

  it("patterns and lengths carry zod's own messages", () => {
    const page = fieldsOfConfig('page')
    const [pattern, message] = field(page, 'route').pattern!
    expect(new RegExp(pattern).test('/about')).toBe(true)
    expect(new RegExp(pattern).test('/about us/')).toBe(false)
    expect(message).toBe('a path like "/about" or "/services/seo": no trailing slash, no spaces')
    const title = field(page, 'seo', 'title').pattern!
    expect(new RegExp(title[0]).test('x'.repeat(9))).toBe(false)
    expect(new RegExp(title[0]).test('x'.repeat(10))).toBe(true)
    expect(new RegExp(title[0]).test('x'.repeat(71))).toBe(false)
    const zodMessages = CONTENT_SCHEMAS.page.shape.seo.safeParse({ title: 'x', description: 'y'.repeat(60) })
    expect(zodMessages.success).toBe(false)
    expect(title[1]).toContain(zodMessages.error!.issues[0]!.message)
  })

  it('choices are selects, numbers keep their bounds and kind', () => {
    const hero = field(fieldsOfConfig('page'), 'sections', 'hero', 'tone')
    expect(hero.widget).toBe('select')
    expect(hero.options).toEqual(['light', 'muted', 'dark'])
    const number = fieldFor('n', { type: 'integer', minimum: 1, maximum: 9 }, true)
    expect(number).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9 })
  })

  it('inside an optional object nothing is required at the field (decap-cms#7748); inside a required one the rules stay', () => {
    const object = { type: 'object', properties: { src: { type: 'string' }, alt: { type: 'string' } }, required: ['src'] }
    expect(fieldFor('image', object, false).fields!.map((f) => f.required)).toEqual([false, false])
    expect(fieldFor('image', object, true).fields!.map((f) => f.required)).toEqual([true, false])
    expect(fieldsOf({ type: 'object', properties: { image: object }, required: [] })[0]!.fields![0]!.required).toBe(false)
  })
})

describe('every real file read and saved through the CMS, unchanged', () => {
  const formatOf = (file: string) => {
    const schema = schemaOfFile(file)!
    const markdown = file.endsWith('.md')
    return {
      schema,
      markdown,
      format: formatFor(cmsSchemas[schema], schema, file.slice(0, file.lastIndexOf('/')), markdown ? 'md' : 'yaml'),
    }
  }

  it.each(contentFiles)('%s', (file) => {
    const text = readFileSync(file, 'utf8')
    const { schema, markdown, format } = formatOf(file)
    const data = format.fromFile(text)
    // What Decap keeps between the two: plain JSON (it stores entries as Immutable maps).
    const saved = format.toFile(JSON.parse(JSON.stringify(data)))
    expect(saved).toBe(text)
    expect(problemsOf(schema, saved, markdown)).toEqual([])
  })

  it('a new file (no source) is written whole, with its schema line, and passes the check', () => {
    const format = yamlFormat(cmsSchemas.redirects, schemaLine('content', 'redirects'))
    const text = format.toFile({ redirects: [{ from: '/old-page', to: '/about/' }] })
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/json/redirects.schema.json')
    expect(problemsOf('redirects', text, false)).toEqual([])
  })

  it('refuses what check:content refuses, in the schema’s words', () => {
    const text = readFileSync('content/pages/about.yaml', 'utf8')
    const { format } = formatOf('content/pages/about.yaml')
    const data = format.fromFile(text) as { sections: { heading?: string; highlight?: string }[] }
    data.sections[0]!.highlight = 'not in the heading'
    expect(problemsOf('page', format.toFile(data), false)).toEqual([
      'sections.0.highlight: highlight must be words of the heading, exactly as written there',
    ])
  })
})

it('no folder or file is in two collections', () => {
  const places = COLLECTIONS.flatMap((c) => ('files' in c ? c.files.map((f) => f.file) : [c.folder]))
  expect(new Set(places).size).toBe(places.length)
})

// Netlify Identity is deprecated and Git Gateway gets only major security fixes: editors sign in
// with GitHub through Netlify's own OAuth provider, and nothing of ours runs for it.
describe("production sign-in: GitHub through Netlify's OAuth provider", () => {
  it('the generated config names no git-gateway; its backend is github, authorised at api.netlify.com/auth', () => {
    expect(JSON.stringify(cmsConfig)).not.toContain('git-gateway')
    expect(cmsConfig.backend).toMatchObject({ name: 'github', branch: 'main', base_url: 'https://api.netlify.com', auth_endpoint: 'auth' })
    // The local editor is unchanged: `npm run cms` still goes through Decap's local proxy.
    expect(cmsConfig.local_backend).toBe(true)
  })

  it('the repository comes from CMS_GITHUB_REPO, else from the one Netlify builds (REPOSITORY_URL)', () => {
    const repoOf = (env: NodeJS.ProcessEnv) =>
      buildConfig({ schemas: cmsSchemas, siteUrl: 'https://x.example', repo: cmsRepo(env) }).backend
    expect(repoOf({ REPOSITORY_URL: 'https://github.com/acme/site' })).toMatchObject({ repo: 'acme/site' })
    expect(repoOf({ REPOSITORY_URL: 'git@github.com:acme/site.git' })).toMatchObject({ repo: 'acme/site' })
    expect(repoOf({ REPOSITORY_URL: 'https://github.com/acme/site', CMS_GITHUB_REPO: 'agency/fork' })).toMatchObject({
      repo: 'agency/fork',
    })
    expect(repoOf({})).not.toHaveProperty('repo')
  })
})
