// When the prospect's reminders go (reminders.ts records them): one a day
// before the call, one an hour before. Each has a window, from its time before
// the start until the next one's time (the day's closes when the hour's
// opens, the hour's at the start), so a sweep that was down for a while never
// sends a stale one. A reminder is owed only when the call's time was chosen
// before its window opened: a call booked (or moved) 20 hours ahead gets no
// "tomorrow" email. Apart from reminders.ts, which makes the messages, because
// the outbox's check before each attempt (notifier.ts) needs only this part.
import type { StoredBooking } from '../../../../schemas/booking-record.ts'
import type { NotificationRecord } from '../../../../schemas/notification.ts'

export type ReminderKind = NonNullable<NotificationRecord['reminder']>['kind']

const HOUR_MS = 60 * 60_000
/** How long before the start each reminder opens, latest first: each closes when the next opens. */
const REMINDER_LEAD_MS: Readonly<Record<ReminderKind, number>> = { day: 24 * HOUR_MS, hour: HOUR_MS }
const KINDS: readonly ReminderKind[] = ['day', 'hour']

/** [opens, closes) of a reminder of a call starting at `start`, in ms since 1970. */
function reminderWindow(kind: ReminderKind, start: Date): { opens: number; closes: number } {
  const next = KINDS[KINDS.indexOf(kind) + 1]
  return { opens: start.getTime() - REMINDER_LEAD_MS[kind], closes: start.getTime() - (next ? REMINDER_LEAD_MS[next] : 0) }
}

/** The reminders whose window is open at `now` for a call at `start`. Pure. */
export const openReminders = (start: Date, now: Date): ReminderKind[] =>
  KINDS.filter((kind) => {
    const w = reminderWindow(kind, start)
    return now.getTime() >= w.opens && now.getTime() < w.closes
  })

/** Whether this booking, as it is, is owed this reminder at `now`: confirmed, in the window, its time chosen before it opened. Pure. */
export function owesReminder(b: Pick<StoredBooking, 'status' | 'start' | 'updatedAt'>, kind: ReminderKind, now: Date): boolean {
  const w = reminderWindow(kind, new Date(b.start))
  // A confirmed booking's latest revision is its creation or its last move: when its time was chosen.
  return b.status === 'confirmed' && now.getTime() >= w.opens && now.getTime() < w.closes && Date.parse(b.updatedAt) <= w.opens
}

/**
 * Whether a reminder is still wanted, its booking read now: confirmed at the very start the reminder
 * names and still owed it. A booking cancelled, moved or erased (an erasure cancels it first) since the
 * reminder was recorded fails it.
 */
export const reminderStillOwed = (b: StoredBooking | null, reminder: NonNullable<NotificationRecord['reminder']>, now: Date) =>
  !!b && Date.parse(b.start) === Date.parse(reminder.start) && owesReminder(b, reminder.kind, now)
