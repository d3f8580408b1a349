// content/conversions.yaml: the conversions the site reports to ad platforms
// (netlify/lib/conversions/), each defined once: Lead (a form), Schedule (a
// booking), Qualified and Won (status changes in the staff console). Their
// names are fixed (the platforms and the code name them); the label (Google
// Ads' conversion name) and the value are the editor's. Also the write each
// conversion becomes in the outbox, which the ad-platform channels read.
import { z } from 'zod'

export const CONVERSION_EVENTS = ['Lead', 'Schedule', 'Qualified', 'Won'] as const
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number]

const WHEN: Record<ConversionEvent, string> = {
  Lead: 'A contact form, a completed growth session or onboarding',
  Schedule: 'A booked call',
  Qualified: "A lead's status set to Qualified in the staff console",
  Won: "A lead's status set to Won in the staff console",
}

const conversionSettings = (event: ConversionEvent) =>
  z
    .object({
      label: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .describe('The conversion action\'s name in Google Ads (the "Conversion Name" column of the import), e.g. "Website lead"')
        .meta({ title: 'Name in Google Ads' }),
      value: z
        .number()
        .min(0)
        .describe('What one such conversion is worth, in the currency below (0 sends no value)')
        .meta({ title: 'Value' }),
    })
    .describe(`${WHEN[event]}: its name in Google Ads and its value`)
    .meta({ title: event })

export const ConversionsSchema = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code, e.g. AUD')
      .describe('The currency of every value (ISO 4217), e.g. AUD')
      .meta({ title: 'Currency' }),
    events: z
      .object(
        Object.fromEntries(CONVERSION_EVENTS.map((e) => [e, conversionSettings(e)])) as Record<
          ConversionEvent,
          ReturnType<typeof conversionSettings>
        >,
      )
      .describe('Each conversion reported to Meta, Google Analytics and Google Ads')
      .meta({ title: 'Conversions' }),
  })
  .meta({ title: 'Conversions reported to ad platforms' })
export type Conversions = z.infer<typeof ConversionsSchema>

/**
 * A conversion as the outbox keeps it (a record's `write`): everything each destination needs, with the
 * person's email and phone already normalised and SHA-256 hashed (never in clear in the payload).
 */
export const ConversionWriteSchema = z.object({
  name: z.enum(CONVERSION_EVENTS),
  /** Shown by `leads -- notifications`. */
  summary: z.string(),
  eventId: z.string().min(1),
  at: z.iso.datetime(),
  sourceUrl: z.string().optional(),
  value: z.number().optional(),
  currency: z.string(),
  /** Meta's user_data em and ph: normalised as Meta documents, SHA-256. */
  hashedEmail: z.string().optional(),
  hashedPhone: z.string().optional(),
  /** Google Ads' enhanced conversions for leads: email and E.164 phone, SHA-256. */
  googleHashedEmail: z.string().optional(),
  googleHashedPhone: z.string().optional(),
  fbc: z.string().optional(),
  fbp: z.string().optional(),
  gaClientId: z.string().optional(),
  clientIp: z.string().optional(),
  userAgent: z.string().optional(),
  /** Google Ads' click ids (the feed's row). */
  gclid: z.string().optional(),
  gbraid: z.string().optional(),
  wbraid: z.string().optional(),
  /** Google Ads' conversion name (content label). */
  label: z.string(),
  /** The Data Manager API's transactionId: the lead's id (the booking's for a Schedule), one per stage. Absent on older records: the event id. */
  transactionId: z.string().min(1).optional(),
  /** The visitor allowed ad platforms on this visit (Google's consent: granted); absent: never asked (older leads). */
  adsAllowed: z.literal(true).optional(),
})
export type ConversionWrite = z.infer<typeof ConversionWriteSchema>

/** Why a conversion went to no platform: the visitor's Global Privacy Control, the site's opt-out, or a refusal kept for them. */
export const HELD_REASONS = ['gpc', 'opt-out', 'refused'] as const

/**
 * A conversion held back (the visitor did not allow ad platforms): recorded in the outbox as its own
 * item (`conversion-held`) so staff see the stage happened and why nothing left. Nothing about the person.
 */
export const HeldConversionSchema = z.object({
  name: z.enum(CONVERSION_EVENTS),
  eventId: z.string().min(1),
  at: z.iso.datetime(),
  reason: z.enum(HELD_REASONS),
})
export type HeldConversion = z.infer<typeof HeldConversionSchema>
