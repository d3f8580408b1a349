// Reading one host's calendar, wherever it is: an iCalendar feed fetched with a
// timeout, or a CalDAV calendar queried over the range. Either way the text is
// read by busyBlocks (ical.js), and a failure is an error whose message never
// holds the address or the password.
import { booking } from '../../../src/generated/booking.ts'
import { busyBlocks, mergeBlocks, type BusyBlock, type BusyRange } from './busy-blocks.ts'
import { caldavObjects } from './caldav.ts'
import { redact, type CalendarSource } from './source.ts'

interface ReadOptions {
  /** The whole read, connection to last byte. */
  timeoutMs: number
  /** Where the host is: their all-day events and floating times are read in it (default: the office's zone). */
  timeZone?: string
}

/** A feed larger than this is refused rather than read into a function's memory. */
const MAX_FEED_BYTES = 20 * 1024 * 1024

async function fetchFeed(url: string, timeoutMs: number): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/calendar' }, redirect: 'follow' })
  if (!res.ok) {
    await res.body?.cancel().catch(() => {})
    throw new Error(`The calendar feed answered ${res.status} ${res.statusText}`.trim())
  }
  if (Number(res.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
    await res.body?.cancel().catch(() => {})
    throw new Error(`The calendar feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`)
  }
  return res.text()
}

/** Why a read failed, in words staff can act on, without the source's secrets. */
function readFailure(e: unknown, source: CalendarSource): string {
  const err = e as Error & { cause?: { code?: string; message?: string } }
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'The calendar did not answer in time'
  const cause = err?.cause?.code ?? err?.cause?.message
  const text = `${err?.message ?? String(e)}${cause ? ` (${cause})` : ''}`
  return redact(text, source)
}

/** The host's busy blocks within `range`. Throws an Error whose message is safe to store and show (readFailure). */
export async function readCalendar(source: CalendarSource, range: BusyRange, options: ReadOptions): Promise<BusyBlock[]> {
  const zone = options.timeZone ?? booking.timezone
  try {
    if (source.kind === 'ics') return busyBlocks(await fetchFeed(source.url, options.timeoutMs), range, zone)
    const objects = await caldavObjects(source, range, options.timeoutMs)
    return mergeBlocks(objects.flatMap((text) => busyBlocks(text, range, zone)))
  } catch (e) {
    throw new Error(readFailure(e, source), { cause: e })
  }
}
