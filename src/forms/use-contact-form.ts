// The contact form's state and what it does: the answers (restored from a
// draft after hydration), each field checked as the visitor leaves it (and
// every field once a send was refused), the send with its retry-safe
// submission id, and where focus goes when answers need fixing.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { ContactForm } from '../../schemas/forms.ts'
import {
  contactAnswersSchema,
  contactFields,
  fieldSchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  type ContactAnswers,
  type ContactBody,
  type ContactField,
  type FieldErrors,
} from '../../schemas/lead.ts'
import { useToasts } from '../components/Toast.tsx'
import { adFields } from './attribution.ts'
import { trackConversion } from '../enhance/pixel.ts'
import { contactDraftSchema, DRAFT_VERSION, emptyContactAnswers, readDraft, type ContactDraft } from './drafts.ts'
import { honeypotValue } from './fields.tsx'
import { contactHandoff, saveLeadHandoff } from './lead-handoff.ts'
import { failureText, postJson } from './post-json.ts'
import { KEYS } from './storage.ts'
import { newId, useDraft } from './use-draft.ts'
import { useFormToken } from './use-form-token.ts'

/** Ids are fixed, not useId(): the form is rendered inside the page on the server but hydrated as its own root. */
export const contactFieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`

export function useContactForm(form: ContactForm, endpoint: string, idPrefix: string) {
  const [values, setValues] = useState<ContactAnswers>(() => emptyContactAnswers(form))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checkAll, setCheckAll] = useState(false)
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle')
  // The lead's id and start time: none until hydration, when a draft gives them back or they are made.
  const [lead, setLead] = useState<{ leadId: string; startedAt: number } | null>(null)
  const ready = lead !== null
  const lastAttempt = useRef<{ payload: string; submissionId: string; eventId: string } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const toasts = useToasts()
  const tokens = useFormToken('contact')
  const fields = useMemo(() => contactFields(form), [form])
  const schema = useMemo(() => contactAnswersSchema(form), [form])

  // After hydration: restore a draft (answers, lead id, start time) or start fresh.
  useEffect(() => {
    const d = readDraft(KEYS.contactDraft, contactDraftSchema(form))
    // The draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration.
    setLead(d ? { leadId: d.leadId, startedAt: d.startedAt } : { leadId: newId(), startedAt: Date.now() })
    if (d) setValues(d.values)
  }, [form])

  const draft = useMemo<ContactDraft | null>(() => lead && { v: DRAFT_VERSION, values, ...lead }, [values, lead])
  const discardDraft = useDraft(KEYS.contactDraft, draft, 300, ready && status !== 'done')

  const checkField = (field: ContactField, value: string) => {
    const r = fieldSchema(field).safeParse(value)
    setErrors((e) => {
      const { [field.name]: _drop, ...rest } = e
      return r.success ? rest : { ...rest, [field.name]: r.error.issues[0]?.message ?? 'Invalid value' }
    })
  }
  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field.name]: value }))
    if (checkAll || errors[field.name]) checkField(field, value)
  }
  const blur = (field: ContactField) => () => {
    const value = values[field.name] ?? ''
    if (value !== '' || checkAll) checkField(field, value)
  }

  const showErrors = (errs: FieldErrors) => {
    setErrors(errs)
    setCheckAll(true)
    const first = fields.find((f) => errs[f.name])?.name
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(contactFieldId(idPrefix, first))}`)?.focus())
  }

  const fail = (description: string) => toasts.show({ title: form.failure.title, description, variant: 'destructive' })

  /** The body for these answers: the same answers sent again (after a lost response) reuse the submission id, so are stored once. */
  const bodyOf = (answers: ContactAnswers, frame: { leadId: string; startedAt: number }, formToken?: string): ContactBody => {
    const payload = JSON.stringify(answers)
    if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, submissionId: newId(), eventId: newId() }
    return {
      ...frame,
      submissionId: lastAttempt.current.submissionId,
      savedAt: Math.max(Date.now(), frame.startedAt),
      ...adFields(lastAttempt.current.eventId),
      formToken,
      [HONEYPOT_FIELD]: honeypotValue(honeypot),
      ...answers,
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (status !== 'idle' || !lead) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error.issues))
    setStatus('submitting')
    try {
      // Fetched when the form was first touched; if that failed, once more now (the send goes either way).
      const formToken = await tokens.ensure()
      const body = bodyOf(parsed.data, lead, formToken)
      const result = await postJson(endpoint, JSON.stringify(body), { timeoutMs: 20_000 })
      if (result.kind === 'ok') {
        setStatus('done')
        // The browser's Lead, with the id the server's event of this submission carries (Meta counts it once).
        if (body.eventId) trackConversion('Lead', body.eventId)
        tokens.discard()
        saveLeadHandoff(contactHandoff(lead.leadId, parsed.data))
        discardDraft()
        window.location.assign(form.successUrl)
        return
      }
      if (result.kind === 'refused' && result.fieldErrors)
        showErrors(Object.fromEntries(Object.entries(result.fieldErrors).filter(([k]) => fields.some((f) => f.name === k))))
      fail(failureText(result, form.failure))
    } catch {
      fail(form.failure.unexpected)
    }
    setStatus('idle')
  }

  return { fields, values, errors, status, ready, honeypot, formRef, toasts, set, blur, submit }
}
