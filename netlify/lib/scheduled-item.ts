// One item of the scheduled work (a booking change to settle, a notification to send, a lead's owed
// messages, a booking's reminders) runs on its own: whatever one throws, the items after it still
// run. Each loop of the scheduled work takes a RunItem from its caller: scheduled.ts gives the one
// that records the failure, retries it with backoff and tells staff once (outbox/failing-items.ts);
// a caller that gives none (staff's `leads -- bookings --repair`, a test) gets runAlone.

/** What an item is, for its record and the staff notice: its kind and an id unique within it. */
export interface ScheduledItem {
  /** e.g. "booking-change", "notification", "lead", "reminders". */
  kind: string
  id: string
}

/**
 * Runs one item's work: its value, or undefined when it threw (or its retry is not due yet). Never
 * throws. Work that resolves to `false` did not get to try (another run holds the item): a failure
 * recorded before stays recorded.
 */
export type RunItem = <T>(item: ScheduledItem, work: () => Promise<T>) => Promise<T | undefined>

/** The item alone, its error logged: nothing is recorded, and the next run tries it again. */
export const runAlone: RunItem = async (item, work) => {
  try {
    return await work()
  } catch (e) {
    console.error(`[scheduled] ${item.kind} ${item.id} failed:`, e instanceof Error ? e.message : e)
    return undefined
  }
}
