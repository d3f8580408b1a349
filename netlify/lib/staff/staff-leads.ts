// GET /api/staff/leads and /api/staff/leads/<id>: the inbox read from the index of people
// (person-index.ts), filtered and paged in memory; a lead's page adds what only its own blobs hold
// (each submission with the labels the visitor saw, bookings as they are now, messages, notes, history).
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import type { Store } from '../blobs.ts'
import { bookingLinks } from '../booking/booking-api.ts'
import { meetingPlace } from '../booking/meeting-place.ts'
import { bookingSecret } from '../booking/token.ts'
import { termsForStaff } from '../booking/staff-actions.ts'
import { siteUrl } from '../site-url.ts'
import { mergeLead } from '../leads/lead-merge.ts'
import type { LeadStore } from '../leads/lead-store.ts'
import type { PersonBooking, PersonEntry } from './person-index.ts'
import { isStale, newestFirst, type IndexSummary } from './index-summary.ts'
import { SITE_FORMS } from '../leads/option-labels.ts'
import { fillsOf, flatAttribution, labeled, type Labeled } from './lead-fills.ts'
import type { LeadBooking, LeadDetail, LeadList, LeadListItem, SentMessage, StaffBooking } from '../../../schemas/staff-api-types.ts'
import { readHistory, readNotes } from './staff-records.ts'
import { duplicatesOf } from './duplicates.ts'
import { typeName } from './booking-view.ts'

export interface LeadFilter {
  status?: string
  owner?: string
  form?: string
  source?: string
  /** Words, each found in the name, email or company. */
  q?: string
  /** Dates (YYYY-MM-DD, inclusive) or instants, on when the person first wrote. */
  from?: string
  to?: string
  /** A person id: only those that may be the same person (duplicates.ts). */
  duplicatesOf?: string
}

export const DEFAULT_PAGE = 50
const MAX_PAGE = 200

/** The filter of a request's query (the inbox's URL): unknown parameters are ignored. */
export function filterOf(params: URLSearchParams): LeadFilter {
  const f: LeadFilter = {}
  for (const k of ['status', 'owner', 'form', 'source', 'q', 'from', 'to', 'duplicatesOf'] as const) {
    const v = params.get(k)?.trim()
    if (v) f[k] = v.slice(0, 200)
  }
  return f
}

const endOf = (to: string) => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to)

export function matches(e: PersonEntry, f: LeadFilter, ignoreStatus = false): boolean {
  if (f.status && !ignoreStatus && e.status !== f.status) return false
  if (f.owner && (f.owner === 'none' ? e.owner !== null : e.owner !== f.owner)) return false
  if (f.form && !e.leads.some((l) => l.form === f.form)) return false
  if (f.source && e.source !== f.source.toLowerCase()) return false
  if (f.from && e.createdAt < f.from) return false
  if (f.to && e.createdAt > endOf(f.to)) return false
  if (f.q) {
    // A merged person's other addresses find them too (person-merge.ts).
    const hay = `${e.name}\n${e.email}\n${e.company}\n${e.otherEmails?.join('\n') ?? ''}`.toLowerCase()
    if (
      !f.q
        .toLowerCase()
        .split(/\s+/)
        .every((w) => hay.includes(w))
    )
      return false
  }
  return true
}

/** A booking of the index as the console shows it: with its meeting type's name, the person's company and the join link. */
export function staffBooking(b: PersonBooking, e: Pick<PersonEntry, 'id' | 'name' | 'email' | 'phone' | 'company'>): StaffBooking {
  const { room: _room, ...rest } = b
  const type = bookingSettings.meetingTypes.find((t) => t.id === b.type)
  const place = type && b.status === 'confirmed' ? meetingPlace(type, { room: b.room, phone: e.phone }) : null
  return {
    ...rest,
    typeName: typeName(b.type),
    name: e.name,
    email: e.email,
    ...(e.company ? { company: e.company } : {}),
    ...(e.phone ? { phone: e.phone } : {}),
    ...(place?.kind === 'video' ? { joinUrl: place.url } : {}),
    personId: e.id,
  }
}

