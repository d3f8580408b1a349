// A page that promises a call of some length ("free 30-minute consultation")
// leads only to meeting types of that length (content/booking.yaml
// meetingTypes). The meeting types a page leads to: those it books itself (a
// booking section), those whose booking confirmation it is (a booking
// section's confirmation.next), and, for each link on it, those the linked page
// books, or books after its form (the contact form's successUrl, the page of
// every meeting type content/routing.yaml routes the growth-session wizard to). A promised length that one of them lacks is a
// problem at the file:line of the promise: a prospect routed there gets
// another length than the page said.
import type { Content } from '../../schemas/content.ts'
import type { ContentProblem } from './friendly-errors.ts'
import type { YamlSource } from './yaml-source.ts'

type Page = Content['pages'][number]
interface MeetingType {
  id: string
  name: string
  durationMinutes: number
}

const LENGTH = /\b(\d+)[- ]minutes?\b/gi
const pathOf = (href: string) => (href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/').toLowerCase()

function strings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], visit))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, [...path, k], visit)
}

const hrefsOf = (page: unknown): string[] => {
  const out: string[] = []
  strings(page, [], (text, path) => path.at(-1) === 'href' && text.startsWith('/') && out.push(text))
  return out
}

/** The meeting types each page leads to, by its route (lowercase, no trailing slash). */
export function meetingTypesByPage(content: Pick<Content, 'pages' | 'forms' | 'booking' | 'routing'>): Map<string, MeetingType[]> {
  const types = new Map(content.booking.meetingTypes.map((t) => [t.id, t]))
  const byRoute = new Map(content.pages.map((p) => [pathOf(p.route), p]))
  const booking = (p: Page | undefined) =>
    (p?.sections ?? []).flatMap((s) => (s.type === 'booking' && types.get(s.meetingType) ? [types.get(s.meetingType)!] : []))
  const confirmedBy = new Map<string, MeetingType[]>()
  for (const p of content.pages)
    for (const s of p.sections)
      if (s.type === 'booking' && s.confirmation.next && types.get(s.meetingType))
        confirmedBy.set(pathOf(s.confirmation.next.href), [
          ...(confirmedBy.get(pathOf(s.confirmation.next.href)) ?? []),
          types.get(s.meetingType)!,
        ])
  const { contactForm } = content.forms
  const wizardRoutes = content.booking.meetingTypes.flatMap((t) =>
    content.routing.routes.some((r) => r.meetingType === t.id) ? [t.page] : [],
  )
  /** What following a link to `href` can book: that page's own booking, or the one after its form. */
  const after = (href: string): MeetingType[] => {
    const target = byRoute.get(pathOf(href))
    const sections = target?.sections ?? []
    return [
      ...booking(target),
      ...(sections.some((s) => s.type === 'contact-form') ? booking(byRoute.get(pathOf(contactForm.successUrl))) : []),
      ...(sections.some((s) => s.type === 'growth-wizard') ? wizardRoutes.flatMap((to) => booking(byRoute.get(pathOf(to)))) : []),
    ]
  }
  const out = new Map<string, MeetingType[]>()
  for (const p of content.pages) {
    const route = pathOf(p.route)
    const all = [...booking(p), ...(confirmedBy.get(route) ?? []), ...hrefsOf(p).flatMap(after)]
    out.set(route, [...new Map(all.map((t) => [t.id, t])).values()])
  }
  return out
}

/** Every promised call length of every page file against the meeting types that page leads to. */
export function callLengthProblems(
  content: Pick<Content, 'pages' | 'forms' | 'booking' | 'routing'>,
  sources: ReadonlyMap<string, YamlSource>,
): ContentProblem[] {
  const leadsTo = meetingTypesByPage(content)
  const problems: ContentProblem[] = []
  for (const [file, source] of sources) {
    if (!/(^|\/)pages\/[^/]+\.yaml$/.test(file)) continue
    const route = (source.data as { route?: unknown } | null)?.route
    if (typeof route !== 'string') continue
    const types = [...leadsTo.entries()].find(([r]) => r === pathOf(route) || r === pathOf(route.replace(/\{brand\}/g, '')))?.[1] ?? []
    strings(source.data, [], (text, path) => {
      for (const m of text.matchAll(LENGTH)) {
        const minutes = Number(m[1])
        const other = types.filter((t) => t.durationMinutes !== minutes)
        if (types.length > 0 && other.length === 0) continue
        problems.push({
          file,
          ...source.locate(path),
          path: path.join('.'),
          message:
            types.length === 0
              ? `promises a "${m[0]}" call, but this page leads to no meeting type (content/booking.yaml meetingTypes): link it to a booking page of that length, or drop the length`
              : `promises a "${m[0]}" call, but this page leads to ${other.map((t) => `${t.name} (${t.id}, ${t.durationMinutes} minutes)`).join(', ')}: change the promise, or where it leads`,
        })
      }
    })
  }
  return problems
}
