// The slot engine: which start times of a meeting type are free, from the
// booking settings (content/booking.yaml), the clock and the bookings already
// made. Plain functions over plain data, no I/O: the availability and booking
// functions pass in `now` and the active bookings, so every rule is tested in
// tests/unit/booking/booking-slots.test.ts, daylight-saving changes included.
//
// A time is offered when at least one host of the type is free then: every
// rule below is applied per host (hosts.ts gives each host's hours and time
// off), and the answers are joined. The rules, each applied where it is written below:
// - a meeting lies inside one opening interval of the host's office day (their own
//   hours, or the site-wide ones) and ends by closing; a day of their time off has none;
// - it starts a whole number of steps after that interval opens;
// - not on a public holiday or a blackout date (office dates);
// - it starts at least the minimum notice after `now`, and on or before the last
//   bookable office date, today + horizonDays (the whole of that day counts);
// - the buffer keeps that many minutes free on both sides of every booking: a
//   meeting may not start less than `buffer` after a booking ends, nor end less
//   than `buffer` before one starts (touching the widened booking is allowed);
// - at most maxPerDay meetings of that type start on one office day per host, counting
//   the host's bookings of that type only (other types still take their time through the buffer);
// - a booking blocks only its own host; a booking made before hosts (no host)
//   blocks every host, as it did before: nobody knows who took it. Calendar busy
//   times are bookings of no type for their host (the buffer applies to them too).
import { WEEKDAYS, type BookingSettings, type MeetingType } from '../../../schemas/booking-settings.ts'
import { hostView, type HostView } from './host-roster.ts'
import {
  addDays,
  formatWithOffset,
  formatZoned,
  isCalendarDate,
  minutesOfDay,
  offsetMinutes,
  weekdayIndex,
  zonedDate,
  zonedInstant,
} from '../../../schemas/office-time.ts'

/** An active booking: its meeting type, its host (none: made before hosts, blocks everyone) and the instants it starts and ends. */
export interface BookedInterval {
  type: string
  start: Date | string
  end: Date | string
  host?: string | undefined
}

/** A free time, ISO 8601 with the office's UTC offset: '2026-12-01T09:00:00+11:00'. */
export interface Slot {
  start: string
  end: string
}

/** Why a start time cannot be booked. `taken` and `day-full` are conflicts (409); the rest are not slots at all (422). */
export type SlotRefusal =
  'unknown-type' | 'invalid-start' | 'past' | 'notice' | 'horizon' | 'holiday' | 'outside-hours' | 'not-on-step' | 'taken' | 'day-full'

type SlotCheck =
  | { ok: true; slot: Slot; /** the hosts free then, in content order */ hosts: string[] }
  | { ok: false; reason: SlotRefusal; /** the holiday's name or the blackout's reason */ detail?: string }

/** Refusals caused by other bookings: the time was a slot, someone else has it. */
export const isConflict = (reason: SlotRefusal) => reason === 'taken' || reason === 'day-full'

const MINUTE = 60_000

export const findMeetingType = (settings: BookingSettings, id: string): MeetingType | undefined =>
  settings.meetingTypes.find((t) => t.id === id)

interface Booked {
  type: string
  start: number
  end: number
}

const toMs = (v: Date | string) => (typeof v === 'string' ? Date.parse(v) : v.getTime())
/** What holds one host's time: their own bookings and busy times, and every booking made before hosts. */
const bookedFor = (booked: readonly BookedInterval[], host: string): Booked[] =>
  booked.filter((b) => b.host === undefined || b.host === host).map((b) => ({ type: b.type, start: toMs(b.start), end: toMs(b.end) }))

/** What every check needs for one host, worked out once per call from the settings, the type, `now` and the bookings. */
class SlotRules {
  readonly tz: string
  readonly today: string
  /** The last bookable office date: today + horizonDays, the whole day. */
  readonly lastDate: string
  /** The first instant a meeting may start: now + the minimum notice. */
  readonly earliest: number
  readonly duration: number
  readonly step: number
  readonly buffer: number
  /** Office dates of the bookings of this type, for the per-day maximum; worked out on first use. */
  private dates?: string[]

