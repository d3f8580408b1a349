// What the functions call: record the event's notifications (awaited, before
// the visitor's answer: they are as durable as the lead), then send them after
// the answer through Netlify's waitUntil, so the visitor never waits for SMTP or
// a webhook. Whatever this first try does not deliver, the scheduled function
// (netlify/functions/notifications-retry.ts) does.
import { getStore, type Store } from '@netlify/blobs'
import { STORE_NAME, strictFetch } from '../lead-store.ts'
import { channelSetup, senders, type Sender } from './channels.ts'
import { outbox, type NotifyRequest, type Outbox } from './outbox.ts'
import type { Channel } from '../../../schemas/notification.ts'

type Env = Record<string, string | undefined>

/** The part of Netlify's Context the notifier uses. */
export interface AfterAnswer {
  waitUntil?: (promise: Promise<unknown>) => void
}

export interface Notifier {
  /** Records the notifications of these events; their delivery starts after the answer. */
  notify(requests: readonly NotifyRequest[], context?: AfterAnswer): Promise<void>
}

/** The leads store (notifications live beside the leads), in a function. */
export const notificationStore = (): Store => getStore({ name: STORE_NAME, consistency: 'strong', fetch: strictFetch })

export function openOutbox(store: Store, env: Env = process.env, channelSenders: Record<Channel, Sender> = senders(env)): Outbox {
  return outbox(store, channelSenders)
}

const inFlight = new Set<Promise<void>>()

/** Resolves once every delivery started by this process has ended (tests, and a server shutting down). */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

export function notifier(opts: { store?: () => Store; env?: Env } = {}): Notifier {
  const env = opts.env ?? process.env
  const setup = channelSetup(env)
  // On Netlify a missing channel is reported as soon as a function starts, not only on the first lead.
  for (const p of setup.problems) console.error(`[notify] ${p.channel}: ${p.message}`)
  // One set of senders for the instance's life: SMTP connections and the sink's transport are reused.
  const channelSenders = senders(env)
  return {
    async notify(requests, context) {
      if (!requests.length) return
      const box = openOutbox((opts.store ?? notificationStore)(), env, channelSenders)
      // A prospect's confirmation is an email (or the local sink): never the staff webhook.
      const channelsOf = (r: NotifyRequest) =>
        r.event === 'prospect-confirmation' ? setup.channels.filter((c) => c !== 'webhook') : setup.channels
      const records = (await Promise.all(requests.map((r) => box.record(r, channelsOf(r))))).flat()
      const sending = (async () => {
        for (const r of records) await box.deliverFirst(r).catch((e: unknown) => console.error(`[notify] ${r.id}:`, e))
      })()
      inFlight.add(sending)
      void sending.finally(() => inFlight.delete(sending))
      if (context?.waitUntil) context.waitUntil(sending)
      else void sending
    },
  }
}
