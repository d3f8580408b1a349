// One record per form fill, the pipeline's value and board, stale leads, and the inbox's first page read
// from the index's summaries (index-summary.ts): against the real local Blobs server, leads stored through
// the lead functions, changes through the staff routes. The summaries' answers are checked against the
// full read of every month after writes, an erasure, a rebuild and a month written behind their back.
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { leadStore } from '../../../netlify/lib/leads/lead-store.ts'
import { rebuildIndex } from '../../../netlify/lib/staff/index-rebuild.ts'
import { readBoardCards, readSummary } from '../../../netlify/lib/staff/index-read.ts'
import { BOARD_KEY, OPEN_KEY, SUMMARY_KEY } from '../../../netlify/lib/staff/index-summary.ts'
import { indexStore, monthBlobOf, monthKey, monthOfId, readIndex } from '../../../netlify/lib/staff/person-index.ts'
import { boardOf } from '../../../netlify/lib/staff/staff-board.ts'
import { leadPage, summaryPage } from '../../../netlify/lib/staff/staff-leads.ts'
import type { Board, Funnel, LeadDetail, LeadListItem } from '../../../schemas/staff-api-types.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { closedPort } from '../calendar-harness.ts'
import { id, post, validContact, validGrowth } from '../harness.ts'
import { request, STAFF, staffReader, startStaff, type StaffHarness } from '../staff-harness.ts'

let s: StaffHarness
let cookie: string
let api: typeof StaffApi

const { get, inbox, personOf } = staffReader(
  () => cookie,
  () => api.leadsRoute,
)
const detailOf = (personId: string) => get<LeadDetail>(api.leadsRoute, `/api/staff/leads/${personId}`)
const patch = (personId: string, body: unknown) => request(api.leadsRoute, 'PATCH', `/api/staff/leads/${personId}`, { cookie, body })
const STEPS = growthSessionForm.steps.length
const OPEN = pipeline.statuses.filter((x) => !x.closed)
const DAY = 86_400_000

/** One fill of the wizard: a save per step from 1 to `upTo`, under one lead id. */
async function fillWizard(email: string, upTo = STEPS) {
  const leadId = id()
  for (let step = 1; step <= upTo; step++)
    expect((await post('growth-session', validGrowth(step, { leadId, submissionId: id(), email }))).status).toBe(200)
  return leadId
}

/** The unfiltered first page as the summary answers it and as the full read of every month does, at one instant. */
async function bothFirstPages(limit = 50) {
  const now = new Date()
  const fast = summaryPage(await readSummary(indexStore(), now), null, limit, now)
  const full = leadPage(await readIndex(), {}, null, limit, now)
  return { fast, full }
}