/** The booking that speaks for a person: the next confirmed one, else the latest. */
export function bookingOf(e: PersonEntry, now = new Date()): StaffBooking | null {
  const at = now.toISOString()
  const next = e.bookings.find((b) => b.status === 'confirmed' && b.end >= at) ?? e.bookings.at(-1)
  return next ? staffBooking(next, e) : null
}

export const listItem = (e: PersonEntry, now = new Date()): LeadListItem => ({
  id: e.id,
  name: e.name,
  email: e.email,
  company: e.company,
  status: e.status,
  owner: e.owner,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  source: e.source,
  forms: [...new Set(e.leads.map((l) => l.form))],
  nextAction: e.nextAction,
  booking: bookingOf(e, now),
  owed: e.owed ?? [],
  value: e.value ?? null,
  lastActivityAt: e.lastActivityAt ?? e.updatedAt,
  stale: isStale(e, now),
})

const pageSize = (limit: number) => Math.min(Math.max(1, Math.floor(limit) || DEFAULT_PAGE), MAX_PAGE)

/** Where the page after `cursor` starts in people sorted newest first (-1: nothing after it). */
function startOf(sorted: PersonEntry[], cursor: string | null): number {
  const [afterAt, afterId] = cursor ? cursor.split('|') : []
  return afterAt ? sorted.findIndex((e) => e.createdAt < afterAt || (e.createdAt === afterAt && e.id > afterId!)) : 0
}

/** `pool`: who the page's people may be duplicates of (duplicates.ts). */
function pageOf(
  sorted: PersonEntry[],
  start: number,
  size: number,
  total: number,
  counts: Record<string, number>,
  now: Date,
  pool: PersonEntry[],
): LeadList {
  const page = start < 0 ? [] : sorted.slice(start, start + size)
  const last = page.at(-1)
  const more = start >= 0 && start + size < total
  const duplicates = duplicatesOf(pool, page)
  // By id: the same people whatever order the pool was read in (the summary's or every month's).
  const items = page.map((e) => ({
    ...listItem(e, now),
    duplicates: duplicates
      .get(e.id)!
      .map((d) => d.id)
      .sort(),
  }))
  return { items, next: more && last ? `${last.createdAt}|${last.id}` : null, counts, total }
}

/** One page of the inbox, newest first; `cursor` is the `next` of the page before. */
export function leadPage(people: PersonEntry[], f: LeadFilter, cursor: string | null, limit = DEFAULT_PAGE, now = new Date()): LeadList {
  const counts: Record<string, number> = {}
  const hits: PersonEntry[] = []
  const asked = f.duplicatesOf ? people.find((e) => e.id === f.duplicatesOf) : undefined
  const only = f.duplicatesOf
    ? new Set(
        asked
          ? duplicatesOf(people, [asked])
              .get(asked.id)!
              .map((d) => d.id)
          : [],
      )
    : null
  for (const e of people) {
    if (only && !only.has(e.id)) continue
    if (!matches(e, f, true)) continue
    counts[e.status] = (counts[e.status] ?? 0) + 1
    if (!f.status || e.status === f.status) hits.push(e)
  }
  hits.sort(newestFirst)
  return pageOf(hits, startOf(hits, cursor), pageSize(limit), hits.length, counts, now, people)
}

/**
 * The unfiltered inbox's page from the summary (index-summary.ts): its counts and total are the months'
 * stats, its people the newest it holds (their possible duplicates looked for among those: the lead page's
 * `duplicatesOf` reads every month). Null when the page reaches past them (a later page): read every month.
 */
export function summaryPage(
  summary: IndexSummary<PersonEntry>,
  cursor: string | null,
  limit = DEFAULT_PAGE,
  now = new Date(),
): LeadList | null {
  const counts: Record<string, number> = {}
  let total = 0
  for (const m of Object.values(summary.months)) {
    total += m.total
    for (const [status, n] of Object.entries(m.counts)) counts[status] = (counts[status] ?? 0) + n
  }
  const size = pageSize(limit)
  const start = startOf(summary.recent, cursor)
  const held = summary.recent.length
  // Past what it holds, and people beyond it: not answerable here.
  if (held < total && (start < 0 || start + size > held)) return null
  return pageOf(summary.recent, start, size, total, counts, now, summary.recent)
}

