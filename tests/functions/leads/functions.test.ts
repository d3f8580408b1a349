// The three lead functions, called in-process against a real local Blobs
// server: valid input, every class of invalid input, idempotent retries, what is
// set aside and what is flagged,
// and a store that is down.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { mergeLeads } from '../../../netlify/lib/leads/lead-merge.ts'
import { signFormToken } from '../../../netlify/lib/leads/form-token-signing.ts'
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from '../../../schemas/lead.ts'
import { LEADS_KEYS } from '../../../netlify/lib/leads-store-keys.ts'
import { leadRefOf } from '../../../netlify/lib/leads/lead-ref.ts'
import {
  formToken,
  functions,
  post,
  startBlobs,
  validBody,
  validContact,
  validGrowth,
  validOnboarding,
  type FunctionName,
  type Harness,
} from '../harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(async () => h.close())
beforeEach(() => h.restoreStore())

/** The answer the form reads: the wizard's carries the signed reference to its lead (its booking page books for it). */
const answerOf = (name: FunctionName, leadId: string) =>
  name === 'contact'
    ? { success: true }
    : { success: true, leadId, ...(name === 'growth-session' ? { ref: leadRefOf('growth-session', leadId) } : {}) }

const NAMES = Object.keys(functions) as FunctionName[]

describe.each(NAMES)('%s: valid input', (name) => {
  it('stores one submission under lead/ and answers with the shape the form reads', async () => {
    const body = validBody(name)
    const res = await post(name, body)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const json = await res.json()
    expect(json).toEqual(answerOf(name, body.leadId as string))
    const [stored] = await h.store.list({ form: name })
    expect(stored).toBeDefined()
    expect(await h.keys()).toContain(`lead/${name}/${body.leadId}/${body.submissionId}`)
  })

  it('keeps UTM parameters, referrer and landing page with the lead', async () => {
    const body = validBody(name)
    await post(name, body)
    const stored = (await h.store.list({ form: name })).find((s) => s.submissionId === body.submissionId)
    expect(stored?.attribution).toEqual(body.attribution)
  })

  it('stores a repeated submission once (a retry is idempotent)', async () => {
    const body = validBody(name)
    const responses = await Promise.all([post(name, body), post(name, body)])
    responses.push(await post(name, body))
    for (const r of responses) expect(r.status).toBe(200)
    const keys = (await h.keys()).filter((k) => k.includes(body.submissionId))
    expect(keys).toEqual([`lead/${name}/${body.leadId}/${body.submissionId}`])
  })
})

describe.each(NAMES)('%s: refused requests store nothing', (name) => {
  const cases: [string, () => Promise<Response>, number][] = [
    ['GET', () => post(name, undefined, { method: 'GET' }), 405],
    ['PUT', () => post(name, validBody(name), { method: 'PUT' }), 405],
    ['DELETE', () => post(name, undefined, { method: 'DELETE' }), 405],
    ['no content type', () => post(name, validBody(name), { contentType: null }), 415],
    ['form encoding', () => post(name, 'firstName=Ana', { contentType: 'application/x-www-form-urlencoded', raw: true }), 415],
    ['text/plain', () => post(name, validBody(name), { contentType: 'text/plain' }), 415],
    ['body over the limit', () => post(name, validBody(name, { padding: 'x'.repeat(MAX_BODY_BYTES) })), 413],
    ['broken JSON', () => post(name, '{"firstName": "Ana",', { raw: true }), 400],
    ['empty body', () => post(name, '', { raw: true }), 400],
    ['invalid UTF-8', () => post(name, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), { raw: true }), 400],
    ['a JSON array', () => post(name, [validBody(name)]), 422],
    ['JSON null', () => post(name, null), 422],
    ['an unknown field', () => post(name, validBody(name, { isAdmin: true })), 422],
    ['a malformed lead id', () => post(name, validBody(name, { leadId: 'lead-1' })), 422],
    ['a malformed submission id', () => post(name, validBody(name, { submissionId: '../../etc/passwd' })), 422],
    ['startedAt after savedAt', () => post(name, validBody(name, { startedAt: Date.UTC(2025, 5, 1), savedAt: Date.UTC(2025, 0, 1) })), 422],
    ['times in seconds, not ms', () => post(name, validBody(name, { startedAt: 1_736_900_000, savedAt: 1_736_900_060 })), 422],
    ['an unknown attribution key', () => post(name, validBody(name, { attribution: { gclid: 'x' } })), 422],
  ]
  it.each(cases)('%s', async (_label, send, status) => {
    const before = await h.keys()
    const res = await send()
    expect(res.status).toBe(status)
    const json = await res.json()
    expect(json.success).toBe(false)
    expect(typeof json.error).toBe('string')
    if (status === 405) expect(res.headers.get('allow')).toBe('POST')
    if (status === 422) expect(json.fieldErrors).toBeTypeOf('object')
    expect(await h.keys()).toEqual(before)
  })
})

