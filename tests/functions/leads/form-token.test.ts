// GET /api/form-token and what the lead functions make of its tokens, with the
// real functions on the real local Blobs server: a person who fills a form in
// about a second is a lead with a flag, told to staff; a script that makes up
// its timestamps and forges a token is set aside and not told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import formTokenFunction from '../../../netlify/functions/form-token.ts'
import {
  DEVELOPMENT_FORM_TOKEN_SECRET,
  formTokenSecret,
  signFormToken,
  verifyFormToken,
} from '../../../netlify/lib/leads/form-token-signing.ts'
import { deliveriesSettled, openOutbox } from '../../../netlify/lib/site-outbox.ts'
import { judgeSubmission } from '../../../netlify/lib/leads/submission.ts'
import { openStore } from '../../../netlify/lib/blobs.ts'
import { STORE_NAME } from '../../../netlify/lib/leads/lead-store.ts'
import { FORM_KINDS } from '../../../schemas/lead.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { post, startBlobs, validContact, type Harness } from '../harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startBlobs()
})
afterAll(async () => h.close())

const getToken = (query: string, method = 'GET') => formTokenFunction(new Request(`http://localhost/api/form-token${query}`, { method }))
const SECRET = 'k'.repeat(44)

describe('GET /api/form-token', () => {
  it.each(FORM_KINDS)('issues a token for the %s form, signed now, never stored', async (form) => {
    const before = Date.now()
    const res = await getToken(`?form=${form}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { token } = (await res.json()) as { token: string }
    const check = verifyFormToken(token, form, DEVELOPMENT_FORM_TOKEN_SECRET)
    expect(check.ok && check.issuedAt >= before && check.issuedAt <= Date.now()).toBe(true)
    expect(await h.keys()).toEqual([])
  })

  it('refuses an unknown form (400) and other methods (405)', async () => {
    expect((await getToken('?form=newsletter')).status).toBe(400)
    expect((await getToken('')).status).toBe(400)
    const post = await getToken('?form=contact', 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET')
  })
})

describe('form tokens (pure)', () => {
  const token = signFormToken('contact', 1_767_000_000_000, SECRET)
  it.each([
    ['with a leading zero added to its time (one spelling per token)', token.replace('.1767', '.01767'), 'malformed'],
    ['signed with another secret', signFormToken('contact', 1_767_000_000_000, 'z'.repeat(44)), 'forged'],
    ['with its form changed', token.replace(/^contact/, 'onboarding'), 'forged'],
    ['with its last character changed', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'forged'],
    ['absent', undefined, 'missing'],
  ])('are refused %s', (_, given, reason) => {
    expect(verifyFormToken(given, 'contact', SECRET)).toMatchObject({ ok: false, reason })
  })

  it('the secret: a development one off Netlify; on Netlify none or a short one is refused, and leads are then kept, flagged "unchecked"', () => {
    expect(formTokenSecret({})).toMatchObject({ ok: true, development: true })
    const missing = formTokenSecret({ SITE_ID: 'abc' })
    expect(missing).toMatchObject({ ok: false, problem: expect.stringContaining('FORM_TOKEN_SECRET is not set') })
    expect(formTokenSecret({ SITE_ID: 'abc', FORM_TOKEN_SECRET: 'short' })).toMatchObject({ ok: false })
    expect(formTokenSecret({ SITE_ID: 'abc', FORM_TOKEN_SECRET: SECRET })).toEqual({ ok: true, secret: SECRET, development: false })
    const judged = judgeSubmission(validContact({ formToken: undefined }) as never, 'contact', 3, missing, new Date())
    expect(judged).toEqual({ flags: [expect.objectContaining({ code: 'unchecked' })] })
    expect(judgeSubmission(validContact({ fax: 'x' }) as never, 'contact', 3, missing, new Date())).toMatchObject({
      quarantine: { code: 'honeypot' },
    })
  })
})

describe('the quick person and the script', () => {
  it('a person who sends the contact form right after touching it is a lead with a flag, and staff are told; a script is not', async () => {
    const outbox = () => openOutbox(openStore(STORE_NAME, { consistency: 'strong' }))
    const { token } = (await (await getToken('?form=contact')).json()) as { token: string }
    // At once: well inside the contact form's minFillSeconds.
    const person = validContact({ formToken: token })
    expect((await post('contact', person)).status).toBe(200)
    // Twenty leads with timestamps that look like a minute's typing and a forged token.
    const script = Array.from({ length: 20 }, () =>
      validContact({
        startedAt: Date.now() - 60_000,
        savedAt: Date.now(),
        formToken: signFormToken('contact', Date.now() - 60_000, 'guessed'.repeat(8)),
      }),
    )
    for (const body of script) expect((await post('contact', body)).status).toBe(200)
    await deliveriesSettled()

    const [lead] = (await h.store.list({ form: 'contact' })).filter((s) => s.leadId === person.leadId)
    expect(lead?.flags).toEqual([
      {
        code: 'fast',
        detail: expect.stringMatching(
          new RegExp(
            `^sent \\d+\\.\\d s after the form token was issued \\(the form expects at least ${contactForm.minFillSeconds.toFixed(1)} s\\)$`,
          ),
        ),
      },
    ])
    const told = (await outbox().list()).filter((n) => n.event === 'contact')
    expect(told.filter((n) => n.leadId === person.leadId).length).toBeGreaterThan(0)
    expect(told.filter((n) => n.leadId === person.leadId).every((n) => n.message!.text.includes('Flagged: sent '))).toBe(true)
    const scripted = new Set<string>(script.map((b) => b.leadId))
    expect(told.some((n) => scripted.has(n.leadId!))).toBe(false)
    expect((await h.store.list({ form: 'contact' })).some((s) => scripted.has(s.leadId))).toBe(false)
    expect((await h.store.list({ bucket: 'spam', form: 'contact' })).filter((s) => scripted.has(s.leadId))).toHaveLength(20)
  })
})
