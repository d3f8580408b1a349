// What a person is owed (netlify/lib/staff/owed.ts) and Due's rows (due-index.ts, due-alerts.ts):
// each form's promises once sent (a wizard's once finished), each confirmed call, done marks kept
// when worked out again; a cancelled call owes nothing and gives the plan back its usual time; Due
// sorts overdue, today, later; an item is told soon once and overdue once.
import { describe, expect, it } from 'vitest'
import { owedOf } from '../../../netlify/lib/staff/owed.ts'
import { dueItems, dueRecordOf } from '../../../netlify/lib/staff/due-index.ts'
import { alertOf, OVERDUE_TOLD_WITHIN_MS } from '../../../netlify/lib/staff/due-alerts.ts'
import { planDue } from '../../../netlify/lib/leads/compose-plan.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { booking } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'

const LEAD = '4b2f2a4e-8c1d-4f6a-9b3e-2d7c5a1e9f00'
const BOOKING = '5c3f2a4e-8c1d-4f6a-9b3e-2d7c5a1e9f11'
const finished = '2026-08-03T01:00:00.000Z'
const wizard = { form: 'growth-session', leadId: LEAD, createdAt: '2026-08-03T00:50:00.000Z', complete: true, lastSaveAt: finished }
const call = (status: string, start: string) => ({ bookingId: BOOKING, status, type: booking.meetingTypes[0]!.id, start })

describe('owed', () => {
  it("owes a contact lead its form's promises from when it was sent", () => {
    const owed = owedOf({ leads: [{ form: 'contact', leadId: LEAD, createdAt: finished }], bookings: [] })
    expect(owed.map((o) => o.id)).toEqual(contactForm.promises.map((p) => `${p}.${LEAD}`))
    expect(owed.every((o) => o.done === null)).toBe(true)
  })

  it('owes an unfinished wizard nothing, a finished one its promises', () => {
    expect(owedOf({ leads: [{ ...wizard, complete: false }], bookings: [] })).toEqual([])
    expect(owedOf({ leads: [wizard], bookings: [] }).map((o) => o.id)).toEqual(growthSessionForm.promises.map((p) => `${p}.${LEAD}`))
  })

  it('a confirmed call owes itself and moves the plan before it; cancelled, neither', () => {
    const start = new Date(Date.parse(finished) + 24 * 3_600_000).toISOString()
    const booked = owedOf({ leads: [wizard], bookings: [call('confirmed', start)] })
    expect(booked.find((o) => o.id === `call.${BOOKING}`)?.due).toBe(start)
    const plan = booked.find((o) => o.id === `growthPlan.${LEAD}`)!
    expect(plan.due).toBe(new Date(Date.parse(start) - site.promises.growthPlan!.beforeCallMinutes! * 60_000).toISOString())
    const cancelled = owedOf({ leads: [wizard], bookings: [call('cancelled', start)], owed: booked })
    expect(cancelled.map((o) => o.id)).toEqual([`growthPlan.${LEAD}`])
    expect(cancelled[0]!.due).toBe(planDue(new Date(finished)).toISOString())
  })

  it('keeps what staff marked done when worked out again; a marked call is done', () => {
    const first = owedOf({ leads: [{ form: 'contact', leadId: LEAD, createdAt: finished }], bookings: [] })
    const marked = first.map((o) => ({ ...o, done: '2026-08-03T02:00:00.000Z' }))
    expect(owedOf({ leads: [{ form: 'contact', leadId: LEAD, createdAt: finished }], bookings: [], owed: marked })).toEqual(marked)
    const attended = { ...call('confirmed', finished), attendance: { at: '2026-08-03T03:00:00.000Z' } }
    expect(owedOf({ leads: [], bookings: [attended] })[0]!.done).toBe('2026-08-03T03:00:00.000Z')
  })
})

describe("Due's rows", () => {
  const person = (id: string, dues: string[]) => ({
    id,
    name: id,
    company: '',
    owner: null,
    bookings: [],
    tasks: dues.map((due, i) => ({
      id: `${i}`.padStart(16, '0'),
      text: `${id}-${i}`,
      due,
      owner: null,
      done: null,
      createdAt: due,
      by: 'x',
    })),
  })

  it('sorts overdue, then due today, then later, each by due; done items are not there', () => {
    const now = new Date('2026-08-04T02:00:00.000Z') // noon in Melbourne
    const records = [
      dueRecordOf(person('b', ['2026-08-06T00:00:00.000Z', '2026-08-04T01:00:00.000Z']))!,
      dueRecordOf(person('a', ['2026-08-04T05:00:00.000Z', '2026-08-01T00:00:00.000Z']))!,
    ]
    const rows = dueItems(records, now, booking.timezone)
    expect(rows.map((r) => `${r.what}:${r.when}`)).toEqual(['a-1:overdue', 'b-1:overdue', 'a-0:today', 'b-0:later'])
    const done = person('c', ['2026-08-04T05:00:00.000Z'])
    expect(dueRecordOf({ ...done, tasks: done.tasks.map((t) => ({ ...t, done: now.toISOString() })) })).toBeNull()
  })

  it('tells an item soon once and overdue once, and again only when its due moves', () => {
    const item = { kind: 'task' as const, id: '1', what: 'x', due: '2026-08-04T05:00:00.000Z', owner: null }
    const soon = new Date(Date.parse(item.due) - 30 * 60_000)
    expect(alertOf(item, new Date(Date.parse(item.due) - 5 * 3_600_000), 120)).toBeNull()
    expect(alertOf(item, soon, 120)).toBe('soon')
    expect(alertOf({ ...item, told: { soon: soon.toISOString() } }, soon, 120)).toBeNull()
    expect(alertOf({ ...item, told: { soon: soon.toISOString() } }, new Date(item.due), 120)).toBe('overdue')
    expect(alertOf({ ...item, told: { soon: 'x', overdue: 'y' } }, new Date(Date.parse(item.due) + 1), 120)).toBeNull()
    // Found long after its due (a rebuild, a run long down): in Due, but no burst of email.
    expect(alertOf(item, new Date(Date.parse(item.due) + OVERDUE_TOLD_WITHIN_MS + 1), 120)).toBeNull()
    const before = { id: 'p', name: 'p', company: '', items: [{ ...item, told: { soon: 'x', overdue: 'y' } }] }
    const source = { ...person('p', []), tasks: [{ id: '1', text: 'x', due: item.due, owner: null, done: null, createdAt: '', by: '' }] }
    expect(dueRecordOf(source, before)!.items[0]!.told).toEqual({ soon: 'x', overdue: 'y' })
    const moved = { ...source, tasks: [{ ...source.tasks[0]!, due: '2026-08-05T05:00:00.000Z' }] }
    expect(dueRecordOf(moved, before)!.items[0]!.told).toBeUndefined()
  })
})
