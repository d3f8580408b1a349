// The one send of the lead forms that post once (contact, onboarding): the
// lead's frame (its id and start time, from a draft or new), the retry-safe
// ids (the same answers sent again after a lost response reuse the
// submission and event ids, so they are stored and counted once), the form
// token, the honeypot, the POST, the browser's Lead with the server's event
// id, and what a refusal says (the fields to fix, the toast's words). Each form
// keeps what is its own: its answers, checks, focus and where it goes after.
// The growth wizard saves every step through its outbox (engine.ts) instead.
import { useRef } from 'react'
import { HONEYPOT_FIELD, type FieldErrors, type FormKind } from '../../schemas/lead.ts'
import { trackConversion } from '../enhance/pixel.ts'
import { adFields } from './attribution.ts'
import { honeypotValue } from './fields.tsx'
import { failureText, postJson } from './post-json.ts'
import { newId } from './use-draft.ts'
import { useFormToken } from './use-form-token.ts'

/** The lead a draft continues, or a new one. */
export type LeadFrame = { leadId: string; startedAt: number }
export const leadFrameOf = (draft: LeadFrame | null): LeadFrame =>
  draft ? { leadId: draft.leadId, startedAt: draft.startedAt } : { leadId: newId(), startedAt: Date.now() }

type Sent = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors }

export function useLeadSend(form: FormKind, endpoint: string, failure: { network: string; unexpected: string; tooMany: string }) {
  const lastAttempt = useRef<{ payload: string; submissionId: string; eventId: string } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const tokens = useFormToken(form)

  /** Sends `answers` (already checked) as `lead`, with `extra` fields of the form's body (onboarding's slug). */
  async function send(lead: LeadFrame, answers: object, extra: object = {}): Promise<Sent> {
    try {
      const payload = JSON.stringify(answers)
      if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, submissionId: newId(), eventId: newId() }
      const { submissionId, eventId } = lastAttempt.current
      // Fetched when the form was first touched; if that failed, once more now (the send goes either way).
      const formToken = await tokens.ensure()
      const body = {
        ...lead,
        submissionId,
        savedAt: Math.max(Date.now(), lead.startedAt),
        ...adFields(eventId),
        formToken,
        [HONEYPOT_FIELD]: honeypotValue(honeypot),
        ...extra,
        ...answers,
      }
      const result = await postJson(endpoint, JSON.stringify(body), { timeoutMs: 20_000 })
      if (result.kind === 'ok') {
        // The browser's Lead, with the id the server's event of this submission carries (Meta counts it once).
        trackConversion('Lead', eventId)
        tokens.discard()
        return { ok: true }
      }
      return { ok: false, message: failureText(result, failure), ...(result.kind === 'refused' ? { fieldErrors: result.fieldErrors } : {}) }
    } catch {
      return { ok: false, message: failure.unexpected }
    }
  }

  return { honeypot, send }
}
