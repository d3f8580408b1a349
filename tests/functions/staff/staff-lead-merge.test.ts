// Duplicates merged (issue 35, item 6), signed in, against the real Blobs server and a real SMTP server:
// the inbox marks two people with the same phone (written two ways) as possible duplicates;
// POST /api/staff/leads/merge { into, from } leaves one person with both submissions, bookings, notes and
// history and the merge in the history; `from` answers 404 with `mergedInto`; a later submission from
// `from`'s address joins `into`; and an erase of the merged person removes everything of both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import availability from '../../../netlify/functions/availability.ts'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { leadStore } from '../../../netlify/lib/leads/lead-store.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { consoleBookingHooks } from '../../../netlify/lib/staff/console-link.ts'
import { indexStore, readIndex, readPerson } from '../../../netlify/lib/staff/person-index.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import type * as Tools from '../../../netlify/lib/staff/staff-lead-tools.ts'
import type { LeadDetail, LeadList, LeadMerged } from '../../../schemas/staff-api-types.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { closedPort } from '../calendar-harness.ts'
import { post, validContact } from '../harness.ts'
import { ORIGIN, request, STAFF, startStaff, type StaffHarness } from '../staff-harness.ts'

let s: StaffHarness
let cookie: string
let api: typeof StaffApi
let tools: typeof Tools

