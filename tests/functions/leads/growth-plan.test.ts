// The free plan the growth-session wizard promises, kept (netlify/lib/leads/compose-plan.ts):
// through the real functions, the real local Blobs and a real SMTP server, a finished
// wizard sends the prospect one email saying what happens next and the day the plan
// arrives, and staff one email starting with the plan owed and by when. The words are
// content's (prospect-messages.yaml growthPlan), filled for this lead; a retried last save and the
// scheduled sweep send neither again. The business-day arithmetic is pinned on fixed
// dates with content's holidays in tests/unit/leads/growth-plan-due.test.ts.
import { writeFileSync } from 'node:fs'
import { getStore, type Store } from '@netlify/blobs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { strictFetch } from '../../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { planDue, routedPageUrl } from '../../../netlify/lib/leads/compose-plan.ts'
import { readableTime as officeTime } from '../../../schemas/office-time.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking } from '../../../src/generated/booking.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { closedPort as freePort } from '../calendar-harness.ts'
import { GROWTH_ANSWERS, id, post, startBlobs, validGrowth, type Harness } from '../harness.ts'
import { smtpServer } from '../smtp-harness.ts'

let h: Harness
let raw: Store
let mail: ReturnType<typeof smtpServer>
const env: Record<string, string> = {}

beforeAll(async () => {
  const port = await freePort()
  Object.assign(env, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_TO: 'sales@harbourline.example',
    LEADS_NOTIFY_FROM: 'Website <website@harbourline.example>',
  })
  delete process.env.LEADS_WEBHOOK_URL
  Object.assign(process.env, env)
  h = await startBlobs()
  raw = getStore({ name: STORE_NAME, ...h.context, consistency: 'strong', fetch: strictFetch })
  mail = smtpServer(port)
  await mail.start()
})

afterAll(async () => {
  await mail?.stop()
  await h?.close()
  for (const k of Object.keys(env)) delete process.env[k]
})

/** A mail body's text as a reader sees it: lines joined the way the mailer wrapped them. */
const flat = (s: string) => s.replace(/\s+/g, ' ')

it('finishing the wizard sends the prospect what happens next and when the plan arrives, and tells staff it is owed, once', async () => {
  const leadId = id()
  const steps = growthSessionForm.steps.length
  for (let step = 1; step <= steps; step++) expect((await post('growth-session', validGrowth(step, { leadId }))).status).toBe(200)
  await deliveriesSettled()

  const lead = (await openOutbox(raw).list()).filter((n) => n.leadId === leadId)
  expect(lead.map((n) => `${n.event}/${n.channel}/${n.status}`).sort()).toEqual([
    'growth-plan/email/delivered',
    'growth-session/email/delivered',
  ])
  const finished = await h.store.submissionsOf('growth-session', leadId)
  const last = finished
    .map((s) => s.receivedAt)
    .sort()
    .at(-1)!
  const tokens = {
    due: officeTime(planDue(new Date(last)).toISOString(), booking.timezone),
    days: prospectMessages.growthPlan.businessDays,
    // The booking page the answers route to, with the lead's reference (content/routing.yaml).
    scheduleUrl: routedPageUrl({ leadId, answers: GROWTH_ANSWERS }),
  }

  const toProspect = mail.mails.filter((m) => m.to === GROWTH_ANSWERS.email)
  expect(toProspect).toHaveLength(1)
  const plan = toProspect[0]!
  expect(plan.subject).toBe(fillTokens(prospectMessages.growthPlan.subject, tokens))
  expect(plan.replyTo).toBe(site.contact.email)
  for (const paragraph of fillTokens(prospectMessages.growthPlan.body, tokens).split(/\n{2,}/))
    expect(flat(plan.body)).toContain(flat(paragraph))

  const toStaff = mail.mails.filter((m) => m.to === env.LEADS_NOTIFY_TO)
  expect(toStaff).toHaveLength(1)
  const staffLine = fillTokens(prospectMessages.growthPlan.staffLine, tokens)
  expect(flat(toStaff[0]!.body)).toContain(flat(staffLine))

  // Both as a mail client receives them, for whoever reads this test's output.
  if (process.env.GROWTH_PLAN_EML_DIR) {
    writeFileSync(`${process.env.GROWTH_PLAN_EML_DIR}/growth-plan-to-prospect.eml`, plan.raw)
    writeFileSync(`${process.env.GROWTH_PLAN_EML_DIR}/growth-session-to-staff.eml`, toStaff[0]!.raw)
  }

  // The browser retries its last save: recorded once, sent once.
  expect((await post('growth-session', validGrowth(steps, { leadId }))).status).toBe(200)
  await deliveriesSettled()
  expect(mail.mails.filter((m) => m.to === GROWTH_ANSWERS.email)).toHaveLength(1)
  expect((await openOutbox(raw).list()).filter((n) => n.leadId === leadId)).toHaveLength(2)
})
