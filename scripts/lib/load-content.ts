// Reads every file under content/, validates it against its zod schema and
// returns typed content plus every problem found (all of them, in one run).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { z } from 'zod'
import { BlogPostFrontMatterSchema, LegalFrontMatterSchema } from '../../schemas/blog.ts'
import { BookingSettingsSchema } from '../../schemas/booking-settings.ts'
import { BookingPagesCopySchema, withBookingCopy, withContactMessages } from '../../schemas/booking-pages.ts'
import { PageFileSchema, PageSchema } from '../../schemas/page.ts'
import { ProspectMessagesSchema } from '../../schemas/prospect-messages.ts'
import { ConversionsSchema } from '../../schemas/conversions.ts'
import { StaffConsoleCopySchema } from '../../schemas/staff-console.ts'
import { PipelineSchema } from '../../schemas/pipeline.ts'
import { RoutingSchema } from '../../schemas/routing.ts'
import { RedirectsFileSchema } from '../../schemas/redirects.ts'
import { SiteSchema } from '../../schemas/site.ts'
import { TestimonialsFileSchema } from '../../schemas/testimonials.ts'
import { friendlyMessage, type ContentProblem } from './friendly-errors.ts'
import { renderMarkdown } from '../../src/lib/markdown.ts'
import type { BlogPost, Content, FormsContent, ProseDoc } from '../../schemas/content.ts'
import { parseYamlSource, splitFrontMatter, type YamlSource } from './yaml-source.ts'
import { LOCAL_FILES, assembleLocal } from './load-local.ts'
import { FORM_FILES } from './load-forms.ts'
import { BOOKING_SECTIONS } from '../../schemas/sections/index.ts'
import { TOKEN_FAMILIES, fillTokens, tokenProblems, tokensIn } from '../../schemas/tokens.ts'

interface LoadResult {
  content: Content | null
  problems: ContentProblem[]
  /** Every parsed file by its path relative to the content root, for locating cross-file problems. */
  sources: Map<string, YamlSource>
}

/**
 * A value that matches none of a union's forms: report the problems of the
 * form it came closest to (fewest problems), which is what the editor meant.
 */
function closestUnionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || (issue as { note?: string }).note || issue.errors.length === 0) return [issue]
  const best = [...issue.errors].sort((a, b) => a.length - b.length)[0]!
  return best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })).flatMap(closestUnionBranch)
}

/** Validates `source.data` with `schema`; problems carry file, line, column and field path. */
export function validate<S extends z.ZodType>(schema: S, source: YamlSource): { data?: z.output<S>; problems: ContentProblem[] } {
  if (source.syntaxProblems.length) return { problems: source.syntaxProblems }
  const result = schema.safeParse(source.data, { reportInput: true })
  if (result.success) return { data: result.data, problems: [] }
  const problems: ContentProblem[] = []
  for (const issue of result.error.issues.flatMap(closestUnionBranch)) {
    const path = issue.path.map(String)
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined]
    for (const key of keys) {
      const one = key === undefined ? issue : { ...issue, keys: [key] }
      problems.push({
        file: source.file,
        ...source.locate(issue.path, key),
        path: [...path, ...(key ? [key] : [])].join('.'),
        message: friendlyMessage(one),
      })
    }
  }
  return { problems }
}

const BRAND = TOKEN_FAMILIES.brand

/**
 * Texts of another family inside a brand-filled file: their own schema fields
 * (tokenText) allow their tokens, which are filled later (a booking's {time} in
 * the browser, an email's {name} when it is sent, a redirect's {city} per city).
 */
function filledLater(value: unknown, key: string | number | undefined): boolean {
  if (key === 'cityPatterns') return true
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined
  return (BOOKING_SECTIONS as readonly unknown[]).includes(type)
}

/**
 * Fills {brand}, {brandName} and {year} in every string of a value (routes,
 * links, copy). Any other token is a content problem, reported at its path,
 * unless the text belongs to a family filled later.
 */
