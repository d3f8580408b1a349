// The conversions the site reports to ad platforms, from the moment they happen:
// Lead (a form), Schedule (a booking, recorded with its messages), Qualified and Won (a status change in the
// staff console); their labels, values and currency in content/conversions.yaml.
// Each is recorded in the outbox (in the leads store, beside the notifications)
// as one write per configured destination (outbox/channels/meta-conversions.ts,
// ga4-measurement.ts), plus a row of the Google Ads feed (google-ads-feed.ts)
// when the visit came from a Google ad click. The outbox sends it right after the
// answer, retries with backoff, never twice (the record's id comes from the event
// id), and never for an erased person (it checks the erasure ledger before
// recording and before each attempt). Nothing at all when the visitor did not
// allow ad platforms (`ads.allowed === false`: Global Privacy Control or the opt-out),
// nor for a person who refused on any other visit: each refusal is kept per person
// (keepAdsChoice, ads-refusals.ts) and the outbox records and sends no conversion of theirs.
import { createHash, randomUUID } from 'node:crypto'
import type { Store } from '../blobs.ts'
import { conversions } from '../../../src/generated/conversions.ts'
import type { ConversionEvent, ConversionWrite, HeldConversion } from '../../../schemas/conversions.ts'
// The clicks as the functions take them in: an id not of its platform's shape is dropped, also from a lead stored before that check.
import { AdClickSchema, type AdClick, type Attribution } from '../../../schemas/attribution.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { fbcOf, gaClientIdOf } from '../../../schemas/utm.ts'
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import { notificationStore, type LeadStore } from '../leads/lead-store.ts'
import { completedLead } from '../leads/lead-messages.ts'
import { personOf } from '../leads/compose-lead.ts'
import type { AfterAnswer, Notifier } from '../outbox/notifier.ts'
import { rememberAdsChoice } from '../ads-refusals.ts'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
import { normalisePhone } from '../../../schemas/phone.ts'

export interface ConversionInput {
  event: ConversionEvent
  /** One id per event, shared with the browser pixel's eventID so Meta counts it once. */
  eventId: string
  at: Date | string
  person: { email?: string; phone?: string }
  /** The visit's attribution as the browser sent it (schemas/attribution.ts; older leads have less of it). */
  attribution?: Attribution
  /** Whether the visitor allows ad platforms; absent (a lead from before the choice existed): allowed. */
  ads?: { allowed: boolean; reason?: string }
  client?: { ip?: string; userAgent?: string }
  sourceUrl?: string
  /** Overrides the value in content (a Qualified or Won with the lead's value, set by staff). */
  value?: number
  /**
   * Whom it is about: the lead (a form's lead id; the console's person id for Qualified and Won) and the
   * booking (Schedule). The outbox marks its records with them (the lead page lists its own), and the lead's
   * id, else the booking's, is Google's transaction id: one per stage, so a repeat is never counted twice.
   */
  subject?: { leadId?: string; bookingId?: string }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** Meta's normalisation: an email trimmed and lower-cased; a phone as digits with its country code, no leading zeros. */
export const metaEmail = (email: string) => email.trim().toLowerCase()
export function metaPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '')
  // An Australian number typed locally (04…, 03…): the site's country code in front of it.
  return digits.startsWith('0') ? `61${digits.slice(1)}` : digits
}
/**
 * Google's formatting guidelines (Data Manager API, "Format user data"; enhanced conversions for leads):
 * an email without any whitespace, lower-cased, and for gmail.com and googlemail.com addresses without
 * the dots of its local part and without a +suffix ("cloudy.sanfrancisco+shopping@gmail.com" is
 * "cloudysanfrancisco@gmail.com"); other domains keep theirs ("user.name+NYC@Example.com" is
 * "user.name+nyc@example.com").
 */
export function googleEmail(email: string): string {
  const address = email.replace(/\s+/g, '').toLowerCase()
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1)
  if (at < 1 || (domain !== 'gmail.com' && domain !== 'googlemail.com')) return address
  return `${address.slice(0, at).split('+')[0]!.replace(/\./g, '')}@${domain}`
}
/** A phone in E.164 (+, country code, digits) as the site's phone rules read it; a number they refuse (stored before phones were checked) as Meta's digits with a +. */
export const googlePhone = (phone: string) => normalisePhone(phone) ?? `+${metaPhone(phone)}`

const oneLine = (v: unknown, max = 500) => (typeof v === 'string' && v.trim() && !/[\r\n]/.test(v) ? v.trim().slice(0, max) : undefined)