beforeAll(async () => {
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  tools = await import('../../../netlify/lib/staff/staff-lead-tools.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

const json = async <T>(res: Response, status: number) => {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await res.json()) as T
}
const inbox = async (query: string) => json<LeadList>(await request(api.leadsRoute, 'GET', `/api/staff/leads${query}`, { cookie }), 200)
const personOf = async (email: string) => (await inbox(`?q=${encodeURIComponent(email)}`)).items[0]!
const detail = async (id: string) => json<LeadDetail>(await request(api.leadsRoute, 'GET', `/api/staff/leads/${id}`, { cookie }), 200)
const merge = (body: unknown) => request(tools.leadMergeRoute, 'POST', '/api/staff/leads/merge', { cookie, body })
const quiet = pipeline.statuses.find((x, i) => i > 0 && !x.conversion)!.id

/** A booking made through the booking API at the first free time, as a prospect makes it. */
async function booked(email: string) {
  const type = settings.meetingTypes[0]!
  const res = await availability(new Request(`${ORIGIN}/api/availability?type=${type.id}&days=21`))
  const { slots } = (await res.json()) as { slots: { start: string }[] }
  const answer = await bookingApi({ env: process.env, notifier: notifier({ env: process.env }), ...consoleBookingHooks }).booking(
    new Request(`${ORIGIN}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: crypto.randomUUID(), type: type.id, start: slots[0]!.start, name: 'Bea Booker', email }),
    }),
  )
  expect(answer.status).toBe(201)
  await deliveriesSettled()
  return ((await answer.json()) as { bookingId: string }).bookingId
}

/** Two people who are one: the same mobile written two ways, different addresses; a note, a change and a call between them. */
async function twoOfOne(tag: string, phone: [string, string]) {
  const [a, b] = [`${tag.toLowerCase()}.work@example.com`, `${tag.toLowerCase()}.home@example.com`]
  await post('contact', validContact({ email: a, firstName: 'Kit', lastName: tag, company: `${tag} Works`, phone: phone[0] }))
  await post('contact', validContact({ email: b, firstName: 'Kit', lastName: `${tag}son`, company: `${tag} Home`, phone: phone[1] }))
  const bookingId = await booked(b)
  const [into, from] = [await personOf(a), await personOf(b)]
  await json(await request(api.notesRoute, 'POST', `/api/staff/leads/${into.id}/notes`, { cookie, body: { text: `Note on ${a}` } }), 201)
  await json(await request(api.notesRoute, 'POST', `/api/staff/leads/${from.id}/notes`, { cookie, body: { text: `Note on ${b}` } }), 201)
  await json(await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${from.id}`, { cookie, body: { status: quiet } }), 200)
  return { a, b, into, from, bookingId }
}

describe('possible duplicates', () => {
  it('marks two people with the same phone, however written, in the inbox, and lists them by duplicatesOf', async () => {
    const { into, from } = await twoOfOne('Suggest', ['0412 777 001', '+61 412 777 001'])
    expect((await personOf('suggest.work@example.com')).duplicates).toEqual([from.id])
    expect((await personOf('suggest.home@example.com')).duplicates).toEqual([into.id])
    expect((await inbox(`?duplicatesOf=${into.id}`)).items.map((i) => i.id)).toEqual([from.id])
    await post('contact', validContact({ email: 'someone.else@example.com', company: 'Other', phone: '0412 777 002' }))
    expect((await personOf('someone.else@example.com')).duplicates).toEqual([])
  })

  it('marks the same name and company, case and spacing aside', async () => {
    await post(
      'contact',
      validContact({ email: 'name.one@example.com', firstName: 'Ola', lastName: 'Twin', company: 'Twin Co', phone: '0412 777 011' }),
    )
    await post(
      'contact',
      validContact({ email: 'name.two@example.com', firstName: 'ola ', lastName: 'TWIN', company: 'twin  co', phone: '0412 777 012' }),
    )
    const [one, two] = [await personOf('name.one@example.com'), await personOf('name.two@example.com')]
    expect(one.duplicates).toEqual([two.id])
  })
})

describe('merging two people', () => {
  it('leaves one person with every submission, booking, note and history of both, and the merge in the history', async () => {
    const { a, b, into, from, bookingId } = await twoOfOne('Merge', ['0412 777 021', '0412777021'])
    const [before, gone] = [await detail(into.id), await detail(from.id)]
    const merged = await json<LeadMerged>(await merge({ into: into.id, from: from.id }), 200)
    expect(merged).toMatchObject({ merged: true, from: from.id, into: { id: into.id, email: a } })

    const after = await detail(into.id)
    const ids = (l: LeadDetail) => l.submissions.map((x) => x.submissionId).sort()
    expect(ids(after)).toEqual([...ids(before), ...ids(gone)].sort())
    expect(after.bookings.map((x) => x.bookingId)).toContain(bookingId)
    expect(after.notes.map((n) => n.text).sort()).toEqual([`Note on ${a}`, `Note on ${b}`].sort())
    // `from`'s history moved over (its status change), and the merge itself, by whom.
    expect(after.history.some((h) => h.what === 'status' && h.after === quiet)).toBe(true)
    const entry = after.history.find((h) => h.what === 'merge')!
    expect(entry).toMatchObject({ by: STAFF, before: { id: from.id, email: b }, after: into.id })
    // The person kept keeps their status; the other address is theirs too.
    expect(after.status).toBe(before.status)
    expect((await readPerson(into.id, indexStore()))!.otherEmails).toEqual([b])
    expect((await readPerson(into.id, indexStore()))!.lastActivityAt).toBe(entry.at)

    const res = await request(api.leadsRoute, 'GET', `/api/staff/leads/${from.id}`, { cookie })
    expect(await json(res, 404)).toMatchObject({ code: 'merged', mergedInto: into.id })
    expect((await readIndex(indexStore())).some((e) => e.id === from.id)).toBe(false)
    expect((await inbox(`?q=${encodeURIComponent(b)}`)).items.map((i) => i.id)).toEqual([into.id])
    expect((await merge({ into: into.id, from: from.id })).status).toBe(404)
  })

  it("lands a later submission from the merged person's address on the person kept", async () => {
    const { b, into, from } = await twoOfOne('Later', ['0412 777 031', '0412 777 031'])
    await json(await merge({ into: into.id, from: from.id }), 200)
    const count = (await detail(into.id)).submissions.length
    await post('contact', validContact({ email: b, firstName: 'Kit', company: 'Later Home', phone: '0412 777 031' }))
    const after = await detail(into.id)
    expect(after.submissions.length).toBe(count + 1)
    expect(after.email).toBe('later.work@example.com')
    expect((await inbox(`?q=${encodeURIComponent(b)}`)).items.map((i) => i.id)).toEqual([into.id])
  })

  it('refuses a merge into itself (422) and of someone not there (404)', async () => {
    const { into } = await twoOfOne('Refuse', ['0412 777 041', '0412 777 042'])
    expect((await merge({ into: into.id, from: into.id })).status).toBe(422)
    expect((await merge({ into: into.id, from: '202611-0123456789abcdef' })).status).toBe(404)
    expect((await merge({ into: into.id })).status).toBe(422)
    expect((await merge({ into: '__proto__', from: into.id })).status).toBe(422)
  })

  it('erases everything of both when the merged person is erased', async () => {
    const { a, b, into, from, bookingId } = await twoOfOne('Erase', ['0412 777 051', '0412 777 051'])
    await json(await merge({ into: into.id, from: from.id }), 200)
    await post('contact', validContact({ email: b, company: 'Erase Home', phone: '0412 777 051' }))
    const res = await request(api.eraseRoute, 'POST', `/api/staff/leads/${into.id}/erase`, { cookie, body: { confirm: a } })
    expect(res.status, await res.clone().text()).toBe(200)
    const naming = (x: unknown) => [a, b].some((address) => JSON.stringify(x).toLowerCase().includes(address))
    expect((await leadStore().list()).filter(naming)).toEqual([])
    // The booking is cancelled and kept without anyone in it (booking-store.ts erase).
    expect(naming(await bookingStore(settings).get(bookingId))).toBe(false)
    expect((await bookingStore(settings).list()).map((x) => x.bookingId)).not.toContain(bookingId)
    expect((await readIndex(indexStore())).filter((e) => [into.id, from.id].includes(e.id) || naming(e))).toEqual([])
    const staffKeys: string[] = []
    for await (const page of s.staffRaw.list({ prefix: 'people/', paginate: true })) staffKeys.push(...page.blobs.map((x) => x.key))
    expect(staffKeys.filter((k) => k.includes(into.id) || k.includes(from.id))).toEqual([])
    for (const address of [a, b]) expect((await inbox(`?q=${encodeURIComponent(address)}`)).items).toEqual([])
  })
})