  constructor(
    readonly settings: BookingSettings,
    readonly type: MeetingType,
    readonly now: Date,
    readonly booked: Booked[],
    readonly host: HostView,
  ) {
    this.tz = settings.timezone
    this.today = zonedDate(now, this.tz)
    this.lastDate = addDays(this.today, settings.horizonDays)
    this.earliest = now.getTime() + settings.minimumNoticeHours * 60 * MINUTE
    this.duration = type.durationMinutes * MINUTE
    this.step = type.stepMinutes * MINUTE
    this.buffer = settings.bufferMinutes * MINUTE
  }

  /** A holiday's name or a blackout's reason when the office is closed all day. */
  closedBecause(date: string): string | undefined {
    const holiday = this.settings.holidays.find((h) => h.date === date)
    if (holiday) return holiday.name
    const blackout = this.settings.blackoutDates.find((b) => b.date === date)
    if (blackout) return blackout.reason ?? 'blackout date'
    return undefined
  }

  /** The host's opening intervals that day as instants (none on time off); wall times go through the zone, so a DST day keeps its office hours. */
  windows(date: string): { open: number; close: number }[] {
    if (this.host.off(date)) return []
    return this.host.weeklyHours[WEEKDAYS[weekdayIndex(date)]!]
      .map((iv) => ({
        open: zonedInstant(date, minutesOfDay(iv.from), this.tz).getTime(),
        close: zonedInstant(date, minutesOfDay(iv.to), this.tz).getTime(),
      }))
      .sort((a, b) => a.open - b.open)
  }

  taken(start: number): boolean {
    const end = start + this.duration
    return this.booked.some((b) => start < b.end + this.buffer && end > b.start - this.buffer)
  }

  full(date: string): boolean {
    const max = this.type.maxPerDay
    if (max === undefined) return false
    this.dates ??= this.booked.filter((b) => b.type === this.type.id).map((b) => zonedDate(new Date(b.start), this.tz))
    return this.dates.filter((d) => d === date).length >= max
  }

  slot(start: number, offsets?: { start: number; end: number }): Slot {
    const end = new Date(start + this.duration)
    if (!offsets) return { start: formatZoned(new Date(start), this.tz), end: formatZoned(end, this.tz) }
    return { start: formatWithOffset(new Date(start), offsets.start), end: formatWithOffset(end, offsets.end) }
  }

  /** This host's free starts on one office date (instants), in order, from `notBefore` on. */
  free(date: string, notBefore = -Infinity): number[] {
    if (date < this.today || date > this.lastDate || this.closedBecause(date) !== undefined || this.full(date)) return []
    const out: number[] = []
    for (const { open, close } of this.windows(date))
      for (let s = open; s + this.duration <= close; s += this.step) if (s >= this.earliest && s >= notBefore && !this.taken(s)) out.push(s)
    return out
  }
}

/** One host's rules each, in the type's content order. */
function rulesFor(settings: BookingSettings, typeId: string, now: Date, booked: readonly BookedInterval[]): SlotRules[] {
  const type = findMeetingType(settings, typeId)
  if (!type) throw new RangeError(`no meeting type "${typeId}" (known: ${settings.meetingTypes.map((t) => t.id).join(', ')})`)
  return type.hosts.map((h) => new SlotRules(settings, type, now, bookedFor(booked, h), hostView(settings, h)))
}

/** The starts any host is free at on one office date, in order, as slots. */
function freeOn(all: SlotRules[], date: string, notBefore?: number): Slot[] {
  const starts = [...new Set(all.flatMap((r) => r.free(date, notBefore)))].sort((a, b) => a - b)
  if (!starts.length) return []
  const rules = all[0]!
  // Intl is the slow part: when the offset is the same at the first and the last end (every day but a
  // change day whose free times span the change), it holds for every slot in between.
  const offset = offsetMinutes(new Date(starts[0]!), rules.tz)
  const same = offset === offsetMinutes(new Date(starts.at(-1)! + rules.duration), rules.tz) ? { start: offset, end: offset } : undefined
  return starts.map((s) => rules.slot(s, same))
}

