// The functions refuse what could format or address staff before anything is
// stored: a line break or another control character in a one-line answer, and
// an email that is not one mailbox (it would reach the Reply-To of staff's
// email). The answer names the field with the form's own message from content.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { apiAt, book, startBookingBlobs, type BookingHarness } from '../booking-harness.ts'
import { post, validContact, validGrowth, validOnboarding } from '../harness.ts'

let h: BookingHarness
beforeAll(async () => {
  h = await startBookingBlobs()
})
afterAll(async () => h.close())

const email = growthSessionForm.steps.find((s) => s.type === 'email')!
const cases: [what: string, send: () => Promise<Response>, field: string, message: string][] = [
  [
    'a contact name with a line break',
    () => post('contact', validContact({ firstName: 'Ana\nBcc: all@harbourline.example' })),
    'firstName',
    contactForm.fields.firstName.characters,
  ],
  [
    'a contact company with a NUL',
    () => post('contact', validContact({ company: 'Acme\0Pty' })),
    'company',
    contactForm.fields.company.characters,
  ],
  [
    'a contact email that is a list',
    () => post('contact', validContact({ email: 'a,b@acme.com.au' })),
    'email',
    contactForm.fields.email.invalid,
  ],
  [
    'a contact email with a display name',
    () => post('contact', validContact({ email: 'Name<x@evil.example>z.co' })),
    'email',
    contactForm.fields.email.invalid,
  ],
  [
    'a wizard first name with a line separator',
    () => post('growth-session', validGrowth(1, { firstName: 'Ana\u2028Bob' })),
    'firstName',
    growthSessionForm.messages.oneLine,
  ],
  [
    'a wizard email that is a list',
    () => post('growth-session', validGrowth(2, { email: 'ana,boss@acme.com.au' })),
    'email',
    email.error ?? growthSessionForm.messages.invalid,
  ],
  [
    'a contact name with a right-to-left override',
    () => post('contact', validContact({ firstName: 'Eve\u202emoc.elpmaxe@nimda' })),
    'firstName',
    contactForm.fields.firstName.characters,
  ],
  [
    'a contact company with a zero-width space',
    () => post('contact', validContact({ company: 'Acme\u200bPty' })),
    'company',
    contactForm.fields.company.characters,
  ],
  [
    'a wizard first name with a bidi isolate',
    () => post('growth-session', validGrowth(1, { firstName: 'Ana\u2067Bob' })),
    'firstName',
    growthSessionForm.messages.oneLine,
  ],
  [
    'an onboarding business name with a tab',
    () => post('onboarding', validOnboarding({ businessInfo: { ...validOnboarding().businessInfo, businessName: 'Acme\tPty' } })),
    'businessInfo.businessName',
    (onboardingForm.steps.businessInfo.fields.businessName as { characters: string }).characters,
  ],
]

it.each(cases)("%s is refused with the form's message, and nothing is stored", async (_what, send, field, message) => {
  const before = await h.keys()
  const res = await send()
  expect(res.status).toBe(422)
  const json = (await res.json()) as { fieldErrors: Record<string, string> }
  expect(json.fieldErrors[field]).toBe(message)
  expect(await h.keys()).toEqual(before)
})

it('attribution the visitor did not type is kept as one line: line breaks, controls and hidden characters stripped', async () => {
  const body = {
    ...validContact(),
    attribution: {
      referrer: 'https://x.example/\r\n\r\nIMPORTANT: new bank details 123',
      utm_source: 'news\u202eletter\u0000',
      utm_campaign: 'spring\u2028sale',
      landingPage: '/services/seo\n\tBcc: all@harbourline.example',
    },
  }
  const res = await post('contact', body)
  expect(res.status).toBe(200)
  const [stored] = (await h.store.list({ form: 'contact' })).filter((s) => s.submissionId === body.submissionId)
  expect(stored!.attribution).toEqual({
    referrer: 'https://x.example/IMPORTANT: new bank details 123',
    utm_source: 'newsletter',
    utm_campaign: 'springsale',
    landingPage: '/services/seoBcc: all@harbourline.example',
  })
})

it('a booking in a name with a line break, or for an email list, is refused and holds no time', async () => {
  const api = apiAt()
  const before = await h.bookingKeys()
  const name = await book(api, { name: 'Ana\r\nBcc: all@harbourline.example' })
  expect(name.status).toBe(422)
  expect(((await name.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(contactForm.fields.firstName.characters)
  const list = await book(api, { email: 'ana@acme.com.au,boss@acme.com.au' })
  expect(list.status).toBe(422)
  expect(((await list.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(contactForm.fields.email.invalid)
  expect(await h.bookingKeys()).toEqual(before)
})
