// "Open in the console": the link each lead and booking notification to staff carries to the
// person's page in the staff console (/staff/lead/?id=<person id>), its words from
// content/pipeline.yaml (consoleLink). The person id is the console's index's (person-index.ts),
// which the lead or the booking was indexed under before its notification is made. A lookup that
// fails leaves the link out: a notification never waits on the console.
import type { NotificationMessage } from '../../../schemas/notification.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { normaliseEmail } from '../erasure-ledger.ts'
import { withLink } from '../outbox/message-layout.ts'
import { siteUrl } from '../site-url.ts'
import type { BookingApiOptions } from '../booking/booking-api.ts'
import { indexBooking, indexStore, indexSubmission, personIdOf } from './person-index.ts'

type Env = Record<string, string | undefined>

/** The console's page of one person, on this site. */
export const consoleLeadUrl = (personId: string, env: Env = process.env) => `${siteUrl(env)}/staff/lead/?id=${encodeURIComponent(personId)}`

/** Who a notification is about: the lead it came from (`<form>/<leadId>`), else their email. */
export interface PersonKeys {
  lead?: string
  email?: string
}

/** The person id the console knows these by, or null (not indexed, or the index cannot be read). */
export async function consolePersonId(keys: PersonKeys): Promise<string | null> {
  try {
    const store = indexStore()
    const byLead = keys.lead ? await personIdOf(store, `lead:${keys.lead}`) : null
    return byLead ?? (keys.email ? await personIdOf(store, `email:${normaliseEmail(keys.email)}`) : null)
  } catch (error) {
    console.error('[staff] console link left out:', error instanceof Error ? error.message : error)
    return null
  }
}

/** The message with its "Open in the console" link, when the person is known to the console. */
export async function withConsoleLink(m: NotificationMessage, keys: PersonKeys, env: Env = process.env): Promise<NotificationMessage> {
  const id = await consolePersonId(keys)
  return id ? withLink(m, pipeline.consoleLink, consoleLeadUrl(id, env)) : m
}

/**
 * What the booking functions, the staff routes and the scheduled work give the booking API, which imports
 * nothing of staff/: every booking made, moved or cancelled goes into the console's index of people as it
 * is stored, and each staff message of a booking carries its "Open in the console" link.
 */
export const consoleBookingHooks = {
  onStored: indexBooking,
  staffLink: withConsoleLink,
} satisfies Pick<BookingApiOptions, 'onStored' | 'staffLink'>

/**
 * The same for the lead forms' functions, which hand them to leads/ (it imports nothing of staff/): each
 * accepted submission goes into the index as it is stored; staff's message of it links to the console.
 */
export const consoleLeadHooks = {
  onStored: indexSubmission,
  staffLink: withConsoleLink,
}
