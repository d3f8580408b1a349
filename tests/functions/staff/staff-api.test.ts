// The staff API's behaviour, signed in as a staff member, against real leads stored through the
// lead functions and a booking through the booking store: one person per email, the inbox's
// filters and paging, changes with their history, notes, attendance, set-aside restore (notified),
// the funnel of a wizard left at step 4, and the console's exports equal to `npm run leads -- export` (--people).
import { HONEYPOT_FIELD } from '../../../schemas/lead-envelope.ts'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled } from '../../../netlify/lib/outbox/notifier.ts'
import { bookingStore } from '../../../netlify/lib/booking/booking-store.ts'
import { indexBooking } from '../../../netlify/lib/staff/person-index.ts'
import { openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { leadStore, notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import type { Funnel, HistoryEntry, LeadDetail, SetAsideList, CallList } from '../../../schemas/staff-api-types.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { closedPort } from '../calendar-harness.ts'
import { id, post, validContact, validGrowth } from '../harness.ts'
import { leadsCli } from '../leads-cli.ts'
import { OWNER, request, STAFF, staffReader, startStaff, until, type StaffHarness } from '../staff-harness.ts'
import { contactOptions } from '../../../schemas/lead.ts'

let s: StaffHarness
let cookie: string
let api: typeof StaffApi

const { get, inbox, personOf } = staffReader(
  () => cookie,
  () => api.leadsRoute,
)

beforeAll(async () => {
  s = await startStaff(await closedPort())
  api = await import('../../../netlify/lib/staff/staff-api.ts')
  cookie = await s.signIn(STAFF)
})
afterAll(() => s.close())

describe('one person, one record', () => {
  it('merges two contact forms from one address (any case) into one lead with both submissions', async () => {
    expect((await post('contact', validContact({ email: 'Two.Forms@Example.com', company: 'Twofold' }))).status).toBe(200)
    expect((await post('contact', validContact({ email: 'two.forms@example.com ', company: 'Twofold' }))).status).toBe(200)
    const found = await inbox('?q=twofold')
    expect(found.items).toHaveLength(1)
    const lead = await get<LeadDetail>(api.leadsRoute, `/api/staff/leads/${found.items[0]!.id}`)
    expect(lead.submissions).toHaveLength(2)
    expect(lead.email).toBe('two.forms@example.com')
    expect(lead.status).toBe(pipeline.statuses[0]!.id)
    expect(lead.merged.find((a) => a.field === 'company')?.value).toBe('Twofold')
    // A choice is stored as its option's value and shown to staff with the label the visitor saw.
    const industry = contactOptions(contactForm, 'industry')[0]!
    expect(lead.submissions[0]!.answers.find((a) => a.field === 'industry')?.value).toBe(industry.label)
    expect(lead.merged.find((a) => a.field === 'industry')?.value).toBe(industry.label)
  })

  it('puts a wizard started before its email under the person that email already has', async () => {
    const email = 'wizard.person@example.com'
    await post('contact', validContact({ email, company: 'Wizardry' }))
    const leadId = id()
    for (const step of [1, 2, 3]) await post('growth-session', validGrowth(step, { leadId, submissionId: id(), email }))
    const found = await inbox(`?q=${email}`)
    expect(found.items).toHaveLength(1)
    expect(found.items[0]!.forms.sort()).toEqual(['contact', 'growth-session'])
  })
})

describe('the inbox', () => {
  it('pages newest first with a cursor, filters by form and searches name, email and company', async () => {
    for (let i = 0; i < 5; i++) await post('contact', validContact({ email: `pager${i}@example.com`, company: `Pager ${i}` }))
    const first = await inbox('?q=pager&limit=2')
    expect(first.items).toHaveLength(2)
    expect(first.total).toBe(5)
    const second = await inbox(`?q=pager&limit=2&cursor=${encodeURIComponent(first.next!)}`)
    const third = await inbox(`?q=pager&limit=2&cursor=${encodeURIComponent(second.next!)}`)
    expect(third.next).toBeNull()
    const all = [...first.items, ...second.items, ...third.items]
    expect(new Set(all.map((i) => i.id)).size).toBe(5)
    expect(all.map((i) => i.createdAt)).toEqual([...all.map((i) => i.createdAt)].sort().reverse())
    expect((await inbox('?form=growth-session')).items.every((i) => i.forms.includes('growth-session'))).toBe(true)
    expect((await inbox('?q=pager3@example')).items.map((i) => i.company)).toEqual(['Pager 3'])
  })
})

describe('working a lead', () => {
  it('saves status, owner and next action, each in the history with the staff address', async () => {
    await post('contact', validContact({ email: 'worked@example.com' }))
    const lead = await personOf('worked@example.com')
    const status = pipeline.statuses[1]!.id
    const patch = { status, owner: OWNER, nextAction: { text: 'Call back', due: '2030-01-02' } }
    const res = await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${lead.id}`, { cookie, body: patch })
    expect(res.status).toBe(200)
    const after = await get<LeadDetail>(api.leadsRoute, `/api/staff/leads/${lead.id}`)
    expect([after.status, after.owner, after.nextAction]).toEqual([status, OWNER, patch.nextAction])
    const byWhat = (w: string) => after.history.find((h: HistoryEntry) => h.what === w)!
    expect(byWhat('status')).toMatchObject({ by: STAFF, before: pipeline.statuses[0]!.id, after: status })
    expect(byWhat('owner')).toMatchObject({ by: STAFF, before: null, after: OWNER })
    expect((await inbox(`?status=${status}&owner=${OWNER}`)).items.map((i) => i.id)).toContain(lead.id)
    expect((await inbox(`?status=${status}`)).counts[status]).toBeGreaterThanOrEqual(1)
  })

  it('refuses a status content does not have, and an owner who is not on the team', async () => {
    const lead = await personOf('worked@example.com')
    for (const body of [{ status: 'no-such-status' }, { owner: 'nobody-at-all' }, {}]) {
      const res = await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${lead.id}`, { cookie, body })
      expect(res.status).toBe(422)
    }
  })

  it('keeps a note, with who wrote it', async () => {
    const lead = await personOf('worked@example.com')
    const res = await request(api.notesRoute, 'POST', `/api/staff/leads/${lead.id}/notes`, {
      cookie,
      body: { text: 'Wants a quote by Friday' },
    })
    expect(res.status).toBe(201)
    const after = await get<LeadDetail>(api.leadsRoute, `/api/staff/leads/${lead.id}`)
    expect(after.notes.map((n) => [n.text, n.by])).toEqual([['Wants a quote by Friday', STAFF]])
  })
})

