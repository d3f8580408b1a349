// One phone form, through the functions (real local Blobs server, real mail
// sink): the contact form, the wizard's phone step and the booking refuse what
// is no callable number with the form's own message and store nothing; what
// they accept is stored as E.164 whatever way it was typed, and the email staff
// get shows it as "+61 412 555 111".
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { deliveriesSettled } from '../../../netlify/lib/outbox/notifier.ts'
import { post, validContact, validGrowth } from '../harness.ts'
import { apiAt, book, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone')!
const phoneStepNumber = growthSessionForm.steps.indexOf(phoneStep) + 1

/** Every email in the local mail sink that names `needle`. */
async function mailsWith(needle: string): Promise<string[]> {
  await deliveriesSettled()
  const dir = join(h.directory, 'mail')
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(needle))
}

describe('the contact form', () => {
  it.each(['12', 'call me', '0412 555', '0412 555 1111'])('refuses %j with its invalid-phone message and stores nothing', async (phone) => {
    const body = validContact({ phone })
    const res = await post('contact', body)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ phone: contactForm.fields.phone.invalid })
    expect((await h.keys()).some((k) => k.includes(body.leadId))).toBe(false)
  })

  it.each(['0412 555 111', '0412555111', '+61 412 555 111'])('stores %j as +61412555111, and staff read +61 412 555 111', async (phone) => {
    const email = `phone-${crypto.randomUUID()}@acme.com.au`
    const body = validContact({ phone, email })
    expect((await post('contact', body)).status).toBe(200)
    const [stored] = (await h.store.list({ form: 'contact' })).filter((s) => s.leadId === body.leadId)
    expect(stored?.answers.phone).toBe('+61412555111')
    const [mail] = await mailsWith(email)
    expect(mail).toContain(`${contactForm.fields.phone.label}: +61 412 555 111`)
  })
})

describe("the wizard's phone step", () => {
  it("refuses 12 after the fixed prefix with the step's message and stores nothing", async () => {
    const body = validGrowth(phoneStepNumber, { phone: '12' })
    const res = await post('growth-session', body)
    expect(res.status).toBe(422)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ phone: phoneStep.error })
    expect((await h.keys()).some((k) => k.includes(body.leadId))).toBe(false)
  })

  it('stores 0412 555 111 typed after its +61 as +61412555111, and a save repeating it stores the same', async () => {
    const first = validGrowth(phoneStepNumber, { phone: '0412555111' })
    expect((await post('growth-session', first)).status).toBe(200)
    const again = validGrowth(phoneStepNumber + 1, { leadId: first.leadId, phone: '+61412555111', savedAt: first.savedAt + 1000 })
    expect((await post('growth-session', again)).status).toBe(200)
    const subs = (await h.store.list({ form: 'growth-session' })).filter((s) => s.leadId === first.leadId)
    expect(subs.map((s) => s.answers.phone)).toEqual(['+61412555111', '+61412555111'])
  })
})

describe('the booking', () => {
  const api = apiAt()

  it("refuses 12 with the contact form's invalid-phone message and books nothing", async () => {
    const before = await h.bookingKeys()
    const res = await book(api, { phone: '12' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ phone: contactForm.fields.phone.invalid })
    expect(await h.bookingKeys()).toEqual(before)
  })

  it('stores 0412 555 111 as +61412555111, and staff read +61 412 555 111', async () => {
    const email = `booking-${crypto.randomUUID()}@acme.com.au`
    const res = await book(api, { phone: '0412 555 111', email, start: '2026-12-04T10:00:00+11:00' })
    expect(res.status).toBe(201)
    const { bookingId } = (await res.json()) as { bookingId: string }
    const stored = (await h.bookings.get(`bookings/${bookingId}/0001`, { type: 'json' })) as { phone?: string }
    expect(stored.phone).toBe('+61412555111')
    const [mail] = await mailsWith(email)
    expect(mail).toContain('Phone: +61 412 555 111')
  })
})