/** The wizard's steps, and the 1-based number of the step that asks a field. */
const STEPS = growthSessionForm.steps.length
const stepNumber = (field: string) => growthSessionForm.steps.findIndex((s) => s.field === field) + 1
const stepOf = (field: string) => growthSessionForm.steps[stepNumber(field) - 1]!

describe('field errors use the content messages', () => {
  it('contact: every required field refused with its message', async () => {
    const res = await post(
      'contact',
      validContact({ firstName: ' ', lastName: '', email: '', phone: '', company: '', industry: '', challenges: '' }),
    )
    expect(res.status).toBe(422)
    const { fieldErrors } = await res.json()
    expect(fieldErrors).toEqual(
      Object.fromEntries(Object.entries(contactForm.fields).flatMap(([k, f]) => ('required' in f && f.required ? [[k, f.required]] : []))),
    )
  })

  it('contact: missing keys read as empty, so they get the same messages', async () => {
    const { firstName: _f, industry: _i, ...rest } = validContact()
    const { fieldErrors } = await (await post('contact', rest)).json()
    expect(fieldErrors).toEqual({ firstName: contactForm.fields.firstName.required, industry: contactForm.fields.industry?.required })
  })

  it.each([
    ['ana', contactForm.fields.email.invalid],
    ['ana@acme', contactForm.fields.email.domain],
    ['ana@acme.c', contactForm.fields.email.domain],
  ])('contact: email %j', async (email, message) => {
    const { fieldErrors } = await (await post('contact', validContact({ email }))).json()
    expect(fieldErrors).toEqual({ email: message })
  })

  it('contact: unknown option values are refused', async () => {
    const { fieldErrors } = await (await post('contact', validContact({ industry: 'mining', revenue: 'a-lot' }))).json()
    expect(Object.keys(fieldErrors).sort()).toEqual(['industry', 'revenue'])
  })

  it('contact: optional website and revenue may be omitted', async () => {
    const { website: _w, revenue: _r, ...rest } = validContact()
    expect((await post('contact', rest)).status).toBe(200)
  })

  it('contact: over-long answers are refused', async () => {
    const longest = contactForm.fields.company.maxLength
    const { fieldErrors } = await (
      await post(
        'contact',
        validContact({ company: 'x'.repeat(longest + 1), firstName: 'x'.repeat(contactForm.fields.firstName.maxLength + 1) }),
      )
    ).json()
    expect(fieldErrors.company).toMatch(new RegExp(`under ${longest} characters`))
    // A name's length is part of the name rule (schemas/person-name.ts): its own message.
    expect(fieldErrors.firstName).toBe(contactForm.fields.firstName.invalid)
  })

  it("growth session: the phone step's own message, the generic one elsewhere", async () => {
    const phone = await (await post('growth-session', validGrowth(stepNumber('phone'), { phone: '12345' }))).json()
    expect(phone.fieldErrors).toEqual({ phone: stepOf('phone').error ?? growthSessionForm.messages.invalid })
    const name = await (await post('growth-session', validGrowth(1, { firstName: '   ' }))).json()
    expect(name.fieldErrors).toEqual({ firstName: growthSessionForm.messages.invalid })
  })

  it('growth session: a save for step n needs every required answer up to n', async () => {
    const { email: _e, ...body } = validGrowth(4) as Record<string, unknown>
    const { fieldErrors } = await (await post('growth-session', body)).json()
    expect(fieldErrors).toEqual({ email: growthSessionForm.messages.invalid })
  })

  it('growth session: step numbers outside 1..steps and unknown choices (a label is not a value) are refused', async () => {
    const last = growthSessionForm.steps.at(-1)!
    expect((await post('growth-session', validGrowth(1, { step: 0 }))).status).toBe(422)
    expect((await post('growth-session', validGrowth(STEPS, { step: STEPS + 1 }))).status).toBe(422)
    const label = last.type === 'choice' ? last.options[0]!.label : '$1M'
    const { fieldErrors } = await (await post('growth-session', validGrowth(STEPS, { [last.field]: label }))).json()
    expect(fieldErrors).toEqual({ [last.field]: last.error ?? growthSessionForm.messages.invalid })
    const fd = await (await post('growth-session', validGrowth(2, { formData: { [last.field]: 'Yesterday' } }))).json()
    expect(fd.fieldErrors).toEqual({ [`formData.${last.field}`]: 'Please choose one of the listed options' })
  })

  it('growth session: the website step accepts any text, even empty', async () => {
    expect((await post('growth-session', validGrowth(stepNumber('website'), { website: '' }))).status).toBe(200)
    expect((await post('growth-session', validGrowth(stepNumber('website'), { website: 'not a url at all' }))).status).toBe(200)
  })

  it('onboarding: bad slugs, unknown options and missing required answers', async () => {
    const bad = await (await post('onboarding', validOnboarding({ slug: '../admin' }))).json()
    expect(Object.keys(bad.fieldErrors)).toEqual(['slug'])
    const goals = await (await post('onboarding', validOnboarding({ goals: { primaryGoals: ['world-domination'] } }))).json()
    expect(goals.fieldErrors).toEqual({ 'goals.primaryGoals': 'Please choose from the listed options' })
    const empty = await (await post('onboarding', validOnboarding({ businessInfo: {}, budget: {} }))).json()
    // Every required field of the two emptied steps, with the message content gives it.
    expect(empty.fieldErrors).toEqual(
      Object.fromEntries(
        (['businessInfo', 'budget'] as const).flatMap((step) =>
          Object.entries(onboardingForm.steps[step].fields).flatMap(([name, f]) =>
            'required' in f && f.required ? [[`${step}.${name}`, f.required]] : [],
          ),
        ),
      ),
    )
  })
})