describe('conversions from the pipeline', () => {
  it("a status that is a conversion (Won) adds a row to the Google Ads feed with the lead's Google click id", async () => {
    const won = pipeline.statuses.find((st) => st.conversion === 'won')!
    const gclid = `G-${id().slice(0, 8)}`
    const attribution = { clicks: { last: { at: new Date().toISOString(), gclid } } }
    expect((await post('contact', validContact({ email: 'won.deal@example.com', attribution }))).status).toBe(200)
    const lead = await personOf('won.deal@example.com')
    const res = await request(api.leadsRoute, 'PATCH', `/api/staff/leads/${lead.id}`, { cookie, body: { status: won.id } })
    expect(res.status).toBe(200)
    await deliveriesSettled()
    const rows = (await openOutbox(notificationStore()).list()).filter(
      (n) => n.event === 'conversion-feed-row' && n.write?.['gclid'] === gclid,
    )
    expect(rows.map((n) => n.write?.['name']).sort()).toEqual(['Lead', 'Won'])
  })
})

describe('erasure from the console', () => {
  it('erases a person once their address is typed to confirm: no lead, no inbox entry is left', async () => {
    await post('contact', validContact({ email: 'forget.me@example.com', firstName: 'Forgetta' }))
    const lead = await personOf('forget.me@example.com')
    const path = `/api/staff/leads/${lead.id}/erase`
    expect((await request(api.eraseRoute, 'POST', path, { cookie, body: { confirm: 'someone@else.com' } })).status).toBe(422)
    const res = await request(api.eraseRoute, 'POST', path, { cookie, body: { confirm: 'forget.me@example.com' } })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await inbox(`?q=${encodeURIComponent('forget.me@example.com')}`)).items).toEqual([])
    const left = (await leadStore().list()).filter((l) => JSON.stringify(l).includes('forget.me@example.com'))
    expect(left).toEqual([])
  })

  it("clears the person's emails from the local mail folder, as the CLI's erase does, and no one else's", async () => {
    const email = 'sink.me@example.com'
    await post('contact', validContact({ email, firstName: 'Sinka' }))
    // Her emails and another person's, written by the outbox's local sink as `npm start` writes them.
    const sink = openOutbox(notificationStore(), { LEADS_MAIL_SINK: process.env.LEADS_MAIL_SINK })
    const mailed = async (to: string) => {
      const text = `A message about ${to}`
      const [made] = await sink.record(
        { event: 'contact', key: id(), form: 'contact', email: to, message: { subject: text, text, html: text } },
        ['sink'],
      )
      await sink.deliverFirst(made!)
    }
    await mailed(email)
    await mailed('keep.me@example.com')
    const naming = (address: string) =>
      readdirSync(process.env.LEADS_MAIL_SINK!).filter((f) => readFileSync(join(process.env.LEADS_MAIL_SINK!, f), 'utf8').includes(address))
    expect(naming(email)).not.toEqual([])
    const lead = await personOf(email)
    const res = await request(api.eraseRoute, 'POST', `/api/staff/leads/${lead.id}/erase`, { cookie, body: { confirm: email } })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { counts: { mail: number } }).counts.mail).toBeGreaterThan(0)
    expect(naming(email), 'her emails left in the local mail folder').toEqual([])
    expect(naming('keep.me@example.com')).toHaveLength(1)
  })
})