beforeAll(async () => {
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

describe('one record per form fill', () => {
  it('shows a wizard fill of every step as one submission with its progress, and one timeline entry', async () => {
    const email = 'nine.saves@example.com'
    const leadId = await fillWizard(email)
    const lead = await detailOf((await personOf(email)).id)
    expect(lead.submissions).toHaveLength(1)
    expect(lead.submissions[0]).toMatchObject({ form: 'growth-session', leadId, saves: STEPS, reached: STEPS, of: STEPS, completed: true })
    // Every answer of the fill, merged, under one record.
    const last = growthSessionForm.steps.at(-1)!.field
    expect(lead.submissions[0]!.answers.some((a) => a.field === last)).toBe(true)
    const { timelineOf } = await import('../../../src/staff/LeadTimeline.tsx')
    const props = { locale: 'en-AU', officeZone: bookingSettings.timezone, team: [] } as unknown as Parameters<typeof timelineOf>[1]
    expect(timelineOf(lead, props).filter((e) => lead.submissions.some((x) => x.receivedAt === e.at))).toHaveLength(1)
  })

  it('keeps two fills of one person as two, a partial one with how far it got', async () => {
    const email = 'two.fills@example.com'
    await fillWizard(email)
    const before = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    await fillWizard(email, 3)
    const lead = await detailOf((await personOf(email)).id)
    expect(lead.submissions.map((x) => [x.saves, x.reached, x.of, x.completed])).toEqual([
      [STEPS, STEPS, STEPS, true],
      [3, 3, STEPS, false],
    ])
    // The partial fill still feeds the funnel's drop-off: left where the visitor saw step 4.
    const after = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    const dropped = (f: Funnel, n: number) => f.wizard.steps.find((x) => x.step === n)!.dropped
    expect([3, 4, 5].map((n) => dropped(after, n) - dropped(before, n))).toEqual([0, 1, 0])
  })
})

describe('a pipeline with value', () => {
  it('sets a value beside the status, clears it with null, and keeps it in the history', async () => {
    await post('contact', validContact({ email: 'valued@example.com' }))
    const person = await personOf('valued@example.com')
    expect(person.value).toBeNull()
    const res = await patch(person.id, { value: 5000 })
    expect(res.status).toBe(200)
    expect(((await res.json()) as LeadListItem).value).toBe(5000)
    expect((await detailOf(person.id)).value).toBe(5000)
    expect((await personOf('valued@example.com')).value).toBe(5000)
    expect((await patch(person.id, { value: -1 })).status).toBe(422)
    expect((await patch(person.id, { value: 12.5 })).status).toBe(422)
    expect((await patch(person.id, { value: null })).status).toBe(200)
    const lead = await detailOf(person.id)
    expect(lead.value).toBeNull()
    expect(lead.history.filter((h) => h.what === 'value').map((h) => [h.before, h.after])).toEqual([
      [null, 5000],
      [5000, null],
    ])
  })

  it('sums the values of each status in its column, and moves a card with the status change', async () => {
    const [a, b, c] = ['board.a@example.com', 'board.b@example.com', 'board.c@example.com']
    for (const email of [a, b, c]) await post('contact', validContact({ email }))
    const ids = await Promise.all([a, b, c].map(async (e) => (await personOf(e)).id))
    const [first, second] = [OPEN[0]!.id, OPEN[1]!.id]
    const before = await get<Board>(api.boardRoute, '/api/staff/board')
    const column = (board: Board, status: string) => board.columns.find((x) => x.status === status)!
    expect(before.columns.map((x) => x.status)).toEqual(pipeline.statuses.map((x) => x.id))
    await patch(ids[0]!, { value: 1200 })
    await patch(ids[1]!, { value: 800 })
    await patch(ids[2]!, { value: 3000, status: second })
    const after = await get<Board>(api.boardRoute, '/api/staff/board')
    expect(column(after, first).value - column(before, first).value).toBe(2000)
    expect(column(after, second).value - column(before, second).value).toBe(3000)
    expect(column(after, second).count - column(before, second).count).toBe(1)
    expect(column(after, second).items.find((i) => i.id === ids[2])).toMatchObject({ value: 3000, status: second, stale: false })
    // Every column's value is its people's values summed, its count every person in it (as the full read has them).
    const everyone = await readIndex()
    for (const col of after.columns) {
      const inIt = everyone.filter((p) => p.status === col.status)
      expect([col.status, col.count, col.value]).toEqual([col.status, inIt.length, inIt.reduce((n, p) => n + (p.value ?? 0), 0)])
    }
    // A move is the status change: its history is the inbox's.
    expect((await detailOf(ids[2]!)).history.find((h) => h.what === 'status')).toMatchObject({ by: STAFF, after: second })
  })
})

describe('stale leads', () => {
  const staleStatus = OPEN.find((x) => x.staleAfterDays)!
  it(`flags a lead in ${staleStatus.id} with no activity for more than its ${staleStatus.staleAfterDays} days, in the inbox and on the board`, async () => {
    await post('contact', validContact({ email: 'going.stale@example.com' }))
    const person = await personOf('going.stale@example.com')
    await patch(person.id, { status: staleStatus.id })
    const at = Date.parse((await detailOf(person.id)).lastActivityAt)
    const days = staleStatus.staleAfterDays!
    const flagged = async (now: Date) => {
      const [summary, open] = await Promise.all([readSummary(indexStore(), now), readBoardCards(indexStore(), now)])
      const onBoard = boardOf(open, now)
        .columns.flatMap((c) => c.items)
        .find((i) => i.id === person.id)!
      const inInbox = leadPage(await readIndex(), { q: 'going.stale@example.com' }, null, 50, now).items[0]!
      return [onBoard.stale, inInbox.stale, summaryPage(summary, null, 200, now)!.items.find((i) => i.id === person.id)?.stale]
    }
    expect(await flagged(new Date(at + (days - 1) * DAY))).toEqual([false, false, false])
    expect(await flagged(new Date(at + days * DAY + 60_000))).toEqual([true, true, true])
    // A note is activity: the lead is fresh again from then.
    const note = await request(api.notesRoute, 'POST', `/api/staff/leads/${person.id}/notes`, {
      cookie,
      body: { text: 'Left a voicemail' },
    })
    expect(note.status).toBe(201)
    const noted = Date.parse((await detailOf(person.id)).lastActivityAt)
    expect(noted).toBeGreaterThan(at - 1)
    expect(await flagged(new Date(noted + (days - 1) * DAY))).toEqual([false, false, false])
  })

  it('never flags a closed status', async () => {
    const closed = pipeline.statuses.find((x) => x.closed)!
    await post('contact', validContact({ email: 'closed.deal@example.com' }))
    const person = await personOf('closed.deal@example.com')
    await patch(person.id, { status: closed.id })
    const later = new Date(Date.now() + 365 * DAY)
    const item = leadPage(await readIndex(), { q: 'closed.deal@example.com' }, null, 50, later).items[0]!
    expect(item.stale).toBe(false)
  })
})

describe("the inbox's first page from the summary", () => {
  it('agrees with the full read of every month after writes, an erasure and a rebuild', async () => {
    for (let i = 0; i < 4; i++) await post('contact', validContact({ email: `summary${i}@example.com`, company: `Summary ${i}` }))
    const check = async (what: string) => {
      for (const limit of [5, 50, 200]) {
        const { fast, full } = await bothFirstPages(limit)
        expect(fast, `${what}: the summary answers the first page of ${limit}`).not.toBeNull()
        expect(fast, `${what}, ${limit}`).toEqual(full)
      }
      // The route answers the same (the unfiltered page is the summary's).
      const routed = await inbox()
      expect(routed.items.map((i) => i.id)).toEqual((await bothFirstPages()).full.items.map((i) => i.id))
    }
    await check('after writes')
    const gone = await personOf('summary3@example.com')
    const erased = await request(api.eraseRoute, 'POST', `/api/staff/leads/${gone.id}/erase`, {
      cookie,
      body: { confirm: 'summary3@example.com' },
    })
    expect(erased.status).toBe(200)
    await check('after an erasure')
    // Nothing of the erased person is left in the summaries.
    for (const key of [SUMMARY_KEY, OPEN_KEY, BOARD_KEY])
      expect(JSON.stringify(await indexStore().get(key, { type: 'json' }))).not.toContain('summary3@')
    await rebuildIndex(leadStore(), await bookingStore(bookingSettings).list(), indexStore())
    await check('after a rebuild')
  })

  it('reads a month written behind its back again, and makes the summaries when they are missing', async () => {
    const store = indexStore()
    const someone = (await inbox()).items[0]!
    const key = monthKey(monthOfId(someone.id))
    const blob = monthBlobOf(await store.get(key, { type: 'json' }))
    blob.people[someone.id]!.status = OPEN[1]!.id
    blob.people[someone.id]!.value = 777
    // Written without updateMonth: no fold followed it.
    await store.setJSON(key, blob)
    const { fast, full } = await bothFirstPages()
    expect(fast).toEqual(full)
    expect(fast!.items.find((i) => i.id === someone.id)).toMatchObject({ status: OPEN[1]!.id, value: 777 })
    await Promise.all([store.delete(SUMMARY_KEY), store.delete(OPEN_KEY)])
    const again = await bothFirstPages()
    expect(again.fast).toEqual(again.full)
    const board = await get<Board>(api.boardRoute, '/api/staff/board')
    expect(board.columns.find((c) => c.status === OPEN[1]!.id)!.items.some((i) => i.id === someone.id)).toBe(true)
  })
})
