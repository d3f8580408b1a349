// The one request path every lead function shares:
//   method / type / size / JSON  ->  schema (422 with field errors)
//   ->  judgement (judgeSubmission: set aside, or kept with flags)  ->  one immutable blob
// Bad input stores nothing; a store failure is a 503 and stores nothing
// (a submission is a single blob write, so there is no partial lead).
import type * as z from 'zod/mini'
import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  type Envelope,
  type FormKind,
  type LeadFlag,
  type QuarantineCode,
  type StoredSubmission,
} from '../../../schemas/lead.ts'
import { formTokenSecret, verifyFormToken, type FormSecret, type FormTokenCheck } from './form-token-signing.ts'
import { fail, json, readJsonBody } from '../http.ts'
import { leadStore, type LeadStore, type PutOutcome } from './lead-store.ts'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
import type { AfterAnswer, Notifier } from '../outbox/notifier.ts'
import { adsConsentOf, clientOf } from '../ads-consent.ts'

interface SubmissionSpec<T extends Envelope> {
  form: FormKind
  /** The form's body schema (schemas/lead.ts): the envelope and the form's answers. */
  schema: z.ZodMiniType<T>
  /** Submissions sent sooner than this after their form token was issued are kept, flagged "fast". */
  minFillSeconds: number
  /** What of the body is kept besides the envelope. */
  record: (body: T) => Pick<StoredSubmission, 'answers'> & Partial<Pick<StoredSubmission, 'step' | 'timezone' | 'slug' | 'formData'>>
  /** The success response body the form reads. */
  success: (body: T) => Record<string, unknown>
  /** Defaults to the site's Blobs store; tests may pass another. */
  store?: () => LeadStore
  now?: () => Date
  /** Defaults to FORM_TOKEN_SECRET from the environment (form-token.ts). */
  secret?: () => FormSecret
  /**
   * The staff notification this accepted submission makes, if any (lead-messages.ts): worked
   * out, recorded and sent after the answer, when the instance is quiet. Spam makes none.
   */
  notification?: (submission: StoredSubmission, store: LeadStore) => Promise<NotifyRequest[]>
  /**
   * The ad conversion this accepted submission makes, if any (record-conversion.ts leadConversionRequests):
   * a hook of its own, worked out and recorded after the answer beside the staff notification, so a
   * submission that tells staff nothing, or whose notification fails, still reports its Lead.
   */
  conversion?: (submission: StoredSubmission, store: LeadStore) => Promise<NotifyRequest[]>
  /**
   * What records and sends them: the site's notifier (site-outbox.ts siteNotifier), handed in by the form
   * functions (leads/ opens no outbox of its own), called on first use.
   */
  notifier: () => Notifier
  /**
   * Told of each accepted submission once stored, before its notification is worked out: the staff
   * console's index of people (staff/person-index.ts `indexSubmission`, handed in by the form functions:
   * leads/ imports nothing of staff/). Must not throw.
   */
  onStored?: (submission: StoredSubmission) => Promise<void>
}

let secretProblemLogged = false

/**
 * The Blobs client retries a failing store for up to ~25 s; a function has 10.
 * Past this deadline we answer 503 and the browser retries. Should the slow
 * write still land, the retry finds the same key: stored once either way.
 */
