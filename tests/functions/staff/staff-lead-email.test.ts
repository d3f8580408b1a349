// Email from the lead page (issue 35, item 5), signed in, against the real Blobs server and a real SMTP
// server: GET /api/staff/leads/<id>/email starts the form from content's templates filled for the person;
// POST { subject, text } answers 202 and the email arrives from the agency's address with Reply-To the
// signed-in staff member, to the person; it is in their history (who, when, subject) and their messages,
// and it is their latest activity. Bad input is a 422 that stores and sends nothing; an unknown or erased
// person is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { notificationStore } from '../../../netlify/lib/leads/lead-store.ts'
import { indexStore, readPerson } from '../../../netlify/lib/staff/person-index.ts'
import type * as StaffApi from '../../../netlify/lib/staff/staff-api.ts'
import type * as Tools from '../../../netlify/lib/staff/staff-lead-tools.ts'
import type { LeadDetail, LeadEmailDraft, LeadEmailSent } from '../../../schemas/staff-api-types.ts'
import { site } from '../../../src/generated/site.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { team } from '../../../src/generated/team.ts'
import { closedPort } from '../calendar-harness.ts'
import { post, validContact } from '../harness.ts'
import { OWNER, request, STAFF, staffReader, startStaff, until, type StaffHarness } from '../staff-harness.ts'

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
// The inbox's search, as every staff test reads it (staff-harness.ts).
const { personOf } = staffReader(
  () => cookie,
  () => api.leadsRoute,
)
const detail = async (id: string) => json<LeadDetail>(await request(api.leadsRoute, 'GET', `/api/staff/leads/${id}`, { cookie }), 200)
const send = (id: string, body: unknown, c = cookie) =>
  request(tools.leadEmailRoute, 'POST', `/api/staff/leads/${id}/email`, { cookie: c, body })
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? ''
const leadEmails = async () => (await openOutbox(notificationStore()).list()).filter((n) => n.event === 'lead-email')