/** Meta's fbc of the latest click with an fbclid: the browser's, else made from the click (utm.ts fbcOf). */
function latestFbc(clicks: readonly AdClick[]): string | undefined {
  const click = [...clicks].reverse().find((c) => c.fbc || c.fbclid)
  if (!click?.fbclid || click.fbc) return click?.fbc
  const ms = Date.parse(click.at)
  return fbcOf(click.fbclid, Number.isFinite(ms) ? ms : Date.now())
}

/** The clicks of the attribution, latest last. */
function clicksOf(attribution: ConversionInput['attribution']): AdClick[] {
  const clicks = attribution?.clicks
  return [clicks?.first, clicks?.last].flatMap((c) => {
    const parsed = AdClickSchema.safeParse(c)
    return parsed.success ? [parsed.data] : []
  })
}

/** The id Google's Data Manager API deduplicates a stage's conversion by: the lead's, else the booking's, else the event's. */
const transactionIdOf = (input: ConversionInput) => input.subject?.leadId ?? input.subject?.bookingId ?? input.eventId

/**
 * The outbox requests of a conversion; its feed row only with a Google click id. When the visitor did not
 * allow ad platforms, only a note that it was held (`conversion-held`: the stage, when, why; nothing about
 * the person), so staff see it happened and went nowhere. Pure but for the GA client id it may make.
 */
export function conversionRequests(input: ConversionInput): NotifyRequest[] {
  const subject = {
    ...(input.subject?.leadId ? { leadId: input.subject.leadId } : {}),
    ...(input.subject?.bookingId ? { bookingId: input.subject.bookingId } : {}),
  }
  if (input.ads?.allowed === false) {
    const held: HeldConversion = {
      name: input.event,
      eventId: input.eventId,
      at: new Date(input.at).toISOString(),
      reason: input.ads.reason === 'gpc' || input.ads.reason === 'opt-out' ? input.ads.reason : 'refused',
    }
    // The person's email only so an erasure finds and removes it with their other records.
    const email = oneLine(input.person.email)
    return [
      { key: `${input.event}:${input.eventId}`, event: 'conversion-held', form: 'conversion-held', ...subject, email, write: { ...held } },
    ]
  }
  const settings = conversions.events[input.event]
  const clicks = clicksOf(input.attribution)
  const google = [...clicks].reverse().find((c) => c.gclid || c.gbraid || c.wbraid)
  const email = oneLine(input.person.email)
  const phone = oneLine(input.person.phone)
  const value = input.value ?? settings.value
  const write: ConversionWrite = {
    name: input.event,
    summary: `${input.event} (${settings.label})`,
    eventId: input.eventId,
    at: new Date(input.at).toISOString(),
    sourceUrl: oneLine(input.sourceUrl, 2000),
    ...(value > 0 ? { value } : {}),
    currency: conversions.currency,
    label: settings.label,
    hashedEmail: email ? sha256(metaEmail(email)) : undefined,
    hashedPhone: phone && metaPhone(phone) ? sha256(metaPhone(phone)) : undefined,
    googleHashedEmail: email ? sha256(googleEmail(email)) : undefined,
    googleHashedPhone: phone && metaPhone(phone) ? sha256(googlePhone(phone)) : undefined,
    fbc: latestFbc(clicks),
    fbp: oneLine(input.attribution?.fbp),
    // Made once here when the visitor has none: every attempt sends the same.
    gaClientId:
      gaClientIdOf(oneLine(input.attribution?.gaClientId)) ??
      `${randomUUID().replace(/\D/g, '').slice(0, 10)}.${Math.floor(Date.now() / 1000)}`,
    clientIp: oneLine(input.client?.ip, 100),
    userAgent: oneLine(input.client?.userAgent, 1000),
    gclid: oneLine(google?.gclid),
    gbraid: oneLine(google?.gbraid),
    wbraid: oneLine(google?.wbraid),
    transactionId: transactionIdOf(input),
    // The visitor's choice as Google's consent fields take it: allowed on this visit, or never asked (older leads).
    ...(input.ads?.allowed === true ? { adsAllowed: true } : {}),
  }
  const base = {
    key: `${input.event}:${input.eventId}`,
    form: 'conversion',
    ...subject,
    email,
    write: JSON.parse(JSON.stringify(write)) as Record<string, unknown>,
  }
  const requests: NotifyRequest[] = [{ ...base, event: 'conversion' }]
  if (google) requests.push({ ...base, event: 'conversion-feed-row' })
  return requests
}

/**
 * Records a conversion for each configured destination (and the feed row when a Google click id exists)
 * and sends it once this instance is quiet, after the answer. Nothing when not allowed or for an erased person.
 * Through the notifier it is handed (the site's, site-outbox.ts: conversions/ wires no outbox of its own).
 */