const STORE_DEADLINE_MS = 6000

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`store did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** A token this old was issued for a page left open for weeks, or kept by a script: worth a look, not a refusal. */
const OLD_TOKEN_DAYS = 30

type Judgement = { quarantine: { code: QuarantineCode; reason: string } } | { flags: LeadFlag[] }

const seconds = (ms: number) => `${(Math.max(ms, 0) / 1000).toFixed(1)} s`

/** Why a token signed with our secret could not be checked as this form's, as a flag on the lead. */
function tokenFlag(token: FormTokenCheck, previous: boolean): LeadFlag | null {
  if (previous) return { code: 'previous-secret', detail: 'form token signed with the secret before its last rotation' }
  if (token.ok) return null
  if (token.reason === 'missing')
    return { code: 'no-token', detail: 'sent without a form token (its fetch was refused or blocked in the browser)' }
  return { code: 'other-form', detail: `form token issued for the ${token.form} form` }
}

/**
 * How a valid submission is kept. Set aside only for what no person in a browser does: a filled
 * honeypot, a form token that is malformed or signed with no secret of ours (forged). Anything merely
 * odd (no token, one signed before the secret's rotation or for another form, sent fast, an old token,
 * a site without a secret) is a lead with a flag: a false positive must never cost a lead.
 * The browser's own timestamps are never judged: a script sets them to anything. Pure.
 */
export function judgeSubmission(body: Envelope, form: FormKind, minFillSeconds: number, secret: FormSecret, now: Date): Judgement {
  if ((body[HONEYPOT_FIELD] ?? '').trim() !== '') return { quarantine: { code: 'honeypot', reason: 'honeypot field filled' } }
  // Without a secret nothing can be checked, and every lead would be set aside: keep them, say so.
  if (!secret.ok) return { flags: [{ code: 'unchecked', detail: 'form token not checked: the site has no FORM_TOKEN_SECRET' }] }
  let token = verifyFormToken(body.formToken, form, secret.secret)
  let previous = false
  if (!token.ok && token.reason === 'forged' && secret.previous) {
    const before = verifyFormToken(body.formToken, form, secret.previous)
    if (before.ok || before.reason === 'other-form') [token, previous] = [before, true]
  }
  if (!token.ok && (token.reason === 'malformed' || token.reason === 'forged'))
    return { quarantine: { code: 'invalid-token', reason: `form token ${token.reason}` } }
  const flags: LeadFlag[] = []
  const flag = tokenFlag(token, previous)
  if (flag) flags.push(flag)
  if (!token.ok) return { flags }
  const age = now.getTime() - token.issuedAt
  if (age < minFillSeconds * 1000)
    flags.push({
      code: 'fast',
      detail: `sent ${seconds(age)} after the form token was issued (the form expects at least ${seconds(minFillSeconds * 1000)})`,
    })
  if (age > OLD_TOKEN_DAYS * 86_400_000)
    flags.push({ code: 'old-token', detail: `form token issued ${Math.floor(age / 86_400_000)} days before sending` })
  return { flags }
}

export async function handleSubmission<T extends Envelope>(
  req: Request,
  spec: SubmissionSpec<T>,
  context?: AfterAnswer & { ip?: string },
): Promise<Response> {
  const body = await readJsonBody(req, MAX_BODY_BYTES)
  if (!body.ok) return body.response
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
    return fail(422, 'Please send the form as a JSON object.', { fieldErrors: { '(body)': 'Expected a JSON object' } })

  const parsed = spec.schema.safeParse(body.value)
  if (!parsed.success)
    return fail(422, 'Please check the highlighted fields and try again.', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const data = parsed.data

  const now = spec.now?.() ?? new Date()
  const secret = (spec.secret ?? formTokenSecret)()
  if (!secret.ok && !secretProblemLogged) {
    secretProblemLogged = true
    console.error(`[${spec.form}] ${secret.problem}`)
  }
  const judgement = judgeSubmission(data, spec.form, spec.minFillSeconds, secret, now)
  const quarantine = 'quarantine' in judgement ? judgement.quarantine : undefined
  const flags = 'flags' in judgement ? judgement.flags : []
  const submission: StoredSubmission = {
    version: 1,
    form: spec.form,
    leadId: data.leadId,
    submissionId: data.submissionId,
    receivedAt: now.toISOString(),
    startedAt: data.startedAt,
    savedAt: data.savedAt,
    attribution: data.attribution,
    ...(data.eventId ? { eventId: data.eventId } : {}),
    ads: adsConsentOf(req, data.adsOptOut),
    client: clientOf(req, context),
    ...spec.record(data),
    ...(quarantine ? { spam: quarantine } : {}),
    ...(flags.length ? { flags } : {}),
  }
  let store: LeadStore
  let stored: PutOutcome
  try {
    store = (spec.store ?? leadStore)()
    // One token, sent with more than one person's email: a script reusing a page's token, or a shared
    // computer. Worth a look, never a refusal. Recorded before the put: a retry finds its own use.
    if (!quarantine && data.formToken && (await withDeadline(store.tokenReused(data.formToken, submission), STORE_DEADLINE_MS)))
      submission.flags = [...flags, { code: 'reused', detail: 'form token already sent with another email address' }]
    // Only the lead is written before the answer: it is the durable record. Its notifications are
    // worked out, recorded and sent after the answer (notifier.ts); if this instance stops first, the
    // scheduled sweep finds a lead without notifications and records them (leads/lead-sweep.ts).
    stored = await withDeadline(store.put(quarantine ? 'spam' : 'lead', submission), STORE_DEADLINE_MS)
  } catch (error) {
    // No answers in the log: ids are enough to find the request.
    console.error(
      `[${spec.form}] could not store submission ${data.submissionId} of lead ${data.leadId}:`,
      error instanceof Error ? error.message : error,
    )
    return fail(503, 'We could not save your details just now. Please try again in a moment.', { headers: { 'retry-after': '5' } })
  }
  // The staff console's index of people (given by the function): logged, never failed, on a problem.
  if (!quarantine && stored.kind === 'stored' && spec.onStored) await spec.onStored(stored.submission)
  // A person being erased right now is not kept and not notified (erasure.ts); the answer stays the same.
  // Each hook on its own: one that tells nobody or fails takes nothing from the other.
  if (!quarantine && stored.kind !== 'erased') {
    const { submission: tagged } = stored
    for (const hook of [spec.notification, spec.conversion]) if (hook) spec.notifier().later(() => hook(tagged, store), context)
  }
  // Set aside or flagged, the answer is a person's: nothing tells a script it was caught.
  return json(200, spec.success(data))
}
