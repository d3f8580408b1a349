// What every lead submission carries besides its answers (ids for
// idempotency, the form token, attribution, the honeypot) and how an accepted
// one is stored. Shared by the three forms' bodies (lead.ts), the browser that
// sends them and the functions that store them.
// zod/mini, like lead.ts: the browser ships the envelope's checks.
import * as z from 'zod/mini'
import { CLICK_ID_KEYS, CLICK_ID_MAX, UTM_KEYS } from './utm.ts'
import { AttributionSchema } from './attribution.ts'
import { isUuid, UUID_RE } from './ids.ts'

export { CLICK_ID_KEYS, CLICK_ID_MAX, UTM_KEYS }
export { AdClickSchema, AttributionSchema, type AdClick, type Attribution, type VisitClicks } from './attribution.ts'

export const FORM_KINDS = ['contact', 'growth-session', 'onboarding'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** The honeypot: a field no human sees or fills (visually hidden, aria-hidden, tabindex -1). */
export const HONEYPOT_FIELD = 'fax'
/** Largest request body the functions read (bytes); bigger bodies get 413. */
export const MAX_BODY_BYTES = 32 * 1024

/** Lead and submission ids are made in the browser by crypto.randomUUID() (their shape: ids.ts). */
export const IdSchema = z.string({ error: 'Expected an id' }).check(z.regex(UUID_RE, 'Expected a lowercase UUID'))
export const isId = isUuid

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ClientSlugSchema = z
  .string({ error: 'Expected a client slug' })
  .check(z.maxLength(100, 'Slug too long'), z.regex(SLUG_RE, 'Expected a client slug like "acme-co"'))

// Between 2020 and 2100 in ms: catches seconds-vs-milliseconds and garbage.
export const TimestampSchema = z
  .int({ error: 'Expected a time in milliseconds' })
  .check(z.gte(1_577_836_800_000, 'Time out of range'), z.lte(4_102_444_800_000, 'Time out of range'))

// No side effects: the browser imports this file without the schemas built from
// this helper, and the annotation lets the bundler drop those calls (~0.1 KB).
/* @__NO_SIDE_EFFECTS__ */
const shortText = (max: number) => z.optional(z.string({ error: 'Expected text' }).check(z.maxLength(max, `At most ${max} characters`)))

/** The id shared by the browser pixel's event and the server's (Meta counts the two once): crypto.randomUUID() or alike. */
export const EventIdSchema = /* @__PURE__ */ z
  .string({ error: 'Expected an event id' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected an event id'))

/** Whether this submission's visit may be shared with ad platforms, and if not, why (GPC header/flag or the footer opt-out). */
export const AdsConsentSchema = /* @__PURE__ */ z.strictObject({ allowed: z.boolean(), reason: z.optional(z.enum(['gpc', 'opt-out'])) })
export type AdsConsent = z.infer<typeof AdsConsentSchema>

/** The browser a submission came from, as the server saw it (the ad platforms match events with these). */
export const ClientSchema = /* @__PURE__ */ z.strictObject({ ip: z.optional(z.string()), userAgent: z.optional(z.string()) })
export type ClientInfo = z.infer<typeof ClientSchema>

/** Sent with every submission: ids (idempotency), the form token, attribution, honeypot. */
export const envelope = {
  leadId: IdSchema,
  submissionId: IdSchema,
  /** When the form appeared (browser clock, ms): recorded, never judged (a script sets any time it likes). */
  startedAt: TimestampSchema,
  /** When this answer was saved (browser clock, ms); orders a lead's submissions, never judged. */
  savedAt: TimestampSchema,
  attribution: AttributionSchema,
  /** Per submission, made in the browser; the pixel's eventID of the same submission (absent from older pages). */
  eventId: z.optional(EventIdSchema),
  /** The visitor chose "don't share my visit with ad platforms", or the browser sends Global Privacy Control. */
  adsOptOut: z.optional(z.boolean({ error: 'Expected true or false' })),
  /**
   * The server-signed form token (netlify/lib/leads/form-token-signing.ts) the browser fetched when the form was
   * first used. Optional here on purpose: a missing or bad one is not a 422 that tells a script what
   * to fix, it is judged by the function (set aside, answered like success).
   */
  formToken: shortText(500),
  [HONEYPOT_FIELD]: shortText(500),
}
/** What every submission carries besides its answers; the functions' shared path reads only this. */
export type Envelope = z.infer<z.ZodMiniObject<typeof envelope>>
export const startedBeforeSaved = z.refine<{ startedAt: number; savedAt: number }>((v) => v.startedAt <= v.savedAt, {
  message: 'startedAt must not be after savedAt',
  path: ['startedAt'],
})

// ------------------------------------------------------------ stored records

/**
 * Why a submission was set aside (stored under spam/, answered like success, not notified): only
 * what no person in a browser does, a filled honeypot or a forged form token. `no-token` and
 * `other-form` are kept for submissions set aside before those became flags.
 */
export const QUARANTINE_CODES = ['honeypot', 'no-token', 'invalid-token', 'other-form'] as const
export type QuarantineCode = (typeof QUARANTINE_CODES)[number]

/**
 * What staff are told about a lead kept as any other: `fast` sent sooner after its form token was
 * issued than the form's minFillSeconds; `old-token` its token was issued long before; `unchecked`
 * the site has no form token secret, so nothing but the honeypot was judged; `no-token` sent without
 * one (its fetch was refused, or blocked by an extension); `previous-secret` its token was signed
 * before the last rotation of the secret; `other-form` its token was issued for another form;
 * `reused` its token was sent before with another person's email.
 */
const FLAG_CODES = ['fast', 'old-token', 'unchecked', 'no-token', 'previous-secret', 'other-form', 'reused'] as const
const LeadFlagSchema = z.strictObject({ code: z.enum(FLAG_CODES), detail: z.string() })
export type LeadFlag = z.infer<typeof LeadFlagSchema>

/**
 * One accepted submission, as stored (one immutable blob each). A lead is the
 * merge of its submissions (netlify/lib/leads/lead-merge.ts).
 */
export const StoredSubmissionSchema = z.strictObject({
  version: z.literal(1),
  form: z.enum(FORM_KINDS),
  leadId: IdSchema,
  submissionId: IdSchema,
  /** Server time the submission was accepted (ISO 8601). */
  receivedAt: z.iso.datetime(),
  startedAt: TimestampSchema,
  savedAt: TimestampSchema,
  step: z.optional(z.int()),
  timezone: z.optional(z.string()),
  slug: z.optional(z.string()),
  answers: z.record(z.string(), z.unknown()),
  formData: z.optional(z.record(z.string(), z.unknown())),
  attribution: AttributionSchema,
  /** The browser's event id of this submission (absent on submissions stored before it existed). */
  eventId: z.optional(EventIdSchema),
  /** May this submission reach ad platforms (absent on older submissions: treat as not allowed). */
  ads: z.optional(AdsConsentSchema),
  client: z.optional(ClientSchema),
  /** Present on spam: why it was set apart (`code` absent on submissions stored before codes existed). */
  spam: z.optional(z.strictObject({ reason: z.string(), code: z.optional(z.enum(QUARANTINE_CODES)) })),
  /** A lead that looked odd but is kept, notified and exported with these. */
  flags: z.optional(z.array(LeadFlagSchema)),
  /** The erasures already done for the people it names when it was stored (netlify/lib/erasure-ledger.ts); absent: none. */
  erasure: z.optional(z.record(z.string(), z.string())),
})
export type StoredSubmission = z.infer<typeof StoredSubmissionSchema>
