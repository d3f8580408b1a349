// Two small blobs kept beside the month blobs of the index of people (person-index.ts), so the inbox's
// first page and the board read a fixed few blobs however many people the agency ever had:
//
//   people/summary   { months: { <YYYY-MM>: MonthStats }, recent: [the newest RECENT people, whole entries] }
//   people/open      { months: { <YYYY-MM>: MonthStats }, cards: [a BoardCard per person in an open status,
//                      and per person in a closed status with activity in the last CLOSED_DAYS days] }
//
// Both are rewritten per month: every write of a month blob (updateMonth) folds that whole month in again
// (its stats, its people among the newest, its cards), by compare-and-swap, never a delta: folding a month
// twice, or out of order, leaves the same blob, and the month's `rev` (counted up by each write of it) keeps
// an older fold from undoing a newer one. Each month's ETag is recorded: a reader lists the month blobs
// (one listing, one row per month) and folds in again any month whose ETag is not the recorded one (a fold
// that failed after its month's write), so what it answers is the months as they are. Pure but for
// keepSummaries; imports nothing of person-index.ts (which calls it), so the shapes are its own.
import type { Store } from '../blobs.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { BOARD_CLOSED_DAYS, type BoardItem } from '../../../schemas/staff-api-types.ts'

export const SUMMARY_KEY = 'people/summary'
export const OPEN_KEY = 'people/open'
export const BOARD_KEY = 'people/board'
/** The cards a board column lists at most (its count and value are of everyone in it). */
export const BOARD_ITEMS = 50
/**
 * The newest people the summary holds: more than the inbox's largest page (staff-leads.ts MAX_PAGE, 200),
 * as a person erased from among them leaves one fewer until their month's next write refills it.
 */
export const RECENT = 250
/** A person in a closed status stays on the board this long after their last activity. */
export const CLOSED_DAYS = BOARD_CLOSED_DAYS
const DAY = 86_400_000

/** What of a person the summaries need (PersonEntry has it all). */
export interface SummaryPerson {
  id: string
  name: string
  email: string
  company: string
  createdAt: string
  updatedAt: string
  lastActivityAt: string
  status: string
  owner: string | null
  value: number | null
  nextAction: { text: string; due?: string } | null
}

export interface MonthStats {
  /** The month blob's ETag and write count when folded in. */
  etag: string
  rev: number
  total: number
  /** People per status, and their values summed (AUD). */
  counts: Record<string, number>
  values: Record<string, number>
  /** The newest person of the month (its `createdAt|id`), '' when none. */
  newest: string
}

export interface MonthMark {
  etag: string
  rev: number
}

export interface IndexSummary<E extends SummaryPerson = SummaryPerson> {
  months: Record<string, MonthStats>
  /** The newest people (by createdAt, then id), newest first: exactly the newest `recent.length` of all. */
  recent: E[]
}

/**
 * A person on the board: what a card shows but whether it is stale (worked out when read), and what Due may
 * add to (kept small: one per open person).
 */
export type BoardCard = Omit<BoardItem, 'stale'>

export interface OpenPeople {
  /** The same stats as the summary's: the board reads this blob alone. */
  months: Record<string, MonthStats>
  cards: BoardCard[]
}

const CLOSED = new Set(pipeline.statuses.filter((s) => s.closed).map((s) => s.id))
const STALE_DAYS = new Map(pipeline.statuses.flatMap((s) => (s.staleAfterDays ? [[s.id, s.staleAfterDays] as const] : [])))

export const isClosed = (status: string) => CLOSED.has(status)

/** A person in an open status with a `staleAfterDays` of content and no activity for that long. */
type Active = Pick<SummaryPerson, 'status' | 'lastActivityAt'> & { updatedAt?: string }

export const isStale = (p: Active, now: Date): boolean => {
  const days = STALE_DAYS.get(p.status)
  const last = Date.parse(p.lastActivityAt || p.updatedAt || '')
  return days !== undefined && Number.isFinite(last) && now.getTime() - last > days * DAY
}

