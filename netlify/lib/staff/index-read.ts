// Reading the summaries of the index (index-summary.ts) as the months are now: one listing of the month
// blobs (a row per month, with its ETag) beside the summary blobs; a month whose ETag is not the one a
// summary recorded (its fold failed after the month's write) is read and folded in here, and written back.
// A summary that does not exist yet (before its first read, or a new store) is made from every month once.
// What the inbox's first page and the board read: a few blobs whatever the number of people.
import type { Store } from '../blobs.ts'
import {
  BOARD_KEY,
  boardCardsOf,
  foldOpen,
  foldSummary,
  OPEN_KEY,
  summariesOf,
  SUMMARY_KEY,
  type IndexSummary,
  type MonthWrite,
  type OpenPeople,
} from './index-summary.ts'
import { INDEX_PREFIX, indexStore, monthBlobOf, monthKey, readMonths, type PersonEntry } from './person-index.ts'

type Summaries = { summary: IndexSummary<PersonEntry>; open: OpenPeople }

async function listMonths(store: Store): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for await (const page of store.list({ prefix: INDEX_PREFIX, paginate: true }))
    for (const b of page.blobs) out.set(b.key.slice(INDEX_PREFIX.length), b.etag)
  return out
}

async function readMonth(store: Store, month: string): Promise<MonthWrite<PersonEntry>> {
  const found = await store.getWithMetadata(monthKey(month), { type: 'json' })
  const blob = monthBlobOf(found?.data)
  return { month, etag: found?.etag ?? '', rev: blob.rev ?? 0, people: Object.values(blob.people) }
}

/** The months whose ETag the blob did not record (and those it recorded that are gone), read now. */
async function changedMonths(store: Store, listed: Map<string, string>, recorded: Record<string, { etag: string }>) {
  const months = new Set([...listed].filter(([m, etag]) => recorded[m]?.etag !== etag).map(([m]) => m))
  for (const m of Object.keys(recorded)) if (!listed.has(m)) months.add(m)
  return Promise.all([...months].map((m) => readMonth(store, m)))
}

/** One summary blob, as the months are: made when missing, healed when a month changed unseen. */
async function current<T extends { months: Record<string, { etag: string }> }>(
  store: Store,
  key: string,
  listed: Promise<Map<string, string>>,
  fold: (held: T, w: MonthWrite<PersonEntry>) => T | null,
  make: () => Promise<Summaries>,
  pick: (s: Summaries) => T,
): Promise<T> {
  const found = await store.getWithMetadata(key, { type: 'json' })
  if (!found?.etag) {
    const made = pick(await make())
    // Create-only: of two first readers one writes it; the other's is the same months.
    await store.setJSON(key, made, { onlyIfNew: true })
    return made
  }
  let held = found.data as T
  const changed = await changedMonths(store, await listed, held.months)
  if (!changed.length) return held
  for (const w of changed) held = fold(held, w) ?? held
  // Written back for the next reader; a writer that got there first has folded the same months in.
  await store.setJSON(key, held, { onlyIfMatch: found.etag })
  return held
}

/** The open people (people/open), as the months are now. */
export async function readOpen(store: Store = indexStore(), now = new Date(), listed = listMonths(store)): Promise<OpenPeople> {
  const make = () => readMonths(store).then((writes) => summariesOf(writes, now))
  return current<OpenPeople>(
    store,
    OPEN_KEY,
    listed,
    (o, w) => foldOpen(o, w, now),
    make,
    (s) => s.open,
  )
}

/**
 * What the board reads (people/board): taken as it is when it saw every month as listed; else made again
 * from the open people (healed as above) and written back.
 */
export async function readBoardCards(store: Store = indexStore(), now = new Date()): Promise<OpenPeople> {
  const listed = listMonths(store)
  const held = (await store.get(BOARD_KEY, { type: 'json' })) as OpenPeople | null
  const months = await listed
  if (held && months.size === Object.keys(held.months).length && [...months].every(([m, etag]) => held.months[m]?.etag === etag))
    return held
  const board = boardCardsOf(await readOpen(store, now, listed), now)
  await store.setJSON(BOARD_KEY, board)
  return board
}

/** Only the summary: the inbox's first page. */
export async function readSummary(store: Store = indexStore(), now = new Date()): Promise<IndexSummary<PersonEntry>> {
  const listed = listMonths(store)
  const make = () => readMonths(store).then((writes) => summariesOf(writes, now))
  return current<IndexSummary<PersonEntry>>(store, SUMMARY_KEY, listed, foldSummary, make, (s) => s.summary)
}

/** Both blobs made again from every month (the index's rebuild, index-rebuild.ts), replacing what they held. */
export async function rewriteSummaries(store: Store = indexStore(), now = new Date()): Promise<void> {
  const { summary, open } = summariesOf(await readMonths(store), now)
  await Promise.all([store.setJSON(SUMMARY_KEY, summary), store.setJSON(OPEN_KEY, open), store.setJSON(BOARD_KEY, boardCardsOf(open, now))])
}
