// The booking island's pure logic (src/booking/): slots grouped into the days
// of a zone, times in two zones across Melbourne's daylight-saving change,
// arrow keys in the day list, copy tokens, how each API answer is read, and
// the visitor's details checked with the forms' own rules and messages.
import { describe, expect, it } from 'vitest'
import { classify, isAvailability, isBooked, isBookingRecord } from '../../../src/booking/api.ts'
import { fill, fillCount } from '../../../src/booking/copy.ts'
import { bookingRequest, checkDetail, checkDetails, emptyDetails } from '../../../src/booking/details.ts'
import {
  dayLabel,
  inBothZones,
  officeTimeBeside,
  sameWallTime,
  timeLabel,
  whenLabel,
  zonedDate,
  zoneName,
} from '../../../schemas/office-time.ts'
import { columnsOf, rovingTarget } from '../../../src/booking/roving.ts'
import { groupSlotsByDay, type Slot } from '../../../src/booking/slot-days.ts'
import { bookingRequestSchema } from '../../../schemas/booking-request.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import { booking } from '../../../src/generated/booking.ts'
import { contactForm } from '../../../src/generated/forms.ts'
import { pages } from '../../../src/generated/pages.ts'

const MEL = 'Australia/Melbourne'
const slot = (start: string, minutes = 30): Slot => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() })

describe('slots grouped into days', () => {
  // Tue 1 Dec and Wed 2 Dec in Melbourne (AEDT, +11), at opening and at the last start.
  const slots = [
    slot('2026-12-02T09:00:00+11:00'),
    slot('2026-12-01T17:30:00+11:00'),
    slot('2026-12-01T09:00:00+11:00'),
    { start: 'soon', end: 'later' },
  ]

  it('groups by the office day, in start order, dropping unreadable starts', () => {
    expect(groupSlotsByDay(slots, MEL).map((d) => [d.date, d.slots.map((s) => s.start)])).toEqual([
      ['2026-12-01', ['2026-12-01T09:00:00+11:00', '2026-12-01T17:30:00+11:00']],
      ['2026-12-02', ['2026-12-02T09:00:00+11:00']],
    ])
  })

  it("groups by the visitor's day: London sees Melbourne mornings the evening before", () => {
    expect(groupSlotsByDay(slots, 'Europe/London').map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-11-30', 1], // 9:00 am Tue in Melbourne is 10:00 pm Mon in London
      ['2026-12-01', 2], // 5:30 pm Tue is 6:30 am Tue; 9:00 am Wed is 10:00 pm Tue
    ])
    expect(groupSlotsByDay(slots, 'America/Los_Angeles').map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01'])
  })

  it('knows the date on each side of the daylight-saving change', () => {
    // Melbourne moves to AEDT at 2:00 am on Sunday 4 October 2026.
    expect(zonedDate(new Date('2026-10-02T23:30:00Z'), MEL)).toBe('2026-10-03')
    expect(zonedDate(new Date('2026-10-04T13:59:00Z'), MEL)).toBe('2026-10-05')
    expect(zonedDate(new Date('2026-10-04T13:59:00Z'), 'UTC')).toBe('2026-10-04')
  })
})

