// The growth-session step engine (src/forms/engine.ts) against a fixture
// wizard (tests/fixtures/forms/growth-session.yaml: its steps and words are the
// test's own), then the wizard in content against the engine, naming none of
// its fields or words.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { growthSessionForm as content } from '../../../src/generated/forms.ts'
import { routing, typePages } from '../../../src/generated/routing.ts'
import { GrowthSessionFormSchema, type WizardStep } from '../../../schemas/forms.ts'
import { growthBodySchema } from '../../../schemas/lead.ts'
import * as E from '../../../src/forms/engine.ts'
import { validAnswers } from '../wizard-answers.ts'

const form = GrowthSessionFormSchema.parse(parse(readFileSync('tests/fixtures/forms/growth-session.yaml', 'utf8')))

const ANSWERS = {
  firstName: 'Ana',
  email: 'ana@acme.com.au',
  phone: '412345678',
  company: 'Acme',
  website: '',
  challenge: 'Leads',
  timeline: 'immediately',
  businessType: 'start-up',
  investment: '4k-5k',
} as Record<string, string>

const typed = (upTo: number): E.WizardState => ({
  index: upTo,
  answers: Object.fromEntries(form.steps.slice(0, upTo + 1).map((s) => [s.field, ANSWERS[s.field]])),
})
const stepOf = (field: string) => form.steps.find((s) => s.field === field)!

describe('the fixture wizard', () => {
  it('has the nine steps of the spec, in order, with their types', () => {
    expect(form.steps.map((s) => `${s.field}:${s.type}`)).toEqual([
      'firstName:name',
      'email:email',
      'phone:phone',
      'company:text',
      'website:url',
      'challenge:textarea',
      'timeline:choice',
      'businessType:choice',
      'investment:choice',
    ])
    expect(form.steps.map((s) => s.required)).toEqual([true, true, true, true, false, true, true, true, true])
  })

  it('stores options as values, shows them as labels', () => {
    const options = (f: string) => (stepOf(f) as Extract<WizardStep, { type: 'choice' }>).options
    expect(options('investment').map((o) => o.value)).toEqual(['under-3k', '4k-5k', '10k-20k', '30k-60k'])
    expect(options('investment').map((o) => o.label)).toEqual(['< $3k', '$4k - $5k', '$10k - $20k', '$30k - $60k+'])
  })

  it('the schema refuses a wizard that asks a field twice or does not end on a choice', () => {
    const steps = structuredClone(form.steps)
    const twice = GrowthSessionFormSchema.safeParse({ ...form, steps: [...steps, steps[0]] })
    expect(twice.success).toBe(false)
    const last = GrowthSessionFormSchema.safeParse({ ...form, steps: [...steps.slice(0, 8), steps[0], steps[8]].slice(1).reverse() })
    expect(last.success).toBe(false)
  })
})

