// Every JSON-LD block of every page: valid JSON, a schema.org @context, and
// for each typed node the properties its type requires. schema.org itself
// makes nothing mandatory; the requirements below are those of Google's rich
// result documentation (developers.google.com/search/docs/appearance/structured-data),
// which is what decides whether the markup is used. A type missing from the
// table fails too, so new markup gets a rule before it ships.
//   npx tsx scripts/audit/json-ld.ts
import { loadSite } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'

type Node = Record<string, unknown>
/** A property name, or a list of names of which at least one must be present. */
type Requirement = string | readonly string[]

const ARTICLE = ['headline', 'author', 'datePublished', 'image'] as const
const BUSINESS = ['name', 'address'] as const
const PAGE = ['name'] as const

export const REQUIRED: Record<string, readonly Requirement[]> = {
  // Google lists no required Organization property; a nameless one says nothing.
  Organization: ['name'],
  Corporation: ['name'],
  LocalBusiness: BUSINESS,
  ProfessionalService: BUSINESS,
  MarketingAgency: BUSINESS,
  Service: ['name', 'provider'],
  WebSite: ['name', 'url'],
  WebPage: PAGE,
  AboutPage: PAGE,
  ContactPage: PAGE,
  CollectionPage: PAGE,
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position'],
  ItemList: ['itemListElement'],
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  NewsArticle: ARTICLE,
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  AggregateRating: ['ratingValue', ['ratingCount', 'reviewCount']],
  Person: ['name'],
  PostalAddress: ['addressLocality', 'addressCountry'],
  ImageObject: [['contentUrl', 'url']],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  QuantitativeValue: [['value', 'minValue', 'maxValue']],
  ContactPoint: ['contactType', ['telephone', 'email']],
  Offer: ['price', 'priceCurrency'],
  City: ['name'],
  State: ['name'],
  Country: ['name'],
  AdministrativeArea: ['name'],
  Place: ['name'],
  HowTo: ['name', 'step'],
  HowToStep: ['text'],
}

/** Properties whose string values must be absolute http(s) URLs. */
const URL_PROPS = new Set(['url', 'item', 'logo', 'image', 'sameAs', 'mainEntityOfPage', 'thumbnailUrl', 'contentUrl', 'embedUrl'])
const DATE_PROPS = new Set(['datePublished', 'dateModified', 'uploadDate', 'startDate', 'endDate'])
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const typesOf = (n: Node) =>
  (Array.isArray(n['@type']) ? (n['@type'] as unknown[]) : [n['@type']]).filter((t): t is string => typeof t === 'string')
const label = (n: Node) => typesOf(n).join('/') || 'node'
/** A node that only points at another ({"@id": …}) carries no properties of its own. */
const isReference = (n: Node) => Object.keys(n).every((k) => k === '@id')

function checkNode(node: Node, path: string, parentKey: string | null, problems: string[], siblings?: { index: number; count: number }) {
  if (isReference(node)) return
  const types = typesOf(node)
  if (types.length === 0) problems.push(`${path}: node without @type`)
  for (const type of types) {
    const rule = REQUIRED[type]
    if (!rule) {
      problems.push(`${path}: no required-property rule for @type ${type}; add one to REQUIRED in scripts/audit/json-ld.ts`)
      continue
    }
    for (const req of rule) {
      const names = typeof req === 'string' ? [req] : req
      if (!names.some((n) => present(node[n]))) problems.push(`${path} (${type}): missing ${names.join(' or ')}`)
    }
    // A review or rating outside its item must say what it rates.
    if ((type === 'Review' || type === 'AggregateRating') && parentKey === null && !present(node.itemReviewed))
      problems.push(`${path} (${type}): missing itemReviewed`)
    // Breadcrumb items link to their page, except the last (the current page).
    if (type === 'ListItem' && parentKey === 'itemListElement' && siblings && siblings.index < siblings.count - 1 && !present(node.item))
      problems.push(`${path} (ListItem): missing item (only the last crumb may leave it out)`)
    if (type === 'ListItem' && parentKey === 'itemListElement' && siblings && node.position !== siblings.index + 1)
      problems.push(`${path} (ListItem): position is ${JSON.stringify(node.position)}, expected ${siblings.index + 1}`)
    if (type === 'Rating' || type === 'AggregateRating') {
      const value = Number(node.ratingValue)
      const best = node.bestRating === undefined ? 5 : Number(node.bestRating)
      const worst = node.worstRating === undefined ? 1 : Number(node.worstRating)
      if (present(node.ratingValue) && !(value >= worst && value <= best))
        problems.push(`${path} (${type}): ratingValue ${String(node.ratingValue)} is outside ${worst}-${best}`)
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, i) => {
      const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`
      if (typeof v === 'string') {
        if (URL_PROPS.has(key) && !/^https?:\/\/[^\s/]+/.test(v)) problems.push(`${at}: "${v}" is not an absolute URL`)
        if (DATE_PROPS.has(key) && !ISO_DATE.test(v)) problems.push(`${at}: "${v}" is not an ISO 8601 date`)
        if (v.trim() === '') problems.push(`${at}: empty text`)
      } else if (isNode(v)) {
        checkNode(v, at, key, problems, Array.isArray(value) ? { index: i, count: value.length } : undefined)
      }
    })
  }
}

/** Problems of one <script type="application/ld+json"> block, in plain sentences; [] when fine. */
export function jsonLdProblems(text: string, where = 'JSON-LD'): string[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return [`${where}: not valid JSON (${(e as Error).message})`]
  }
  const problems: string[] = []
  const roots = Array.isArray(data) ? data : [data]
  roots.forEach((root, i) => {
    const at = roots.length > 1 ? `${where}[${i}]` : where
    if (!isNode(root)) return problems.push(`${at}: expected an object`)
    const context = root['@context']
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context))
      problems.push(`${at}: @context must be "https://schema.org" (found ${JSON.stringify(context)})`)
    const graph = root['@graph']
    if (Array.isArray(graph))
      graph.forEach((n, j) =>
        isNode(n)
          ? checkNode(n, `${at} @graph[${j}] ${label(n)}`, null, problems)
          : problems.push(`${at} @graph[${j}]: expected an object`),
      )
    else checkNode(root, `${at} ${label(root)}`, null, problems)
  })
  return problems
}

export const check: Check = {
  name: 'json-ld',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const failures: string[] = []
    const types = new Map<string, number>()
    let blocks = 0
    for (const page of site.pages) {
      page.scan.jsonLd.forEach((text, i) => {
        blocks++
        for (const p of jsonLdProblems(text, `block ${i + 1}`)) failures.push(`${page.path}: ${p}`)
        try {
          const data = JSON.parse(text) as Node
          for (const t of typesOf(data)) types.set(t, (types.get(t) ?? 0) + 1)
        } catch {}
      })
    }
    return result(failures, `${blocks} blocks on ${site.pages.length} pages (${[...types].map(([t, n]) => `${t} ${n}`).join(', ')})`)
  },
}

if (isMain(import.meta.url)) await runAlone(check)