describe('times in two zones', () => {
  const at = new Date('2026-12-01T09:00:00+11:00')

  it('reads "Tue 1 Dec, 9:00 am AEDT" in the office zone, with the zone named', () => {
    expect(whenLabel(at, MEL, 'en-AU')).toBe('Tue 1 Dec, 9:00 am AEDT')
    expect(dayLabel('2026-12-01', 'en-AU', 'long')).toBe('Tuesday 1 December')
    expect(zoneName(at, MEL, 'en-AU', 'long')).toBe('Australian Eastern Daylight Time')
    expect(whenLabel(at, 'Europe/London', 'en-AU')).toBe('Mon 30 Nov, 10:00 pm GMT')
    // A zone the locale has no abbreviation for is named by its offset.
    expect(whenLabel(at, 'America/Los_Angeles', 'en-AU')).toBe('Mon 30 Nov, 2:00 pm GMT-8')
  })

  it('names AEST before the daylight-saving change and AEDT after it', () => {
    expect(whenLabel(new Date('2026-10-02T09:00:00+10:00'), MEL, 'en-AU')).toBe('Fri 2 Oct, 9:00 am AEST')
    expect(whenLabel(new Date('2026-10-05T09:00:00+11:00'), MEL, 'en-AU')).toBe('Mon 5 Oct, 9:00 am AEDT')
    // Brisbane keeps AEST: an hour behind Melbourne in summer only.
    expect(timeLabel(new Date('2026-10-05T09:00:00+11:00'), 'Australia/Brisbane', 'en-AU')).toBe('8:00 am')
    expect(timeLabel(new Date('2026-10-02T09:00:00+10:00'), 'Australia/Brisbane', 'en-AU')).toBe('9:00 am')
  })

  it('shows office time beside a visitor time only when the wall clocks differ', () => {
    expect(sameWallTime(at, 'Australia/Sydney', MEL)).toBe(true)
    expect(officeTimeBeside(at, 'Australia/Sydney', MEL, 'en-AU')).toBeNull()
    expect(officeTimeBeside(new Date('2026-06-02T09:00:00+10:00'), 'Australia/Brisbane', MEL, 'en-AU')).toBeNull()
    expect(officeTimeBeside(at, 'Australia/Brisbane', MEL, 'en-AU')).toEqual({ time: '9:00 am', zone: 'AEDT' })
    // Another day in the office: its weekday comes first.
    expect(officeTimeBeside(at, 'Europe/London', MEL, 'en-AU')).toEqual({ time: 'Tue 9:00 am', zone: 'AEDT' })
  })

  it('a booked time in both zones, the office line only when it differs', () => {
    expect(inBothZones(at, 'Europe/London', MEL, 'en-AU')).toEqual({
      visitor: 'Mon 30 Nov, 10:00 pm GMT',
      office: 'Tue 1 Dec, 9:00 am AEDT',
    })
    expect(inBothZones(at, MEL, MEL, 'en-AU')).toEqual({ visitor: 'Tue 1 Dec, 9:00 am AEDT', office: null })
  })
})

describe('arrow keys in the day list (roving tabindex)', () => {
  // 15 days in rows of 4: 0-3, 4-7, 8-11, 12-14.
  const move = (key: string, from: number) => rovingTarget(key, from, 15, 4)

  it('Left and Right step one, stopping at the ends', () => {
    expect(move('ArrowRight', 0)).toBe(1)
    expect(move('ArrowRight', 14)).toBeNull()
    expect(move('ArrowLeft', 4)).toBe(3)
    expect(move('ArrowLeft', 0)).toBeNull()
  })

  it('Up and Down step a row; Down into a short last row lands on its last day', () => {
    expect(move('ArrowDown', 1)).toBe(5)
    expect(move('ArrowUp', 5)).toBe(1)
    expect(move('ArrowUp', 2)).toBeNull()
    expect(move('ArrowDown', 11)).toBe(14)
    expect(move('ArrowDown', 13)).toBeNull()
  })

  it('Home and End; other keys are not ours', () => {
    expect(move('Home', 9)).toBe(0)
    expect(move('End', 9)).toBe(14)
    expect(move('Home', 0)).toBeNull()
    expect(move('Tab', 3)).toBeNull()
    expect(rovingTarget('ArrowRight', 0, 0, 4)).toBeNull()
  })

  it('counts the columns from the layout', () => {
    expect(columnsOf([{ offsetTop: 10 }, { offsetTop: 10 }, { offsetTop: 10 }, { offsetTop: 90 }])).toBe(3)
    expect(columnsOf([])).toBe(1)
  })
})

