// Due (issue 35 items 1 and 4), against the real Blobs server and a real SMTP server: what each lead
// is owed comes from its form's promises (content/forms/*.yaml, site.yaml's register) due in office
// time; a call booked sooner than the plan's usual time makes the plan due before it, and the booking's
// email says so; the scheduled work tells an item's owner once when it is overdue however often it
// runs; a task given to someone else is emailed to them once and shows in Due; Due's order is overdue,
// today, later. Words and times come from content (src/generated/*), never typed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import availability from '../../../netlify/functions/availability.ts'
import { bookingApi } from '../../../netlify/lib/booking/booking-api.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { calendarStore } from '../../../netlify/lib/calendars/cache.ts'
import { leadStore, notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import { officeCalendar, isOfficeDay, promiseDue } from '../../../netlify/lib/leads/promise-due.ts'
import { scheduledWork } from '../../../netlify/lib/scheduled.ts'
import { deliveriesSettled, notifier } from '../../../netlify/lib/site-outbox.ts'
import { consoleBookingHooks } from '../../../netlify/lib/staff/console-link.ts'
import { dueKey, endOfOfficeDay } from '../../../netlify/lib/staff/due-index.ts'
import { rebuildIndex } from '../../../netlify/lib/staff/index-rebuild.ts'
import type * as DueRoutes from '../../../netlify/lib/staff/staff-due-routes.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import { indexBooking, indexStore } from '../../../netlify/lib/staff/person-index.ts'
import { addDays, minutesOfDay, readableTime, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import type { DueList, LeadDetail, LeadList, TaskAnswer } from '../../../schemas/staff-api-types.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking as settings } from '../../../src/generated/booking.ts'
import { routing } from '../../../src/generated/routing.ts'
import { poolOf, routeOf } from '../../../schemas/route-of.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { team } from '../../../src/generated/team.ts'
import { closedPort } from '../calendar-harness.ts'
import { id, post, validContact, validGrowth } from '../harness.ts'
import { ORIGIN, OWNER, request, STAFF, startStaff, until, type StaffHarness } from '../staff-harness.ts'

const TYPE = settings.meetingTypes[0]!
/** Another team member, with an address of their own (STAFF_EMAILS address=member). */
const OTHER = team.find((m) => m.id !== OWNER)!.id
const OTHER_ADDRESS = 'other.member@agency.test'

let s: StaffHarness
let cookie: string
let api: typeof StaffApi
let due: typeof DueRoutes

beforeAll(async () => {
  s = await startStaff(await closedPort())
  process.env.STAFF_EMAILS = `${process.env.STAFF_EMAILS}, ${OTHER_ADDRESS}=${OTHER}`
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  due = await import('../../../netlify/lib/staff/staff-due-routes.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

const json = async <T>(res: Response | Promise<Response>, status = 200) => {
  const r = await res
  expect(r.status, await r.clone().text()).toBe(status)
  return (await r.json()) as T
}
const leadOf = async (email: string) => {
  const found = await json<LeadList>(request(api.leadsRoute, 'GET', `/api/staff/leads?q=${encodeURIComponent(email)}`, { cookie }))
  return json<LeadDetail>(request(api.leadsRoute, 'GET', `/api/staff/leads/${found.items[0]!.id}`, { cookie }))
}
const dueList = () => json<DueList>(request(due.dueRoute, 'GET', '/api/staff/due', { cookie }))

/** The scheduled work as Netlify runs it, at `now`. */
const runScheduled = (now: Date) =>
  scheduledWork(
    { leads: notificationStore(), bookings: bookingStore(settings), calendars: calendarStore(), staff: indexStore() },
    { settings, env: process.env, now },
  )

/** The mails of one event (the outbox's id starts with it) to an address. */
const mailsOf = (event: string, to: string) => s.mail.mails.filter((m) => m.id.startsWith(`${event}-`) && m.to.includes(to))

/**
 * Minutes between two instants that fall on office days (weekends and holidays do not count), from the
 * first office day's opening when `from` is on another day (a lead sent on a Sunday is counted from Monday's opening).
 */
function officeMinutesBetween(from: Date, to: Date): number {
  const office = officeCalendar()
  const onOfficeDay = (t: number) => isOfficeDay(zonedDate(new Date(t), office.timeZone), office)
  let start = from.getTime()
  if (!onOfficeDay(start)) {
    while (!onOfficeDay(start)) start += 60_000
    start = zonedInstant(zonedDate(new Date(start), office.timeZone), minutesOfDay(office.opens), office.timeZone).getTime()
  }
  let n = 0
  for (let t = start; t < to.getTime(); t += 60_000) if (onOfficeDay(t)) n++
  return n
}

describe('what a lead is owed', () => {
  it("a contact lead is owed a reply due within the register's hours, counted in office days", async () => {
    const leadId = id()
    expect((await post('contact', validContact({ leadId, email: 'owed.reply@example.com' }))).status).toBe(200)
    const lead = await leadOf('owed.reply@example.com')
    const reply = lead.owed.find((o) => o.id === `reply.${leadId}`)!
    expect(reply).toMatchObject({ what: site.promises.reply!.label, done: null })
    const hours = Number(/\d+/.exec(site.promises.reply!.value)![0])
    // The register's hours, counted only on office days: on a weekday before another, exactly that many hours.
    expect(officeMinutesBetween(new Date(lead.createdAt), new Date(reply.due))).toBe(hours * 60)
    expect(reply.due).toBe(promiseDue(site.promises.reply!, new Date(lead.createdAt)).toISOString())
    // The list item carries it too.
    const listed = await json<LeadList>(request(api.leadsRoute, 'GET', `/api/staff/leads?q=owed.reply`, { cookie }))
    expect(listed.items[0]!.owed.map((o) => o.id)).toContain(reply.id)
  })

  it('a call booked sooner than the plan makes the plan due before the call, and the booking email says that time', async () => {
    const leadId = id()
    const email = 'plan.before.call@example.com'
    for (let step = 1; step <= growthSessionForm.steps.length; step++)
      expect((await post('growth-session', validGrowth(step, { leadId, email }))).status).toBe(200)
    await deliveriesSettled()
    const before = await leadOf(email)
    const plan = before.owed.find((o) => o.id === `growthPlan.${leadId}`)!
    expect(plan.what).toBe(site.promises.growthPlan!.label)
    const usual = Date.parse(plan.due)

    // The call the wizard's answers route to (content/routing.yaml), with its pool: the only one this lead may book.
    const route = routeOf(routing, validGrowth(growthSessionForm.steps.length).formData)
    const routed = settings.meetingTypes.find((t) => t.id === route.meetingType)!
    const pool = poolOf(route, routed.hosts ?? []).join(',')
    const res = await availability(new Request(`${ORIGIN}/api/availability?type=${routed.id}&days=21&hosts=${pool}`))
    const { slots } = (await res.json()) as { slots: { start: string }[] }
    const sooner = slots.find((x) => Date.parse(x.start) < usual)
    expect(sooner, 'a free time before the plan is due').toBeDefined()
    const answer = await bookingApi({ env: process.env, notifier: notifier({ env: process.env }), ...consoleBookingHooks }).booking(
      new Request(`${ORIGIN}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId: id(), type: routed.id, start: sooner!.start, name: 'Plan Before', email, leadId }),
      }),
    )
    expect(answer.status).toBe(201)
    await deliveriesSettled()

    const after = await leadOf(email)
    const moved = after.owed.find((o) => o.id === `growthPlan.${leadId}`)!
    const expected = new Date(Date.parse(sooner!.start) - site.promises.growthPlan!.beforeCallMinutes! * 60_000)
    expect(moved.due).toBe(expected.toISOString())
    expect(Date.parse(moved.due)).toBeLessThan(Date.parse(sooner!.start))
    // The call itself is owed at its start.
    expect(after.owed.some((o) => o.id.startsWith('call.') && o.due === new Date(sooner!.start).toISOString())).toBe(true)

    const line = fillTokens(prospectMessages.growthPlan.bookedLine, {
      due: readableTime(expected.toISOString(), settings.timezone),
      days: prospectMessages.growthPlan.businessDays,
    })
    const confirmation = await until(
      () => s.mail.mails.find((m) => m.to.includes(email) && m.id.startsWith('prospect-confirmation-')),
      'the booking email',
    )
    expect(confirmation.body.replace(/\s+/g, ' ')).toContain(line.replace(/\s+/g, ' '))
  })
})

describe('alerts', () => {
  it("tells the lead's owner once when an item is due soon and once when it is overdue, however often the scheduled work runs", async () => {
    const leadId = id()
    expect((await post('contact', validContact({ leadId, email: 'overdue.owner@example.com' }))).status).toBe(200)
    const lead = await leadOf('overdue.owner@example.com')
    await json(request(api.leadsRoute, 'PATCH', `/api/staff/leads/${lead.id}`, { cookie, body: { owner: OWNER } }))
    const reply = lead.owed.find((o) => o.id === `reply.${leadId}`)!
    const at = (minutes: number) => new Date(Date.parse(reply.due) + minutes * 60_000)
    const about = (event: string) => mailsOf(event, STAFF).filter((m) => m.body.includes(lead.id))

    await runScheduled(at(-30))
    await runScheduled(at(-29))
    await until(() => about('due-soon').length > 0, 'the due-soon email')
    await runScheduled(at(1))
    await runScheduled(at(2))
    await until(() => about('due-overdue').length > 0, 'the overdue email')
    await deliveriesSettled()
    expect(about('due-soon')).toHaveLength(1)
    expect(about('due-overdue')).toHaveLength(1)
    expect(about('due-overdue')[0]!.body).toContain(reply.what)
    // Nobody else's: the shared inbox is not told of an owned lead's item.
    expect(s.mail.mails.filter((m) => m.id.startsWith('due-overdue-') && m.body.includes(lead.id) && !m.to.includes(STAFF))).toHaveLength(0)
  })
})

describe('the morning digest', () => {
  it("sends each member with an address their day once per office day, from the content's hour", async () => {
    expect((await post('contact', validContact({ email: 'digest@example.com' }))).status).toBe(200)
    const lead = await leadOf('digest@example.com')
    const office = officeCalendar()
    // An office day a few days out, clear of the days the other tests' runs pretend to be.
    let day = addDays(zonedDate(new Date(), office.timeZone), 4)
    while (!isOfficeDay(day, office)) day = addDays(day, 1)
    const at = (hhmm: string) => zonedInstant(day, minutesOfDay(hhmm), office.timeZone)
    const text = `Digest task ${day}`
    await json(
      request(due.tasksRoute, 'POST', `/api/staff/leads/${lead.id}/tasks`, {
        cookie,
        body: { text, due: at('15:00').toISOString(), owner: OTHER },
      }),
      201,
    )
    const before = mailsOf('due-digest', OTHER_ADDRESS).length
    await runScheduled(new Date(at(staffConsole.dueAlerts.digestAt).getTime() - 60_000))
    await deliveriesSettled()
    expect(mailsOf('due-digest', OTHER_ADDRESS)).toHaveLength(before)
    await runScheduled(new Date(at(staffConsole.dueAlerts.digestAt).getTime() + 60_000))
    await runScheduled(new Date(at(staffConsole.dueAlerts.digestAt).getTime() + 120_000))
    await until(() => mailsOf('due-digest', OTHER_ADDRESS).length > before, 'the digest')
    await deliveriesSettled()
    const digests = mailsOf('due-digest', OTHER_ADDRESS).slice(before)
    expect(digests).toHaveLength(1)
    expect(digests[0]!.body).toContain(text)
  })
})

describe('tasks', () => {
  it('a task given to someone else is emailed to them once, shows in Due and on the lead, and its completion is in the history', async () => {
    expect((await post('contact', validContact({ email: 'task.other@example.com' }))).status).toBe(200)
    const lead = await leadOf('task.other@example.com')
    const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const made = await json<TaskAnswer>(
      request(due.tasksRoute, 'POST', `/api/staff/leads/${lead.id}/tasks`, {
        cookie,
        body: { text: 'Send the case study', due: dueAt, owner: OTHER },
      }),
      201,
    )
    expect(made.id).toMatch(/^[0-9a-f]{16}$/)
    expect(made.task).toMatchObject({ id: made.id, text: 'Send the case study', due: dueAt, owner: OTHER, done: null, by: STAFF })
    await deliveriesSettled()
    await until(
      () => mailsOf('task-assigned', OTHER_ADDRESS).filter((m) => m.body.includes('Send the case study')).length > 0,
      'the task email',
    )
    // Another run of the scheduled work and a change of the task send nothing more.
    await runScheduled(new Date())
    const listed = await dueList()
    const row = listed.items.find((i) => i.kind === 'task' && i.id === made.id)!
    expect(row).toMatchObject({
      what: 'Send the case study',
      owner: OTHER,
      ownerName: team.find((m) => m.id === OTHER)!.name,
      leadId: lead.id,
      leadName: lead.name,
      when: 'later',
    })
    expect((await leadOf('task.other@example.com')).tasks.map((t) => t.id)).toEqual([made.id])

    const done = await json<TaskAnswer>(
      request(due.tasksRoute, 'PATCH', `/api/staff/leads/${lead.id}/tasks/${made.id}`, { cookie, body: { done: true } }),
    )
    expect(done.done).not.toBeNull()
    await deliveriesSettled()
    expect(mailsOf('task-assigned', OTHER_ADDRESS).filter((m) => m.body.includes('Send the case study'))).toHaveLength(1)
    expect((await dueList()).items.some((i) => i.id === made.id)).toBe(false)
    const history = (await leadOf('task.other@example.com')).history.map((h) => h.what)
    expect(history).toEqual(expect.arrayContaining(['task', 'taskDone']))
    // One's own task tells nobody.
    const own = await json<TaskAnswer>(
      request(due.tasksRoute, 'POST', `/api/staff/leads/${lead.id}/tasks`, { cookie, body: { text: 'Call them', due: dueAt } }),
      201,
    )
    expect(own.owner).toBe(OWNER)
    await deliveriesSettled()
    expect(s.mail.mails.filter((m) => m.id.startsWith('task-assigned-') && m.body.includes('Call them'))).toHaveLength(0)
  })

  it('marks what a lead is owed done in one request, and it leaves Due', async () => {
    const leadId = id()
    expect((await post('contact', validContact({ leadId, email: 'owed.done@example.com' }))).status).toBe(200)
    const lead = await leadOf('owed.done@example.com')
    const open = (await dueList()).items.find((i) => i.leadId === lead.id && i.id === `reply.${leadId}`)!
    // Nobody owns the lead: the shared inbox's.
    expect(open).toMatchObject({ kind: 'owed', owner: null, ownerName: staffConsole.due.sharedInbox })
    const item = await json<{ id: string; done: string | null }>(
      request(due.owedRoute, 'PATCH', `/api/staff/leads/${lead.id}/owed/reply.${leadId}`, { cookie, body: { done: true } }),
    )
    expect(item.done).not.toBeNull()
    expect((await dueList()).items.some((i) => i.leadId === lead.id && i.id === `reply.${leadId}`)).toBe(false)
    expect((await leadOf('owed.done@example.com')).owed.find((o) => o.id === `reply.${leadId}`)!.done).toBe(item.done)
    await json(request(due.owedRoute, 'PATCH', `/api/staff/leads/${lead.id}/owed/reply.${id()}`, { cookie, body: { done: true } }), 404)
  })
})

describe('calls', () => {
  it('a booked call is owed at its start, in Due under its host, and marking its attendance gives it', async () => {
    const store = bookingStore(settings, { onStored: indexBooking })
    const start = new Date(Math.floor((Date.now() - 3 * 3_600_000) / 3_600_000) * 3_600_000)
    const out = await store.create(
      {
        requestId: id(),
        type: TYPE,
        start,
        end: new Date(start.getTime() + TYPE.durationMinutes * 60_000),
        name: 'Cal Owed',
        email: 'call.owed@example.com',
        hosts: TYPE.hosts ?? [],
      },
      new Date(),
    )
    if (out.kind !== 'created') throw new Error(`booking ${out.kind}`)
    const callId = `call.${out.booking.bookingId}`
    const row = (await dueList()).items.find((i) => i.id === callId)!
    expect(row).toMatchObject({ kind: 'owed', due: start.toISOString(), when: 'overdue', owner: out.booking.host ?? null })
    await json(
      request(api.attendanceRoute, 'POST', `/api/staff/calls/${out.booking.bookingId}/attendance`, {
        cookie,
        body: { attendance: 'attended' },
      }),
    )
    expect((await dueList()).items.some((i) => i.id === callId)).toBe(false)
    expect((await leadOf('call.owed@example.com')).owed.find((o) => o.id === callId)!.done).not.toBeNull()
  })
})

describe('the rebuild of the index', () => {
  it("keeps what staff marked done and the tasks, and writes Due's index again", async () => {
    const leadId = id()
    expect((await post('contact', validContact({ leadId, email: 'rebuilt@example.com' }))).status).toBe(200)
    const lead = await leadOf('rebuilt@example.com')
    await json(request(due.owedRoute, 'PATCH', `/api/staff/leads/${lead.id}/owed/reply.${leadId}`, { cookie, body: { done: true } }))
    const task = await json<TaskAnswer>(
      request(due.tasksRoute, 'POST', `/api/staff/leads/${lead.id}/tasks`, { cookie, body: { text: 'Kept', due: '2031-01-01' } }),
      201,
    )
    const marked = (await leadOf('rebuilt@example.com')).owed.find((o) => o.id === `reply.${leadId}`)!.done
    // Due's index lost (as after a failed write): the rebuild writes it again.
    await indexStore().delete(dueKey(lead.id))
    expect((await dueList()).items.some((i) => i.id === task.id)).toBe(false)
    await rebuildIndex(leadStore(), await bookingStore(settings).list(), indexStore())
    const after = await leadOf('rebuilt@example.com')
    expect(after.owed.find((o) => o.id === `reply.${leadId}`)!.done).toBe(marked)
    expect(after.tasks.map((t) => t.id)).toEqual([task.id])
    expect((await dueList()).items.some((i) => i.id === task.id)).toBe(true)
  })
})

describe("Due's order", () => {
  it('lists overdue first, then due today (office time), then the rest, each by due time', async () => {
    expect((await post('contact', validContact({ email: 'order@example.com' }))).status).toBe(200)
    const lead = await leadOf('order@example.com')
    const now = Date.now()
    const end = endOfOfficeDay(new Date(now), settings.timezone).getTime()
    const dues = {
      later2: new Date(end + 2 * 86_400_000),
      overdue2: new Date(now - 60_000),
      today: new Date(now + Math.max(120_000, (end - now) / 2)),
      later1: new Date(end + 86_400_000),
      overdue1: new Date(now - 3 * 86_400_000),
    }
    for (const [text, at] of Object.entries(dues))
      await json(
        request(due.tasksRoute, 'POST', `/api/staff/leads/${lead.id}/tasks`, { cookie, body: { text, due: at.toISOString() } }),
        201,
      )
    const mine = (await dueList()).items.filter((i) => i.leadId === lead.id && i.kind === 'task')
    const rank = { overdue: 0, today: 1, later: 2 }
    const whenOf = (at: Date) => (at.getTime() < now ? 'overdue' : at.getTime() < end ? 'today' : 'later')
    const expected = Object.entries(dues).sort(([, a], [, b]) => rank[whenOf(a)] - rank[whenOf(b)] || a.getTime() - b.getTime())
    expect(mine.map((i) => i.what)).toEqual(expected.map(([text]) => text))
    expect(mine.map((i) => i.when)).toEqual(expected.map(([, at]) => whenOf(at)))
    // Well inside the day, each falls where its name says.
    if (end - now > 10 * 60_000) expect(mine.map((i) => i.what)).toEqual(['overdue1', 'overdue2', 'today', 'later1', 'later2'])
    const all = (await dueList()).items
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!]
      expect(rank[a.when] < rank[b.when] || (rank[a.when] === rank[b.when] && a.due <= b.due), `${a.what} before ${b.what}`).toBe(true)
    }
  })
})
