// "Add to calendar" links for a booked meeting: Google Calendar and Outlook
// (Outlook.com and Microsoft 365) open their own "new event" page with the
// meeting filled in. Times go in UTC, so no calendar has to guess a zone.
// Neither service documents these addresses; they are the ones both have
// answered for years (Google's /calendar/render TEMPLATE action, Outlook's
// deeplink/compose with rru=addevent).

export interface CalendarEvent {
  title: string
  details: string
  /** ISO 8601 instants (any offset). */
  start: string
  end: string
  location?: string
}

const valid = (iso: string) => {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new Error(`not a date-time: ${iso}`)
  return new Date(ms)
}

/** 2026-12-01T09:00:00+11:00 -> 20261130T220000Z (iCalendar's UTC form, as Google reads it). */
export const compactUtc = (iso: string) =>
  valid(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** 2026-12-01T09:00:00+11:00 -> 2026-11-30T22:00:00Z (no milliseconds: Outlook refuses them). */
export const isoUtc = (iso: string) =>
  valid(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')

const query = (params: [string, string | undefined][]) =>
  params
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v!)}`)
    .join('&')

export function googleCalendarUrl(e: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', e.title],
    ['dates', `${compactUtc(e.start)}/${compactUtc(e.end)}`],
    ['details', e.details],
    ['location', e.location],
  ])}`
}

/** `live` is Outlook.com (personal accounts), `office` Outlook on Microsoft 365 (work and school accounts). */
export function outlookCalendarUrl(e: CalendarEvent, host: 'live' | 'office' = 'live'): string {
  return `https://outlook.${host === 'live' ? 'live' : 'office'}.com/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['startdt', isoUtc(e.start)],
    ['enddt', isoUtc(e.end)],
    ['subject', e.title],
    ['body', e.details],
    ['location', e.location],
  ])}`
}