/**
 * The free slots of a meeting type on `days` office dates from `from`, in order.
 * Dates before today or after the horizon simply have none. Throws a RangeError
 * for an unknown type or a malformed range: the caller validates its input first.
 */
export function freeSlots(
  settings: BookingSettings,
  typeId: string,
  range: { from: string; days: number },
  now: Date,
  booked: readonly BookedInterval[],
): Slot[] {
  if (!isCalendarDate(range.from)) throw new RangeError(`from must be a date YYYY-MM-DD, got "${range.from}"`)
  if (!Number.isInteger(range.days) || range.days < 1) throw new RangeError(`days must be a whole number from 1, got ${range.days}`)
  const all = rulesFor(settings, typeId, now, booked)
  const rules = all[0]!
  const last = addDays(range.from, range.days - 1)
  const out: Slot[] = []
  // Only dates that can have slots are visited, so a huge `days` costs nothing.
  for (let date = range.from < rules.today ? rules.today : range.from; date <= last && date <= rules.lastDate; date = addDays(date, 1))
    out.push(...freeOn(all, date))
  return out
}

/**
 * Whether `start` can be booked for `typeId` now, and if not, why. The checks
 * run from "this is not a slot at all" to "someone else has it", so a caller
 * can answer 422 or 409 (see isConflict). To move a booking, leave it out of `booked`.
 */
export function isBookableSlot(
  settings: BookingSettings,
  typeId: string,
  start: Date | string,
  now: Date,
  booked: readonly BookedInterval[],
): SlotCheck {
  if (!findMeetingType(settings, typeId)) return { ok: false, reason: 'unknown-type' }
  const all = rulesFor(settings, typeId, now, booked)
  const rules = all[0]!
  const s = toMs(start)
  if (Number.isNaN(s)) return { ok: false, reason: 'invalid-start' }
  if (s < now.getTime()) return { ok: false, reason: 'past' }
  if (s < rules.earliest) return { ok: false, reason: 'notice' }
  const date = zonedDate(new Date(s), rules.tz)
  if (date > rules.lastDate) return { ok: false, reason: 'horizon' }
  const closed = rules.closedBecause(date)
  if (closed !== undefined) return { ok: false, reason: 'holiday', detail: closed }
  const answers = all.map((r) => ({ host: r.host.id, refusal: hostRefusal(r, s, date) }))
  const hosts = answers.filter((a) => a.refusal === null).map((a) => a.host)
  if (hosts.length) return { ok: true, slot: rules.slot(s), hosts }
  // Nobody is free: the refusal that got furthest says it best (someone has it, rather than outside someone's hours).
  const reason = answers.map((a) => a.refusal!).sort((a, b) => HOST_REFUSALS.indexOf(b) - HOST_REFUSALS.indexOf(a))[0]!
  return { ok: false, reason }
}

/** What stops one host taking `s`, in the order checked: later ones mean the time was a slot for them. */
const HOST_REFUSALS = ['outside-hours', 'not-on-step', 'day-full', 'taken'] as const satisfies SlotRefusal[]

function hostRefusal(rules: SlotRules, s: number, date: string): (typeof HOST_REFUSALS)[number] | null {
  const window = rules.windows(date).find((w) => s >= w.open && s + rules.duration <= w.close)
  if (!window) return 'outside-hours'
  if ((s - window.open) % rules.step !== 0) return 'not-on-step'
  if (rules.taken(s)) return 'taken'
  if (rules.full(date)) return 'day-full'
  return null
}

/** The first `n` free slots starting at or after `after` (the 409 answer's suggestions), up to the horizon. */
export function nextFreeSlots(
  settings: BookingSettings,
  typeId: string,
  after: Date | string,
  now: Date,
  booked: readonly BookedInterval[],
  n: number,
): Slot[] {
  const all = rulesFor(settings, typeId, now, booked)
  const rules = all[0]!
  const from = Math.max(toMs(after), now.getTime())
  if (Number.isNaN(from) || n < 1) return []
  const out: Slot[] = []
  for (let date = zonedDate(new Date(from), rules.tz); date <= rules.lastDate && out.length < n; date = addDays(date, 1))
    out.push(...freeOn(all, date, from))
  return out.slice(0, n)
}
