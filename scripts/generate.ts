// Validates every content file and turns content/ into typed modules.
//   npm run gen            validate, then write src/generated/*.ts and schemas/json/*.schema.json
//   npm run check:content  validate only; also fails when schemas/json is out of date
// Every problem is printed as `file:line:col  field.path  message`, all in one run.
import { findImageUses, IMAGE_OUT_DIR, processImages, writeImagesModule } from './lib/images.ts'
import { mkdirSync, readFileSync, existsSync } from 'node:fs'
import { writeIfChanged } from './lib/write-if-changed.ts'
import { join } from 'node:path'
import { z } from 'zod'
import { CONTENT_SCHEMAS, type ContentSchemaName } from '../schemas/files.ts'
import type { JsonSchema } from '../src/admin/fields.ts'
import { INTERACTIVE_SECTIONS } from '../schemas/sections/index.ts'
import { cmsConfig } from '../src/admin/config.ts'
import { cmsRepo } from './lib/deploy-context.ts'
import { expandRedirects } from './lib/redirect-rules.ts'
import { buildRoutes } from './lib/build-routes.ts'
import { crossCheck } from './lib/cross-checks.ts'
import { parseFlags } from './lib/cli-flags.ts'
import { teamOf } from './lib/team.ts'
import { formatProblem, githubAnnotation } from './lib/friendly-errors.ts'
import { loadContent } from './lib/load-content.ts'
import { FORM_FILES } from './lib/load-forms.ts'
import { featuresFrom } from '../src/lib/features.ts'
import { adDestinationsFrom, adDestinationsMarkdown, pixelFrom } from '../src/lib/ad-destinations.ts'
import { renderMarkdown } from '../src/lib/markdown.ts'
import { AD_DESTINATIONS_MARKER } from '../schemas/privacy-ads.ts'
import { adPolicyProblemsIn } from './lib/ad-policy-checks.ts'

/** The JSON Schemas editors use (VS Code YAML extension, through each file's first line) and the CMS is generated from. */
const JSON_SCHEMAS: Record<string, z.ZodType> = CONTENT_SCHEMAS

/** A zod check's own message, if it was given one (z.string().regex(re, 'message')). */
function customMessage(check: unknown): string | undefined {
  const def = (check as { _zod?: { def?: { error?: (issue: object) => unknown } } })._zod?.def
  const message = def?.error?.({})
  return typeof message === 'string' ? message : undefined
}

function jsonSchemaText(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    // A pattern's own message from the zod schema, under the keyword VS Code's YAML extension shows
    // (and the CMS uses for the field's message): "a path like /about", not "does not match ^/…".
    override: ({ zodSchema, jsonSchema }) => {
      const checks = (zodSchema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? []
      const regex = checks.find((c) => (c as { _zod?: { def?: { format?: string } } })._zod?.def?.format === 'regex')
      const message = regex && customMessage(regex)
      if (message && jsonSchema.pattern) jsonSchema.patternErrorMessage = message
    },
  })
  return JSON.stringify(json, null, 2) + '\n'
}

