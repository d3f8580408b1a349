// A host's CalDAV calendar through tsdav: the busy times over a range (a
// calendar-query, so the server sends only the events that touch it) and the
// booking's own event, written on book and move and removed on cancel. The
// calendar URL is the collection; an event lives at <collection><uid>.ics.
import { createCalendarObject, deleteCalendarObject, fetchCalendarObjects, updateCalendarObject } from 'tsdav'
import type { BusyRange } from './busy-blocks.ts'
import { redact, type CalendarSource } from './source.ts'

export type CalDavSource = Extract<CalendarSource, { kind: 'caldav' }>

/** How long a write to a host's calendar may take before the booking goes on without it. */
const WRITE_TIMEOUT_MS = 8000

const authorization = (s: CalDavSource) => `Basic ${Buffer.from(`${s.username}:${s.password}`).toString('base64')}`

class CalendarHttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(text)
  }
}

/**
 * tsdav's davRequest returns a failed answer as one more entry of the
 * response list, not as an error: its calendar query checks for that (except
 * a bare 404 in a multistatus, which it reads as no events), its multiget does
 * not. A calendar that cannot be read must never read as an empty one, a host
 * free all week: this fetch makes every failed answer an error, wherever it
 * comes.
 */
const strictDavFetch =
  (source: CalDavSource): typeof fetch =>
  async (input, init) => {
    const res = await fetch(input, init)
    if (res.ok) return res
    await res.body?.cancel().catch(() => {})
    throw new CalendarHttpError(res.status, redact(`The CalDAV server answered ${res.status} ${res.statusText}`.trim(), source))
  }

const calendarOf = (s: CalDavSource) => ({ url: s.url })

/** The iCalendar text of every event of the calendar that touches `range`. */
export async function caldavObjects(source: CalDavSource, range: BusyRange, timeoutMs: number): Promise<string[]> {
  const objects = await fetchCalendarObjects({
    calendar: calendarOf(source),
    timeRange: { start: range.from.toISOString(), end: range.to.toISOString() },
    headers: { authorization: authorization(source) },
    fetchOptions: { signal: AbortSignal.timeout(timeoutMs) },
    fetch: strictDavFetch(source),
  })
  return objects.map((o) => (typeof o.data === 'string' ? o.data : '')).filter(Boolean)
}

/** Where the event of `uid` lives in the calendar (a uid is ours: a booking id, safe in a path). */
export const objectUrl = (source: CalDavSource, uid: string) => new URL(`${encodeURIComponent(uid)}.ics`, source.url).href
const filename = (uid: string) => `${encodeURIComponent(uid)}.ics`

async function answered(res: Response, what: string, source: CalDavSource, ok: (status: number) => boolean): Promise<number> {
  await res.body?.cancel().catch(() => {})
  if (ok(res.status)) return res.status
  throw new CalendarHttpError(res.status, redact(`${what}: the CalDAV server answered ${res.status} ${res.statusText}`.trim(), source))
}

/**
 * Writes the event `uid` (a booking, as made or moved) into the host's
 * calendar: created when new, replaced when it is there (a move). Either way
 * one object per booking, so a retried write never doubles it. A feed (ics)
 * cannot be written: false, nothing done.
 */
export async function putEvent(source: CalendarSource, uid: string, icsText: string, timeoutMs = WRITE_TIMEOUT_MS): Promise<boolean> {
  if (source.kind !== 'caldav') return false
  const common = { headers: { authorization: authorization(source) }, fetchOptions: { signal: AbortSignal.timeout(timeoutMs) } }
  const created = await createCalendarObject({ calendar: calendarOf(source), filename: filename(uid), iCalString: icsText, ...common })
  // 412: an object is there already (If-None-Match: *), the booking was moved: replace it.
  if ((await answered(created, 'Writing the event', source, (s) => s < 300 || s === 412)) !== 412) return true
  const updated = await updateCalendarObject({ calendarObject: { url: objectUrl(source, uid), data: icsText }, ...common })
  await answered(updated, 'Updating the event', source, (s) => s < 300)
  return true
}

/** Removes the event `uid` (a cancelled booking); one that is not there any more is removed already. False for a feed. */
export async function deleteEvent(source: CalendarSource, uid: string, timeoutMs = WRITE_TIMEOUT_MS): Promise<boolean> {
  if (source.kind !== 'caldav') return false
  const res = await deleteCalendarObject({
    calendarObject: { url: objectUrl(source, uid) },
    headers: { authorization: authorization(source) },
    fetchOptions: { signal: AbortSignal.timeout(timeoutMs) },
  })
  await answered(res, 'Removing the event', source, (s) => s < 300 || s === 404 || s === 410)
  return true
}