describe('checkStep: the rules of each step kind', () => {
  const check = (field: string, value: string) => E.checkStep(form, form.steps.indexOf(stepOf(field)), { [field]: value })
  it.each([
    ['firstName', 'Ana', true],
    ['firstName', '   ', false],
    ['firstName', '', false],
    ['email', 'ana@acme.com.au', true],
    ['email', 'ana@acme', false],
    ['email', 'not an email', false],
    ['phone', '412345678', true], // 9 digits
    ['phone', '0412345678', true], // 10, with the national 0 after the +61 prefix
    ['phone', '041234567890', false], // 12 digits, but no Australian number is that long
    ['phone', '512345678', false], // 9 digits in no Australian range
    ['phone', '41234567', false], // 8
    ['phone', '0412345678901', false], // 13
    ['phone', '0412 345 678', false], // digits only
    ['company', 'Acme', true],
    ['company', ' ', false],
    ['website', '', true], // always valid
    ['website', 'acme.com.au', true],
    ['website', 'whatever you like', true],
    ['challenge', 'line one\nline two', true],
    ['challenge', '\n\n', false],
    ['timeline', '1-2-weeks', true],
    ['timeline', '', false],
    ['investment', 'under-3k', true],
    ['investment', '< $3k', false], // a label is not an answer
    ['investment', 'under-3K', false],
  ])('%s %j -> %s', (field, value, ok) => {
    expect(check(field, value).ok).toBe(ok)
  })

  it('the phone step says "Please use a real phone number"; every other step the generic message', () => {
    expect(check('phone', '123')).toEqual({ ok: false, message: 'Please use a real phone number' })
    for (const field of ['firstName', 'email', 'company', 'challenge', 'timeline'])
      expect(check(field, '')).toEqual({ ok: false, message: 'Please fill in this field to continue' })
  })

  it('agrees with the function: a value passes here exactly when the server accepts it', () => {
    const server = growthBodySchema(form)
    const base = {
      leadId: crypto.randomUUID(),
      submissionId: crypto.randomUUID(),
      startedAt: 1.7e12,
      savedAt: 1.7e12 + 5000,
      attribution: {},
      timezone: 'UTC',
      formData: {},
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: form.steps.length - 1 }),
        fc.oneof(fc.string(), fc.stringMatching(/^\d{0,14}$/), fc.constantFrom(...Object.values(ANSWERS))),
        (i, value) => {
          const step = form.steps[i]!
          const answers = { ...Object.fromEntries(form.steps.slice(0, i).map((s) => [s.field, ANSWERS[s.field]])), [step.field]: value }
          const client = E.checkStep(form, i, answers).ok
          const accepted = server.safeParse({ ...base, step: i + 1, ...answers }).success
          expect(accepted).toBe(client)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('next / back / choose', () => {
  it('next refuses an invalid step, with its message, and does not move', () => {
    const s = { index: 2, answers: { ...typed(1).answers, phone: '12' } }
    expect(E.next(form, s)).toEqual({ ok: false, state: s, message: 'Please use a real phone number' })
  })

  it('next stores the trimmed answer and moves one step; the 1-based step is what gets saved', () => {
    const r = E.next(form, { index: 0, answers: { firstName: '  Ana  ' } })
    expect(r).toEqual({ ok: true, state: { index: 1, answers: { firstName: 'Ana' } }, savedStep: 1, done: false })
  })

  it('back never validates and never forgets; it stops at the first step', () => {
    const s = { index: 3, answers: { ...typed(2).answers, company: '' } }
    expect(E.back(s)).toEqual({ index: 2, answers: s.answers })
    expect(E.back({ index: 0, answers: {} })).toEqual({ index: 0, answers: {} })
  })

  it('choose accepts only a listed option of a choice step, and advances', () => {
    const at7 = typed(5)
    const s = { ...at7, index: 6 }
    expect(E.choose(form, s, 'Yesterday').ok).toBe(false)
    expect(E.choose(form, { ...s, index: 0 }, 'immediately').ok).toBe(false)
    expect(E.choose(form, s, '3 - 4 Weeks').ok).toBe(false)
    const r = E.choose(form, s, '3-4-weeks')
    expect(r).toMatchObject({ ok: true, savedStep: 7, done: false, state: { index: 7 } })
  })

  it('the last choice finishes the wizard without moving past it', () => {
    const s = { index: 8, answers: typed(7).answers }
    expect(E.choose(form, s, 'under-3k')).toMatchObject({
      ok: true,
      done: true,
      savedStep: 9,
      state: { index: 8, answers: { investment: 'under-3k' } },
    })
  })

  it('a whole walk through: nine advances from empty to done', () => {
    let s = E.initialState()
    const saved: number[] = []
    for (const step of form.steps) {
      const value = ANSWERS[step.field]!
      const r = step.type === 'choice' ? E.choose(form, s, value) : E.next(form, E.setAnswer(s, step.field, value))
      expect(r.ok).toBe(true)
      if (!r.ok) return
      saved.push(r.savedStep)
      s = r.state
      if (r.done) break
    }
    expect(saved).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(s.answers).toEqual(ANSWERS)
  })

  it('canAdvance: disabled while invalid or busy', () => {
    expect(E.canAdvance(form, { index: 0, answers: {} }, false)).toBe(false)
    expect(E.canAdvance(form, { index: 0, answers: { firstName: 'A' } }, false)).toBe(true)
    expect(E.canAdvance(form, { index: 0, answers: { firstName: 'A' } }, true)).toBe(false)
    expect(E.canAdvance(form, { index: 4, answers: {} }, false)).toBe(true) // optional website
  })
})

describe('keyboard', () => {
  const at = (field: string) => stepOf(field)
  it('Enter advances on every typed step; Shift+Enter does not in the multi-line step', () => {
    for (const f of ['firstName', 'email', 'phone', 'company', 'website', 'challenge'])
      expect(E.keyAction(at(f), { key: 'Enter' }, false)).toEqual({ type: 'advance' })
    expect(E.keyAction(at('challenge'), { key: 'Enter', shiftKey: true }, false)).toEqual({ type: 'none' })
    expect(E.keyAction(at('firstName'), { key: 'Enter', shiftKey: true }, false)).toEqual({ type: 'advance' })
  })

  it('Enter during IME composition or with a modifier does nothing', () => {
    expect(E.keyAction(at('firstName'), { key: 'Enter', isComposing: true }, false)).toEqual({ type: 'none' })
    expect(E.keyAction(at('challenge'), { key: 'Enter', ctrlKey: true }, false)).toEqual({ type: 'none' })
  })

  it('A-D choose on choice steps only while the choices have focus (WCAG 2.1.4)', () => {
    expect(E.keyAction(at('timeline'), { key: 'b' }, true)).toEqual({ type: 'choose', option: '1-2-weeks' })
    expect(E.keyAction(at('timeline'), { key: 'D' }, true)).toEqual({ type: 'choose', option: '1-2-months' })
    expect(E.keyAction(at('timeline'), { key: 'b' }, false)).toEqual({ type: 'none' })
    expect(E.keyAction(at('businessType'), { key: 'c' }, true)).toEqual({ type: 'none' }) // two options only
    expect(E.keyAction(at('firstName'), { key: 'a' }, true)).toEqual({ type: 'none' }) // letters are typing
    expect(E.keyAction(at('investment'), { key: 'a', metaKey: true }, true)).toEqual({ type: 'none' })
    expect(E.keyAction(at('investment'), { key: 'Enter' }, true)).toEqual({ type: 'none' })
  })

  it('choice keys are A, B, C, D…', () => {
    expect([0, 1, 2, 3].map(E.choiceKey)).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('sanitizeInput', () => {
  it('the phone step keeps digits only, up to its maximum', () => {
    expect(E.sanitizeInput(stepOf('phone'), '+61 (0)412-345 678 999')).toBe('610412345678')
    expect(E.sanitizeInput(stepOf('phone'), 'abc')).toBe('')
  })
  it('text steps are cut at their maximum length', () => {
    const step = stepOf('firstName') as Extract<WizardStep, { type: 'text' }>
    expect(E.sanitizeInput(step, 'x'.repeat(step.maxLength + 10))).toHaveLength(step.maxLength)
  })
})

describe('progress', () => {
  it('one segment per step; answered steps done, the current one marked', () => {
    const p = E.progress(form, { index: 2, answers: {} })
    expect(p).toEqual({
      current: 3,
      total: 9,
      percent: 22,
      segments: ['done', 'done', 'current', 'todo', 'todo', 'todo', 'todo', 'todo', 'todo'],
    })
    expect(E.progress(form, { index: 8, answers: {} }, true)).toMatchObject({ percent: 100, segments: Array(9).fill('done') })
  })
})

describe('destination: the route is data (content/routing.yaml), first match wins', () => {
  // A routing of this test's own: conditions on two answers, one on one, the default last.
  const routes = {
    routes: [
      {
        name: 'big e-commerce',
        when: [
          { field: 'businessType', in: ['e-commerce'] },
          { field: 'investment', in: ['10k-20k', '30k-60k'] },
        ],
        meetingType: 'strategy-call',
        hosts: ['olivia-hartley'],
      },
      { name: 'small', when: [{ field: 'investment', in: ['under-3k'] }], meetingType: 'discovery-call' },
      { name: 'everyone else', when: [], meetingType: 'strategy-call' },
    ],
  }
  const pages = { 'strategy-call': '/schedule', 'discovery-call': '/T2-schedule' }
  it.each([
    [{ investment: 'under-3k' }, '/T2-schedule'],
    [{ investment: 'under-3k', businessType: 'e-commerce' }, '/T2-schedule'],
    [{ investment: '10k-20k', businessType: 'e-commerce' }, '/schedule'],
    [{ investment: '10k-20k' }, '/schedule'],
    [{ investment: '< $3k' }, '/schedule'], // the label routes nowhere: routes name values
    [{}, '/schedule'],
  ])('%o -> %s', (answers, to) => {
    expect(E.destination(routes, pages, answers)).toBe(to)
  })
  it('hands over the signed reference to the lead when there is one', () => {
    expect(E.destination(routes, pages, { investment: 'under-3k' }, 'growth-session.x.y')).toBe('/T2-schedule?ref=growth-session.x.y')
  })
})

describe('interpolate', () => {
  it('fills an answer, trimmed; a field not answered yet reads as nothing, never as its token', () => {
    expect(E.interpolate('Nice to meet you, {firstName}!', { firstName: '  Ana ' })).toBe('Nice to meet you, Ana!')
    expect(E.interpolate('Hi {firstName}, from {company}', { firstName: 'Ana' })).toBe('Hi Ana, from ')
  })
})

describe('answersToSave / formDataOf', () => {
  it('a save carries every valid answer up to the step, and later valid ones kept after Back', () => {
    const s = { index: 1, answers: { ...typed(5).answers, phone: '12' } }
    expect(E.answersToSave(form, s, 1)).toEqual({ firstName: 'Ana', email: 'ana@acme.com.au', company: 'Acme', challenge: 'Leads' })
  })
  it('an emptied optional answer is sent as empty, so it clears the stored one', () => {
    expect(E.answersToSave(form, typed(4), 4)).toHaveProperty('website', '')
  })
  it('formData copies the whole form', () => {
    expect(Object.keys(E.formDataOf(form, typed(0)))).toEqual(form.steps.map((s) => s.field))
  })
})

describe('drafts', () => {
  it('round-trips', () => {
    const s = typed(4)
    expect(E.restore(form, JSON.parse(JSON.stringify(E.toDraft(s, 1_750_000_000_000))))).toEqual({ state: s, startedAt: 1_750_000_000_000 })
  })
  it('drops a start time the functions would refuse, keeping the answers', () => {
    for (const startedAt of [0, 123, -1, 1.5e15])
      expect(E.restore(form, E.toDraft(typed(2), startedAt))).toEqual({ state: typed(2), startedAt: undefined })
  })
  it('lands on the first earlier step that no longer passes', () => {
    const d = E.toDraft({ index: 6, answers: { ...typed(5).answers, phone: '1' } }, 1)
    expect(E.restore(form, d)?.state.index).toBe(2)
  })
  it('drops what it does not know and survives garbage', () => {
    expect(E.restore(form, { v: 1, index: 99, answers: { firstName: 'A', evil: 'x', email: 5 } })).toEqual({
      state: { index: 1, answers: { firstName: 'A' } },
      startedAt: undefined,
    })
    for (const junk of [null, 1, 'x', [], { v: 2 }, { v: 1, answers: null }]) expect(E.restore(form, junk)).toBeNull()
    fc.assert(fc.property(fc.jsonValue(), (v) => void E.restore(form, v)))
  })
})

describe('the wizard in content works with the engine', () => {
  const answers = validAnswers(content)
  it('a walk through with a valid answer per step saves every step once and ends on the last', () => {
    let s = E.initialState()
    const saved: number[] = []
    for (const step of content.steps) {
      const value = answers[step.field]!
      const r = step.type === 'choice' ? E.choose(content, s, value) : E.next(content, E.setAnswer(s, step.field, value))
      expect(r.ok, step.field).toBe(true)
      if (!r.ok) return
      saved.push(r.savedStep)
      s = r.state
      if (r.done) break
    }
    expect(saved).toEqual(content.steps.map((_, i) => i + 1))
  })

  it("each route of content's routing sends its own answers to a booking page, and no answers to the default's", () => {
    for (const [i, route] of routing.routes.entries()) {
      const answersOf = Object.fromEntries(route.when.map((c) => [c.field, c.in[0]!]))
      const to = E.destination(routing, typePages, answersOf)
      // Its own page, unless an earlier route takes those answers first.
      const first = routing.routes.findIndex((r) => r.when.every((c) => c.in.includes(answersOf[c.field] ?? '')))
      expect(first).toBeLessThanOrEqual(i)
      expect(to).toBe(typePages[routing.routes[first]!.meetingType])
    }
    expect(E.destination(routing, typePages, {})).toBe(typePages[routing.routes.at(-1)!.meetingType])
  })

  it('letter keys choose each option of each choice step by its value', () => {
    for (const step of content.steps)
      if (step.type === 'choice')
        step.options.forEach((o, i) =>
          expect(E.keyAction(step, { key: E.choiceKey(i) }, true)).toEqual({ type: 'choose', option: o.value }),
        )
  })
})
