// Where a host's calendar is: BOOKING_CALENDAR_<HOST> in the environment, never
// content or the repository, because the address itself is the secret (a
// Google "secret address in iCal format", an Outlook published link) or holds
// one (a CalDAV password). Two kinds:
//   https://… (or webcal://…)                  an iCalendar feed, read with GET
//   caldav+https://user:password@server/path/  a CalDAV calendar collection, read and written with tsdav
// Plain http is for this machine only (a local radicale, a test server): on
// Netlify it is refused, as the password or the secret address would cross the
// network in clear.
import { isOnNetlify } from '../runtime.ts'

type Env = Record<string, string | undefined>

export type CalendarSource = { kind: 'ics'; url: string } | { kind: 'caldav'; url: string; username: string; password: string }
export type CalendarKind = CalendarSource['kind']

const ENV_PREFIX = 'BOOKING_CALENDAR_'

/** The variable that holds a host's calendar: olivia-hartley -> BOOKING_CALENDAR_OLIVIA_HARTLEY. */
export const calendarVariable = (hostId: string) => `${ENV_PREFIX}${hostId.toUpperCase().replace(/-/g, '_')}`

/** The host ids the environment names a calendar for (BOOKING_CALENDAR_OLIVIA_HARTLEY -> olivia-hartley). */
export const hostIdsInEnv = (env: Env): string[] =>
  Object.keys(env)
    .filter((k) => k.startsWith(ENV_PREFIX) && k.length > ENV_PREFIX.length && env[k])
    .map((k) => k.slice(ENV_PREFIX.length).toLowerCase().replace(/_/g, '-'))
    .sort()

/** A calendar variable that cannot be used, with what to do about it. */
class CalendarSourceError extends Error {}

/**
 * The host's calendar, or null when the host has none (they are then free
 * inside their hours). Throws CalendarSourceError for a value that cannot be
 * used; its message names the variable, never the value.
 */
export function calendarSourceOf(hostId: string, env: Env = process.env): CalendarSource | null {
  const name = calendarVariable(hostId)
  const raw = env[name]?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new CalendarSourceError(
      `${name} is not a URL: use the calendar's https:// iCal address or caldav+https://user:password@server/path/.`,
    )
  }
  const scheme = url.protocol.slice(0, -1)
  const secure = scheme === 'https' || scheme === 'webcal' || scheme === 'caldav+https'
  if (!secure && (scheme === 'http' || scheme === 'caldav+http') && isOnNetlify(env))
    throw new CalendarSourceError(
      `${name} uses ${scheme}://, which would send the calendar's secret in clear: on Netlify only https:// (or caldav+https://) is accepted.`,
    )
  if (scheme === 'https' || scheme === 'http' || scheme === 'webcal') {
    // webcal:// is how calendar apps spell "subscribe to this https feed".
    return { kind: 'ics', url: scheme === 'webcal' ? new URL(`https:${url.href.slice('webcal:'.length)}`).href : url.href }
  }
  if (scheme === 'caldav+https' || scheme === 'caldav+http') {
    const username = decodeURIComponent(url.username)
    const password = decodeURIComponent(url.password)
    if (!username || !password)
      throw new CalendarSourceError(`${name} has no user name or password: use ${scheme}://user:password@server/path/.`)
    const plain = new URL(`${scheme.slice('caldav+'.length)}://${url.host}${url.pathname}${url.search}`)
    // A calendar collection is a folder: object URLs are made by appending to it.
    if (!plain.pathname.endsWith('/')) plain.pathname += '/'
    return { kind: 'caldav', url: plain.href, username, password }
  }
  throw new CalendarSourceError(`${name} starts with ${scheme}://: use https://, webcal:// or caldav+https://.`)
}

/**
 * The source as staff may see it: a feed's address is its secret, so only its
 * server shows; a CalDAV calendar shows its server, path and user, not the password.
 */
export function describeSource(source: CalendarSource): string {
  const url = new URL(source.url)
  if (source.kind === 'ics') return `${url.protocol}//${url.host}/…`
  return `caldav+${url.protocol}//${encodeURIComponent(source.username)}:***@${url.host}${url.pathname}`
}

/** An error's text with the source's secrets blanked out (a library may quote the URL it fetched). */
export function redact(text: string, source: CalendarSource): string {
  const secrets = [source.url, source.kind === 'caldav' ? source.password : '', new URL(source.url).pathname]
  let out = text
  for (const s of secrets.filter((s) => s.length > 1)) out = out.split(s).join('…')
  return out
}
