// The daily line to staff about what was set aside as automated (a filled
// honeypot, a missing, forged or foreign form token: netlify/lib/leads/submission.ts),
// so a person caught by mistake is seen and recovered from
// `npm run leads -- export --spam`. Made by the scheduled sweep (sweep.ts):
// on each office day (content/booking.yaml: a weekday with opening hours, not
// a holiday or closed day), at its first run after opening, it counts what was
// set aside since the previous office day opened (a Monday covers the weekend).
//
// Counted from the keys of quarantined/ alone (lead-store.ts), never by reading
// the spam bucket, however many a script sent. Recorded as a notification
// whose key is the office date, so it is never sent twice; a marker for the day
// is written after it (or when there is nothing to tell), so the rest of the
// day costs one read a minute.
import { minutesOfDay, WEEKDAYS, type BookingSettings } from '../../../schemas/booking-settings.ts'
import { QUARANTINE_CODES, type QuarantineCode } from '../../../schemas/lead.ts'
import type { Channel, NotificationMessage } from '../../../schemas/notification.ts'
import type { Store } from '../blobs.ts'
import { addDays, readableTime, weekdayIndex, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import { LEADS_KEYS, QUARANTINED_PREFIX } from './lead-store.ts'
import { message } from '../outbox/message-layout.ts'
import { channelsFor, type Outbox } from '../outbox/outbox-store.ts'

const REPORTED_PREFIX = LEADS_KEYS.quarantineReported

type Office = Pick<BookingSettings, 'timezone' | 'weeklyHours' | 'holidays' | 'blackoutDates'>

interface ReportWindow {
  /** The office date the report is for (its notification key). */
  date: string
  /** Since the previous office day opened, until this one opened. */
  from: Date
  to: Date
}

/** When the office opens on `date`, or null on a day it stays closed. Pure. */
export function openingOf(date: string, office: Office): Date | null {
  const hours = office.weeklyHours[WEEKDAYS[weekdayIndex(date)]!]
  if (!hours.length || office.holidays.some((h) => h.date === date) || office.blackoutDates.some((b) => b.date === date)) return null
  const opens = Math.min(...hours.map((iv) => minutesOfDay(iv.from)))
  return zonedInstant(date, opens, office.timezone)
}

/** The report due at `now`: today is an office day and it has opened. Pure. */
export function reportWindow(now: Date, office: Office): ReportWindow | null {
  const date = zonedDate(now, office.timezone)
  const to = openingOf(date, office)
  if (!to || now < to) return null
  // Back to the previous office day, or a day at most (an office open one day a fortnight still hears of it).
  for (let back = 1; back <= 14; back++) {
    const from = openingOf(addDays(date, -back), office)
    if (from) return { date, from, to }
  }
  return { date, from: new Date(to.getTime() - 86_400_000), to }
}

type QuarantineCounts = Partial<Record<QuarantineCode | 'other', number>>

/** How many were set aside within [from, to), by why, from their keys (lead-store.ts quarantinedKey). Pure. */
export function countQuarantined(keys: readonly string[], from: Date, to: Date): QuarantineCounts {
  const counts: QuarantineCounts = {}
  for (const key of keys) {
    const [, , at, code] = key.split('/')
    const time = Number(at)
    if (!(time >= from.getTime() && time < to.getTime())) continue
    const why = (QUARANTINE_CODES as readonly string[]).includes(code ?? '') ? (code as QuarantineCode) : 'other'
    counts[why] = (counts[why] ?? 0) + 1
  }
  return counts
}

const WHY: Record<QuarantineCode | 'other', string> = {
  honeypot: 'honeypot',
  'no-token': 'no form token',
  'invalid-token': 'invalid form token',
  'other-form': "another form's token",
  other: 'other',
}

/** "3 submissions set aside as automated since Mon 2 Mar 2026, 9:00 am AEDT: 2 honeypot, 1 no form token". Pure. */
function quarantineMessage(counts: QuarantineCounts, window: ReportWindow, timeZone: string): NotificationMessage {
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const since = readableTime(window.from.toISOString(), timeZone)
  const parts = (Object.keys(WHY) as (keyof typeof WHY)[]).filter((k) => counts[k]).map((k) => `${counts[k]} ${WHY[k]}`)
  const line = `${total} submission${total === 1 ? '' : 's'} set aside as automated since ${since}: ${parts.join(', ')}.`
  const command = `npm run leads -- export --spam --since ${window.from.toISOString()}`
  return message(
    `${total} submission${total === 1 ? '' : 's'} set aside as automated (${window.date})`,
    `${line}\nThey were answered like any other and nobody was told. If one is a person, their details are in: ${command}`,
    [],
  )
}

async function keysUnder(store: Store, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((b) => b.key))
  return keys
}

/** The sweep's daily step: records the day's report once (none when nothing was set aside). */
export async function reportQuarantined(
  store: Store,
  box: Outbox,
  channels: readonly Channel[],
  office: Office,
  now: Date,
): Promise<{ reported: number } | null> {
  const window = reportWindow(now, office)
  if (!window) return null
  const marker = `${REPORTED_PREFIX}${window.date}`
  if ((await store.get(marker)) !== null) return null
  const keys: string[] = []
  // The key's date is the UTC day it was received: every UTC day the window touches.
  for (let day = window.from.toISOString().slice(0, 10); day <= window.to.toISOString().slice(0, 10); day = addDays(day, 1))
    keys.push(...(await keysUnder(store, `${QUARANTINED_PREFIX}${day}/`)))
  const counts = countQuarantined(keys, window.from, window.to)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  if (total)
    await box.record(
      { event: 'quarantine-daily', key: window.date, form: 'quarantine', message: quarantineMessage(counts, window, office.timezone) },
      channelsFor('quarantine-daily', channels),
      now,
    )
  await store.set(marker, JSON.stringify({ at: now.toISOString(), total }), { onlyIfNew: true })
  return { reported: total }
}
