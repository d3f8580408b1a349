// Where a booked call happens and how long it is, everywhere the prospect
// reads it: the confirmation and the manage page (MeetingPlace.tsx, in the
// section's words), the Google and Outlook links (location), the calendar file
// (LOCATION, URL, DESCRIPTION); a phone meeting type makes the phone required
// with booking.yaml's message; the booking request carries the browser's zone.
import ICAL from 'ical.js'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { bookingCalendar, placeText } from '../../../netlify/lib/booking/messages/booking-calendar.ts'
import { bookingRequestSchema } from '../../../schemas/booking-request.ts'
import { bookingPages } from '../../../src/generated/booking-pages.ts'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { MeetingTypeSchema } from '../../../schemas/booking-settings.ts'
import { googleCalendarUrl } from '../../../src/booking/calendar-links.ts'
import { bookingRequest } from '../../../src/booking/details.ts'
import { MeetingPlace, placeLocation } from '../../../src/booking/MeetingPlace.tsx'
import { contactForm } from '../../../src/generated/forms.ts'
import { pages } from '../../../src/generated/pages.ts'
import { site } from '../../../src/generated/site.ts'

const sections = pages.flatMap((p) => p.sections)
const confirmations = sections.flatMap((s) => (s.type === 'booking' ? [s.confirmation.place] : []))
const manage = sections.flatMap((s) => (s.type === 'booking-manage' ? [s.place] : []))
const copy = confirmations[0]!
const video = { kind: 'video', url: 'https://meet.jit.si/harbourline4k2j9x0q7m1v5b8n3c6z' } as const
const phone = { kind: 'phone', number: '+61412555111' } as const
const PHONE_REQUIRED = 'Please enter the number we should call you on'
const phoneType = MeetingTypeSchema.parse({
  id: 'phone-call',
  name: 'Phone call',
  durationMinutes: 15,
  stepMinutes: 15,
  page: '/schedule',
  location: { kind: 'phone', phoneRequired: PHONE_REQUIRED },
  hosts: ['some-host'],
})

const render = (props: Parameters<typeof MeetingPlace>[0]) => renderToStaticMarkup(createElement(MeetingPlace, props))

describe('the place on the confirmation and the manage page', () => {
  it('both schedule pages and the manage page have the words for it', () => {
    expect(confirmations).toHaveLength(2)
    expect(manage).toHaveLength(1)
  })

  it('a video call shows its join link and the length', () => {
    const html = render({ copy, place: video, durationMinutes: 30, newTab: site.labels.newTab })
    expect(html).toContain(`href="${video.url}"`)
    expect(html).toContain(copy.join)
    expect(html).toContain(copy.minutes.replace('{minutes}', '30'))
  })

  it('a phone call says we call them on their number', () => {
    const html = render({ copy: manage[0]!, place: phone, durationMinutes: 15, newTab: site.labels.newTab })
    expect(html).toContain(manage[0]!.phone.replace('{phone}', phone.number))
    expect(html).not.toContain('<a ')
  })

  it('the Google and Outlook links carry the location', () => {
    const location = placeLocation(copy, video)!
    const url = new URL(
      googleCalendarUrl({ title: 't', details: 'd', start: '2026-12-01T09:00:00+11:00', end: '2026-12-01T09:30:00+11:00', location }),
    )
    expect(url.searchParams.get('location')).toBe(video.url)
    expect(placeLocation(copy, phone)).toBe(copy.phone.replace('{phone}', phone.number))
  })
})

describe('a phone meeting type', () => {
  const schema = bookingRequestSchema(contactForm, bookingPages.book.details.fields.name, ['strategy-call', 'phone-call'], {
    'phone-call': PHONE_REQUIRED,
  })
  const body = { requestId: crypto.randomUUID(), start: '2026-12-03T10:00:00+11:00', name: 'Ana Nguyen', email: 'ana@acme.com.au' }

  it('needs the phone, with the message from booking.yaml; other types do not', () => {
    const refused = schema.safeParse({ ...body, type: 'phone-call' })
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', PHONE_REQUIRED]])
    expect(schema.safeParse({ ...body, type: 'phone-call', phone: '0412 555 111' }).success).toBe(true)
    expect(schema.safeParse({ ...body, type: 'strategy-call' }).success).toBe(true)
  })

  it('cannot be written without that message', () => {
    expect(() => MeetingTypeSchema.parse({ ...phoneType, location: { kind: 'phone' } })).toThrow(/needs the phone/)
  })

  it('its calendar event says we call them, and links to the manage page', () => {
    const b = {
      bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      revision: 1,
      type: 'phone-call',
      start: '2026-12-02T23:00:00.000Z',
      end: '2026-12-02T23:15:00.000Z',
      name: 'Ana Nguyen',
      email: 'ana@acme.com.au',
      phone: '+61412555111',
      status: 'confirmed',
      createdAt: '2026-12-01T20:00:00.000Z',
      updatedAt: '2026-12-01T20:00:00.000Z',
    } as StoredBooking
    const manageUrl = 'https://harbourline.example/booking/manage/?token=x'
    const vevent = new ICAL.Component(
      ICAL.parse(bookingCalendar({ booking: b, type: phoneType, manageUrl, method: 'REQUEST' })),
    ).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('location')).toBe(placeText(phone))
    expect(vevent.getFirstPropertyValue('url')).toBe(manageUrl)
    expect(vevent.getFirstPropertyValue('description')).toContain(placeText(phone))
    expect(vevent.getFirstPropertyValue('description')).toContain(manageUrl)
  })
})

it("the booking request carries the browser's time zone", () => {
  const details = { name: 'Jane', email: 'jane@example.com.au', phone: '', notes: '' }
  expect(bookingRequest({ requestId: 'r', type: 't', start: 's', details, timeZone: 'Europe/London' })).toMatchObject({
    timeZone: 'Europe/London',
  })
})
