// The lead a booking is for, and the call that lead's answers route to. A
// booking names its lead by the signed reference its page was opened with
// (`leadRef`, leads/lead-ref.ts: the plan email's link, the wizard's hand-over,
// opened in any browser) or by the lead id the same browser kept
// (`leadId`, forms/lead-handoff.ts); a reference that does not verify is
// ignored. A growth-session lead is routed (content/routing.yaml): its booking
// is of the routed meeting type, with a host of the routed pool.
import type { BookingSettings } from '../../../schemas/booking-settings.ts'
import type { Attribution } from '../../../schemas/attribution.ts'
import { poolOf, routeOf } from '../../../schemas/route-of.ts'
import { routing } from '../../../src/generated/routing.ts'
import type { Lead } from '../leads/lead-merge.ts'
import { leadRefOf, verifyLeadRef, withLeadRef } from '../leads/lead-ref.ts'
import { siteUrl } from '../site-url.ts'
import { leadStore, type LeadStore } from '../leads/lead-store.ts'
import { bookingLead } from './messages/booking-lead.ts'
import { findMeetingType } from './slots.ts'

export interface RoutedCall {
  meetingType: string
  hosts: string[]
}

export interface BookingLead {
  leadId: string
  /** True when a signed reference named it (another browser may book for it then), false for the browser's own lead id. */
  signed: boolean
  lead?: Lead
  /** The call its answers route to; none for a lead that is not the wizard's. */
  route?: RoutedCall
}

/** The routed call of a lead: only the growth-session wizard's answers are routed. */
export function routedCall(settings: BookingSettings, lead: Pick<Lead, 'form' | 'answers'>): RoutedCall | undefined {
  if (lead.form !== 'growth-session') return undefined
  const route = routeOf(routing, lead.answers)
  const type = findMeetingType(settings, route.meetingType)
  return type ? { meetingType: type.id, hosts: poolOf(route, type.hosts) } : undefined
}

/** The lead a booking request names (its verified reference first, else its lead id), read with its route; undefined for none. */
export async function bookingLeadOf(
  settings: BookingSettings,
  given: { leadRef?: string; leadId?: string },
  env: Record<string, string | undefined>,
  open: () => LeadStore = leadStore,
): Promise<BookingLead | undefined> {
  const ref = given.leadRef ? verifyLeadRef(given.leadRef, env) : null
  const leadId = ref?.leadId ?? given.leadId
  if (!leadId) return undefined
  const lead = await bookingLead(leadId, open)
  return { leadId, signed: !!ref, ...(lead ? { lead, route: routedCall(settings, lead) } : {}) }
}

/** The settings with one meeting type's hosts narrowed to a pool: the slot engine then offers and assigns only them. */
export function withPool(settings: BookingSettings, typeId: string, hosts: readonly string[]): BookingSettings {
  return {
    ...settings,
    meetingTypes: settings.meetingTypes.map((t) => (t.id === typeId ? { ...t, hosts: t.hosts.filter((h) => hosts.includes(h)) } : t)),
  }
}

/**
 * The page where this booking's person books again (the console's rebooking email, any later link): the
 * booking page of their routed call, else of the booking's own type, with the signed reference to their lead.
 */
export async function bookAgainUrl(
  settings: BookingSettings,
  b: { type: string; leadId?: string },
  env: Record<string, string | undefined>,
  open: () => LeadStore = leadStore,
): Promise<string> {
  const found = b.leadId ? await bookingLeadOf(settings, { leadId: b.leadId }, env, open) : undefined
  const type = findMeetingType(settings, found?.route?.meetingType ?? b.type)
  const page = `${siteUrl(env)}${(type?.page ?? '/').replace(/\/?$/, '/')}`
  const form = found?.lead?.form
  return withLeadRef(page, form === 'growth-session' || form === 'contact' ? leadRefOf(form, found!.leadId, env) : undefined)
}

const hasClicks = (a: Attribution | undefined) => !!(a?.clicks?.first || a?.clicks?.last)

/**
 * The booking's attribution when it is made for a lead: the lead's (where the person first came from, their
 * ad clicks), with what this visit's page sent on top; the lead's clicks stay when this visit has none, so
 * the Schedule conversion carries the ad click even from another browser.
 */
export function joinedAttribution(lead: Pick<Lead, 'attribution'> | undefined, visit: Attribution | undefined): Attribution | undefined {
  if (!lead) return visit
  const joined: Attribution = { ...lead.attribution, ...(visit ?? {}) }
  if (!hasClicks(visit) && hasClicks(lead.attribution)) joined.clicks = lead.attribution.clicks
  for (const k of ['fbp', 'gaClientId'] as const) if (!visit?.[k] && lead.attribution[k]) joined[k] = lead.attribution[k]
  return joined
}
