// Leads stored before the index of what is due existed (issue 26): the sweep reads only the index,
// so without a one-time backfill a partial lead saved then is never told, nor a lead whose
// notifications were never recorded. A store seeded with leads and no index entries, on the real
// local Blobs server: the sweep indexes them once, tells each what it is owed when it is owed,
// once, leaves a lead untouched for a day alone, and does the listing only once.
import { expect, it } from 'vitest'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { submissionKey } from '../../../netlify/lib/leads/lead-store.ts'
import { useLeadsStore } from '../leads-store-harness.ts'
import type { Sender } from '../../../netlify/lib/outbox/channels.ts'
import { notificationId, outbox } from '../../../netlify/lib/outbox/outbox-store.ts'
import { ABANDONED_AFTER_MS, CLOSE_AFTER_MS, DUE_PREFIX, sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { DUE_BACKFILLED } from '../../../netlify/lib/leads/due-backfill.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { GROWTH_ANSWERS, id } from '../harness.ts'

const NOW = new Date('2026-11-24T02:00:00.000Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString()
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000)

const leads = useLeadsStore('due-backfill')
const sent: string[] = []
const sink: Sender = { send: async (n) => void sent.push(n.id) }
const box = () => outbox(leads.store, { sink })

/** A growth session stopped just after its email step (owed a partial-lead message once idle). */
function partialLead(receivedAt: string): StoredSubmission {
  const step = growthSessionForm.steps.findIndex((s) => s.field === 'email') + 1
  const answers = Object.fromEntries(growthSessionForm.steps.slice(0, step).map((s) => [s.field, GROWTH_ANSWERS[s.field]!]))
  const at = Date.parse(receivedAt)
  return {
    version: 1,
    form: 'growth-session',
    leadId: id(),
    submissionId: id(),
    receivedAt,
    startedAt: at - 60_000,
    savedAt: at,
    step,
    answers,
    attribution: {},
  }
}

function contactLead(receivedAt: string): StoredSubmission {
  const at = Date.parse(receivedAt)
  return {
    ...{ version: 1, form: 'contact', leadId: id(), submissionId: id(), receivedAt, startedAt: at - 60_000, savedAt: at },
    answers: { firstName: 'Ana', lastName: 'Nguyen', email: 'ana@acme.com.au', challenges: 'Leads dried up.' },
    attribution: {},
  } as StoredSubmission
}

it('leads stored before the due index are swept once: each told when it is owed, a day-old one left alone', async () => {
  const idle = partialLead(minutesAgo(ABANDONED_AFTER_MS / 60_000 + 10))
  const recent = partialLead(minutesAgo(10))
  const untold = contactLead(minutesAgo(5))
  const old = partialLead(minutesAgo(CLOSE_AFTER_MS / 60_000 + 60))
  // As the store held them before the index: the submissions alone.
  for (const s of [idle, recent, untold, old]) await leads.store.setJSON(submissionKey('lead', s), s)
  expect((await leads.store.list({ prefix: DUE_PREFIX })).blobs).toEqual([])

  await sweep(leads.store, box(), ['sink'], NOW)
  expect(sent.sort()).toEqual(
    [
      notificationId('growth-session-abandoned', idle.leadId, 'sink'),
      notificationId('contact', untold.submissionId, 'sink'),
      // The person's acknowledgement of the contact form (prospect-messages.yaml acknowledge.contact).
      notificationId('prospect-confirmation', untold.submissionId, 'sink'),
    ].sort(),
  )
  expect(await leads.store.getMetadata(DUE_BACKFILLED)).toBeTruthy()

  // The one saved ten minutes ago is told once it counts as abandoned, not before.
  await sweep(leads.store, box(), ['sink'], at(5))
  expect(sent).toHaveLength(3)
  await sweep(leads.store, box(), ['sink'], at(ABANDONED_AFTER_MS / 60_000 - 9))
  expect(sent).toContain(notificationId('growth-session-abandoned', recent.leadId, 'sink'))
  expect(sent).toHaveLength(4)

  // Done once: a lead written without an entry now (none is) is not looked for again, and nothing goes twice.
  const late = contactLead(minutesAgo(-40))
  await leads.store.setJSON(submissionKey('lead', late), late)
  for (const minutes of [40, 41, 60]) await sweep(leads.store, box(), ['sink'], at(minutes))
  expect(sent).toHaveLength(4)
})
