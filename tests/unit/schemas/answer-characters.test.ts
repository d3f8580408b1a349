// Nothing a visitor types can format or address staff: every one-line answer of
// every form and of the booking refuses control characters (a line break in a
// name would start a new line of staff's email, its subject and the webhook
// text); long answers keep their line breaks and tabs and refuse the rest; an
// email address is one mailbox. Each refusal carries the form's own message,
// read from content, and the rules are the ones the browser and the functions share.
import { describe, expect, it } from 'vitest'
import { bookingRequestSchema } from '../../../schemas/booking-request.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { contactFields, fieldSchema, onboardingFields, ONBOARDING_STEPS, stepAnswerSchema } from '../../../schemas/lead.ts'
import type { StringSchema } from '../../../schemas/answer-rules.ts'
import { booking } from '../../../src/generated/booking.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'

/** Each character, written where a visitor or a script could put it: inside the answer (trimming removes it at the ends). */
const NEVER = {
  'a NUL': '\0',
  'a vertical tab': '\v',
  'a carriage return': '\r',
  'an escape': '\x1b',
  'a DEL': '\x7f',
  'a C1 next line': '\x85',
  'a line separator': '\u2028',
  'a paragraph separator': '\u2029',
}
const NOT_ON_ONE_LINE = { ...NEVER, 'a line feed': '\n', 'a tab': '\t' }
const inside = (c: string) => `Acme${c}Ltd`

interface Answer {
  where: string
  schema: StringSchema
  lines: 'one' | 'many'
  message: string
  /** A phone takes a number, not any text (tests/unit/schemas/phone-format.test.ts). */
  number?: true
  /** A name takes a person's name, not any text (tests/unit/schemas/person-name.test.ts). */
  name?: true
}

/** Every text answer of every form, with the message content gives it. */
const ANSWERS: Answer[] = [
  ...contactFields(contactForm).flatMap((f): Answer[] =>
    f.kind === 'select' || f.kind === 'email'
      ? []
      : [
          {
            where: `contact ${f.name}`,
            schema: fieldSchema(f),
            lines: f.kind === 'textarea' ? 'many' : 'one',
            message: f.def.characters,
            ...(f.kind === 'tel' ? { number: true as const } : {}),
            ...(f.kind === 'name' ? { name: true as const } : {}),
          },
        ],
  ),
  ...ONBOARDING_STEPS.flatMap((s) =>
    onboardingFields(onboardingForm, s).flatMap((f): Answer[] =>
      f.kind === 'text' || f.kind === 'url' || f.kind === 'textarea'
        ? [
            {
              where: `onboarding ${s}.${f.name}`,
              schema: fieldSchema(f) as StringSchema,
              lines: f.kind === 'textarea' ? 'many' : 'one',
              message: f.def.characters,
            },
          ]
        : [],
    ),
  ),
  ...growthSessionForm.steps.flatMap((s): Answer[] =>
    s.type === 'text' || s.type === 'name' || s.type === 'url' || s.type === 'textarea'
      ? [
          {
            where: `growth session ${s.field}`,
            schema: stepAnswerSchema(growthSessionForm, s),
            lines: s.type === 'textarea' ? 'many' : 'one',
            message: s.type === 'textarea' ? growthSessionForm.messages.manyLines : growthSessionForm.messages.oneLine,
            ...(s.type === 'name' ? { name: true as const } : {}),
          },
        ]
      : [],
  ),
]

const firstMessage = (schema: StringSchema, value: string) => {
  const r = schema.safeParse(value)
  return r.success ? '(accepted)' : r.error.issues[0]?.message
}