export interface DetailSources {
  index: Store
  leads: LeadStore
  booking: (id: string) => Promise<StoredBooking | null>
  /** The messages about this person: their lead ids' and booking ids' (not the whole outbox). */
  messages: (person: { leadIds: string[]; bookingIds: string[] }) => Promise<SentMessage[]>
  /** When the no-show rebooking email of a booking went (booking/staff-actions.ts), or null. */
  rebookSent: (bookingId: string) => Promise<{ at: string } | null>
}

/**
 * The join and manage links of a booking as the prospect's emails have them: the video room or link
 * of its meeting type (none for a phone call, nor once cancelled), and the manage page with a token
 * signed now by the booking secret (none when it is missing on Netlify: the booking API refuses too).
 */
export function leadBookingLinks(
  b: StoredBooking,
  env: Record<string, string | undefined> = process.env,
): Pick<LeadBooking, 'joinUrl' | 'manageUrl'> {
  const type = bookingSettings.meetingTypes.find((t) => t.id === b.type)
  const place = type && b.status === 'confirmed' ? meetingPlace(type, b) : null
  const secret = bookingSecret(env)
  return {
    ...(place?.kind === 'video' ? { joinUrl: place.url } : {}),
    ...(secret.ok ? { manageUrl: bookingLinks(b, siteUrl(env), secret.secret).manageUrl } : {}),
  }
}

/** The booking terms that stop the prospect changing it online now (booking/terms.ts), for the call card to show. */
export function leadBookingTerms(b: StoredBooking, now = new Date()): Pick<LeadBooking, 'terms'> {
  const terms = termsForStaff(bookingSettings, b, now)
  return terms ? { terms } : {}
}

/** Everything about one person for the lead page. */
export async function leadDetail(e: PersonEntry, src: DetailSources): Promise<LeadDetail> {
  const subs = (await Promise.all(e.leads.map((l) => src.leads.submissionsOf(l.form as StoredSubmission['form'], l.leadId)))).flat()
  subs.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
  const merged: Labeled[] = []
  const attribution: Record<string, string | undefined> = {}
  for (const l of e.leads) {
    const own = subs.filter((s) => s.form === l.form && s.leadId === l.leadId)
    if (!own.length) continue
    const lead = mergeLead(own, { growthSessionForm: SITE_FORMS.growth })
    for (const a of labeled(l.form, lead.answers)) if (!merged.some((m) => m.field === a.field)) merged.push(a)
    for (const [k, v] of Object.entries(flatAttribution(lead.attribution))) if (v && !(k in attribution)) attribution[k] = v
  }
  const bookings = await Promise.all(
    e.bookings.map(async (b): Promise<LeadBooking> => {
      const [now, rebook] = await Promise.all([src.booking(b.bookingId), src.rebookSent(b.bookingId)])
      return {
        ...staffBooking(now ? { ...b, status: now.status, start: now.start, end: now.end, ...(now.host ? { host: now.host } : {}) } : b, e),
        ...(now ? { ...leadBookingLinks(now), ...leadBookingTerms(now) } : {}),
        ...(rebook ? { rebookSentAt: rebook.at } : {}),
      }
    }),
  )
  const [notes, history, messages] = await Promise.all([
    readNotes(src.index, e.id),
    readHistory(src.index, e.id),
    src.messages({ leadIds: e.leads.map((l) => l.leadId), bookingIds: e.bookings.map((b) => b.bookingId) }),
  ])
  return {
    ...listItem(e),
    ...(e.phone ? { phone: e.phone } : {}),
    merged,
    attribution,
    submissions: fillsOf(subs),
    bookings,
    messages,
    notes,
    history,
    tasks: e.tasks ?? [],
  }
}