/** The inbox's order, as a string that sorts newest first when compared descending: createdAt, then id ascending. */
const orderOf = (p: Pick<SummaryPerson, 'createdAt' | 'id'>) => `${p.createdAt}|${p.id}`
/** Newest first (createdAt descending, then id ascending): staff-leads.ts's order. */
export const newestFirst = (a: Pick<SummaryPerson, 'createdAt' | 'id'>, b: Pick<SummaryPerson, 'createdAt' | 'id'>) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

export const cardOf = (p: SummaryPerson): BoardCard => ({
  id: p.id,
  name: p.name,
  company: p.company,
  email: p.email,
  status: p.status,
  owner: p.owner,
  value: p.value ?? null,
  createdAt: p.createdAt,
  lastActivityAt: p.lastActivityAt || p.updatedAt,
  nextAction: p.nextAction,
})

/** On the board: every open person; a closed one while their last activity is within CLOSED_DAYS of `now`. */
export const onBoard = (p: Active, now: Date) =>
  !isClosed(p.status) || now.getTime() - Date.parse(p.lastActivityAt || p.updatedAt || '') <= CLOSED_DAYS * DAY

export function statsOf(people: SummaryPerson[], etag: string, rev: number): MonthStats {
  const counts: Record<string, number> = {}
  const values: Record<string, number> = {}
  let newest = ''
  for (const p of people) {
    counts[p.status] = (counts[p.status] ?? 0) + 1
    values[p.status] = (values[p.status] ?? 0) + (p.value ?? 0)
    const o = orderOf(p)
    if (!newest || byOrderDesc(o, newest) < 0) newest = o
  }
  return { etag, rev, total: people.length, counts, values, newest }
}

