// Checks that span files: every internal link goes to a real page, every
// reference (testimonial id, claim name, Markdown source, calendar key) exists,
// figures agree with the claims, and the redirect table has no chain, loop or
// missing target.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BOOKING_SECTIONS, INTERACTIVE_SECTIONS, type SectionOf } from '../../schemas/sections/index.ts'
import { expandRedirects, redirectProblems } from './redirect-rules.ts'
import { buildRoutes, isInteractive } from './build-routes.ts'
import { localProblemsOf } from './local-checks.ts'
import { claimProblems } from './claims-checks.ts'
import { pageFigureProblems } from './page-figures-checks.ts'
import { promiseProblems } from './promise-checks.ts'
import { placeholderProblems } from './placeholder-checks.ts'
import { callLengthProblems } from './call-length-checks.ts'
import { routingFileProblems } from './routing-checks.ts'

const siteFileOf = (sources: ReadonlyMap<string, unknown>) =>
  [...sources.keys()].find((f) => f.endsWith('site.yaml')) ?? 'content/site.yaml'
import { WEEKDAYS } from '../../schemas/booking-settings.ts'
import { minutesOfDay } from '../../schemas/office-time.ts'
import type { ContentProblem } from './friendly-errors.ts'
import { teamOf } from './team.ts'
import type { Content } from '../../schemas/content.ts'
import type { YamlSource } from './yaml-source.ts'
import { withSlash } from '../../src/lib/routes.ts'

/** Every host named in content/booking.yaml is a team member with that id on the about page. */
function hostProblems(content: Pick<Content, 'pages' | 'booking'>): { path: (string | number)[]; message: string }[] {
  const ids = teamOf(content.pages).map((m) => m.id)
  const unknown = (id: string) => `no team member "${id}" (the team-grid ids on the pages: ${ids.join(', ') || 'none'})`
  return [
    ...content.booking.meetingTypes.flatMap((t, i) =>
      t.hosts.flatMap((id, j) => (ids.includes(id) ? [] : [{ path: ['meetingTypes', i, 'hosts', j], message: unknown(id) }])),
    ),
    ...content.booking.hosts.flatMap((h, i) => (ids.includes(h.id) ? [] : [{ path: ['hosts', i, 'id'], message: unknown(h.id) }])),
  ]
}

type Visit = (value: unknown, path: (string | number)[]) => void

function walk(value: unknown, visit: Visit, path: (string | number)[] = []) {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...path, i]))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, visit, [...path, k])
}

/**
 * A booking section books a meeting type of content/booking.yaml, on the page that type names, and a page
 * hosts either lead forms or booking, never both (each page class hydrates only its own islands).
 */
type PathProblem = { path: (string | number)[]; message: string }

export function bookingSectionProblems(page: Content['pages'][number], types: Content['booking']['meetingTypes']): PathProblem[] {
  const problems: PathProblem[] = []
  page.sections.forEach((s, i) => {
    if (s.type !== 'booking') return
    const path = ['sections', i, 'meetingType']
    const type = types.find((t) => t.id === s.meetingType)
    if (!type)
      problems.push({
        path,
        message: `no meeting type "${s.meetingType}" in content/booking.yaml (known: ${types.map((t) => t.id).join(', ')})`,
      })
    else if (withSlash(type.page) !== withSlash(page.route))
      problems.push({
        path,
        message: `"${type.id}" is booked from ${type.page} (content/booking.yaml), not from ${page.route}: change one of them`,
      })
  })
  const booking = page.sections.findIndex((s) => (BOOKING_SECTIONS as readonly string[]).includes(s.type))
  if (booking >= 0 && isInteractive(page, INTERACTIVE_SECTIONS))
    problems.push({
      path: ['sections', booking, 'type'],
      message: 'a page with a booking section cannot also hold a lead form (contact form, wizard): put them on separate pages',
    })
  return problems
}

/**
 * A self-hosted video's files are under public/ and its captions are WebVTT (the file starts with
 * "WEBVTT"): the schema requires the captions, this checks they are real.
 */
