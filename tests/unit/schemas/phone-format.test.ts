// One phone form (schemas/phone.ts): every way an Australian writes a number,
// the wizard's fixed prefix included, is one E.164 number; what is no callable
// number is refused, by the contact form, the wizard and the booking, each with
// its own message from content; and staff read every stored phone the same way.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingRequestSchema } from '../../../schemas/booking-request.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { contactFields, fieldSchema, stepAnswerSchema } from '../../../schemas/lead.ts'
import { formatPhone, normaliseAfterPrefix, normalisePhone, phoneRules } from '../../../schemas/phone.ts'
import { defaultCountryPlans } from '../../../schemas/phone-plans.ts'
import { answerRows } from '../../../netlify/lib/leads/compose-lead.ts'
import { toRows } from '../../../netlify/lib/staff/export-columns.ts'
import type { Lead } from '../../../netlify/lib/leads/lead-merge.ts'
import { booking } from '../../../src/generated/booking.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'

const E164 = /^\+[1-9]\d{6,14}$/
const phoneStep = growthSessionForm.steps.find((s) => s.type === 'phone')!
if (phoneStep.type !== 'phone') throw new Error('the wizard has a phone step')
const contactPhone = contactFields(contactForm).find((f) => f.name === 'phone')!
if (contactPhone.kind !== 'tel') throw new Error('the contact form has a tel field')
const bookingSchema = bookingRequestSchema(
  contactForm,
  bookingPages.book.details.fields.name,
  booking.meetingTypes.map((t) => t.id),
)
const bookingBody = (phone?: string) => ({
  requestId: crypto.randomUUID(),
  type: booking.meetingTypes[0]!.id,
  start: '2026-12-01T09:00:00+11:00',
  name: 'Ana Lima',
  email: 'ana@acme.com.au',
  ...(phone === undefined ? {} : { phone }),
})

describe('normalisePhone', () => {
  it.each(['0412 555 111', '0412555111', '+61 412 555 111', '+61412555111', '(04) 1255 5111', '0412-555-111', ' 0412.555.111 '])(
    'reads %j as +61412555111',
    (typed) => {
      expect(normalisePhone(typed)).toBe('+61412555111')
    },
  )

  it("reads the wizard's fixed +61 followed by 0412 555 111, or by 412 555 111, as +61412555111", () => {
    expect(normaliseAfterPrefix(phoneStep.prefix, '0412555111')).toBe('+61412555111')
    expect(normaliseAfterPrefix(phoneStep.prefix, '412555111')).toBe('+61412555111')
    expect(normaliseAfterPrefix(phoneStep.prefix, '+61412555111')).toBe('+61412555111')
  })

  it.each([
    ['(03) 5550 4321', '+61355504321'],
    ['1300 123 456', '+611300123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
    ['+86 138 0013 8000', '+8613800138000'],
  ])('reads %j as %j', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164)
  })

  it.each([
    ['12', 'two digits'],
    ['', 'nothing'],
    ['   ', 'spaces'],
    ['abc', 'letters'],
    ['0412abc', 'digits then letters'],
    ['0412 555 111 call after 5', 'a number inside other text'],
    ['0412 555', 'too short'],
    ['0412 555 1111', 'too long'],
    ['0412 555 111 222 333 444', 'far too long'],
    ['0512 345 678', 'a number no Australian range holds'],
    ['+999 1234 5678', 'an unknown country code'],
    ['++61 412 555 111', 'two plus signs'],
    ['0412\u0000555111', 'a control character'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalisePhone(typed)).toBeNull()
  })

  const mobile = fc.stringMatching(/^4[0-3]\d{7}$/)
  const separators = fc.array(fc.constantFrom('', ' ', '-', '.'), { minLength: 9, maxLength: 9 })
  const spaced = (digits: string, seps: string[]) => [...digits].map((d, i) => `${d}${seps[i] ?? ''}`).join('')

  it('reads an Australian mobile the same with or without its 0, +61 or spaces', () => {
    fc.assert(
      fc.property(mobile, separators, (m, seps) => {
        const e164 = `+61${m}`
        expect(normalisePhone(`0${spaced(m, seps)}`)).toBe(e164)
        expect(normalisePhone(`+61 ${spaced(m, seps)}`)).toBe(e164)
        expect(normaliseAfterPrefix('+61', `0${m}`)).toBe(e164)
      }),
    )
  })

  it('answers E.164 or nothing, whatever is typed, and E.164 reads as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d ()-]{0,20}$/)), (typed) => {
        const e164 = normalisePhone(typed)
        if (e164 === null) return
        expect(e164).toMatch(E164)
        expect(normalisePhone(e164)).toBe(e164)
        expect(normalisePhone(formatPhone(e164))).toBe(e164)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses any text with a letter in it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d ]{0,12}$/), fc.stringMatching(/^[a-zA-Z]$/), fc.stringMatching(/^[\d ]{0,12}$/), (a, l, b) => {
        expect(normalisePhone(`${a}${l}${b}`)).toBeNull()
      }),
    )
  })
})