export async function recordConversion(input: ConversionInput, opts: { notifier: Notifier; context?: AfterAnswer }): Promise<void> {
  const requests = conversionRequests(input)
  if (!requests.length) return
  await opts.notifier.notify(requests, opts.context)
}

/**
 * Keeps a person's refusal of ad platforms (a form or a booking sent with GPC or the opt-out), so no
 * conversion of theirs from any other visit is recorded or sent (outbox-store.ts reads it). Before the
 * visit's own conversions are worked out, so none of theirs is recorded after it.
 */
export async function keepAdsChoice(email: string | undefined, ads: ConversionInput['ads'], store: () => Store = notificationStore) {
  if (ads?.allowed === false) await rememberAdsChoice(store(), email, ads)
}

/** What a stored submission says of ads (the fields the browser and the submission parsing add; absent on older leads). */
interface AdFields {
  eventId?: string
  ads?: ConversionInput['ads']
  client?: ConversionInput['client']
  clientIp?: string
  userAgent?: string
}

/** The Lead conversion of an accepted submission, for a form function's notification hook. */
export function leadConversion(s: StoredSubmission, email: string | undefined, phone: string | undefined): ConversionInput {
  const fields = s as StoredSubmission & AdFields
  const attribution = s.attribution
  return {
    event: 'Lead',
    eventId: oneLine(fields.eventId, 200) ?? `lead-${s.leadId}-${s.submissionId}`,
    at: s.receivedAt,
    person: { email, phone },
    attribution,
    ads: fields.ads,
    client: fields.client ?? { ip: fields.clientIp, userAgent: fields.userAgent },
    sourceUrl: oneLine(attribution?.landingPage, 2000),
    subject: { leadId: s.leadId },
  }
}

/**
 * A form's conversion hook (handleSubmission's `conversion`, its own beside the staff notification): the
 * visitor's refusal of ad platforms kept, then the Lead conversion of the lead this submission completes,
 * recorded after the answer (a growth session's once complete: before that none).
 */
export async function leadConversionRequests(s: StoredSubmission, store: LeadStore): Promise<NotifyRequest[]> {
  const answers = { ...s.formData, ...s.answers }
  // Every save's choice is kept, a growth session's unfinished ones too (they report nothing yet).
  await keepAdsChoice(oneLine(answers.email), s.ads)
  const lead = await completedLead(s, store)
  if (!lead) return []
  // A growth session's email is in another save's answers: the merged lead's.
  const email = oneLine(answers.email) ?? personOf(lead).email
  return conversionRequests(leadConversion(s, email, oneLine(answers.phone)))
}

/**
 * The conversion a lead's status change in the staff console makes (Qualified or Won), or null for any
 * other status. The console calls this, then recordConversion with it. One per lead and event: its id
 * is made from both, so a repeated change records nothing new.
 */
export function conversionForStatusChange(change: {
  status: string
  leadId: string
  at?: Date | string
  person: { email?: string; phone?: string }
  attribution?: ConversionInput['attribution']
  ads?: ConversionInput['ads']
  value?: number
}): ConversionInput | null {
  const event = (['Qualified', 'Won'] as const).find((e) => e.toLowerCase() === change.status.trim().toLowerCase())
  if (!event) return null
  return {
    event,
    eventId: `${event.toLowerCase()}-${change.leadId}`,
    at: change.at ?? new Date(),
    person: change.person,
    attribution: change.attribution,
    ads: change.ads,
    subject: { leadId: change.leadId },
    ...(change.value !== undefined ? { value: change.value } : {}),
  }
}

/** What a stored booking says that its Schedule conversion reports (schemas/booking-record.ts). */
type BookingFacts = Pick<StoredBooking, 'bookingId' | 'email' | 'phone' | 'createdAt' | 'attribution' | 'eventId' | 'ads' | 'client'>

/**
 * The Schedule conversion of a booking just made, as outbox requests recorded with the booking's own
 * messages (booking/endpoints/tell.ts): the booking's answer waits for no record of its own, and a booking
 * whose process died before telling is told by the scheduled sweep, Schedule included, under the same key
 * (the event id the browser sent, else the booking's id), so it is recorded once and never lost.
 */
export function scheduleConversionRequests(b: BookingFacts): NotifyRequest[] {
  const attribution = b.attribution
  return conversionRequests({
    event: 'Schedule',
    eventId: oneLine(b.eventId, 200) ?? `schedule-${b.bookingId}`,
    at: b.createdAt,
    person: { email: b.email, phone: b.phone },
    attribution,
    ads: b.ads,
    client: b.client,
    sourceUrl: oneLine(attribution?.landingPage, 2000),
    subject: { bookingId: b.bookingId },
  })
}
