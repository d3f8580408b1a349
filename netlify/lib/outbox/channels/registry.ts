// Every channel the outbox can send by, one file each in this folder. Adding one is its file and a
// line here: its settings, sender, status rules and sink file come with it (channel-definition.ts).
// The order is the order of `channelSetup(...).channels`.
import type { ChannelDefinition } from '../channel-definition.ts'
import { emailChannel } from './email.ts'
import { hostCalendarChannel } from './host-calendar.ts'
import { sinkChannel } from './sink.ts'
import { smsChannel } from './sms.ts'
import { webhookChannel } from './webhook.ts'

export const CHANNEL_REGISTRY = [
  emailChannel,
  webhookChannel,
  sinkChannel,
  smsChannel,
  hostCalendarChannel,
] as const satisfies readonly ChannelDefinition[]

/** The name of a registered channel. */
export type RegisteredChannel = (typeof CHANNEL_REGISTRY)[number]['name']
