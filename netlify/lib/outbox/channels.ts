// Where notifications go, from the environment only (never from content): each
// channel is defined once, in its file of channels/ (listed in channels/registry.ts,
// see docs/notifications.md for the variables). This file puts them together:
// - the channels a new notification is recorded for (`channelSetup`), and for
//   each event's kind of item (`channelsFor`): a channel set up that takes it,
//   else, locally, the mail sink; a channel marked `always` whenever its kind is;
// - one sender per channel (`senders`), refusing with its own setup's problems.
// With no way to reach staff, locally every message goes to the mail sink so
// `npm start` shows the whole loop offline. On Netlify it is refused loudly: the
// notification is kept for the first staff channel, fails with the reason, and
// the function log says which variables to set.
import { itemKindOf, type Channel, type NotifyEvent } from '../../../schemas/notification.ts'
import { isOnNetlify } from '../runtime.ts'
import type { ChannelDefinition, Env, Sender } from './channel-definition.ts'
import * as registered from './channels/registry.ts'
import { sinkExtensionsOf } from './channels/sink.ts'

export type { Sender } from './channel-definition.ts'
export { senderOf, staffRecipients } from './channels/email.ts'
export { mailSinkDirectory, openMailSink, type MailSink } from './channels/sink.ts'
// The booking endpoints ask whether a host's calendar takes our writes before recording one.
export { writableCalendar } from './channels/host-calendar.ts'

type Registered = (typeof registered)[keyof typeof registered]
/** The name of a registered channel. */
export type RegisteredChannel = Registered['name']
const CHANNEL_REGISTRY: readonly Registered[] = Object.values(registered) satisfies readonly ChannelDefinition[]

/** Every registered channel's name (a record names one). */
export const CHANNEL_NAMES: readonly Channel[] = CHANNEL_REGISTRY.map((c) => c.name)

/** A channel's definition by name (a record of a channel since removed has none). */
export const channelDefinition = (name: Channel): ChannelDefinition | undefined =>
  (CHANNEL_REGISTRY as readonly ChannelDefinition[]).find((c) => c.name === name)

export interface ChannelSetup {
  /** The channels a new notification is recorded for. */
  channels: Channel[]
  /** What is wrong with each channel's setup, for the log and for its failed notifications. */
  problems: { channel: Channel; message: string }[]
}

export function channelSetup(env: Env = process.env): ChannelSetup {
  const registry: readonly ChannelDefinition[] = CHANNEL_REGISTRY
  const problems: ChannelSetup['problems'] = []
  const channels: Channel[] = []
  const staff = registry.filter((c) => c.staff)
  const reachesStaff = staff.some((c) => c.settings(env).configured)
  for (const c of registry) {
    if (c.always) continue
    if (c.fallback) {
      if (reachesStaff) continue
      if (!isOnNetlify(env)) channels.push(c.name)
      else if (staff[0]) {
        // Recorded for the first staff channel so the CLI lists it as failed, with this reason, until a channel is set and staff retry.
        channels.unshift(staff[0].name)
        problems.unshift({
          channel: staff[0].name,
          message: `no notification channel is configured: set ${staff.map((s) => s.staff!.toSet).join(', or ')}, in the site environment`,
        })
      }
      continue
    }
    const { configured, problems: own } = c.settings(env)
    if (configured) channels.push(c.name)
    for (const message of own) problems.push({ channel: c.name, message })
  }
  return { channels, problems }
}

/**
 * The channels an event goes to, of those set up: each that takes the event's kind of item; when none
 * does, the local sink if it is set up and takes it; and any `always` channel of that kind.
 */
export function channelsFor(event: NotifyEvent, channels: readonly Channel[]): Channel[] {
  const registry: readonly ChannelDefinition[] = CHANNEL_REGISTRY
  const kind = itemKindOf(event)
  const takes = (c: ChannelDefinition) => c.takes.includes(kind)
  const set = registry.filter((c) => channels.includes(c.name) && takes(c))
  const real = set.filter((c) => !c.fallback)
  const always = registry.filter((c) => c.always && takes(c))
  return [...(real.length ? real : set), ...always].map((c) => c.name)
}

/** One sender per channel, configured from `env`; a setup problem makes every send fail with it. */
export function senders(env: Env = process.env): Record<RegisteredChannel, Sender> {
  const { problems } = channelSetup(env)
  const registry: readonly ChannelDefinition[] = CHANNEL_REGISTRY
  return Object.fromEntries(
    registry.map((c) => {
      const refuse = () => {
        const mine = problems.filter((p) => p.channel === c.name)
        if (mine.length) throw new Error(mine.map((p) => p.message).join('; '))
      }
      return [c.name, c.sender(env, { refuse, all: registry })]
    }),
  ) as Record<RegisteredChannel, Sender>
}

/** The endings of the local sink's files (`.eml`, `.sms.txt`, ...): how the CLI finds them. */
export const sinkExtensions = () => sinkExtensionsOf(CHANNEL_REGISTRY)