const monthOf = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 6)}`

/** A month's write, to fold in: its key's month, the ETag and rev it was written with, its people. */
export interface MonthWrite<E extends SummaryPerson = SummaryPerson> {
  month: string
  etag: string
  rev: number
  people: E[]
}

/** Is this write older than (or the same as) what `held` folded in? Then folding it changes nothing, or undoes a newer one. */
const isOlder = (held: MonthMark | undefined, w: MonthWrite) => held !== undefined && (held.rev > w.rev || held.etag === w.etag)

/**
 * The summary with one month folded in again (pure; null when it holds that write already). Its newest
 * people stay exactly the newest of all: this month's are taken out and put in again, each only when
 * newer than any person of another month the list may lack.
 */
export function foldSummary<E extends SummaryPerson>(s: IndexSummary<E>, w: MonthWrite<E>): IndexSummary<E> | null {
  if (isOlder(s.months[w.month], w)) return null
  const months = { ...s.months, [w.month]: statsOf(w.people, w.etag, w.rev) }
  const others = s.recent.filter((p) => monthOf(p.id) !== w.month)
  const heldOf = new Map<string, number>()
  for (const p of others) heldOf.set(monthOf(p.id), (heldOf.get(monthOf(p.id)) ?? 0) + 1)
  // The newest person of another month that the list may lack: of a month it holds in part, none newer
  // than the oldest it holds (it holds the newest of all); of a month it holds none of, that month's newest.
  const bounds: string[] = []
  for (const [m, st] of Object.entries(months)) {
    const held = heldOf.get(m) ?? 0
    if (m === w.month || held >= st.total) continue
    bounds.push(held > 0 ? orderOf(others.at(-1)!) : st.newest)
  }
  const bound = bounds.sort(byOrderDesc)[0]
  const joining = bound === undefined ? w.people : w.people.filter((p) => byOrderDesc(orderOf(p), bound) < 0)
  const recent = [...others, ...joining].sort(newestFirst).slice(0, RECENT)
  return { months, recent }
}

/** Compares two `createdAt|id` orders: negative when `a` comes first (newer). */
function byOrderDesc(a: string, b: string): number {
  const [at, aid] = [a.slice(0, a.indexOf('|')), a.slice(a.indexOf('|') + 1)]
  const [bt, bid] = [b.slice(0, b.indexOf('|')), b.slice(b.indexOf('|') + 1)]
  return newestFirst({ createdAt: at, id: aid }, { createdAt: bt, id: bid })
}

/** The open people with one month folded in again (pure; null when it holds that write already). */
export function foldOpen(o: OpenPeople, w: MonthWrite, now: Date): OpenPeople | null {
  if (isOlder(o.months[w.month], w)) return null
  const cards = o.cards.filter((c) => monthOf(c.id) !== w.month && onBoard(c, now))
  for (const p of w.people) if (onBoard(p, now)) cards.push(cardOf(p))
  return { months: { ...o.months, [w.month]: statsOf(w.people, w.etag, w.rev) }, cards }
}

/**
 * What the board reads (people/board): the open people's stats, and of each status only the cards its column
 * shows, the BOARD_ITEMS of most recent activity (a closed status's within CLOSED_DAYS of `now`). Pure. Read
 * later, it shows the same as the open people would: a closed card that has since left the window was the
 * oldest of its column, and every older one has left too.
 */
export function boardCardsOf(o: OpenPeople, now: Date): OpenPeople {
  const byStatus = new Map<string, BoardCard[]>()
  for (const c of o.cards) {
    if (!onBoard(c, now)) continue
    const list = byStatus.get(c.status)
    if (list) list.push(c)
    else byStatus.set(c.status, [c])
  }
  const cards = [...byStatus.values()].flatMap((list) => list.sort(byActivity).slice(0, BOARD_ITEMS))
  return { months: o.months, cards }
}

/** Most recent activity first, then by id. */
export const byActivity = (a: Pick<BoardCard, 'lastActivityAt' | 'id'>, b: Pick<BoardCard, 'lastActivityAt' | 'id'>) =>
  a.lastActivityAt < b.lastActivityAt ? 1 : a.lastActivityAt > b.lastActivityAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** Both blobs made from every month at once (a rebuild, or their first read). */
export function summariesOf<E extends SummaryPerson>(writes: MonthWrite<E>[], now: Date): { summary: IndexSummary<E>; open: OpenPeople } {
  const all = writes.flatMap((w) => w.people)
  return {
    summary: {
      months: Object.fromEntries(writes.map((w) => [w.month, statsOf(w.people, w.etag, w.rev)])),
      recent: [...all].sort(newestFirst).slice(0, RECENT),
    },
    open: {
      months: Object.fromEntries(writes.map((w) => [w.month, statsOf(w.people, w.etag, w.rev)])),
      cards: all.filter((p) => onBoard(p, now)).map(cardOf),
    },
  }
}

/**
 * Folds writes into one of the blobs by compare-and-swap (again on a race). A blob that does not exist
 * is left so: only a reader or the rebuild makes one, from every month, so it is never a part of them.
 */
export async function foldInto<T>(store: Store, key: string, fold: (held: T) => T | null): Promise<T | null> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const found = await store.getWithMetadata(key, { type: 'json' })
    if (!found?.etag) return null
    const next = fold(found.data as T)
    if (!next) return found.data as T
    const { modified } = await store.setJSON(key, next, { onlyIfMatch: found.etag })
    if (modified) return next
    // Many writers at once (a burst of form saves): a short random wait spreads them out.
    await new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)))
  }
  throw new Error(`${key} kept changing under 30 writes`)
}

/**
 * After a month blob's write (person-index.ts updateMonth): both summaries fold it in, and the board's cards
 * are made again from the open people so folded (a plain write: of two writers the older may land last, and a
 * reader sees its months' ETags behind and makes it again). Logged, never thrown: a reader heals it.
 */
export async function keepSummaries(store: Store, w: MonthWrite, now = new Date()): Promise<void> {
  await Promise.all(
    [
      () => foldInto<IndexSummary>(store, SUMMARY_KEY, (s) => foldSummary(s, w)),
      async () => {
        let folded = false
        const open = await foldInto<OpenPeople>(store, OPEN_KEY, (o) => {
          const next = foldOpen(o, w, now)
          folded = next !== null
          return next
        })
        if (open && folded) await store.setJSON(BOARD_KEY, boardCardsOf(open, now))
      },
    ].map((fold) =>
      fold().catch((error: unknown) =>
        console.error(
          `[staff] index summary: month ${w.month} not folded in (the next read does):`,
          error instanceof Error ? error.message : error,
        ),
      ),
    ),
  )
}
