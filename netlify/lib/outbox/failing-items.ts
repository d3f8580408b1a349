// The scheduled work's RunItem (../scheduled-item.ts) as scheduled.ts gives it: an item that throws
// is recorded with its error (notify-sweep/failing/<kind>/<hash of its id>, in the leads store beside
// the outbox), skipped until its next try is due (BACKOFF_MINUTES, the notifications' own pauses, the
// last one repeating for as long as it fails), and reported to staff once: a notice recorded in the
// outbox under the item's kind and id, create-only, so a second failure, a second run or two runs at
// once never tell staff twice. It never stops the items after it. Once it succeeds its record goes.
// The record holds the item's id and its error only (an erase never needs to find it).
import { createHash } from 'node:crypto'
import { readableTime } from '../../../schemas/office-time.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { keysUnder, type Store } from '../blobs.ts'
import { LEADS_KEYS } from '../leads-store-keys.ts'
import type { RunItem, ScheduledItem } from '../scheduled-item.ts'
import { BACKOFF_MINUTES } from './delivery-status.ts'
import { message } from './message-layout.ts'
import type { NotifyRequest } from './outbox-store.ts'

export const FAILING_PREFIX = LEADS_KEYS.failingItems

/** An item's record while it fails. */
export interface FailingItem extends ScheduledItem {
  /** Runs it failed in, in a row. */
  failures: number
  firstAt: string
  lastAt: string
  /** The last error's message. */
  error: string
  /** Not tried before this. */
  nextAt: string
}

const recordKey = (item: ScheduledItem) =>
  `${FAILING_PREFIX}${item.kind}/${createHash('sha256').update(item.id).digest('hex').slice(0, 32)}`

/** The pause after `failures` failed runs. Pure. */
export const pauseAfter = (failures: number) => BACKOFF_MINUTES[Math.min(failures, BACKOFF_MINUTES.length) - 1]! * 60_000

/** What staff are told of a failing item, in the words of content/staff-console.yaml scheduledFailure. Pure. */
export function failureNotice(f: FailingItem, timeZone: string): NotifyRequest {
  const words = staffConsole.scheduledFailure
  const item = `${f.kind} ${f.id}`
  return {
    event: 'scheduled-item-failed',
    // Once per item, ever: the outbox's record is create-only.
    key: `${f.kind}:${f.id}`,
    form: 'scheduled',
    message: message(
      fillTokens(words.subject, { item }),
      `${fillTokens(words.line, { item, time: readableTime(f.lastAt, timeZone), error: f.error })}\n${fillTokens(words.advice, { next: readableTime(f.nextAt, timeZone) })}`,
      [],
    ),
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000)

export interface FailingItemsOptions {
  /** The leads store: the records live beside the outbox. */
  store: Store
  /** Records a notice in the outbox (scheduled.ts: on the staff channels; the same run sends it). */
  report: (notice: NotifyRequest) => Promise<unknown>
  now: Date
  /** The office's time zone, for the times in the notice. */
  timeZone: string
}

/** The RunItem of one run of the scheduled work: the failing items are listed once, read only when one comes up. */
export function failingItems(o: FailingItemsOptions): RunItem {
  let failing: Promise<Set<string>> | undefined
  const failingKeys = () => (failing ??= keysUnder(o.store, FAILING_PREFIX).then((keys) => new Set(keys)))

  async function failed(item: ScheduledItem, before: FailingItem | null, e: unknown) {
    const failures = (before?.failures ?? 0) + 1
    const record: FailingItem = {
      kind: item.kind,
      id: item.id,
      failures,
      firstAt: before?.firstAt ?? o.now.toISOString(),
      lastAt: o.now.toISOString(),
      error: errorText(e),
      nextAt: new Date(o.now.getTime() + pauseAfter(failures)).toISOString(),
    }
    console.error(`[scheduled] ${item.kind} ${item.id} failed (${failures} time(s), next try ${record.nextAt}): ${record.error}`)
    await o.store.setJSON(recordKey(item), record)
    if (!before) await o.report(failureNotice(record, o.timeZone))
  }

  return async (item, work) => {
    const key = recordKey(item)
    try {
      const before = (await failingKeys()).has(key) ? ((await o.store.get(key, { type: 'json' })) as FailingItem | null) : null
      if (before && Date.parse(before.nextAt) > o.now.getTime()) return undefined
      try {
        const value = await work()
        if (before && value !== false) await o.store.delete(key)
        return value
      } catch (e) {
        await failed(item, before, e)
        return undefined
      }
    } catch (e) {
      // The store itself failed (reading or writing the record): the item stays for the next run.
      console.error(`[scheduled] ${item.kind} ${item.id}: could not record its failure:`, errorText(e))
      return undefined
    }
  }
}
