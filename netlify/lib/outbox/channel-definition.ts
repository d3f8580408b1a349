// What a channel is, as its one file in channels/ defines it (listed in channels/registry.ts): its
// settings from the environment, its sender, how its uncertain sends are treated, how the local sink
// keeps what it would send, and which kinds of outbound item it takes. The outbox reads only this.
import type { ItemKind, NotificationRecord } from '../../../schemas/notification.ts'

export type Env = Record<string, string | undefined>

/** A variable's value, trimmed; blank is unset. */
export const setting = (v: string | undefined) => (v?.trim() ? v.trim() : undefined)

/**
 * What a sender throws when its request went out and its answer never came (a timeout, a connection
 * reset once the request was written): the receiver may have it. The outbox records the attempt as
 * unconfirmed, an uncertain attempt its channel's `uncertain.resends` counts, as it counts one whose
 * sender died mid-send. Any other error (nothing was sent: a refused connection, a DNS failure; or an
 * answer that says it failed) is retried with backoff.
 */
export class UnconfirmedSend extends Error {}

/**
 * What a sender throws when the receiver answered that it will never take this item as it is (a 4xx that
 * is no rate limit: a malformed id, an unknown conversion action). The outbox records the attempt as
 * rejected and tries it no more: it stands `failed` with the receiver's words until staff retry it.
 */
export class RejectedSend extends Error {}

export interface Sender {
  send(n: NotificationRecord): Promise<void>
  close?(): void
}

export interface ChannelSettings {
  /** Whether the environment sets this channel up (even in part: a half setup is a problem on every send). */
  configured: boolean
  /** What is wrong with the setup, for the log and for its failed sends. */
  problems: string[]
}

export interface SinkFile {
  /** The file's ending after the notification id (`.sms.txt`). */
  extension: string
  content(n: NotificationRecord): string
}

/** What a sender is given beside the environment. */
export interface SenderContext {
  /** Throws this channel's setup problems, if any (call it first in `send`). */
  refuse(): void
  /** Every registered channel (the sink asks each how it keeps an item). */
  all: readonly ChannelDefinition[]
}

export interface ChannelDefinition {
  /** The name records carry (`channel`), unique. */
  name: string
  /** The kinds of outbound item it takes. */
  takes: readonly ItemKind[]
  settings(env: Env): ChannelSettings
  sender(env: Env, context: SenderContext): Sender
  /**
   * Recorded whenever an item of its kind is, whatever the environment: the caller checks the target
   * first (a host's calendar that takes writes).
   */
  always?: boolean
  /** The local sink: takes a kind only when no configured channel does, and never on Netlify. */
  fallback?: boolean
  /** A way to reach staff; `toSet` names its variables in the refusal on Netlify when none is set up. */
  staff?: { toSet: string }
  /**
   * An attempt whose sender died mid-send, or that the sender reported unconfirmed (UnconfirmedSend):
   * the receiver may have it. How many such a channel sends again before it stops (`failed`, or
   * `unconfirmed` when the sender reported one), and what staff read then. Default: once more.
   */
  uncertain?: { resends: number; error?: string }
  /** Its first attempt goes without a claim (one store write less): sending twice is harmless (a local file). */
  unclaimedFirstAttempt?: boolean
  /** How the local sink keeps an item of these kinds that this channel would send. */
  sinkFile?: { kinds: readonly ItemKind[] } & SinkFile
}