describe.each(NAMES)('%s: only what no person does is set aside, answered like success', (name) => {
  const setAside = async (body: Record<string, unknown>) => {
    const res = await post(name, body)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(answerOf(name, body.leadId as string))
    expect((await h.store.list({ form: name })).some((s) => s.leadId === body.leadId)).toBe(false)
    const [spam] = (await h.store.list({ bucket: 'spam', form: name })).filter((s) => s.leadId === body.leadId)
    // Counted for the daily line by its key alone.
    expect((await h.keys()).some((k) => k.startsWith('quarantined/') && k.endsWith(`/${name}/${body.submissionId}`))).toBe(true)
    return spam?.spam
  }

  it('a filled honeypot', async () => {
    expect(await setAside(validBody(name, { [HONEYPOT_FIELD]: 'http://cheap-pills.example' }))).toMatchObject({ code: 'honeypot' })
  })

  it.each([
    ['signed with another secret', () => signFormToken(name, Date.now() - 60_000, 'x'.repeat(44))],
    ['with its time changed', () => formToken(name).replace(/\.(\d+)\./, (_, t: string) => `.${Number(t) - 60_000}.`)],
    ['made up', () => 'not-a-token'],
  ])('a form token %s', async (_, token) => {
    expect(await setAside(validBody(name, { formToken: token() }))).toMatchObject({ code: 'invalid-token' })
  })
})

