// The contact form on /contact (product spec sections 3, 4, 5, 8). Fields,
// options and messages come from content/forms/contact.yaml; the rules are the
// ones the function applies (schemas/lead.ts). A failed send keeps every
// answer, and so does a reload (draft in localStorage).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { ContactFieldName, ContactForm as ContactFormDef } from '../../schemas/forms.ts'
import {
  CONTACT_FIELDS,
  contactAnswersSchema,
  contactFieldSchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  type ContactAnswers,
  type ContactBody,
  type FieldErrors,
} from '../../schemas/lead.ts'
import { contactForm } from '../generated/forms.ts'
import { Toaster, useToasts } from '../components/Toast.tsx'
import { currentAttribution } from './attribution.ts'
import { Field, Honeypot, honeypotValue, Select, TextArea, TextInput } from './fields.tsx'
import { failureText, postJson } from './post-json.ts'
import { contactHandoff, saveLeadHandoff } from './lead-handoff.ts'
import { ContactDraftSchema, DRAFT_VERSION, emptyContactAnswers, readDraft, type ContactDraft } from './drafts.ts'
import { KEYS } from './storage.ts'
import { newId, useDraft } from './use-draft.ts'

const INPUT: Partial<Record<ContactFieldName, { type: 'text' | 'email' | 'tel' | 'url'; autoComplete: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  website: { type: 'url', autoComplete: 'url' },
}

/**
 * Ids are fixed, not useId(): the form is rendered inside the page on the
 * server but hydrated as its own root, where useId() would give other ids.
 */
