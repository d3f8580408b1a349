// The hourly line to staff about what was set aside as automated (a filled
// honeypot, a forged form token: netlify/lib/leads/submission.ts), so a person
// caught by mistake is seen within the hour and recovered from
// `npm run leads -- export --spam`. Made by the scheduled sweep (lead-sweep.ts):
// at its first run in each hour it counts what was set aside since the last
// report (at most a day back), and tells staff when there is any: one message
// per hour at most, none in an hour with nothing set aside.
//
// Counted from the keys of quarantined/ alone (lead-store.ts), never by reading
// the spam bucket, however many a script sent. Recorded as a notification
// whose key is the hour, so it is never sent twice; a pointer to the end of the
// last report is written after it, so the rest of the hour costs one read a minute.
import { QUARANTINE_CODES, type QuarantineCode } from '../../../schemas/lead.ts'
import type { Channel, NotificationMessage } from '../../../schemas/notification.ts'
import { keysUnder, type Store } from '../blobs.ts'
import { addDays } from '../../../schemas/office-time.ts'
import { LEADS_KEYS, QUARANTINED_PREFIX } from './lead-store.ts'
import { readableTime } from '../../../schemas/office-time.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { message } from '../outbox/message-layout.ts'
import { channelsFor, type Outbox } from '../outbox/outbox-store.ts'

const REPORTED_PREFIX = LEADS_KEYS.quarantineReported

const HOUR_MS = 3_600_000
/** However long the sweep was stopped, a report looks back at most this far (older ones are in the export). */
const LOOK_BACK_MS = 24 * HOUR_MS

export interface ReportWindow {
  /** The hour the report is made in (its notification key), e.g. "2026-11-24T22". */
  hour: string
  /** Since the end of the last report (an hour before `to` at first), until this hour began. */
  from: Date
  to: Date
}

/** The report due at `now`, given where the last one ended: null while this hour's is made. Pure. */
export function reportWindow(now: Date, lastTo: Date | null): ReportWindow | null {
  const to = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS)
  if (lastTo && lastTo >= to) return null
  const from = new Date(Math.max(lastTo?.getTime() ?? to.getTime() - HOUR_MS, to.getTime() - LOOK_BACK_MS))
  return { hour: to.toISOString().slice(0, 13), from, to }
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

/**
 * "3 submissions set aside as automated since Mon 2 Mar 2026, 9:00 am AEDT: 2 honeypot, 1 invalid form token",
 * in the words of content/staff-console.yaml setAsideReport. Pure.
 */
export function quarantineMessage(counts: QuarantineCounts, window: ReportWindow, timeZone: string): NotificationMessage {
  const words = staffConsole.setAsideReport
  // Every reason a submission is set aside for has its words (a new code is a type error here until it does).
  const reasonWords: Record<QuarantineCode | 'other', string> = words.reasons
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  const count = `${total} ${total === 1 ? words.one : words.many}`
  const reasons = (Object.keys(reasonWords) as (keyof typeof reasonWords)[])
    .filter((k) => counts[k])
    .map((k) => `${counts[k]} ${reasonWords[k]}`)
    .join(', ')
  const since = readableTime(window.from.toISOString(), timeZone)
  const command = `npm run leads -- export --spam --since ${window.from.toISOString()}`
  return message(
    fillTokens(words.subject, { count, time: readableTime(window.to.toISOString(), timeZone) }),
    `${fillTokens(words.line, { count, since, reasons })}\n${fillTokens(words.advice, { command })}`,
    [],
  )
}

/** Where the last report ended: the next one starts there. */
export const REPORTED_UNTIL = `${REPORTED_PREFIX}until`

/** The sweep's hourly step: records the hour's report once (none when nothing was set aside). */
export async function reportQuarantined(
  store: Store,
  box: Outbox,
  channels: readonly Channel[],
  office: { timezone: string },
  now: Date,
): Promise<{ reported: number } | null> {
  const last = (await store.get(REPORTED_UNTIL, { type: 'json' })) as { to?: string } | null
  const window = reportWindow(now, last?.to ? new Date(last.to) : null)
  if (!window) return null
  const keys: string[] = []
  // The key's date is the UTC day it was received: every UTC day the window touches.
  for (let day = window.from.toISOString().slice(0, 10); day <= window.to.toISOString().slice(0, 10); day = addDays(day, 1))
    keys.push(...(await keysUnder(store, `${QUARANTINED_PREFIX}${day}/`)))
  const counts = countQuarantined(keys, window.from, window.to)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  if (total)
    await box.record(
      { event: 'quarantine-hourly', key: window.hour, form: 'quarantine', message: quarantineMessage(counts, window, office.timezone) },
      channelsFor('quarantine-hourly', channels),
      now,
    )
  await store.setJSON(REPORTED_UNTIL, { to: window.to.toISOString(), at: now.toISOString(), total })
  return { reported: total }
}
