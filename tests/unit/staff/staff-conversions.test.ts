// What each ad platform received, as the console lists it (netlify/lib/staff/staff-conversions.ts), and
// GOOGLE_ADS_CONVERSION_ACTIONS as the Data Manager channel reads it: pure, from records made here.
import { describe, expect, it } from 'vitest'
import { conversionActions } from '../../../netlify/lib/outbox/channels/google-data-manager.ts'
import type { NotificationView } from '../../../netlify/lib/outbox/outbox-store.ts'
import type { PersonEntry } from '../../../netlify/lib/staff/person-index.ts'
import { conversionList, funnelCounts } from '../../../netlify/lib/staff/staff-conversions.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'

const AT = '2026-11-20T03:04:05.000Z'
const write = (name: string, eventId: string, value?: number) => ({
  name,
  summary: name,
  eventId,
  at: AT,
  currency: 'AUD',
  label: name,
  ...(value ? { value } : {}),
})
const view = (over: Partial<NotificationView>): NotificationView =>
  ({
    version: 1,
    id: 'x',
    event: 'conversion',
    channel: 'meta',
    form: 'conversion',
    createdAt: AT,
    status: 'delivered',
    attempts: 1,
    due: false,
    ...over,
  }) as NotificationView
const statusOf = (conversion: string) => pipeline.statuses.find((s) => s.conversion === conversion)!.id
const person = (id: string, status: string, leadId: string): PersonEntry =>
  ({ id, status, leads: [{ form: 'contact', leadId, createdAt: AT }], bookings: [] }) as unknown as PersonEntry

describe('conversionList', () => {
  const people = [
    person('202611-aaaaaaaaaaaaaaaa', statusOf('won'), 'lead-1'),
    person('202611-bbbbbbbbbbbbbbbb', statusOf('qualified'), 'lead-2'),
  ]
  const configured = { meta: true, ga4: false, 'google-ads': true }
  const list = conversionList(
    [
      view({ id: 'conversion-1', leadId: '202611-aaaaaaaaaaaaaaaa', write: write('Won', 'won-a', 12000) }),
      view({
        id: 'conversion-2',
        channel: 'google-data-manager',
        leadId: '202611-aaaaaaaaaaaaaaaa',
        status: 'failed',
        lastError: 'Google answered 400: no',
        write: write('Won', 'won-a', 12000),
      }),
      view({ id: 'conversion-3', leadId: 'lead-2', status: 'pending', attempts: 0, write: write('Lead', 'e-2') }),
      view({
        id: 'conversion-held-4',
        event: 'conversion-held',
        channel: 'held',
        leadId: 'lead-1',
        write: { name: 'Lead', eventId: 'e-1', at: AT, reason: 'gpc' },
      }),
    ],
    people,
    configured,
  )

  it('one row per conversion and platform: accepted, failed with its error, sent, held with why; lead ids as the console knows them', () => {
    const rows = list.items.map((i) => [i.leadId, i.stage, i.platform, i.state, i.error ?? i.reason, i.retry])
    expect(rows).toEqual(
      expect.arrayContaining([
        ['202611-aaaaaaaaaaaaaaaa', 'Won', 'meta', 'accepted', null, false],
        ['202611-aaaaaaaaaaaaaaaa', 'Won', 'google-ads', 'failed', 'Google answered 400: no', true],
        ['202611-aaaaaaaaaaaaaaaa', 'Won', 'ga4', 'held', 'not-configured', false],
        ['202611-bbbbbbbbbbbbbbbb', 'Lead', 'meta', 'sent', null, false],
        ['202611-aaaaaaaaaaaaaaaa', 'Lead', 'ga4', 'held', 'gpc', false],
      ]),
    )
    expect(list.items).toHaveLength(3 + 3 + 3)
    expect(new Set(list.items.map((i) => i.id)).size).toBe(list.items.length)
  })

  it('totals per stage and platform, and the funnel beside each platform’s accepted count', () => {
    expect(list.totals.find((t) => t.stage === 'Won' && t.platform === 'google-ads')).toMatchObject({ failed: 1, accepted: 0 })
    expect(list.reconciliation.find((r) => r.stage === 'Won')).toEqual({
      stage: 'Won',
      funnel: 1,
      accepted: { meta: 1, ga4: 0, 'google-ads': 0 },
    })
    expect(funnelCounts(people)).toEqual({ Lead: 2, Schedule: 0, Qualified: 2, Won: 1 })
  })
})

describe('GOOGLE_ADS_CONVERSION_ACTIONS', () => {
  it('reads stage=actionId pairs, any case, and names a malformed one', () => {
    expect(conversionActions(' lead=111, Won=444 ')).toEqual({ actions: { Lead: '111', Won: '444' }, problems: [] })
    expect(conversionActions('Lead=abc,Sold=1').problems).toHaveLength(2)
  })
})
