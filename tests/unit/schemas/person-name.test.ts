// A name is a person's name, by one rule (schemas/person-name.ts) that every
// form and the booking check with, in the browser and in the functions: letters
// of any script with their marks, spaces, hyphens, apostrophes and full stops,
// at most 80 characters, never a web or email address. Each refusal carries the
// form's own message from content.
import { describe, expect, it } from 'vitest'
import { isPersonName, PERSON_NAME_MAX } from '../../../schemas/person-name.ts'
import { contactFields, fieldSchema, stepAnswerSchema } from '../../../schemas/lead.ts'
import { nameFieldSchema, type StringSchema } from '../../../schemas/answer-rules.ts'
import { bookingRequestSchema } from '../../../schemas/booking-request.ts'
import { checkDetail } from '../../../src/booking/details.ts'
import { contactForm, growthSessionForm } from '../../../src/generated/forms.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { booking } from '../../../src/generated/booking.ts'

const NAMES = [
  'José',
  'Zoë Åberg-Ødegård',
  "O'Brien",
  'O’Brien',
  'Nguyễn Văn An',
  'Jean-Luc',
  'J. R. R.',
  'J.R.R. Tolkien',
  'Владимир',
  '王小明',
  'ʻAlohilani',
  'a'.repeat(PERSON_NAME_MAX),
]
const NOT_NAMES = [
  'a@b',
  'evil.example',
  'https://x',
  'a'.repeat(PERSON_NAME_MAX + 1),
  'Your mailbox is full: sign in at https://evil.example',
  'Ana www.evil.example',
  'Ana evil.co',
  'Ana <ana>',
  'Ana 2',
  'Ana_B',
  '...',
  "'-'",
  '',
]

describe('the name rule', () => {
  it.each(NAMES)('"%s" is a name', (v) => expect(isPersonName(v)).toBe(true))
  it.each(NOT_NAMES)('"%s" is not', (v) => expect(isPersonName(v)).toBe(false))
})

/** Every place a visitor types a name, with the rule it is checked by and the message content gives it. */
const nameSteps = growthSessionForm.steps.filter((s) => s.type === 'name')
const nameFields = contactFields(contactForm).filter((f) => f.kind === 'name')
const bookingName = bookingPages.book.details.fields.name
const api = bookingRequestSchema(
  contactForm,
  bookingName,
  booking.meetingTypes.map((t) => t.id),
)
const bookingBody = (name: string) => ({
  requestId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b',
  type: booking.meetingTypes[0]!.id,
  start: '2026-12-03T10:00:00+11:00',
  name,
  email: 'ana@acme.com.au',
})
type Place = readonly [where: string, firstMessage: (v: string) => string | undefined, message: string]
const PLACES: Place[] = [
  ...nameFields.map((f): Place => [`contact ${f.name}`, first(fieldSchema(f)), f.def.invalid]),
  ...nameSteps.map((s): Place => [
    `growth session ${s.field}`,
    first(stepAnswerSchema(growthSessionForm, s)),
    growthSessionForm.messages.name,
  ]),
  ['the booking page', (v: string) => checkDetail(bookingPages.book.details.fields, 'name', v), bookingName.invalid],
  ['the booking page (its field alone)', first(nameFieldSchema(bookingName)), bookingName.invalid],
  [
    'POST /api/booking',
    (v: string) => {
      const r = api.safeParse(bookingBody(v))
      return r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'name')?.message
    },
    bookingName.invalid,
  ],
]

function first(schema: StringSchema) {
  return (v: string) => {
    const r = schema.safeParse(v)
    return r.success ? undefined : r.error.issues[0]?.message
  }
}

describe('every name field', () => {
  it('covers the contact form, the wizard and the booking', () => {
    expect(nameFields.map((f) => f.name)).toEqual(['firstName', 'lastName'])
    expect(nameSteps.length).toBeGreaterThanOrEqual(1)
  })

  it.each(PLACES.flatMap(([where, check, message]) => NOT_NAMES.filter(Boolean).map((v) => [where, v, check, message] as const)))(
    '%s refuses "%s" with its own message',
    (_where, v, check, message) => expect(check(v)).toBe(message),
  )

  it.each(PLACES.flatMap(([where, check]) => NAMES.filter((v) => v.length <= 80).map((v) => [where, v, check] as const)))(
    '%s takes "%s"',
    (_where, v, check) => expect(check(v)).toBeUndefined(),
  )
})