function fillBrand<T>(
  value: T,
  vars: Record<string, string>,
  report: (path: (string | number)[], message: string) => void,
  path: (string | number)[] = [],
  later = false,
): T {
  if (typeof value === 'string') {
    const others = later ? tokensIn(value).filter((name) => !(BRAND as readonly string[]).includes(name)) : []
    const problems = tokenProblems(value, [...BRAND, ...others])
    problems.forEach((message) => report(path, message))
    return (problems.length ? value : fillTokens(value, vars, others)) as T
  }
  const laterHere = later || filledLater(value, path[path.length - 1])
  if (Array.isArray(value)) return value.map((v, i) => fillBrand(v, vars, report, [...path, i], laterHere)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillBrand(v, vars, report, [...path, k], laterHere)])) as T
  return value
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(dir, f))
}

export function loadContent(root = 'content'): LoadResult {
  const problems: ContentProblem[] = []
  const sources = new Map<string, YamlSource>()
  const rel = (p: string) => relative(process.cwd(), p)

  function loadYaml<S extends z.ZodType>(path: string, schema: S): z.output<S> | undefined {
    if (!existsSync(path)) {
      problems.push({ file: rel(path), line: 1, col: 1, path: '', message: 'file is missing' })
      return undefined
    }
    const source = parseYamlSource(rel(path), readFileSync(path, 'utf8'))
    sources.set(rel(path), source)
    const r = validate(schema, source)
    problems.push(...r.problems)
    return r.data
  }

  function loadMarkdown<S extends z.ZodType>(path: string, schema: S): { meta: z.output<S>; body: string; bodyLine: number } | undefined {
    const text = readFileSync(path, 'utf8')
    const parts = splitFrontMatter(text)
    if (!parts) {
      problems.push({ file: rel(path), line: 1, col: 1, path: '', message: 'front matter missing: start the file with a --- block' })
      return undefined
    }
    const source = parseYamlSource(rel(path), parts.frontMatter, 1)
    sources.set(rel(path), source)
    const r = validate(schema, source)
    problems.push(...r.problems)
    return r.data ? { meta: r.data, body: parts.body, bodyLine: parts.bodyLine } : undefined
  }

  const site = loadYaml(join(root, 'site.yaml'), SiteSchema)
  const tokens = { brand: site?.brand.slug ?? 'brand', brandName: site?.brand.name ?? '', year: String(new Date().getFullYear()) }
  /**
   * The brand tokens filled in a file's data, any other token reported at its line (unless the whole
   * file is of families filled later: `later`).
   */
  const brandFilled = <T>(path: string, value: T, later = false): T =>
    fillBrand(
      value,
      tokens,
      (at, message) =>
        problems.push({ file: rel(path), ...(sources.get(rel(path))?.locate(at) ?? { line: 1, col: 1 }), path: at.join('.'), message }),
      [],
      later,
    )
  /** The same for a Markdown body, by line. */
  const brandFilledBody = (path: string, body: string, bodyLine: number): string => {
    body.split('\n').forEach((line, i) => {
      for (const message of tokenProblems(line, BRAND))
        problems.push({ file: rel(path), line: bodyLine + i, col: 1, path: 'body', message })
    })
    return fillBrand(body, tokens, () => {})
  }

  const forms = Object.fromEntries(
    FORM_FILES.map(({ key, file, schema }) => [key, loadYaml(join(root, 'forms', file), schema)]),
  ) as Partial<FormsContent>
  // The booking pages' shared words, with the contact form's email and phone messages (the booking API
  // checks with that form's rules), go under each booking section before the page is validated whole;
  // while either file has problems of its own, the pages are checked as written only.
  const contactFields = forms.contactForm?.fields
  const bookingPagesFile = join(root, 'booking-pages.yaml')
  const bookingPages = loadYaml(bookingPagesFile, BookingPagesCopySchema)
  const bookingCopy =
    bookingPages && contactFields
      ? withContactMessages(sources.get(rel(bookingPagesFile))!.data as z.input<typeof BookingPagesCopySchema>, contactFields)
      : undefined
  const pages = listFiles(join(root, 'pages'), '.yaml').flatMap((f) => {
    const source = parseYamlSource(rel(f), readFileSync(f, 'utf8'))
    sources.set(rel(f), source)
    const r = bookingCopy
      ? validate(PageSchema, { ...source, data: withBookingCopy(source.data, bookingCopy) })
      : validate(PageFileSchema, source)
    problems.push(...r.problems)
    return bookingCopy && r.data ? [brandFilled(f, r.data as z.output<typeof PageSchema>)] : []
  })
  const prospectMessagesFile = join(root, 'prospect-messages.yaml')
  const prospectMessages = loadYaml(prospectMessagesFile, ProspectMessagesSchema)
  const staffConsole = loadYaml(join(root, 'staff-console.yaml'), StaffConsoleCopySchema)
  const testimonials = loadYaml(join(root, 'testimonials.yaml'), TestimonialsFileSchema)?.testimonials ?? []
  const redirects = loadYaml(join(root, 'redirects.yaml'), RedirectsFileSchema)
  const booking = loadYaml(join(root, 'booking.yaml'), BookingSettingsSchema)
  const conversions = loadYaml(join(root, 'conversions.yaml'), ConversionsSchema)
  const pipeline = loadYaml(join(root, 'pipeline.yaml'), PipelineSchema)
  const routing = loadYaml(join(root, 'routing.yaml'), RoutingSchema)

  const posts: BlogPost[] = []
  for (const f of listFiles(join(root, 'blog'), '.md')) {
    const doc = loadMarkdown(f, BlogPostFrontMatterSchema)
    if (!doc) continue
    const expected = f.split('/').pop()!.replace(/\.md$/, '')
    if (doc.meta.slug !== expected)
      problems.push({
        file: rel(f),
        ...sources.get(rel(f))!.locate(['slug']),
        path: 'slug',
        message: `must equal the file name "${expected}"`,
      })
    posts.push({ meta: doc.meta, ...renderMarkdown(brandFilledBody(f, doc.body, doc.bodyLine)) })
  }
  posts.sort((a, b) => b.meta.date.localeCompare(a.meta.date))

  const prose: Record<string, ProseDoc> = {}
  for (const f of listFiles(join(root, 'legal'), '.md')) {
    const doc = loadMarkdown(f, LegalFrontMatterSchema)
    if (doc) prose[relative(root, f)] = { meta: doc.meta, ...renderMarkdown(brandFilledBody(f, doc.body, doc.bodyLine)) }
  }

  const localParts = Object.fromEntries(LOCAL_FILES(root).map(({ key, path, schema }) => [key, path.map((p) => loadYaml(p, schema))]))
  const local = assembleLocal(localParts, problems)

  const filledSite = site && brandFilled(join(root, 'site.yaml'), site)
  const filledRedirects = redirects && brandFilled(join(root, 'redirects.yaml'), redirects)
  const complete =
    site &&
    redirects &&
    local &&
    booking &&
    bookingPages &&
    prospectMessages &&
    conversions &&
    staffConsole &&
    pipeline &&
    routing &&
    Object.values(forms).every(Boolean)
  const content: Content | null = complete
    ? {
        site: filledSite!,
        pages,
        testimonials,
        posts,
        prose,
        redirects: filledRedirects!,
        local,
        forms: forms as FormsContent,
        booking,
        bookingPages: brandFilled(bookingPagesFile, withContactMessages(bookingPages, forms.contactForm!.fields), true),
        prospectMessages: brandFilled(prospectMessagesFile, prospectMessages, true),
        conversions,
        staffConsole,
        pipeline: pipeline!,
        routing: routing!,
      }
    : null
  return { content, problems, sources }
}