export function selfHostedVideoProblems(video: { src: string; poster: string; captions: string }, publicDir = 'public'): PathProblem[] {
  const problems: PathProblem[] = []
  for (const key of ['src', 'poster', 'captions'] as const) {
    const file = join(publicDir, video[key])
    if (!existsSync(file)) problems.push({ path: [key], message: `${video[key]} is not a file in ${publicDir}/` })
    else if (key === 'captions' && !/^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/.test(readFileSync(file, 'utf8')))
      problems.push({ path: [key], message: `${video[key]} is not WebVTT: its first line must be "WEBVTT"` })
  }
  return problems
}

const internalTargets = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '')

export function crossCheck(content: Content, sources: Map<string, YamlSource>, publicDir = 'public'): ContentProblem[] {
  const problems: ContentProblem[] = []
  const routes = buildRoutes(content, INTERACTIVE_SECTIONS)
  const known = new Set(routes.map((r) => r.path))
  const isPage = (href: string) => {
    const path = href.split('#')[0]!.split('?')[0]!
    if (path === '') return true
    if (path === '/sitemap.xml' || existsSync(join(publicDir, path))) return true
    return known.has(path.endsWith('/') ? path : `${path}/`)
  }
  const at = (file: string, path: (string | number)[], message: string) => {
    const src = sources.get(file)
    problems.push({ file, ...(src ? src.locate(path) : { line: 1, col: 1 }), path: path.join('.'), message })
  }

  const testimonialIds = new Set(content.testimonials.map((t) => t.id))
  // Each outcome links to its case study in full: the page it names shows that case study.
  const caseStudyLinks = (file: string, s: SectionOf<'case-study-outcomes'>, path: (string | number)[]) => {
    const target = content.pages.find((p) => p.route === s.caseStudiesPage.split('#')[0])
    const shown = new Set(target?.sections.flatMap((t) => (t.type === 'case-studies' ? t.testimonials : [])))
    s.testimonials.forEach((id, i) => {
      if (!shown.has(id)) at(file, [...path, 'testimonials', i], `no case study "${id}" on ${s.caseStudiesPage} to link to: add it there`)
    })
  }
  const checkTree = (file: string, tree: unknown) =>
    walk(tree, (value, path) => {
      const key = path[path.length - 1]
      if (typeof value === 'string') {
        if (key === 'href' && value.startsWith('/') && !isPage(value)) at(file, path, `links to ${value}, which is not a page of this site`)
        for (const target of internalTargets(value))
          if (!isPage(target)) at(file, path, `links to ${target}, which is not a page of this site`)
        if (key === 'source' && !content.prose[value]) at(file, path, `no Markdown file content/${value}`)
      }
      if (key === 'testimonials' && Array.isArray(value))
        value.forEach(
          (id, i) =>
            typeof id === 'string' &&
            !testimonialIds.has(id) &&
            at(file, [...path, i], `no testimonial with id "${id}" in content/testimonials.yaml`),
        )
      if (value && typeof value === 'object' && 'claim' in value && typeof (value as { claim: unknown }).claim === 'string') {
        const name = (value as { claim: string }).claim
        if (!content.site.claims[name])
          at(file, [...path, 'claim'], `no claim "${name}" in site.yaml claims (known: ${Object.keys(content.site.claims).join(', ')})`)
      }
      if (key === 'video' && value && typeof value === 'object' && 'captions' in value)
        for (const p of selfHostedVideoProblems(value as { src: string; poster: string; captions: string }, publicDir))
          at(file, [...path, ...p.path], p.message)
      const sectionType = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined
      if (sectionType === 'case-study-outcomes') caseStudyLinks(file, value as SectionOf<'case-study-outcomes'>, path)
      if (sectionType === 'booking-embed' || sectionType === 'booking') {
        const key2 = (value as { calendar?: string }).calendar
        if (key2 !== undefined && !(key2 in content.site.embeds.booking.calendars))
          at(file, [...path, 'calendar'], `no calendar "${key2}" in site.yaml embeds.booking.calendars`)
      }
    })

  // Each page file is found by its route.
  const pageFiles = [...sources.keys()].filter((f) => f.includes('content/pages/'))
  for (const file of pageFiles) {
    const data = sources.get(file)!.data as { route?: string } | undefined
    const page = content.pages.find((p) => data?.route && p.route === data.route.replace(/\{brand\}/g, content.site.brand.slug))
    if (page) {
      checkTree(file, page)
      bookingSectionProblems(page, content.booking.meetingTypes).forEach(({ path, message }) => at(file, path, message))
    }
  }
  const routeCount = new Map<string, number>()
  for (const p of content.pages) routeCount.set(p.route, (routeCount.get(p.route) ?? 0) + 1)
  for (const [route, n] of routeCount)
    if (n > 1) problems.push({ file: 'content/pages', line: 1, col: 1, path: 'route', message: `${n} pages claim the route ${route}` })

  const testimonialsFile = [...sources.keys()].find((f) => f.endsWith('content/testimonials.yaml'))
  if (testimonialsFile) checkTree(testimonialsFile, { testimonials: content.testimonials })
  const siteFile = [...sources.keys()].find((f) => f.endsWith('content/site.yaml'))
  if (siteFile) checkTree(siteFile, content.site)
  for (const [file] of sources) if (file.includes('content/local/services.yaml')) checkTree(file, { services: content.local.services })
  for (const post of content.posts)
    for (const t of internalTargets(post.html))
      if (!isPage(t))
        problems.push({
          file: `content/blog/${post.meta.slug}.md`,
          line: 1,
          col: 1,
          path: 'body',
          message: `links to ${t}, which is not a page of this site`,
        })
  for (const [name, doc] of Object.entries(content.prose))
    for (const t of internalTargets(doc.html))
      if (!isPage(t))
        problems.push({
          file: `content/${name}`,
          line: 1,
          col: 1,
          path: 'body',
          message: `links to ${t}, which is not a page of this site`,
        })

  // Booking: each meeting type lives on a real page, and is offered only when the site says the office is open
  // (site.yaml contact.hours is the one value visitors read; booking hours may be narrower, never wider).
  const bookingFile = [...sources.keys()].find((f) => f.endsWith('content/booking.yaml')) ?? 'content/booking.yaml'
  content.booking.meetingTypes.forEach((t, i) => {
    if (!isPage(t.page)) at(bookingFile, ['meetingTypes', i, 'page'], `${t.page} is not a page of this site`)
  })
  hostProblems(content).forEach(({ path, message }) => at(bookingFile, path, message))
  const hours = content.site.contact.hours
  const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
  WEEKDAYS.forEach((day, d) => {
    content.booking.weeklyHours[day].forEach((iv, i) => {
      const open =
        hours.days.includes(dayNames[d]!) &&
        minutesOfDay(iv.from) >= minutesOfDay(hours.opens) &&
        minutesOfDay(iv.to) <= minutesOfDay(hours.closes)
      const message = `${iv.from}-${iv.to} on ${dayNames[d]} is outside the hours site.yaml contact.hours advertises (${hours.display}): change one of them`
      if (!open) at(bookingFile, ['weeklyHours', day, i], message)
    })
  })

  // A page that promises a call length leads only to meeting types of that length; the wizard's routes to real ones, hosts, values.
  problems.push(...callLengthProblems(content, sources), ...routingFileProblems(content, sources))

  // No page in the sitemap says it is unfinished.
  for (const [file, source] of sources) if (file.includes('content/pages/')) problems.push(...placeholderProblems(file, source))

  // Figures that restate or compete with the site's claims agree with them; the footer names real claims.
  problems.push(...claimProblems(content, sources))
  // One figure per fact and scope on a page; every promised time as its promise and the plan email say.
  problems.push(...pageFigureProblems(content, sources), ...promiseProblems(content, sources))
  content.site.footer.claims.forEach(
    (name, i) => content.site.claims[name] || at(siteFileOf(sources), ['footer', 'claims', i], `no claim "${name}" in site.yaml claims`),
  )

  // Local content across files: file per state, nearby cities in the same state, unique city slugs, own prose.
  problems.push(...localProblemsOf(sources))

  // Redirects: expanded with every city, then checked as a whole.
  const expanded = expandRedirects(
    content.redirects,
    content.local.services.map((s) => s.slug),
    content.local.cities,
  )
  const redirectsFile = [...sources.keys()].find((f) => f.endsWith('content/redirects.yaml')) ?? 'content/redirects.yaml'
  for (const message of redirectProblems(expanded, known)) {
    const idx = content.redirects.redirects.findIndex(
      (r) => message.startsWith(r.from + ' ') || message.startsWith(r.from.replace(/\/$/, '') + ' '),
    )
    at(redirectsFile, idx >= 0 ? ['redirects', idx] : ['cityPatterns'], message)
  }
  return problems
}
