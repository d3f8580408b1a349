// "Add to calendar" links (src/booking/calendar-links.ts): the exact addresses
// Google Calendar and Outlook read, in UTC, with every text encoded.
import { describe, expect, it } from 'vitest'
import { compactUtc, googleCalendarUrl, isoUtc, outlookCalendarUrl, type CalendarEvent } from '../../../src/booking/calendar-links.ts'

const event: CalendarEvent = {
  title: 'Growth strategy session with Harbourline Digital',
  details: 'To move or cancel it: https://harbourline.example/booking/manage/?token=a.b&c=1',
  start: '2026-12-01T09:00:00+11:00',
  end: '2026-12-01T09:30:00+11:00',
}

describe('calendar links', () => {
  it('writes instants in UTC, as each service expects them', () => {
    expect(compactUtc('2026-12-01T09:00:00+11:00')).toBe('20261130T220000Z')
    expect(compactUtc('2026-06-02T09:00:00+10:00')).toBe('20260601T230000Z')
    expect(isoUtc('2026-12-01T09:30:00+11:00')).toBe('2026-11-30T22:30:00Z')
    expect(() => compactUtc('next Tuesday')).toThrow('not a date-time: next Tuesday')
  })

  it('Google Calendar: the TEMPLATE action with title, UTC dates and details', () => {
    const url = new URL(googleCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20261130T220000Z/20261130T223000Z',
      details: event.details,
    })
    // The manage link's own query survives: "&" and "=" are encoded, not read as parameters.
    expect(googleCalendarUrl(event)).toContain(
      'details=To%20move%20or%20cancel%20it%3A%20https%3A%2F%2Fharbourline.example%2Fbooking%2Fmanage%2F%3Ftoken%3Da.b%26c%3D1',
    )
  })

  it('Outlook.com and Microsoft 365: the compose deeplink with UTC times and no milliseconds', () => {
    const live = new URL(outlookCalendarUrl(event))
    expect(live.origin + live.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose')
    expect(Object.fromEntries(live.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      startdt: '2026-11-30T22:00:00Z',
      enddt: '2026-11-30T22:30:00Z',
      subject: event.title,
      body: event.details,
    })
    const office = new URL(outlookCalendarUrl({ ...event, location: 'Video call' }, 'office'))
    expect(office.origin).toBe('https://outlook.office.com')
    expect(office.searchParams.get('location')).toBe('Video call')
  })
})