// The browser carries Australia's plan only (vite.config.ts, phonePlansInTheBrowser): the form pages' script budget.
describe("the browser's rule, with the default country's plan only", () => {
  const browser = phoneRules(defaultCountryPlans())

  it('carries a few countries, not every one', () => {
    const countries = Object.keys((defaultCountryPlans().metadata as unknown as { countries: object }).countries)
    expect(countries).toContain('AU')
    expect(countries.length).toBeLessThan(5)
  })

  it('reads every Australian or +61 number as the functions do, so the wizard never sends what the function refuses', () => {
    const typed = fc.oneof(
      fc.stringMatching(/^0?[1-9]\d{3,11}$/),
      fc.stringMatching(/^\+61 ?\d{4,11}$/),
      fc.stringMatching(/^\(0\d\) \d{4} \d{4}$/),
      fc.string(),
    )
    const australian = (t: string) => !t.trim().startsWith('+') || t.trim().startsWith('+61')
    fc.assert(
      fc.property(typed.filter(australian), (t) => {
        expect(browser.normalisePhone(t)).toBe(normalisePhone(t))
        expect(browser.normaliseAfterPrefix(phoneStep.prefix, t)).toBe(normaliseAfterPrefix(phoneStep.prefix, t))
      }),
      { numRuns: 3000 },
    )
  })

  it("carries the plan of the wizard's fixed prefix, so the wizard checks its phone as the function does", () => {
    const codes = Object.keys((defaultCountryPlans().metadata as unknown as { country_calling_codes: object }).country_calling_codes)
    expect(codes).toContain(phoneStep.prefix.slice(1))
  })

  it("lets the shape of another country's number through for the function to check, and refuses what has no shape", () => {
    expect(browser.normalisePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(browser.normalisePhone('+44 12')).toBeNull()
    expect(browser.normalisePhone('+44 20 7946 0958 1234 5678')).toBeNull()
    expect(browser.normalisePhone('12')).toBeNull()
    // What the browser lets through the function still refuses.
    expect(browser.normalisePhone('+999 1234 5678')).toBe('+99912345678')
    expect(normalisePhone('+999 1234 5678')).toBeNull()
  })
})

describe('formatPhone', () => {
  it('shows a stored number internationally', () => {
    expect(formatPhone('+61412555111')).toBe('+61 412 555 111')
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
  })

  it('shows an old stored phone that parses in the same form, and one that does not as it was stored', () => {
    expect(formatPhone('0412 555 111')).toBe('+61 412 555 111')
    expect(formatPhone('+610412555111')).toBe('+61 412 555 111')
    expect(formatPhone('412555111', phoneStep.prefix)).toBe('+61 412 555 111')
    expect(formatPhone('call me maybe')).toBe('call me maybe')
    expect(formatPhone('12')).toBe('12')
  })
})

describe('the phone fields refuse what is no number, with their own message, and answer E.164', () => {
  const contact = fieldSchema(contactPhone)
  const wizard = stepAnswerSchema(growthSessionForm, phoneStep)
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message

  it('the contact form refuses 12 with its invalid-phone message and stores 0412 555 111 as +61412555111', () => {
    expect(firstMessage(contact.safeParse('12'))).toBe(contactPhone.def.invalid)
    expect(firstMessage(contact.safeParse('0412abc'))).toBe(contactPhone.def.invalid)
    expect(firstMessage(contact.safeParse(''))).toBe(contactPhone.def.required)
    expect(contact.parse('0412 555 111')).toBe('+61412555111')
  })

  it("the wizard's phone step refuses 12 with the step's message and stores +61 then 0412 555 111 as +61412555111", () => {
    expect(firstMessage(wizard.safeParse('12'))).toBe(phoneStep.error)
    expect(firstMessage(wizard.safeParse('051234567'))).toBe(phoneStep.error)
    expect(wizard.parse('0412555111')).toBe('+61412555111')
    expect(wizard.parse('412555111')).toBe('+61412555111')
    // A later save repeats the answer the first save stored.
    expect(wizard.parse('+61412555111')).toBe('+61412555111')
  })

  it("the booking refuses 12 with the contact form's message, keeps the phone optional and stores E.164", () => {
    const refused = bookingSchema.safeParse(bookingBody('12'))
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(contactPhone.def.invalid)
    expect(bookingSchema.parse(bookingBody('0412 555 111')).phone).toBe('+61412555111')
    expect(bookingSchema.parse(bookingBody('')).phone).toBe('')
    expect(bookingSchema.safeParse(bookingBody()).success).toBe(true)
  })
})

describe('staff read one phone one way', () => {
  const lead = (form: Lead['form'], phone: string) =>
    ({
      leadId: crypto.randomUUID(),
      form,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      complete: true,
      submissions: 1,
      answers: { phone },
      attribution: {},
    }) as unknown as Lead
  const exported = (l: Lead) => {
    const { header, rows } = toRows([l], false)
    return rows[0]![header.indexOf('phone')]
  }
  const emailed = (l: Lead) => answerRows(l).find(([, v]) => v.includes('412'))?.[1]

  it.each([
    ['contact', '+61412555111'],
    ['growth-session', '+61412555111'],
    ['growth-session', '0412555111'],
    ['growth-session', '412555111'],
    ['contact', '0412 555 111'],
  ] as const)('a %s lead stored with %j reads +61 412 555 111 in its email and its export', (form, stored) => {
    const l = lead(form, stored)
    expect(emailed(l)).toBe('+61 412 555 111')
    expect(exported(l)).toBe('+61 412 555 111')
  })

  it('an old lead whose phone is no number still exports it as it was stored', () => {
    expect(exported(lead('contact', 'ring reception'))).toBe('ring reception')
  })
})