describe('calls', () => {
  it('lists a booking under its host and marks attendance only after its start', async () => {
    const type = bookingSettings.meetingTypes[0]!
    // Indexed as the booking functions index it (netlify/lib/staff/console-link.ts consoleBookingHooks).
    const store = bookingStore(bookingSettings, { onStored: indexBooking })
    const make = async (startMs: number, email: string) => {
      const start = new Date(Math.floor(startMs / 3_600_000) * 3_600_000)
      const out = await store.create(
        {
          requestId: id(),
          type,
          start,
          end: new Date(start.getTime() + type.durationMinutes * 60_000),
          name: 'Cal Caller',
          email,
          hosts: type.hosts ?? [],
        },
        new Date(),
      )
      if (out.kind !== 'created') throw new Error(`booking ${out.kind}`)
      return out.booking
    }
    const future = await make(Date.now() + 2 * 86_400_000, 'future.call@example.com')
    const past = await make(Date.now() - 3 * 3_600_000, 'past.call@example.com')
    const list = await get<CallList>(api.callsRoute, '/api/staff/calls')
    expect(list.hosts.flatMap((h) => h.calls).map((c) => c.bookingId)).toContain(future.bookingId)
    const early = await request(api.attendanceRoute, 'POST', `/api/staff/calls/${future.bookingId}/attendance`, {
      cookie,
      body: { attendance: 'no-show' },
    })
    expect(early.status).toBe(409)
    const marked = await request(api.attendanceRoute, 'POST', `/api/staff/calls/${past.bookingId}/attendance`, {
      cookie,
      body: { attendance: 'no-show' },
    })
    expect(marked.status).toBe(200)
    const person = await personOf('past.call@example.com')
    expect(person.booking?.attendance).toMatchObject({ value: 'no-show', by: STAFF })
  })
})

