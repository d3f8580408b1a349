// Hands the main thread back to the browser before more work: the rest runs in
// a task of its own. A page's first task (parse, run its scripts, start
// hydrating) is what Lighthouse's Total Blocking Time weighs; work that can
// wait a moment (the visit's bookkeeping, hydrating after a chunk has been
// evaluated) is split from it so no single task grows long. scheduler.yield()
// where the browser has it (its continuation runs before other queued tasks),
// else a zero timeout.

/** The Prioritized Task Scheduling API's part used here, where the browser has it (not in TypeScript's DOM types yet). */
type Scheduler = { yield?: () => Promise<void> }

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs each job in a task of its own, in order, each after the browser has had the main thread back. */
export async function inTurn(jobs: readonly (() => void)[]): Promise<void> {
  for (const job of jobs) {
    await nextTask()
    job()
  }
}
