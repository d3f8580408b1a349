// 50 step saves of 10 leads, all in flight at once, through the function and
// a real local Blobs server. With a single mutable lead record, the save that
// lands last would erase the answers only later steps carry; here every save
// is its own blob and the lead is their merge, so nothing is lost.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { mergeLeads } from '../../../netlify/lib/leads/lead-merge.ts'
import { GROWTH_ANSWERS, id, post, startBlobs, validGrowth, type Harness } from '../harness.ts'
import { normaliseAfterPrefix } from '../../../schemas/phone.ts'
import { letteredName } from '../../../scripts/lib/lettered-name.ts'

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(async () => h.close())

const LEADS = 10
// The browser keeps its form token (localStorage) and a resend carries it: the retries below reuse these.
const tokenOf = new Map<string, string>()
const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone') as { prefix: string }
// Five saves per lead, the wizard's last five steps; later ones carry answers earlier ones lack.
const STEPS = [4, 3, 2, 1, 0].map((back) => growthSessionForm.steps.length - back)

/** Deterministic shuffle (seeded), so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  const a = [...items]
  let s = seed
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    const j = s % (i + 1)
    ;[a[i], a[j]] = [a[j]!, a[i]!]
  }
  return a
}

it('50 concurrent step saves across 10 leads: every save stored, no answer lost', async () => {
  const leads = Array.from({ length: LEADS }, (_, n) => ({
    leadId: id(),
    // Each lead's own answers, so a mix-up between leads would show.
    answers: { ...GROWTH_ANSWERS, firstName: letteredName('Visitor', n), company: `Company ${n}`, email: `v${n}@example.com.au` } as Record<
      string,
      string
    >,
  }))
  const saves = leads.flatMap((lead) =>
    STEPS.map((step) => {
      const answers = Object.fromEntries(growthSessionForm.steps.slice(0, step).map((s) => [s.field, lead.answers[s.field]]))
      return validGrowth(step, {
        ...answers,
        formData: answers,
        leadId: lead.leadId,
        submissionId: id(),
        savedAt: Date.UTC(2025, 0, 15, 1, 1, step),
      })
    }),
  )
  expect(saves).toHaveLength(50)
  for (const save of saves) tokenOf.set(save.submissionId, save.formToken)

  const responses = await Promise.all(shuffle(saves, 20_250_115).map((body) => post('growth-session', body)))
  const statuses = responses.map((r) => r.status)
  expect(statuses.filter((s) => s !== 200)).toEqual([])

  // Leads only: the store also holds the staff notifications of the completed leads (notify/).
  const keys = (await h.keys()).filter((k) => k.startsWith('lead/'))
  expect(keys).toHaveLength(50)

  const merged = mergeLeads(await h.store.list({ form: 'growth-session' }), { growthSessionForm })
  expect(merged).toHaveLength(LEADS)
  for (const lead of leads) {
    const m = merged.find((x) => x.leadId === lead.leadId)
    expect(m, lead.leadId).toBeDefined()
    // Stored as the schema keeps them: the phone typed after the step's prefix, as E.164.
    const stored = { ...lead.answers, phone: normaliseAfterPrefix(phoneStep.prefix, String(lead.answers.phone)) }
    expect(m!.answers).toEqual(stored)
    // The wizard's own copy of the form is kept as it was sent.
    expect(m!.formData).toEqual(lead.answers)
    expect(m).toMatchObject({ submissions: 5, step: growthSessionForm.steps.length, complete: true })
  }
})

it('the same 50 saves sent again at once (retries) change nothing', async () => {
  const before = await h.keys()
  const all = await h.store.list({ form: 'growth-session' })
  const bodies = all.map((s) => ({
    ...validGrowth(s.step!, s.answers),
    leadId: s.leadId,
    submissionId: s.submissionId,
    savedAt: s.savedAt,
    formData: s.formData,
    formToken: tokenOf.get(s.submissionId),
  }))
  const responses = await Promise.all(bodies.map((b) => post('growth-session', b)))
  expect(responses.every((r) => r.status === 200)).toBe(true)
  expect(await h.keys()).toEqual(before)
})