describe.each(NAMES)('%s: a submission that is merely odd is a lead with a flag', (name) => {
  // A person whose token fetch was refused (a busy office's address) or blocked sends without one.
  it.each([
    ['without a form token', () => undefined, 'no-token'],
    ["with another form's token", () => formToken(name === 'contact' ? 'onboarding' : 'contact'), 'other-form'],
  ])('sent %s: stored under lead/, flagged', async (_what, token, code) => {
    const body = { ...validBody(name), formToken: token() }
    expect((await post(name, body)).status).toBe(200)
    const [stored] = (await h.store.list({ form: name })).filter((s) => s.leadId === body.leadId)
    expect(stored?.flags?.map((f) => f.code)).toEqual([code])
    expect(stored?.spam).toBeUndefined()
  })

  it('sent at once after its form token was issued: stored under lead/, flagged "fast"', async () => {
    const body = validBody(name, { formToken: formToken(name, 200) })
    expect((await post(name, body)).status).toBe(200)
    const [stored] = (await h.store.list({ form: name })).filter((s) => s.leadId === body.leadId)
    expect(stored?.flags).toEqual([{ code: 'fast', detail: expect.stringMatching(/^sent 0\.\d s after the form token was issued/) }])
    expect(stored?.spam).toBeUndefined()
  })

  it("the browser's own timestamps decide nothing: 200 ms apart with a minute-old token is a lead without flags", async () => {
    const t = Date.UTC(2025, 0, 15)
    const body = validBody(name, { startedAt: t, savedAt: t + 200 })
    expect((await post(name, body)).status).toBe(200)
    const [stored] = (await h.store.list({ form: name })).filter((s) => s.leadId === body.leadId)
    expect(stored).toBeDefined()
    expect(stored?.flags).toBeUndefined()
  })
})

describe.each(NAMES)('%s: the store failing', (name) => {
  // @netlify/blobs alone would call these writes successful (see strictFetch).
  it.each([500, 503, 429, 401, 403])('answers 503 when the store answers %i, and stores nothing', async (status) => {
    const body = validBody(name)
    await h.failingStore(status)
    const res = await post(name, body)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    h.restoreStore()
    expect((await h.keys()).some((k) => k.includes(body.leadId))).toBe(false)
  })

  it('answers 503 and leaves no partial lead; the retry then succeeds', async () => {
    const body = validBody(name)
    h.breakStore()
    const res = await post(name, body)
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringMatching(/try again/) })
    h.restoreStore()
    expect((await h.keys()).some((k) => k.includes(body.leadId))).toBe(false)
    expect((await post(name, body)).status).toBe(200)
    // One lead; the other keys naming it are its entries in the due index (lead-store.ts dueKeys) and the
    // outbox's marks of its notifications (outbox-views.ts), not leads.
    const named = (await h.keys()).filter((k) => k.includes(body.leadId))
    expect(named.filter((k) => k.startsWith(LEADS_KEYS.lead))).toHaveLength(1)
    const index = [LEADS_KEYS.lead, LEADS_KEYS.due, LEADS_KEYS.notifyOfLead]
    expect(named.filter((k) => !index.some((prefix) => k.startsWith(prefix)))).toEqual([])
  })
})

describe('a growth-session lead is the merge of its step saves', () => {
  it('nine saves make one complete lead with every answer', async () => {
    const first = validGrowth(1)
    for (let step = 1; step <= STEPS; step++) {
      const res = await post('growth-session', validGrowth(step, { leadId: first.leadId, savedAt: first.savedAt + step * 1000 }))
      expect(res.status).toBe(200)
    }
    const subs = (await h.store.list({ form: 'growth-session' })).filter((s) => s.leadId === first.leadId)
    const [lead] = mergeLeads(subs, { growthSessionForm })
    expect(lead).toMatchObject({ submissions: STEPS, step: STEPS, complete: true, timezone: 'Australia/Melbourne' })
    // The form's copy keeps the digits typed after the +61; the answer is stored as E.164.
    expect(lead!.answers).toEqual({ ...validGrowth(STEPS).formData, phone: '+61412345678' })
  })
})
