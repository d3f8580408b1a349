// Hands the main thread back to the browser before more work: the rest runs in
// a task of its own. A page's first task (parse, run its scripts, start
// hydrating) is what Lighthouse's Total Blocking Time weighs; work that can
// wait a moment (the visit's bookkeeping, hydrating after a chunk has been
// evaluated) is split from it so no single task grows long. scheduler.yield()
// where the browser has it (its continuation runs before other queued tasks),
// else a zero timeout.
declare global {
  var scheduler: { yield?: () => Promise<void> } | undefined
}

export function nextTask(): Promise<void> {
  const yieldNow = globalThis.scheduler?.yield
  return yieldNow ? yieldNow.call(globalThis.scheduler) : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs each job in a task of its own, in order, each after the browser has had the main thread back. */
export async function inTurn(jobs: readonly (() => void)[]): Promise<void> {
  for (const job of jobs) {
    await nextTask()
    job()
  }
}
