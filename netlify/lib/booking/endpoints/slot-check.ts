// Whether a time may be booked (or a booking moved to it): the slot rules
// (slots.ts) answer 422 for a time that is no slot at all, and the bookings
// around it 409 with the next free times. The store, not this check, is what
// keeps two people from one time (booking-store.ts); this gives the reason.
import type { MeetingType } from '../../../../schemas/booking-settings.ts'
import { fail } from '../../http.ts'
import type { Conflict, DayEntry } from '../booking-store.ts'
import { allHosts, busyIntervals } from '../busy.ts'
import { nextFreeSlots, type BookedInterval, type SlotRefusal } from '../slots.ts'
import { addDays, zonedDate } from '../../../../schemas/office-time.ts'
import type { BookingContext } from './context.ts'

/** How many free times a 409 suggests. */
export const NEXT_SLOTS = 5

const datesFrom = (from: string, to: string): string[] => {
  const out: string[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/**
 * The day index around [first, last] office dates (a day either side, in case a buffer crosses midnight)
 * and every host's cached calendar busy times, read at once: one read of each per request.
 */
export async function readAround(
  ctx: BookingContext,
  first: string,
  last: string,
  except?: string,
): Promise<{ entries: DayEntry[]; busy: BookedInterval[] }> {
  const [entries, busy] = await Promise.all([
    ctx.store().dayEntries(datesFrom(addDays(first, -1), addDays(last, 1))),
    ctx.busy.cached(allHosts(ctx.settings.meetingTypes)),
  ])
  return { entries: except ? entries.filter((x) => x.bookingId !== except) : entries, busy: busyIntervals(busy) }
}

/** Everything that holds a host's time around [first, last]: bookings (a move leaves its own out) and busy times. */
export const booked = (ctx: BookingContext, first: string, last: string, except?: string): Promise<BookedInterval[]> =>
  readAround(ctx, first, last, except).then(({ entries, busy }) => [...entries, ...busy])

export function notASlot(ctx: BookingContext, reason: SlotRefusal, type: MeetingType, detail: string | undefined): Response {
  const { settings } = ctx
  const message: Record<SlotRefusal, string> = {
    'unknown-type': `Unknown meeting type "${type.id}".`,
    'invalid-start': 'That start time is not a time we can read.',
    past: 'That time has already passed. Please choose one of the times offered.',
    notice: `Calls are booked at least ${settings.minimumNoticeHours} hours ahead. Please choose a later time.`,
    horizon: `Calls can be booked up to ${settings.horizonDays} days ahead. Please choose an earlier date.`,
    holiday: `The office is closed that day${detail ? ` (${detail})` : ''}. Please choose another day.`,
    'outside-hours': 'That time is outside our meeting hours. Please choose one of the times offered.',
    'not-on-step': `A ${type.name.toLowerCase()} starts every ${type.stepMinutes} minutes from opening. Please choose one of the times offered.`,
    taken: '',
    'day-full': '',
  }
  return fail(422, message[reason], { extra: { code: reason }, fieldErrors: { start: message[reason] } })
}

/** The next free slots from `start`, reading the day index a few days at a time (usually the first read is enough). */
export async function nextSlotsFrom(ctx: BookingContext, type: MeetingType, start: Date, now: Date, except?: string) {
  const { settings, tz } = ctx
  const today = zonedDate(now, tz)
  const last = addDays(today, settings.horizonDays)
  const from = [zonedDate(start, tz), today].sort().at(-1)!
  for (let to = addDays(from, 2); ; to = addDays(to, 7)) {
    const end = to < last ? to : last
    const entries = await booked(ctx, from, end, except)
    // Slots past the days read could be taken by bookings not read yet: only those up to `end` count.
    const found = nextFreeSlots(settings, type.id, start, now, entries, NEXT_SLOTS).filter((s) => zonedDate(new Date(s.start), tz) <= end)
    if (found.length >= NEXT_SLOTS || end >= last) return found
  }
}

/** The 409 of a taken time or a full day, with the next free times. */
export async function conflict(
  ctx: BookingContext,
  reason: Conflict,
  type: MeetingType,
  start: Date,
  now: Date,
  except?: string,
): Promise<Response> {
  const nextSlots = await nextSlotsFrom(ctx, type, start, now, except)
  const [error, message] =
    reason === 'taken'
      ? ['That time is no longer available.', 'Someone has just booked it. Please choose another time: the next free times are listed.']
      : [
          'That day is fully booked.',
          `There are no more ${type.name.toLowerCase()} times that day. Please choose another day: the next free times are listed.`,
        ]
  return fail(409, error, { extra: { code: reason, message, nextSlots } })
}
