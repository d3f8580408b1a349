// What the functions call. Two ways in:
// - `notify` (bookings): the notifications are recorded before the answer, then sent after it, once
//   the instance is quiet (as below);
// - `later` (leads): nothing before the answer but the lead itself, which is the durable record
//   (the scheduled sweep, sweep.ts, records the notifications of a lead that has none). After the
//   answer, once this instance has been quiet for QUIET_MS, the notifications are worked out,
//   recorded and sent. On Netlify an instance serves one request at a time, so that is a short
//   wait under waitUntil; locally every function shares one process, and the quiet wait keeps a
//   burst of leads answered as fast as with no notifications at all (`npm run bench`).
// Whatever the first try does not deliver, the scheduled function
// (netlify/functions/scheduled-work.ts) does.
// The store it records into and the still-wanted check are the caller's: the site wires them once
// (netlify/lib/site-outbox.ts, the one notifier every caller uses).
import type { Store } from '../blobs.ts'
import { channelSetup, senders } from './channels.ts'
import { channelsFor, outbox, type NotifyRequest, type StillWanted } from './outbox-store.ts'

type Env = Record<string, string | undefined>

/** The part of Netlify's Context the notifier uses. */
export interface AfterAnswer {
  waitUntil?: (promise: Promise<unknown>) => void
}

export interface Notifier {
  /** Records the notifications of these events; their delivery starts after the answer. */
  notify(requests: readonly NotifyRequest[], context?: AfterAnswer): Promise<void>
  /** After the answer, when the instance is quiet: works out the notifications, records and sends them. */
  later(work: () => Promise<readonly NotifyRequest[]>, context?: AfterAnswer): void
}

/** How long an instance must go without a new lead before queued notifications are sent. */
export const QUIET_MS = 100
/** The longest a queued notification waits for quiet: after that it goes even under load. */
export const MAX_WAIT_MS = 5_000

const inFlight = new Set<Promise<void>>()
const track = (p: Promise<void>, context?: AfterAnswer) => {
  inFlight.add(p)
  void p.finally(() => inFlight.delete(p))
  context?.waitUntil?.(p)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once every delivery started by this process has ended (tests, and a server shutting down). */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/** A notifier recording into `opts.store`, checking `stillWanted` before each attempt it applies to. */
export function notifierOver(opts: { store: () => Store; env?: Env; stillWanted?: StillWanted }): Notifier {
  const env = opts.env ?? process.env
  const setup = channelSetup(env)
  // On Netlify a missing channel is reported as soon as a function starts, not only on the first lead.
  for (const p of setup.problems) console.error(`[notify] ${p.channel}: ${p.message}`)
  // One set of senders for the instance's life: SMTP connections and the sink's transport are reused.
  const channelSenders = senders(env)
  const box = () => outbox(opts.store(), channelSenders, opts.stillWanted)

  async function recordAndSend(requests: readonly NotifyRequest[], outbox = box()) {
    // Only what this call recorded is sent from here: a repeat (a retried request, the sweep) sends nothing twice.
    // A booking's messages are about one person: their erasure state is read once for all of them.
    const records = await outbox.recordAll(requests.map((r) => ({ request: r, channels: channelsFor(r.event, setup.channels) })))
    return async () => {
      for (const r of records) await outbox.deliverFirst(r).catch((e: unknown) => console.error(`[notify] ${r.id}:`, e))
    }
  }

  // Work for after the answer, run once the instance has been quiet for QUIET_MS (at most MAX_WAIT_MS late).
  const queue: { run: () => Promise<void>; queuedAt: number; done: () => void }[] = []
  let lastQueued = 0
  let draining = false
  async function drain() {
    draining = true
    try {
      while (queue.length) {
        const now = Date.now()
        const quietFor = now - lastQueued
        if (quietFor < QUIET_MS && now - queue[0]!.queuedAt < MAX_WAIT_MS) {
          await sleep(QUIET_MS - quietFor)
          continue
        }
        const job = queue.shift()!
        try {
          await job.run()
        } finally {
          job.done()
        }
      }
    } finally {
      draining = false
    }
  }
  function afterQuiet(run: () => Promise<void>, context?: AfterAnswer) {
    lastQueued = Date.now()
    track(new Promise<void>((done) => queue.push({ run, queuedAt: lastQueued, done })), context)
    if (!draining) track(drain())
  }

  return {
    async notify(requests, context) {
      if (!requests.length) return
      // Recorded before the answer (the record is what makes it durable); sent once the instance is
      // quiet, so a burst of bookings is answered as fast as with nothing to send.
      const send = await recordAndSend(requests)
      afterQuiet(send, context)
    },
    later(work, context) {
      afterQuiet(async () => {
        try {
          await (
            await recordAndSend(await work())
          )()
        } catch (e) {
          // The lead is stored: the sweep records what this could not.
          console.error("[notify] could not record a lead's notifications (the scheduled sweep will):", e)
        }
      }, context)
    },
  }
}
