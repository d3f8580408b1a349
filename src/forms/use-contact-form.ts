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
  type ContactAnswers,
  type ContactField,
  type FieldErrors,
} from '../../schemas/lead.ts'
import { useToasts } from '../components/Toast.tsx'
import { contactDraftSchema, DRAFT_VERSION, emptyContactAnswers, readDraft, type ContactDraft } from './drafts.ts'
import { contactHandoff, saveLeadHandoff } from './lead-handoff.ts'
import { KEYS } from './storage.ts'
import { useDraft } from './use-draft.ts'
import { leadFrameOf, useLeadSend } from './use-lead-send.ts'

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
  const formRef = useRef<HTMLFormElement>(null)
  const toasts = useToasts()
  const { honeypot, send } = useLeadSend('contact', endpoint, form.failure)
  const fields = useMemo(() => contactFields(form), [form])
  const schema = useMemo(() => contactAnswersSchema(form), [form])

  // After hydration: restore a draft (answers, lead id, start time) or start fresh.
  useEffect(() => {
    const d = readDraft(KEYS.contactDraft, contactDraftSchema(form))
    // The draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration.
    setLead(leadFrameOf(d))
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

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (status !== 'idle' || !lead) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error.issues))
    setStatus('submitting')
    const sent = await send(lead, parsed.data)
    if (sent.ok) {
      setStatus('done')
      saveLeadHandoff(contactHandoff(lead.leadId, parsed.data))
      discardDraft()
      window.location.assign(form.successUrl)
      return
    }
    if (sent.fieldErrors) showErrors(Object.fromEntries(Object.entries(sent.fieldErrors).filter(([k]) => fields.some((f) => f.name === k))))
    fail(sent.message)
    setStatus('idle')
  }

  return { fields, values, errors, status, ready, honeypot, formRef, toasts, set, blur, submit }
}