async function main() {
  const { values } = parseFlags(
    { options: { check: { type: 'boolean', default: false }, root: { type: 'string', default: 'content' } } },
    'tsx scripts/generate.ts [--check] [--root=content]  (npm run gen; npm run check:content adds --check)',
  )
  const { check, root } = values
  const { content, problems, sources } = loadContent(root)
  if (content) problems.push(...crossCheck(content, sources))
  // The ad platforms this build sends to (its environment, and the pixel id in content): the privacy policy lists exactly these.
  const adDestinations = content ? adDestinationsFrom(process.env, content.site.embeds.pixel.id) : []
  if (content) problems.push(...adPolicyProblemsIn(root, content, adDestinations))
  // Images: checked always (missing, unreadable, too small: file:line), encoded only by npm run gen.
  const media = await processImages(findImageUses(sources), sources, { root, check })
  problems.push(...media.problems)

  // Editors' JSON Schemas are committed: check mode insists they match the zod schemas.
  const jsonDir = 'schemas/json'
  for (const [name, schema] of Object.entries(JSON_SCHEMAS)) {
    const path = join(jsonDir, `${name}.schema.json`)
    const text = jsonSchemaText(schema)
    if (check) {
      if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
        problems.push({ file: path, line: 1, col: 1, path: '', message: 'out of date with the zod schemas: run npm run gen and commit it' })
    } else {
      mkdirSync(jsonDir, { recursive: true })
      writeIfChanged(path, text)
    }
  }

  // Every YAML file names its JSON Schema on its first line, for editor autocompletion.
  for (const file of sources.keys())
    if (file.endsWith('.yaml') && !/^# yaml-language-server: \$schema=/.test(readFileSync(file, 'utf8')))
      problems.push({
        file,
        line: 1,
        col: 1,
        path: '',
        message: 'first line must be "# yaml-language-server: $schema=<path to its schemas/json file>"',
      })

  if (problems.length || !content) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col)
    for (const p of problems) console.error(formatProblem(p))
    // In GitHub Actions, each problem also becomes an annotation on its line of the pull request.
    if (process.env.GITHUB_ACTIONS === 'true') for (const p of problems) console.log(githubAnnotation(p))
    if (!content) console.error('\n(cross-file checks (links, references, redirects) run once these are fixed)')
    console.error(`\n${problems.length} content problem${problems.length === 1 ? '' : 's'}.`)
    process.exit(1)
  }

  const routes = buildRoutes(content, INTERACTIVE_SECTIONS)
  if (check) {
    console.log(`content ok: ${sources.size} files, ${routes.length} routes`)
    return
  }
  const outDir = 'src/generated'
  mkdirSync(outDir, { recursive: true })
  const header = '// Generated by scripts/generate.ts from content/. Do not edit: change content/ and run npm run gen.\n'
  const emit = (file: string, imports: string, body: string) => writeIfChanged(join(outDir, file), header + imports + '\n' + body)
  const json = (v: unknown) => JSON.stringify(v, null, 1)
  const T = `import type * as T from '../../schemas/content.ts'\n`

  // META_PIXEL_ID where the site is built turns the browser pixel on as content's pixel id does.
  const site = { ...content.site, embeds: { ...content.site.embeds, pixel: pixelFrom(process.env, content.site.embeds.pixel) } }
  emit('site.ts', T, `export const site: T.Content['site'] = ${json(site)}\n`)
  emit('pages.ts', T, `export const pages: T.Content['pages'] = ${json(content.pages)}\n`)
  emit('testimonials.ts', T, `export const testimonials: T.Content['testimonials'] = ${json(content.testimonials)}\n`)
  emit('posts.ts', T, `export const posts: T.Content['posts'] = ${json(content.posts)}\n`)
  // The privacy policy's list of ad platforms, where its Markdown has the marker (checked above).
  const adList = renderMarkdown(adDestinationsMarkdown(content.site.ads, adDestinations)).html
  const prose = Object.fromEntries(
    Object.entries(content.prose).map(([k, doc]) => [k, { ...doc, html: doc.html.replace(AD_DESTINATIONS_MARKER, adList) }]),
  )
  emit('prose.ts', T, `export const prose: T.Content['prose'] = ${json(prose)}\n`)
  emit('local.ts', T, `export const local: T.Content['local'] = ${json(content.local)}\n`)
  emit('booking.ts', T, `export const booking: T.Content['booking'] = ${json(content.booking)}\n`)
  emit('booking-pages.ts', T, `export const bookingPages: T.Content['bookingPages'] = ${json(content.bookingPages)}\n`)
  emit('conversions.ts', T, `export const conversions: T.Content['conversions'] = ${json(content.conversions)}\n`)
  emit('pipeline.ts', T, `export const pipeline: T.Content['pipeline'] = ${json(content.pipeline)}\n`)
  // The routes and each meeting type's page: the wizard's bundle needs no more of booking.yaml to hand over.
  const typePages = Object.fromEntries(content.booking.meetingTypes.map((t) => [t.id, t.page]))
  emit(
    'routing.ts',
    T,
    `export const routing: T.Content['routing'] = ${json(content.routing)}\n` +
      `/** Each meeting type's booking page (content/booking.yaml). */\nexport const typePages: Record<string, string> = ${json(typePages)}\n`,
  )
  emit('prospect-messages.ts', T, `export const prospectMessages: T.Content['prospectMessages'] = ${json(content.prospectMessages)}\n`)
  emit('staff-console.ts', T, `export const staffConsole: T.Content['staffConsole'] = ${json(content.staffConsole)}\n`)
  emit(
    'team.ts',
    `import type { TeamMember } from '../../schemas/sections/team-grid.ts'\n`,
    `export const team: TeamMember[] = ${json(teamOf(content.pages))}\n`,
  )
  emit(
    'redirects.ts',
    `import type { Redirect } from '../../schemas/redirects.ts'\n`,
    `export const redirects: Redirect[] = ${json(
      expandRedirects(
        content.redirects,
        content.local.services.map((s) => s.slug),
        content.local.cities,
      ),
    )}\n`,
  )
  emit('routes.ts', `import type { RouteEntry } from '../lib/routes.ts'\n`, `export const routes: RouteEntry[] = ${json(routes)}\n`)
  emit(
    'forms.ts',
    `import type { ${FORM_FILES.map((f) => f.type).join(', ')} } from '../../schemas/forms.ts'\n`,
    FORM_FILES.map((f) => `export const ${f.key}: ${f.type} = ${json(content.forms[f.key])}\n`).join(''),
  )
  // What the build's environment configures (SMS reminders): pages promise only that.
  emit(
    'features.ts',
    `import type { Features } from '../lib/features.ts'\n`,
    `export const features: Features = ${json(featuresFrom(process.env))}\n`,
  )
  emit(
    'ads.ts',
    `import type { AdDestination } from '../../schemas/ad-destination-keys.ts'\n`,
    `export const adDestinations: AdDestination[] = ${json(adDestinations)}\n`,
  )
  writeImagesModule(media.images, outDir)
  // The content editor's config (/admin/, src/admin/): from the same JSON Schemas, never written by hand.
  const cmsSchemas = Object.fromEntries(Object.keys(JSON_SCHEMAS).map((n) => [n, JSON.parse(jsonSchemaText(JSON_SCHEMAS[n]!))])) as Record<
    ContentSchemaName,
    JsonSchema
  >
  emit(
    'cms.ts',
    `import type { JsonSchema } from '../admin/fields.ts'\nimport type { ContentSchemaName } from '../../schemas/files.ts'\n`,
    `export const cmsSchemas: Record<ContentSchemaName, JsonSchema> = ${json(cmsSchemas)}\n` +
      `export const cmsConfig = ${json(cmsConfig({ schemas: cmsSchemas, siteUrl: content.site.baseUrl, repo: cmsRepo() }))}\n`,
  )
  console.log(
    `generated src/generated/ from ${sources.size} content files: ${routes.length} routes, ` +
      `${Object.keys(media.images).length} images (${media.encoded} files encoded, the rest cached in ${IMAGE_OUT_DIR})`,
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
