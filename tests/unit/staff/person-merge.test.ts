// The pure parts of issue 35's duplicates: who may be the same person (duplicates.ts: the same phone
// however written, or the same name and company, case and spacing aside; never a short number or an
// empty name) and how one person is folded into another (person-merge.ts foldPerson: the kept person's
// facts and pipeline win, empty ones are filled, every list is joined without doubles, the first visit's
// attribution stays, the other address is kept, and folding twice changes nothing).
import { describe, expect, it } from 'vitest'
import { duplicateKeys, duplicatesOf } from '../../../netlify/lib/staff/duplicates.ts'
import { emptyEntry, type PersonEntry } from '../../../netlify/lib/staff/person-index.ts'
import { emailsOf, foldPerson } from '../../../netlify/lib/staff/person-merge.ts'

const person = (id: string, over: Partial<PersonEntry> = {}): PersonEntry => ({ ...emptyEntry(id, '2026-11-02T00:00:00.000Z'), ...over })

describe('possible duplicates', () => {
  it('joins one mobile written three ways, and the same name and company in any case and spacing', () => {
    const people = [
      person('202611-a', { phone: '0412 555 111' }),
      person('202611-b', { phone: '+61 412 555 111' }),
      person('202611-c', { phone: '+61412555111', name: 'Ana Lee', company: 'Acme' }),
      person('202611-d', { name: ' ana  LEE', company: 'ACME ' }),
      person('202611-e', { phone: '0412 555 112', name: 'Ana Lee', company: 'Other' }),
    ]
    const found = duplicatesOf(people, people)
    expect(found.get('202611-a')!.map((d) => d.id)).toEqual(['202611-b', '202611-c'])
    expect(duplicatesOf(people, [people[2]!]).get('202611-c')).toEqual([
      { id: '202611-a', reasons: ['phone'] },
      { id: '202611-b', reasons: ['phone'] },
      { id: '202611-d', reasons: ['name'] },
    ])
    expect(found.get('202611-e')).toEqual([])
  })

  it('joins nobody on a short number, a name without a company, or nothing at all', () => {
    expect(duplicateKeys(person('x', { phone: '123' }))).toEqual([])
    expect(duplicateKeys(person('x', { name: 'Ana Lee' }))).toEqual([])
    expect(duplicateKeys(person('x', { company: 'Acme' }))).toEqual([])
    expect(duplicateKeys(person('x'))).toEqual([])
    expect(duplicatesOf([person('a'), person('b')], [person('a')]).get('a')).toEqual([])
  })
})

describe('folding one person into another', () => {
  const into = () =>
    person('202611-into', {
      email: 'ana@work.example',
      name: 'Ana Lee',
      company: '',
      phone: '+61412555111',
      createdAt: '2026-11-05T00:00:00.000Z',
      updatedAt: '2026-11-05T00:00:00.000Z',
      leads: [{ form: 'contact', leadId: 'l1', createdAt: '2026-11-05T00:00:00.000Z' }],
      bookings: [],
      source: 'google',
      status: 'contacted',
      owner: null,
      nextAction: null,
    })
  const from = () =>
    person('202611-from', {
      email: 'ana@home.example',
      otherEmails: ['ana@old.example'],
      name: 'Ana L',
      company: 'Acme',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-09T00:00:00.000Z',
      leads: [
        { form: 'growth-session', leadId: 'l2', createdAt: '2026-11-01T00:00:00.000Z' },
        { form: 'contact', leadId: 'l1', createdAt: '2026-11-05T00:00:00.000Z' },
      ],
      bookings: [
        { bookingId: 'b2', status: 'confirmed', type: 't', start: '2026-11-20T00:00:00Z', end: 'x', createdAt: 'x' },
        { bookingId: 'b1', status: 'confirmed', type: 't', start: '2026-11-10T00:00:00Z', end: 'x', createdAt: 'x' },
      ],
      source: 'facebook',
      medium: 'paid',
      status: 'new',
      owner: 'olivia-hartley',
      nextAction: { text: 'Call back' },
    })

  it("keeps the kept person's facts and pipeline, fills the empty ones, joins the lists and keeps the first visit", () => {
    const e = into()
    foldPerson(e, from(), '2026-11-28T00:00:00.000Z')
    expect([e.email, e.name, e.company, e.phone, e.status]).toEqual(['ana@work.example', 'Ana Lee', 'Acme', '+61412555111', 'contacted'])
    expect(e.owner).toBe('olivia-hartley')
    expect(e.nextAction).toEqual({ text: 'Call back' })
    expect(e.leads.map((l) => l.leadId)).toEqual(['l1', 'l2'])
    expect(e.bookings.map((b) => b.bookingId)).toEqual(['b1', 'b2'])
    expect([e.createdAt, e.updatedAt, e.source, e.medium]).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      'facebook',
      'paid',
    ])
    expect(emailsOf(e)).toEqual(['ana@work.example', 'ana@home.example', 'ana@old.example'])
    expect(e.lastActivityAt).toBe('2026-11-28T00:00:00.000Z')
  })

  it('folds the lists other parts of the console keep (tasks, what is owed) by id, and a value only where there is none', () => {
    const task = (id: string, text: string) => ({
      id,
      text,
      due: '2026-12-01T07:00:00.000Z',
      owner: null,
      done: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      by: 'staff@example.com',
    })
    const e = { ...into(), value: null, tasks: [task('t1', 'a')] } as PersonEntry & Record<string, unknown>
    const f = { ...from(), value: 5000, tasks: [task('t1', 'a'), task('t2', 'b')] } as PersonEntry & Record<string, unknown>
    foldPerson(e, f, '2026-11-28T00:00:00.000Z')
    expect(e.value).toBe(5000)
    expect((e.tasks as { id: string }[]).map((t) => t.id)).toEqual(['t1', 't2'])
  })

  it('changes nothing when folded twice', () => {
    const once = into()
    foldPerson(once, from(), '2026-11-28T00:00:00.000Z')
    const twice = structuredClone(once)
    foldPerson(twice, from(), '2026-11-28T00:00:00.000Z')
    expect(twice).toEqual(once)
  })
})