export function ContactForm({
  form = contactForm,
  endpoint = '/api/contact',
  idPrefix = 'contact',
}: {
  form?: ContactFormDef
  endpoint?: string
  idPrefix?: string
}) {
  const uid = idPrefix
  const [values, setValues] = useState<ContactAnswers>(emptyContactAnswers)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checkAll, setCheckAll] = useState(false)
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle')
  // The lead's id and start time: none until hydration, when a draft gives them back or they are made.
  const [lead, setLead] = useState<{ leadId: string; startedAt: number } | null>(null)
  const ready = lead !== null
  const lastAttempt = useRef<{ payload: string; submissionId: string } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const toasts = useToasts()
  const schema = useMemo(() => contactAnswersSchema(form), [form])

  // After hydration: restore a draft (answers, lead id, start time) or start fresh.
  useEffect(() => {
    const d = readDraft(KEYS.contactDraft, ContactDraftSchema)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration
    setLead(d ? { leadId: d.leadId, startedAt: d.startedAt } : { leadId: newId(), startedAt: Date.now() })
    if (d) setValues(d.values)
  }, [])

  const draft = useMemo<ContactDraft | null>(() => lead && { v: DRAFT_VERSION, values, ...lead }, [values, lead])
  const discardDraft = useDraft(KEYS.contactDraft, draft, 300, ready && status !== 'done')

  const fieldId = (name: string) => `${uid}-${name}`
  const checkField = (name: ContactFieldName, value: string) => {
    const r = contactFieldSchema(form, name).safeParse(value)
    setErrors((e) => {
      const { [name]: _drop, ...rest } = e
      return r.success ? rest : { ...rest, [name]: r.error.issues[0]?.message ?? 'Invalid value' }
    })
  }
  const set = (name: ContactFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    if (checkAll || errors[name]) checkField(name, value)
  }
  const blur = (name: ContactFieldName) => () => {
    if (values[name] !== '' || checkAll) checkField(name, values[name])
  }

  const focusFirstError = (errs: FieldErrors) => {
    const first = CONTACT_FIELDS.find((f) => errs[f])
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus())
  }

  const fail = (description: string) => toasts.show({ title: form.failure.title, description, variant: 'destructive' })

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (status !== 'idle' || !lead) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const errs = fieldErrorsOf(parsed.error.issues)
      setErrors(errs)
      setCheckAll(true)
      focusFirstError(errs)
      return
    }
    setStatus('submitting')
    try {
      // The same answers sent again (after a lost response) reuse the submission id: stored once.
      const payload = JSON.stringify(parsed.data)
      if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, submissionId: newId() }
      const body: ContactBody = {
        ...lead,
        submissionId: lastAttempt.current.submissionId,
        savedAt: Math.max(Date.now(), lead.startedAt),
        attribution: currentAttribution(),
        [HONEYPOT_FIELD]: honeypotValue(honeypot),
        ...parsed.data,
      }
      const result = await postJson(endpoint, JSON.stringify(body), { timeoutMs: 20_000 })
      switch (result.kind) {
        case 'ok':
          setStatus('done')
          saveLeadHandoff(contactHandoff(lead.leadId, parsed.data))
          discardDraft()
          window.location.assign(form.successUrl)
          return
        case 'refused':
          if (result.fieldErrors) {
            const known = Object.fromEntries(
              Object.entries(result.fieldErrors).filter(([k]) => (CONTACT_FIELDS as readonly string[]).includes(k)),
            )
            setErrors(known)
            setCheckAll(true)
            focusFirstError(known)
          }
          fail(failureText(result, form.failure))
          break
        default:
          fail(failureText(result, form.failure))
      }
    } catch {
      fail(form.failure.unexpected)
    }
    setStatus('idle')
  }

  const f = form.fields
  const span = (w: 'half' | 'full') => (w === 'full' ? 'sm:col-span-2' : '')
  const textField = (name: Exclude<ContactFieldName, 'industry' | 'revenue' | 'challenges'>) => {
    const def = f[name]
    const input = INPUT[name]!
    return (
      <Field key={name} id={fieldId(name)} label={def.label} required={!!def.required} error={errors[name]} className={span(def.width)}>
        <TextInput
          id={fieldId(name)}
          name={name}
          type={input.type}
          autoComplete={input.autoComplete}
          value={values[name]}
          onChange={set(name)}
          onBlur={blur(name)}
          placeholder={def.placeholder}
          maxLength={def.maxLength}
          required={!!def.required}
          error={errors[name]}
        />
      </Field>
    )
  }

  return (
    <div className="relative">
      {form.heading && <h2 className="mb-2 text-2xl font-bold text-ink-900">{form.heading}</h2>}
      {form.intro && <p className="mb-6 text-ink-600">{form.intro}</p>}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-5 sm:grid-cols-2"
        aria-busy={status !== 'idle'}
        data-ready={ready || undefined}
      >
        {Object.keys(f).map((key) => {
          const name = key as ContactFieldName
          if (name === 'industry' || name === 'revenue') {
            const def = f[name]
            return (
              <Field
                key={name}
                id={fieldId(name)}
                label={def.label}
                required={!!def.required}
                error={errors[name]}
                className={span(def.width)}
              >
                <Select
                  id={fieldId(name)}
                  name={name}
                  value={values[name]}
                  onChange={set(name)}
                  onBlur={blur(name)}
                  placeholder={def.placeholder}
                  options={def.options}
                  required={!!def.required}
                  error={errors[name]}
                />
              </Field>
            )
          }
          if (name === 'challenges') {
            const def = f.challenges
            return (
              <Field
                key={name}
                id={fieldId(name)}
                label={def.label}
                required={!!def.required}
                error={errors[name]}
                className={span(def.width)}
              >
                <TextArea
                  id={fieldId(name)}
                  name={name}
                  value={values[name]}
                  onChange={set(name)}
                  onBlur={blur(name)}
                  placeholder={def.placeholder}
                  maxLength={def.maxLength}
                  rows={def.rows}
                  required={!!def.required}
                  error={errors[name]}
                />
              </Field>
            )
          }
          return textField(name)
        })}
        <Honeypot inputRef={honeypot} />
        <div className="sm:col-span-2">
          {/* Disabled until hydrated: a native submit would put the answers in the URL. */}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || status !== 'idle'}>
            {status === 'idle' ? form.submitLabel : form.submittingLabel}
          </button>
          {form.privacyNote && <p className="mt-3 text-sm text-ink-500">{form.privacyNote}</p>}
        </div>
      </form>
      <Toaster toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  )
}
