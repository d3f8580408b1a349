// What each ad platform received (issue 38): GET /api/staff/conversions lists every conversion (Lead,
// Schedule, Qualified, Won) at each platform (Meta, GA4, Google Ads through the Data Manager API) with its
// state, the totals per stage and platform, and a reconciliation row per stage: the funnel's own count
// (the console's index) beside each platform's accepted count. A lead page asks for its own (?lead=).
// The states come from the outbox (outbox/delivery-status.ts): nothing is kept twice.
import { CONVERSION_EVENTS, HeldConversionSchema, ConversionWriteSchema } from '../../../schemas/conversions.ts'
import type { NotificationView } from '../outbox/outbox-store.ts'
import {
  CONVERSION_PLATFORMS,
  CONVERSION_STATES,
  type ConversionHeldReason,
  type ConversionItem,
  type ConversionList,
  type ConversionPlatform,
  type ConversionStage,
  type ConversionState,
} from '../../../schemas/staff-api-types.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import type { PersonEntry } from './person-index.ts'

/** The outbox channel each platform is sent by (outbox/channels/). */
export const PLATFORM_CHANNELS: Record<ConversionPlatform, string> = {
  meta: 'meta',
  ga4: 'ga4',
  'google-ads': 'google-data-manager',
}
const platformOf = (channel: string) => CONVERSION_PLATFORMS.find((p) => PLATFORM_CHANNELS[p] === channel)

/** Whether an outbox notification is a conversion sent to a platform, or one held back: the lead page's messages leave both out. */
export const isConversionItem = (n: { event: string; channel: string }) =>
  n.event === 'conversion-held' || (n.event === 'conversion' && platformOf(n.channel) !== undefined)

/** Where a notification stands, as staff read a conversion. */
function stateOf(n: NotificationView): ConversionState {
  if (n.status === 'delivered') return 'accepted'
  if (n.status === 'failed') return 'failed'
  return 'sent'
}

/** Who each lead id and booking id belongs to in the index (a conversion is recorded with those). */
function personIds(people: readonly PersonEntry[]): Map<string, string> {
  const of = new Map<string, string>()
  for (const p of people) {
    of.set(p.id, p.id)
    for (const l of p.leads) of.set(l.leadId, p.id)
    for (const b of p.bookings) of.set(b.bookingId, p.id)
  }
  return of
}

/** The funnel's own count of each stage, from the index: leads (a growth session once complete), bookings, and people at Qualified or past it up to Won, and at Won. Pure. */
export function funnelCounts(people: readonly PersonEntry[]): Record<ConversionStage, number> {
  const order = pipeline.statuses.map((s) => s.id)
  const at = (conversion: string) => pipeline.statuses.findIndex((s) => s.conversion === conversion)
  const qualified = at('qualified')
  const won = at('won')
  const index = (p: PersonEntry) => order.indexOf(p.status)
  return {
    Lead: people.reduce((n, p) => n + p.leads.filter((l) => l.complete !== false).length, 0),
    Schedule: people.reduce((n, p) => n + p.bookings.length, 0),
    Qualified: qualified < 0 ? 0 : people.filter((p) => index(p) >= qualified && index(p) <= Math.max(won, qualified)).length,
    Won: won < 0 ? 0 : people.filter((p) => index(p) === won).length,
  }
}

/**
 * The list, from the outbox's conversion notifications and held notes (already narrowed to a lead when
 * the page asks for one), the index's people and which platforms are set up now. A platform with no
 * record of a conversion was not set up when it happened: held, `not-configured`. Pure.
 */
export function conversionList(
  notifications: readonly NotificationView[],
  people: readonly PersonEntry[],
  configured: Record<ConversionPlatform, boolean>,
): ConversionList {
  const person = personIds(people)
  const names = new Map(people.map((p) => [p.id, p.name || p.email || null]))
  const leadIdOf = (n: NotificationView) => {
    const own = n.leadId ?? n.bookingId ?? ''
    return person.get(n.leadId ?? '') ?? person.get(n.bookingId ?? '') ?? own
  }
  const nameOf = (leadId: string) => names.get(leadId) ?? null
  const items: ConversionItem[] = []
  const sent = new Map<string, { n: NotificationView; platforms: Set<ConversionPlatform> }>()
  for (const n of notifications) {
    if (n.event === 'conversion-held') {
      const held = HeldConversionSchema.safeParse(n.write)
      if (!held.success) continue
      for (const platform of CONVERSION_PLATFORMS)
        items.push(heldItem(`${n.id}:${platform}`, leadIdOf(n), held.data.name, platform, held.data.at, held.data.reason))
      continue
    }
    const platform = platformOf(n.channel)
    const write = ConversionWriteSchema.safeParse(n.write)
    if (n.event !== 'conversion' || !platform || !write.success) continue
    const c = write.data
    const group = sent.get(`${c.name}:${c.eventId}`) ?? { n, platforms: new Set() }
    group.platforms.add(platform)
    sent.set(`${c.name}:${c.eventId}`, group)
    const state = stateOf(n)
    items.push({
      id: n.id,
      leadId: leadIdOf(n),
      name: null,
      stage: c.name,
      platform,
      state,
      at: c.at,
      error: state === 'accepted' ? null : (n.lastError ?? null),
      reason: null,
      attempts: n.attempts,
      value: c.value ?? null,
      retry: n.status === 'failed' || n.status === 'unconfirmed',
    })
  }
  // A conversion recorded while a platform was not set up: held there.
  for (const { n, platforms } of sent.values()) {
    const c = ConversionWriteSchema.parse(n.write)
    for (const platform of CONVERSION_PLATFORMS)
      if (!platforms.has(platform)) items.push(heldItem(`${n.id}:${platform}`, leadIdOf(n), c.name, platform, c.at, 'not-configured'))
  }
  for (const item of items) item.name = nameOf(item.leadId)
  items.sort((a, b) => b.at.localeCompare(a.at) || a.stage.localeCompare(b.stage) || a.platform.localeCompare(b.platform))
  const totals = CONVERSION_EVENTS.flatMap((stage) =>
    CONVERSION_PLATFORMS.map((platform) => {
      const mine = items.filter((i) => i.stage === stage && i.platform === platform)
      const counts = Object.fromEntries(CONVERSION_STATES.map((s) => [s, mine.filter((i) => i.state === s).length])) as Record<
        ConversionState,
        number
      >
      return { stage, platform, ...counts }
    }),
  )
  const funnel = funnelCounts(people)
  const reconciliation = CONVERSION_EVENTS.map((stage) => ({
    stage,
    funnel: funnel[stage],
    accepted: Object.fromEntries(
      CONVERSION_PLATFORMS.map((p) => [p, totals.find((t) => t.stage === stage && t.platform === p)!.accepted]),
    ) as Record<ConversionPlatform, number>,
  }))
  return { items, totals, reconciliation, configured }
}

function heldItem(
  id: string,
  leadId: string,
  stage: ConversionStage,
  platform: ConversionPlatform,
  at: string,
  reason: ConversionHeldReason,
): ConversionItem {
  return { id, leadId, name: null, stage, platform, state: 'held', at, error: null, reason, attempts: 0, value: null, retry: false }
}
