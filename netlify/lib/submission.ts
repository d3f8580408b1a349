// The one request path every lead function shares:
//   method / type / size / JSON  ->  schema (422 with field errors)
//   ->  spam check (stored apart, answered like success)  ->  one immutable blob
// Bad input stores nothing; a store failure is a 503 and stores nothing
// (a submission is a single blob write, so there is no partial lead).
import type * as z from 'zod/mini'
import { fieldErrorsOf, HONEYPOT_FIELD, MAX_BODY_BYTES, type Envelope, type FormKind, type StoredSubmission } from '../../schemas/lead.ts'
import { fail, json, readJsonBody } from './http.ts'
import { leadStore, type LeadStore, type PutOutcome } from './lead-store.ts'
import type { NotifyRequest } from './notify/outbox.ts'
import { notifier as defaultNotifier, type AfterAnswer, type Notifier } from './notify/notifier.ts'

export interface SubmissionSpec<T extends Envelope> {
  form: FormKind
  /** The form's body schema (schemas/lead.ts): the envelope and the form's answers. */
  schema: z.ZodMiniType<T>
  /** Submissions sent sooner than this after the form appeared are spam. */
  minFillSeconds: number
  /** What of the body is kept besides the envelope. */
  record: (body: T) => Pick<StoredSubmission, 'answers'> & Partial<Pick<StoredSubmission, 'step' | 'timezone' | 'slug' | 'formData'>>
  /** The success response body the form reads. */
  success: (body: T) => Record<string, unknown>
  /** Defaults to the site's Blobs store; tests may pass another. */
  store?: () => LeadStore
  now?: () => Date
  /**
   * The staff notification this accepted submission makes, if any (lead-notifications.ts): worked
   * out, recorded and sent after the answer, when the instance is quiet. Spam makes none.
   */
  notification?: (submission: StoredSubmission, store: LeadStore) => Promise<NotifyRequest[]>
  notifier?: Notifier
}

let sharedNotifier: Notifier | undefined

/**
 * The Blobs client retries a failing store for up to ~25 s; a function has 10.
 * Past this deadline we answer 503 and the browser retries. Should the slow
 * write still land, the retry finds the same key: stored once either way.
 */
export const STORE_DEADLINE_MS = 6000

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`store did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** Why a valid submission looks automated, or null. Honeypot first: it is the stronger signal. */
export function spamReason(body: Envelope, minFillSeconds: number): string | null {
  if ((body[HONEYPOT_FIELD] ?? '').trim() !== '') return 'honeypot field filled'
  const fillMs = body.savedAt - body.startedAt
  if (fillMs < minFillSeconds * 1000) return `sent ${fillMs} ms after the form appeared (minimum ${Math.round(minFillSeconds * 1000)} ms)`
  return null
}

export async function handleSubmission<T extends Envelope>(
  req: Request,
  spec: SubmissionSpec<T>,
  context?: AfterAnswer,
): Promise<Response> {
  const body = await readJsonBody(req, MAX_BODY_BYTES)
  if (!body.ok) return body.response
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
    return fail(422, 'Please send the form as a JSON object.', { fieldErrors: { '(body)': 'Expected a JSON object' } })

  const parsed = spec.schema.safeParse(body.value)
  if (!parsed.success)
    return fail(422, 'Please check the highlighted fields and try again.', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const data = parsed.data

  const reason = spamReason(data, spec.minFillSeconds)
  const submission: StoredSubmission = {
    version: 1,
    form: spec.form,
    leadId: data.leadId,
    submissionId: data.submissionId,
    receivedAt: (spec.now?.() ?? new Date()).toISOString(),
    startedAt: data.startedAt,
    savedAt: data.savedAt,
    attribution: data.attribution,
    ...spec.record(data),
    ...(reason ? { spam: { reason } } : {}),
  }
  let store: LeadStore
  let stored: PutOutcome
  try {
    store = (spec.store ?? leadStore)()
    // Only the lead is written before the answer: it is the durable record. Its notifications are
    // worked out, recorded and sent after the answer (notifier.ts); if this instance stops first, the
    // scheduled sweep finds a lead without notifications and records them (notify/sweep.ts).
    stored = await withDeadline(store.put(reason ? 'spam' : 'lead', submission), STORE_DEADLINE_MS)
  } catch (error) {
    // No answers in the log: ids are enough to find the request.
    console.error(
      `[${spec.form}] could not store submission ${data.submissionId} of lead ${data.leadId}:`,
      error instanceof Error ? error.message : error,
    )
    return fail(503, 'We could not save your details just now. Please try again in a moment.', { headers: { 'retry-after': '5' } })
  }
  // A person being erased right now is not kept and not notified (erasure.ts); the answer stays the same.
  if (!reason && spec.notification && stored.kind !== 'erased') {
    const notification = spec.notification
    const { submission: tagged } = stored
    ;(spec.notifier ?? (sharedNotifier ??= defaultNotifier())).later(() => notification(tagged, store), context)
  }
  // Spam gets the same answer as a person: nothing tells a bot it was caught.
  return json(200, spec.success(data))
}