describe('text answers', () => {
  it('cover one-line and long answers of all three forms', () => {
    expect(ANSWERS.filter((a) => a.lines === 'one').length).toBeGreaterThanOrEqual(6)
    expect(ANSWERS.filter((a) => a.lines === 'many').length).toBeGreaterThanOrEqual(6)
  })

  const oneLine = ANSWERS.filter((a) => a.lines === 'one')
  it.each(oneLine.flatMap((a) => Object.entries(NOT_ON_ONE_LINE).map(([what, c]) => [a.where, what, c, a] as const)))(
    "%s refuses %s, with the form's message",
    (_where, _what, c, a) => {
      expect(firstMessage(a.schema, inside(c))).toBe(a.message)
    },
  )

  const long = ANSWERS.filter((a) => a.lines === 'many')
  it.each(long.flatMap((a) => Object.entries(NEVER).map(([what, c]) => [a.where, what, c, a] as const)))(
    "%s refuses %s, with the form's message",
    (_where, _what, c, a) => {
      expect(firstMessage(a.schema, inside(c))).toBe(a.message)
    },
  )

  it.each(long.map((a) => [a.where, a] as const))('%s keeps its line breaks and tabs', (_where, a) => {
    expect(a.schema.safeParse('First line\n\tindented\nthird').success).toBe(true)
  })

  it.each(ANSWERS.filter((a) => !a.number && !a.name).map((a) => [a.where, a] as const))(
    '%s takes ordinary text, accents and emoji',
    (_where, a) => {
      expect(a.schema.safeParse('Café Müller & Søn — “best” 😀').success).toBe(true)
    },
  )
})

describe('email addresses', () => {
  const email = contactFields(contactForm).find((f) => f.kind === 'email')!
  const contactEmail = fieldSchema(email)
  const wizardStep = growthSessionForm.steps.find((s) => s.type === 'email')!
  const wizardEmail = stepAnswerSchema(growthSessionForm, wizardStep)
  const wizardMessage = wizardStep.error ?? growthSessionForm.messages.invalid

  const NOT_ONE_MAILBOX = [
    'a,b@x.co',
    'a@x.co,b@y.co',
    'a@x.co;b@y.co',
    'Name<x@y.co>z.co',
    'Boss <boss@harbourline.example>',
    '<x@y.co>',
    '"a b"@x.co',
    'a b@x.co',
    'a@x.co b@y.co',
    'a(comment)@x.co',
    'a\n@x.co',
    'a@x.co\r\nBcc: z@z.co',
    'a\0@x.co',
    'a@b@x.co',
    'a..b@x.co',
    '.a@x.co',
    'a@[127.0.0.1]',
  ]
  it.each(NOT_ONE_MAILBOX)('"%s" is refused with the form\'s own message', (typed) => {
    expect(firstMessage(contactEmail, typed)).toBe(email.def.invalid)
    expect(firstMessage(wizardEmail, typed)).toBe(wizardMessage)
  })

  it.each(['ana@acme.com.au', "o'brien+leads@acme.com.au", 'ana.muñoz@ejemplo.es', 'jo@müller.de', 'x_y-z@sub.acme.co'])(
    '"%s" is one mailbox, accepted',
    (typed) => {
      expect(contactEmail.safeParse(typed).success).toBe(true)
      expect(wizardEmail.safeParse(typed).success).toBe(true)
    },
  )

  it('an address without an extension still gets the domain message', () => {
    expect(firstMessage(contactEmail, 'ana@acme')).toBe(email.def.domain)
  })
})

describe('the booking request', () => {
  const schema = bookingRequestSchema(
    contactForm,
    bookingPages.book.details.fields.name,
    booking.meetingTypes.map((t) => t.id),
  )
  const body = (over: Record<string, unknown>) => ({
    requestId: '7b0f4a5c-2d3e-4f60-8a9b-0c1d2e3f4a5b',
    type: booking.meetingTypes[0]!.id,
    start: '2026-12-03T10:00:00+11:00',
    name: 'Ana Nguyen',
    email: 'ana@acme.com.au',
    phone: '0412 345 678',
    ...over,
  })
  const errorOf = (over: Record<string, unknown>) => {
    const r = schema.safeParse(body(over))
    return r.success ? undefined : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it("refuses a line break in the name or the phone, and a list for the email, with the contact form's messages", () => {
    expect(errorOf({ name: 'Ana\nBcc: everyone' })).toEqual({ name: contactForm.fields.firstName.characters })
    expect(errorOf({ phone: '0412\u2028345' })).toEqual({ phone: contactForm.fields.phone.characters })
    expect(errorOf({ email: 'a,b@x.co' })).toEqual({ email: contactForm.fields.email.invalid })
  })

  it('keeps line breaks in the notes and refuses other controls there', () => {
    expect(errorOf({ notes: 'Two things:\n- one\n- two' })).toBeUndefined()
    expect(errorOf({ notes: 'one\0two' })).toEqual({ notes: contactForm.fields.challenges.characters })
  })
})
