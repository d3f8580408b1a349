// The one reader of the forms' drafts (src/forms/drafts.ts): a draft that fits
// its form's schema comes back, one that does not is discarded (and removed),
// and a field the draft lacks starts empty. The growth wizard's draft schema
// (engine.ts) and what it restores are covered in engine.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onboardingAnswersSchema } from '../../../schemas/lead.ts'
import {
  contactDraftSchema,
  emptyContactAnswers,
  emptyOnboardingAnswers,
  onboardingDraftSchema,
  readDraft,
} from '../../../src/forms/drafts.ts'
import * as E from '../../../src/forms/engine.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'

const LEAD = { leadId: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a', startedAt: 1_750_000_000_000 }

describe('contact drafts', () => {
  const values = { ...emptyContactAnswers(contactForm), firstName: 'Ana', email: 'ana@acme.com.au' }

  it('round-trip through JSON', () => {
    const draft = { v: 1, values, ...LEAD }
    expect(contactDraftSchema(contactForm).parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft)
  })

  it('are refused without a sendable lead id and start time (what the form wrote before hydration)', () => {
    const frames = [
      { leadId: '', startedAt: 0 },
      { leadId: LEAD.leadId, startedAt: 0 },
      { leadId: 'x', startedAt: LEAD.startedAt },
      { leadId: LEAD.leadId },
    ]
    for (const frame of frames) expect(contactDraftSchema(contactForm).safeParse({ v: 1, values, ...frame }).success).toBe(false)
    for (const junk of [null, 1, 'x', [], { v: 2, values, ...LEAD }, { v: 1, ...LEAD }, { v: 1, values: null, ...LEAD }])
      expect(contactDraftSchema(contactForm).safeParse(junk).success).toBe(false)
  })

  it('drop unknown fields, give a missing field its empty answer, and are refused with an answer of the wrong type', () => {
    const d = contactDraftSchema(contactForm).parse({ v: 1, values: { firstName: 'Ana', evil: 'x' }, ...LEAD })
    expect(d.values).toEqual({ ...emptyContactAnswers(contactForm), firstName: 'Ana' })
    expect(contactDraftSchema(contactForm).safeParse({ v: 1, values: { firstName: 'Ana', email: 5 }, ...LEAD }).success).toBe(false)
  })
})

describe('onboarding drafts', () => {
  it('start from answers the schema reads as unanswered', () => {
    const r = onboardingAnswersSchema(onboardingForm).safeParse(emptyOnboardingAnswers(onboardingForm))
    expect(r.success).toBe(false) // only the required answers are missing
    expect(emptyOnboardingAnswers(onboardingForm).goals.primaryGoals).toEqual([])
    expect(emptyOnboardingAnswers(onboardingForm).businessInfo.businessName).toBe('')
  })

  it('round-trip through JSON', () => {
    const values = emptyOnboardingAnswers(onboardingForm)
    values.businessInfo.businessName = 'Acme'
    values.goals.primaryGoals = ['generate-leads', 'boost-sales']
    const draft = { v: 1, values, step: 2, ...LEAD }
    expect(onboardingDraftSchema(onboardingForm).parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft)
  })

  it('give a missing step or field its empty answers, and are refused with a value of the wrong type or a step out of range', () => {
    const d = onboardingDraftSchema(onboardingForm).parse({
      v: 1,
      ...LEAD,
      step: 3,
      values: { businessInfo: { businessName: 'Acme' }, goals: { primaryGoals: ['seo'] } },
    })
    expect(d.values).toEqual({
      ...emptyOnboardingAnswers(onboardingForm),
      businessInfo: { ...emptyOnboardingAnswers(onboardingForm).businessInfo, businessName: 'Acme' },
      goals: { ...emptyOnboardingAnswers(onboardingForm).goals, primaryGoals: ['seo'] },
    })
    const refused = [
      { step: 0, values: { businessInfo: { industry: ['retail'] } } },
      { step: 0, values: { goals: { primaryGoals: ['seo', 3] } } },
      { step: 0, values: { budget: 'x' } },
      { step: 4, values: {} },
      { step: -1, values: {} },
      { step: 1.5, values: {} },
    ]
    for (const r of refused) expect(onboardingDraftSchema(onboardingForm).safeParse({ v: 1, ...LEAD, ...r }).success).toBe(false)
  })

  it('are refused without a sendable lead id and start time', () => {
    expect(
      onboardingDraftSchema(onboardingForm).safeParse({
        v: 1,
        values: emptyOnboardingAnswers(onboardingForm),
        step: 0,
        leadId: '',
        startedAt: 0,
      }).success,
    ).toBe(false)
  })
})

describe('readDraft', () => {
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  }
  beforeEach(() => {
    store.clear()
    Object.assign(globalThis, { window: { localStorage: storage } })
  })
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('gives back a draft that fits and leaves it stored', () => {
    const draft = { v: 1, values: emptyContactAnswers(contactForm), ...LEAD }
    store.set('k', JSON.stringify(draft))
    expect(readDraft('k', contactDraftSchema(contactForm))).toEqual(draft)
    expect(store.has('k')).toBe(true)
  })

  it('discards a draft that does not fit, or is not JSON', () => {
    for (const raw of [JSON.stringify({ v: 1, values: emptyContactAnswers(contactForm), leadId: '', startedAt: 0 }), '{', '"x"']) {
      store.set('k', raw)
      expect(readDraft('k', contactDraftSchema(contactForm))).toBeNull()
      expect(store.has('k')).toBe(false)
    }
  })

  it('reads the growth wizard draft through the same reader', () => {
    store.set('g', JSON.stringify(E.toDraft({ index: 1, answers: { firstName: 'Ana' } }, LEAD.startedAt)))
    const d = readDraft('g', E.DraftSchema)
    expect(d && E.fromDraft(growthSessionForm, d)).toEqual({
      state: { index: 1, answers: { firstName: 'Ana' } },
      startedAt: LEAD.startedAt,
    })
    store.set('g', JSON.stringify({ v: 2 }))
    expect(readDraft('g', E.DraftSchema)).toBeNull()
    expect(store.has('g')).toBe(false)
  })

  it('reads nothing when there is no draft or no storage', () => {
    expect(readDraft('none', contactDraftSchema(contactForm))).toBeNull()
    delete (globalThis as { window?: unknown }).window
    expect(readDraft('k', contactDraftSchema(contactForm))).toBeNull()
  })
})