describe('copy tokens', () => {
  it('fills its tokens, never shows one without a value, picks one or other by count', () => {
    expect(fill('Times on {day}', { day: 'Tuesday 1 December' })).toBe('Times on Tuesday 1 December')
    // Checked content cannot get here (the schema allows only the tokens each call fills): loud, not "{name}" on the page.
    expect(() => fill('Hello {name}', {})).toThrow(/unknown token \{name\}/)
    const announce = { one: '1 time on {day}', other: '{count} times on {day}' }
    expect(fillCount(announce, 1, { day: 'Tue' })).toBe('1 time on Tue')
    expect(fillCount(announce, 6, { day: 'Tue' })).toBe('6 times on Tue')
  })
})

describe('API answers', () => {
  const booked = {
    bookingId: 'b1',
    start: '2026-12-01T09:00:00+11:00',
    end: '2026-12-01T09:30:00+11:00',
    manageUrl: '/booking/manage/?token=t',
    icsUrl: '/api/booking/ics?token=t',
  }

  it('201 with a booking is booked; a 2xx the page cannot read is a failure', () => {
    expect(classify(201, booked, isBooked)).toEqual({ kind: 'ok', data: booked })
    expect(classify(201, { bookingId: 'b1' }, isBooked)).toEqual({ kind: 'failed', status: 201, message: undefined })
  })

  it('409 is "taken", with the next free slots (malformed entries dropped) and the server\'s message', () => {
    const next = [{ start: '2026-12-01T09:30:00+11:00', end: '2026-12-01T10:00:00+11:00' }]
    expect(classify(409, { error: 'slot-taken', message: 'Just booked.', nextSlots: [...next, { start: 3 }] }, isBooked)).toEqual({
      kind: 'taken',
      message: 'Just booked.',
      nextSlots: next,
    })
    expect(classify(409, {}, isBooked)).toEqual({ kind: 'taken', message: undefined, nextSlots: [] })
  })

  it("422 without field errors, or with only the start's, is not a slot; 400 or 422 with field errors are the details refused", () => {
    expect(classify(422, { success: false, error: 'Outside opening hours.' }, isBooked)).toEqual({
      kind: 'not-a-slot',
      message: 'Outside opening hours.',
    })
    const refused = { success: false, error: 'Please check the form.', fieldErrors: { email: 'Invalid email format' } }
    expect(classify(422, refused, isBooked)).toEqual({
      kind: 'invalid',
      message: 'Please check the form.',
      fieldErrors: { email: 'Invalid email format' },
    })
    expect(classify(400, refused, isBooked).kind).toBe('invalid')
    // The API's answer for a time that is not a slot names the start among its field errors: still not a slot.
    const past = 'That time has already passed. Please choose one of the times offered.'
    expect(classify(422, { success: false, error: past, code: 'past', fieldErrors: { start: past } }, isBooked)).toEqual({
      kind: 'not-a-slot',
      message: past,
    })
    expect(classify(400, { success: false, error: 'Bad request: the body is not valid JSON.' }, isBooked).kind).toBe('failed')
  })

  it('403 is a link that is not valid; anything else is a failure', () => {
    expect(classify(403, { success: false, error: 'Invalid link.' }, isBookingRecord)).toEqual({
      kind: 'forbidden',
      message: 'Invalid link.',
    })
    expect(classify(500, undefined, isBookingRecord)).toEqual({ kind: 'failed', status: 500, message: undefined })
    expect(classify(503, { error: 'Try later' }, isBookingRecord).kind).toBe('failed')
  })

  it('reads availability and a booking record by their shape', () => {
    expect(isAvailability({ timezone: MEL, slots: [] })).toBe(true)
    expect(isAvailability({ slots: [] })).toBe(false)
    expect(isBookingRecord({ type: 'strategy-call', name: 'Jane', start: 'a', end: 'b', status: 'confirmed', timezone: MEL })).toBe(true)
    expect(isBookingRecord({ type: 'strategy-call', name: 'Jane', start: 'a', end: 'b', timezone: MEL })).toBe(false)
  })
})