describe('email from the lead page', () => {
  it("starts from content's templates, filled with their first name, the booking page and the sender", async () => {
    const email = 'template.me@example.com'
    await post('contact', validContact({ email, firstName: 'Tamsin', lastName: 'Quill', phone: '0412 000 101' }))
    const person = await personOf(email)
    const draft = await json<LeadEmailDraft>(
      await request(tools.leadEmailRoute, 'GET', `/api/staff/leads/${person.id}/email`, { cookie }),
      200,
    )
    expect(draft.to).toBe(email)
    expect(draft.replyTo).toBe(STAFF)
    expect(draft.from).toContain(site.contact.email)
    expect(draft.templates.map((t) => t.id)).toEqual(staffConsole.emailTemplates.items.map((t) => t.id))
    for (const [i, t] of draft.templates.entries()) {
      // Subjects carry no visitor token (content's subjectText): they are content's words as written.
      expect(t.subject).toBe(staffConsole.emailTemplates.items[i]!.subject)
      expect(t.text).not.toMatch(/\{\w+\}/)
    }
    const uses = (token: string) => staffConsole.emailTemplates.items.findIndex((t) => t.text.includes(`{${token}}`))
    if (uses('firstName') >= 0) expect(draft.templates[uses('firstName')]!.text).toContain('Tamsin')
    if (uses('sender') >= 0) expect(draft.templates[uses('sender')]!.text).toContain(team.find((m) => m.id === OWNER)!.name)
    if (uses('scheduleUrl') >= 0) expect(draft.templates[uses('scheduleUrl')]!.text).toMatch(/https?:\/\/[^\s]+\/[^\s]*\//)
  })

  it('sends it from the agency with Reply-To the staff member, to the person, and keeps it in the timeline', async () => {
    const email = 'write.to.me@example.com'
    await post('contact', validContact({ email, firstName: 'Wren', phone: '0412 000 102' }))
    await deliveriesSettled()
    const person = await personOf(email)
    const before = s.mail.mails.length
    const started = new Date().toISOString()
    const subject = 'Following up on your enquiry'
    const text = 'Hi Wren,\n\nWhen suits you for a quick chat?\n\nKind regards'
    const sent = await json<LeadEmailSent>(await send(person.id, { subject, text }), 202)
    expect(sent).toMatchObject({ queued: true, to: email, subject })
    await deliveriesSettled()
    const mail = await until(() => s.mail.mails.slice(before).find((m) => m.subject === subject), 'the email in the SMTP sink')
    expect(mail.to).toContain(email)
    expect(mail.replyTo).toContain(STAFF)
    expect(header(mail.raw, 'From')).toContain(site.contact.email)
    expect(mail.body).toContain('When suits you for a quick chat?')
    expect(mail.id).toBe(sent.id)

    const lead = await detail(person.id)
    const entry = lead.history.find((h) => h.what === 'email')!
    expect(entry.by).toBe(STAFF)
    expect(entry.at >= started).toBe(true)
    expect(entry.after).toMatchObject({ to: email, subject, text })
    expect(lead.messages.find((m) => m.id === sent.id)).toMatchObject({ subject, status: 'delivered' })
    expect((await readPerson(person.id, indexStore()))!.lastActivityAt).toBe(sent.at)
  })

  it('refuses bad input with a 422 that says why, storing and sending nothing', async () => {
    const email = 'bad.input@example.com'
    await post('contact', validContact({ email, phone: '0412 000 103' }))
    await deliveriesSettled()
    const person = await personOf(email)
    const [history, outbox, mails] = [(await detail(person.id)).history.length, (await leadEmails()).length, s.mail.mails.length]
    const bad: [unknown, RegExp][] = [
      [{ subject: '', text: 'Hello' }, /subject/i],
      [{ subject: '   ', text: 'Hello' }, /subject/i],
      [{ subject: 'Hello', text: '  \n ' }, /message/i],
      [{ subject: 'Hello\nBcc: someone@evil.example', text: 'Hello' }, /line break/i],
      [{ subject: 'Hello\r', text: 'Hello' }, /line break/i],
      [{ subject: 'x'.repeat(201), text: 'Hello' }, /too long/i],
      [{ subject: 'Hello', text: 'x'.repeat(20_001) }, /too long/i],
      [{ subject: 'Hello' }, /./],
      [{ subject: 'Hello', text: 'Hi', bcc: 'someone@evil.example' }, /./],
    ]
    for (const [body, says] of bad) {
      const answer = await json<{ error: string; code: string }>(await send(person.id, body), 422)
      expect(answer.error, JSON.stringify(body)).toMatch(says)
    }
    await deliveriesSettled()
    expect((await detail(person.id)).history.length).toBe(history)
    expect((await leadEmails()).length).toBe(outbox)
    expect(s.mail.mails.length).toBe(mails)
  })

  it('is a 404 for a person who is not there, or was erased', async () => {
    expect((await send('202611-0123456789abcdef', { subject: 'Hi', text: 'Hello' })).status).toBe(404)
    const email = 'erased.before@example.com'
    await post('contact', validContact({ email, phone: '0412 000 104' }))
    const person = await personOf(email)
    const erase = await request(api.eraseRoute, 'POST', `/api/staff/leads/${person.id}/erase`, { cookie, body: { confirm: email } })
    expect(erase.status).toBe(200)
    const outbox = (await leadEmails()).length
    expect((await send(person.id, { subject: 'Hi', text: 'Hello' })).status).toBe(404)
    expect((await request(tools.leadEmailRoute, 'GET', `/api/staff/leads/${person.id}/email`, { cookie })).status).toBe(404)
    expect((await leadEmails()).length).toBe(outbox)
  })

  it('is for signed-in staff only', async () => {
    const person = await personOf('write.to.me@example.com')
    expect((await send(person.id, { subject: 'Hi', text: 'Hello' }, '')).status).toBe(401)
  })
})
