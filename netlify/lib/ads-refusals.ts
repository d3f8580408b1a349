// A person's ad consent is the most private choice they made anywhere: Global
// Privacy Control or the site's opt-out on any form or booking means no event of
// theirs reaches any ad platform, whatever another visit said (issue 39). Each
// submission and booking keeps its own choice (`ads`); this ledger keeps the
// refusal per person, so the conversions of their other visits (a Lead after a
// GPC booking, a Schedule after an opted-out form, Qualified and Won) are refused
// at one place: the outbox, when it records a conversion and before each send.
//
// Key layout, in the leads store (leads-store-keys.ts):
//
//   ads-refused/<sha256 of the normalised email>   { reason, at }: create-only, never undone
//
// The address is never stored in clear (as the erasure ledger). An erasure leaves
// it: it holds no personal data, and a person who comes back keeps their refusal.
import type { Store } from './blobs.ts'
import { personKey } from './erasure-ledger.ts'
import { LEADS_KEYS } from './leads-store-keys.ts'

/** A visit's choice (schemas/lead.ts AdsConsent); absent on leads from before the choice existed. */
export interface AdsChoice {
  allowed: boolean
  reason?: string
}

/** A conversion for an ad platform (conversions/record-conversion.ts files every one under the form `conversion`). */
export const isAdPlatformEvent = (r: { form?: string }) => r.form === 'conversion'

const refusalKey = (email: string) => `${LEADS_KEYS.adsRefused}${personKey(email)}`

/**
 * The one rule: the most private of a person's choices. Any refusal wins (the first one given); else
 * a choice that allows; undefined when none was ever made (leads from before the choice: allowed).
 */
export function mostPrivateChoice<C extends AdsChoice>(choices: readonly (C | null | undefined)[]): C | undefined {
  const made = choices.filter((c): c is C => !!c && typeof c.allowed === 'boolean')
  return made.find((c) => !c.allowed) ?? made[0]
}

/** Keeps a refusal for this person (a repeat writes nothing). Nothing for a choice that allows. */
export async function rememberAdsChoice(store: Store, email: string | undefined, choice: AdsChoice | undefined, now = new Date()) {
  if (!email?.trim() || choice?.allowed !== false) return
  await store.setJSON(refusalKey(email), { reason: choice.reason ?? 'refused', at: now.toISOString() }, { onlyIfNew: true })
}

/** The person's kept refusal, or undefined when they never refused. */
export async function adsRefusalOf(store: Store, email: string | undefined): Promise<AdsChoice | undefined> {
  if (!email?.trim()) return undefined
  const held = (await store.get(refusalKey(email), { type: 'json' })) as { reason?: string } | null
  return held ? { allowed: false, ...(held.reason ? { reason: held.reason } : {}) } : undefined
}

/** The requests of one person (the outbox's record step) without their conversions when they refused. */
export async function withoutRefusedConversions<R extends { request: { form?: string } }>(
  store: Store,
  email: string | undefined,
  group: readonly R[],
): Promise<readonly R[]> {
  if (!group.some(({ request }) => isAdPlatformEvent(request)) || !(await adsRefusalOf(store, email))) return group
  return group.filter(({ request }) => !isAdPlatformEvent(request))
}

/** Whether this outbox record is a conversion of a person who refused ad platforms (checked before each attempt). */
export const refusedAdPlatforms = async (store: Store, n: { form?: string; email?: string }) =>
  isAdPlatformEvent(n) && !!(await adsRefusalOf(store, n.email))