describe('set aside', () => {
  it('restores a submission set aside as automated: it becomes a lead and staff are told', async () => {
    // A filled honeypot is one of the two things still set aside (a browser's autofill can fill it).
    expect((await post('contact', validContact({ email: 'real.person@example.com', [HONEYPOT_FIELD]: 'x' }))).status).toBe(200)
    const list = await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')
    const item = list.items.find((i) => i.email === 'real.person@example.com')!
    expect(item.code).toBe('honeypot')
    const before = s.mail.mails.length
    const res = await request(api.setAsideRoute, 'POST', `/api/staff/set-aside/${item.id}/restore`, { cookie, body: {} })
    expect(res.status).toBe(200)
    await deliveriesSettled()
    await until(
      () => s.mail.mails.slice(before).find((m) => m.to.includes('team@agency.test') && m.body.includes('real.person@example.com')),
      'the lead notification',
    )
    expect((await personOf('real.person@example.com')).email).toBe('real.person@example.com')
    const after = await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')
    expect(after.items.some((i) => i.id === item.id)).toBe(false)
  })

  it('discards one', async () => {
    await post('contact', validContact({ email: 'a.bot@example.com', fax: 'filled' }))
    const item = (await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')).items.find((i) => i.email === 'a.bot@example.com')!
    expect((await request(api.setAsideRoute, 'POST', `/api/staff/set-aside/${item.id}/discard`, { cookie, body: {} })).status).toBe(200)
    expect((await get<SetAsideList>(api.setAsideRoute, '/api/staff/set-aside')).items.some((i) => i.id === item.id)).toBe(false)
  })
})

describe('the funnel', () => {
  it('counts a wizard left at step 4 (three answers saved) as reaching step 4 and dropped there', async () => {
    const before = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    const leadId = id()
    // A save carries the step just answered; after the third the visitor sees step 4 (the browser's way, staff-console.spec.ts).
    for (const step of [1, 2, 3])
      await post('growth-session', validGrowth(step, { leadId, submissionId: id(), email: 'left.at.four@example.com' }))
    const after = await get<Funnel>(api.funnelRoute, '/api/staff/funnel')
    const row = (f: Funnel, n: number) => f.wizard.steps.find((x) => x.step === n)!
    const change = (n: number, k: 'reached' | 'dropped') => row(after, n)[k] - row(before, n)[k]
    expect([change(3, 'dropped'), change(4, 'dropped'), change(5, 'dropped')]).toEqual([0, 1, 0])
    expect([change(4, 'reached'), change(5, 'reached')]).toEqual([1, 0])
    expect(after.wizard.starts - before.wizard.starts).toBe(1)
    expect(after.wizard.steps).toHaveLength(growthSessionForm.steps.length)
    expect(after.totals.leads).toBeGreaterThan(before.totals.leads - 1)
  })
})

describe('export', () => {
  // The CLI reads the local store of a project folder: this test's store, under its site id.
  const cli = (args: string[]) => {
    mkdirSync(join(s.h.directory, '.netlify'), { recursive: true })
    writeFileSync(join(s.h.directory, '.netlify', 'state.json'), JSON.stringify({ siteId: s.h.context.siteID }))
    return leadsCli(args, { ...process.env, LEADS_PROJECT_ROOT: s.h.directory, BLOBS_DIR: '.' })
  }

  it('downloads the submissions as npm run leads -- export writes them, and the people as npm run leads -- export --people', async () => {
    for (const [path, args] of [
      ['/api/staff/export-submissions.csv', ['export']],
      ['/api/staff/export.csv?kind=submissions', ['export']],
      ['/api/staff/export.csv', ['export', '--people']],
    ] as const) {
      const res = await request(api.exportRoute, 'GET', path, { cookie })
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      const csv = await res.text()
      const { stdout } = await cli([...args])
      expect(csv.split('\n').length, path).toBeGreaterThan(5)
      expect(stdout.split('\n').length, stdout.slice(0, 300)).toBe(csv.split('\n').length)
      expect(csv, path).toBe(stdout)
    }
  })

  it('narrows the export to the inbox filter: one row for the person, one per submission in its own file', async () => {
    const people = (await (await request(api.exportRoute, 'GET', '/api/staff/export.csv?q=twofold', { cookie })).text()).trim().split('\n')
    expect(people).toHaveLength(2)
    const path = '/api/staff/export-submissions.csv?q=twofold'
    const submissions = (await (await request(api.exportRoute, 'GET', path, { cookie })).text()).trim().split('\n')
    expect(submissions).toHaveLength(3)
  })
})
