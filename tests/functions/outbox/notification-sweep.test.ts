// The lead is the durable record: the functions answer once the lead is
// stored and record its notifications afterwards. These tests stop a function
// at the worst moment (the lead stored, nothing recorded) and check that the
// scheduled sweep notifies it exactly once, and that the sweep reads a lead
// only when the index says it is due, however many leads wait.
import { describe, expect, it } from 'vitest'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { leadStoreFrom } from '../../../netlify/lib/leads/lead-store.ts'
import { useLeadsStore } from '../leads-store-harness.ts'
import type { Sender } from '../../../netlify/lib/outbox/channels.ts'
import { notificationId, outbox } from '../../../netlify/lib/outbox/outbox-store.ts'
import { ABANDONED_AFTER_MS, CLOSE_AFTER_MS, dueMinutes, owedNotifications, sweep } from '../../../netlify/lib/leads/lead-sweep.ts'
import { GROWTH_ANSWERS, id } from '../harness.ts'

const NOW = new Date('2026-11-24T02:00:00.000Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString()

function contactLead(receivedAt = minutesAgo(1), leadId = id()): StoredSubmission {
  return {
    version: 1,
    form: 'contact',
    leadId,
    submissionId: id(),
    receivedAt,
    startedAt: Date.parse(receivedAt) - 60_000,
    savedAt: Date.parse(receivedAt),
    answers: { firstName: 'Ana', lastName: 'Nguyen', email: 'ana@acme.com.au', challenges: 'Leads dried up.' },
    attribution: { landingPage: '/contact/' },
  }
}

function growthSave(leadId: string, step: number, receivedAt: string): StoredSubmission {
  const keys = Object.keys(GROWTH_ANSWERS) as (keyof typeof GROWTH_ANSWERS)[]
  const key = keys[step - 1]!
  return {
    version: 1,
    form: 'growth-session',
    leadId,
    submissionId: id(),
    receivedAt,
    startedAt: Date.parse(receivedAt) - 60_000,
    savedAt: Date.parse(receivedAt),
    step,
    answers: { [key]: GROWTH_ANSWERS[key] },
    attribution: { landingPage: '/growth-session/' },
  }
}

describe('which minutes of the index a sweep reads (pure)', () => {
  it('those since the last one read and the last 15 again (a late write), the current one included; an hour back without a mark or after the clock went back', () => {
    const minutes = dueMinutes(NOW, '2026-11-24T01:58')
    expect(minutes).toHaveLength(16)
    expect([minutes[0], minutes.at(-1)]).toEqual(['2026-11-24T01:45', '2026-11-24T02:00'])
    expect(dueMinutes(NOW, '2026-11-24T01:30')[0]).toBe('2026-11-24T01:31')
    expect(dueMinutes(NOW, null)).toHaveLength(61)
    expect(dueMinutes(NOW, '2026-11-24T03:00')).toHaveLength(61)
    expect(dueMinutes(NOW, '2026-11-20T03:00')).toHaveLength(61)
  })
})

describe('what a lead is owed (pure)', () => {
  it("a contact submission without a record: its notification and the person's acknowledgement; with one: nothing", () => {
    const lead = contactLead()
    const { owed, close } = owedNotifications([lead], new Set(), NOW)
    expect(close).toBe(false)
    expect(owed.map((r) => [r.event, r.key])).toEqual([
      ['contact', lead.submissionId],
      ['prospect-confirmation', lead.submissionId],
    ])
    expect(owedNotifications([lead], new Set([notificationId('contact', lead.submissionId, 'webhook')]), NOW).owed).toEqual([])
  })

  it('a lead untouched for a day is closed, owed nothing (staff find it in the export)', () => {
    const old = contactLead(new Date(NOW.getTime() - CLOSE_AFTER_MS).toISOString())
    expect(owedNotifications([old], new Set(), NOW)).toEqual({ owed: [], close: true })
  })

  it('a growth session: nothing while it goes on, a partial lead once idle after the email step, the lead once complete', () => {
    const leadId = id()
    const started = [1, 2, 3].map((s) => growthSave(leadId, s, minutesAgo(10 - s)))
    expect(owedNotifications(started, new Set(), NOW).owed).toEqual([])
    const idle = [1, 2, 3].map((s) => growthSave(leadId, s, minutesAgo(ABANDONED_AFTER_MS / 60_000 + 5 - s)))
    expect(owedNotifications(idle, new Set(), NOW).owed.map((r) => r.event)).toEqual(['growth-session-abandoned'])
    const noEmail = [growthSave(leadId, 1, minutesAgo(45))]
    expect(owedNotifications(noEmail, new Set(), NOW).owed).toEqual([])
    const complete = Object.keys(GROWTH_ANSWERS).map((_, i) => growthSave(leadId, i + 1, minutesAgo(20 - i)))
    expect(owedNotifications(complete, new Set(), NOW).owed.map((r) => [r.event, r.key])).toEqual([
      ['growth-session', leadId],
      ['growth-plan', leadId],
    ])
    expect(owedNotifications(complete, new Set([notificationId('growth-session', leadId, 'sink')]), NOW).owed).toEqual([])
  })
})

describe('the sweep on the local Blobs server', () => {
  const blobs = useLeadsStore('notify-sweep')
  const sent: string[] = []
  const sink: Sender = { send: async (n) => void sent.push(n.id) }
  const box = () => outbox(blobs.store, { sink, email: sink, webhook: sink, sms: sink, calendar: sink })

  it('a lead stored by a function that stopped before recording anything is notified by the next sweep, once', async () => {
    const lead = contactLead(new Date(Date.now() - 5_000).toISOString())
    await leadStoreFrom(blobs.store).put('lead', lead)
    const first = await sweep(blobs.store, box(), ['sink'])
    // Staff's notification and the person's acknowledgement (prospect-messages.yaml acknowledge.contact).
    expect(first).toMatchObject({ read: 1, recorded: 2, attempted: 2, delivered: 2 })
    expect(sent.sort()).toEqual(
      [notificationId('contact', lead.submissionId, 'sink'), notificationId('prospect-confirmation', lead.submissionId, 'sink')].sort(),
    )
    const second = await sweep(blobs.store, box(), ['sink'])
    expect(second).toMatchObject({ read: 0, recorded: 0, attempted: 0 })
    expect(sent).toHaveLength(2)
  })

  it('a save resent minutes later (a retry) adds no entry to the due index: a retry changes nothing', async () => {
    const lead = contactLead(minutesAgo(10))
    await leadStoreFrom(blobs.store).put('lead', lead)
    const before = (await blobs.store.list()).blobs.map((b) => b.key).sort()
    const resent = await leadStoreFrom(blobs.store).put('lead', { ...lead, receivedAt: minutesAgo(3) })
    expect(resent.kind).toBe('duplicate')
    expect((await blobs.store.list()).blobs.map((b) => b.key).sort()).toEqual(before)
  })

  it("the sweep's reads follow new saves: partial leads waiting are read when saved and when due, never in between", async () => {
    const leads = leadStoreFrom(blobs.store)
    const saved = new Date()
    const waiting = Array.from({ length: 120 }, () => growthSave(id(), 1, saved.toISOString()))
    for (const save of waiting) await leads.put('lead', save)
    const at = (minutes: number) => new Date(saved.getTime() + minutes * 60_000)
    expect(await sweep(blobs.store, box(), ['sink'], at(0))).toMatchObject({ read: 120, recorded: 0 })
    for (const minutes of [1, 2, 10, 20])
      expect(await sweep(blobs.store, box(), ['sink'], at(minutes))).toMatchObject({ read: 0, recorded: 0 })
    // Due as abandoned: read once more (nothing owed: they stopped before the email step), then never again.
    expect(await sweep(blobs.store, box(), ['sink'], at(ABANDONED_AFTER_MS / 60_000 + 1))).toMatchObject({ read: 120, recorded: 0 })
    expect(await sweep(blobs.store, box(), ['sink'], at(ABANDONED_AFTER_MS / 60_000 + 2))).toMatchObject({ read: 0 })
    expect(sent).toHaveLength(2)
  })
})