describe("the visitor's details", () => {
  const bookingSections = pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'booking' ? [{ route: p.route, s }] : [])))

  it("each meeting type's page books, with the contact form's email messages", () => {
    expect(bookingSections.map((b) => b.route).sort()).toEqual(booking.meetingTypes.map((t) => t.page).sort())
    for (const { s } of bookingSections) {
      const { required, invalid, domain } = s.details.fields.email
      expect({ required, invalid, domain }).toEqual({
        required: contactForm.fields.email.required,
        invalid: contactForm.fields.email.invalid,
        domain: contactForm.fields.email.domain,
      })
    }
  })

  const fields = bookingSections[0]!.s.details.fields

  it("checks each field with the forms' rules: required, email shape and domain, lengths", () => {
    expect(checkDetail(fields, 'name', '  ')).toBe(fields.name.required)
    expect(checkDetail(fields, 'email', '')).toBe(fields.email.required)
    expect(checkDetail(fields, 'email', 'jane')).toBe(fields.email.invalid)
    expect(checkDetail(fields, 'email', 'jane@company')).toBe(contactForm.fields.email.domain)
    expect(checkDetail(fields, 'phone', '')).toBeUndefined()
    expect(checkDetail(fields, 'phone', '0'.repeat(fields.phone.maxLength + 1))).toBe(
      `Please keep this under ${fields.phone.maxLength} characters`,
    )
    expect(checkDetail(fields, 'notes', '')).toBeUndefined()
  })

  it('all at once: the trimmed values, or the first problem of each field', () => {
    expect(checkDetails(fields, { ...emptyDetails(), name: ' Jane ', email: 'jane@example.com.au ' })).toEqual({
      ok: true,
      values: { name: 'Jane', email: 'jane@example.com.au', phone: '', notes: '' },
    })
    expect(checkDetails(fields, { ...emptyDetails(), email: 'jane' })).toEqual({
      ok: false,
      errors: { name: fields.name.required, email: fields.email.invalid },
    })
  })

  // The API (schemas/booking-request.ts) is strict and checks the name with the contact form's rule: the browser
  // must never send a field it does not know, nor let through a value it would refuse.
  it("what the browser lets through, the API accepts, at every field's longest", () => {
    const api = bookingRequestSchema(
      contactForm,
      bookingPages.book.details.fields.name,
      booking.meetingTypes.map((t) => t.id),
    )
    for (const { s } of bookingSections) {
      const f = s.details.fields
      const details = {
        name: 'N'.repeat(f.name.maxLength),
        email: `${'e'.repeat(f.email.maxLength - '@example.com.au'.length)}@example.com.au`,
        // A callable number, spaced out to the field's longest.
        phone: `0412${' '.repeat(f.phone.maxLength - 10)}555111`,
        notes: 'n'.repeat(f.notes.maxLength),
      }
      const checked = checkDetails(f, details)
      expect(checked.ok).toBe(true)
      const request = bookingRequest({
        requestId: '6f1c1c1e-8a3b-4c55-9d1e-2f3a4b5c6d7e',
        type: s.meetingType,
        start: '2026-12-01T09:00:00+11:00',
        details: checked.ok ? checked.values : details,
        leadId: '0b8e7c9a-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
      })
      expect(api.safeParse(request).error?.issues ?? []).toEqual([])
    }
  })

  it('the request leaves out empty optional details and a missing lead id', () => {
    const details = { name: 'Jane', email: 'jane@example.com.au', phone: '', notes: '' }
    expect(bookingRequest({ requestId: 'r', type: 'strategy-call', start: 's', details })).toEqual({
      requestId: 'r',
      type: 'strategy-call',
      start: 's',
      name: 'Jane',
      email: 'jane@example.com.au',
    })
    expect(
      bookingRequest({ requestId: 'r', type: 't', start: 's', details: { ...details, phone: '0412', notes: 'Hi' }, leadId: 'l' }),
    ).toMatchObject({
      phone: '0412',
      notes: 'Hi',
      leadId: 'l',
    })
  })
})
