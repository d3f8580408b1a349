// Client onboarding on /client/{slug} (product spec sections 3, 4): four
// steps, Next moves on without checking, Previous is disabled on step 1.
// Complete Onboarding checks the required answers (same rules as the
// function), stores them with the client's slug and thanks the client.
// The page is prerendered once at /client/ and served for every /client/*,
// so the slug is read from the address after hydration.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { OnboardingForm } from '../../schemas/forms.ts'
import {
  ClientSlugSchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  ONBOARDING_STEPS,
  onboardingAnswersSchema,
  onboardingFields,
  onboardingFieldSchema,
  type FieldErrors,
  type OnboardingAnswers,
  type OnboardingBody,
  type OnboardingField,
  type OnboardingFieldName,
  type OnboardingStepKey,
} from '../../schemas/lead.ts'
import { onboardingForm } from '../generated/forms.ts'
import { Toaster, useToasts } from '../components/Toast.tsx'
import { currentAttribution } from './attribution.ts'
import { DRAFT_VERSION, emptyOnboardingAnswers, OnboardingDraftSchema, readDraft, type OnboardingDraft } from './drafts.ts'
import { ChoiceGroup, Field, Honeypot, honeypotValue, Select, TextArea, TextInput } from './fields.tsx'
import { failureText, postJson } from './post-json.ts'
import { KEYS } from './storage.ts'
import { newId, useDraft } from './use-draft.ts'

/** Stored when the address carries no client slug, so the answers are never lost. */
export const NO_SLUG = 'unassigned'

export function slugFromPath(pathname: string): string {
  const m = /^\/client\/([^/]+)\/?$/.exec(pathname)
  const candidate = m?.[1] ? decodeURIComponent(m[1]).toLowerCase() : ''
  return ClientSlugSchema.safeParse(candidate).success ? candidate : NO_SLUG
}

/** A field of one step with its answer; narrowing on `kind` gives both their types (a checkboxes field holds a list). */
type FieldView = {
  [S in OnboardingStepKey]: {
    [N in OnboardingFieldName<S>]: Extract<OnboardingField<S>, { name: N }> & {
      value: OnboardingAnswers[S][N & keyof OnboardingAnswers[S]]
    }
  }[OnboardingFieldName<S>]
}[OnboardingStepKey]

function fieldViews(form: OnboardingForm, values: OnboardingAnswers, step: OnboardingStepKey): FieldView[] {
  const answers: Record<string, unknown> = values[step]
  // Each field reads its own answer: OnboardingAnswers and the fields come from the same table of kinds.
  return onboardingFields(form, step).map((field) => ({ ...field, value: answers[field.name] }) as FieldView)
}

/** Ids are fixed, not useId(): server-rendered in the page, hydrated as its own root. */
export function OnboardingWizard({
  slug: slugProp,
  form = onboardingForm,
  endpoint = '/api/onboarding',
  idPrefix = 'onboarding',
}: {
  slug?: string
  form?: OnboardingForm
  endpoint?: string
  idPrefix?: string
}) {
  const uid = idPrefix
  const [slug, setSlug] = useState<string | null>(slugProp ?? null)
  const [values, setValues] = useState<OnboardingAnswers>(emptyOnboardingAnswers)
  const [stepIndex, setStepIndex] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle')
  // The lead's id and start time: none until hydration, when a draft gives them back or they are made.
  const [lead, setLead] = useState<{ leadId: string; startedAt: number } | null>(null)
  const ready = lead !== null
  const lastAttempt = useRef<{ payload: string; submissionId: string } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const moveFocus = useRef<string | null>(null)
  const toasts = useToasts()
  const schema = useMemo(() => onboardingAnswersSchema(form), [form])

  useEffect(() => {
    const s = slugProp ?? slugFromPath(window.location.pathname)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration
    setSlug(s)
    const d = readDraft(KEYS.onboardingDraft(s), OnboardingDraftSchema)
    setLead(d ? { leadId: d.leadId, startedAt: d.startedAt } : { leadId: newId(), startedAt: Date.now() })
    if (d) {
      setValues(d.values)
      setStepIndex(d.step)
    }
  }, [slugProp])

  const draft = useMemo<OnboardingDraft | null>(
    () => lead && { v: DRAFT_VERSION, values, step: stepIndex, ...lead },
    [values, stepIndex, lead],
  )
  const discardDraft = useDraft(slug ? KEYS.onboardingDraft(slug) : null, draft, 300, ready && status !== 'done')

  // Focus follows the visitor: the new step's title, a field with an error, or the
  // thank-you. Layout effects, so focus moves in the same commit as the content.
  useLayoutEffect(() => {
    const target = moveFocus.current
    if (!target) return
    moveFocus.current = null
    if (target === 'heading') headingRef.current?.focus()
    else rootRef.current?.querySelector<HTMLElement>(`#${CSS.escape(target)}`)?.focus()
  }, [stepIndex, errors])
  useLayoutEffect(() => {
    if (status === 'done') thanksRef.current?.focus()
  }, [status])

  const stepKey = ONBOARDING_STEPS[stepIndex]!
  const total = ONBOARDING_STEPS.length
  const isLast = stepIndex === total - 1
  const fieldId = (field: { step: string; name: string }) => `${uid}-${field.step}-${field.name}`
  const pathOf = (field: OnboardingField) => `${field.step}.${field.name}`

  const go = (to: number) => {
    moveFocus.current = 'heading'
    setStepIndex(Math.min(Math.max(to, 0), total - 1))
  }

  const setAnswer = (field: OnboardingField, v: string | string[]) => {
    setValues((all) => ({ ...all, [field.step]: { ...all[field.step], [field.name]: v } }))
    const path = pathOf(field)
    if (errors[path]) {
      const r = onboardingFieldSchema(field).safeParse(v)
      setErrors((e) => {
        const { [path]: _drop, ...rest } = e
        return r.success ? rest : { ...rest, [path]: r.error.issues[0]?.message ?? 'Invalid value' }
      })
    }
  }

  const fail = (description: string) => toasts.show({ title: form.failure.title, description, variant: 'destructive' })

  const showErrors = (errs: FieldErrors) => {
    setErrors(errs)
    const first = Object.keys(errs)[0]
    if (!first) return
    const [step, name] = first.split('.')
    const at = ONBOARDING_STEPS.indexOf(step as OnboardingStepKey)
    if (at >= 0 && name) {
      moveFocus.current = fieldId({ step: step!, name })
      setStepIndex(at)
    }
  }

  async function complete() {
    if (status !== 'idle' || !lead) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error.issues))
      toasts.show({ title: form.failure.title, description: form.labels.fixErrors, variant: 'destructive' })
      return
    }
    setStatus('submitting')
    try {
      const payload = JSON.stringify(parsed.data)
      if (lastAttempt.current?.payload !== payload) lastAttempt.current = { payload, submissionId: newId() }
      const body: OnboardingBody = {
        ...lead,
        submissionId: lastAttempt.current.submissionId,
        savedAt: Math.max(Date.now(), lead.startedAt),
        attribution: currentAttribution(),
        [HONEYPOT_FIELD]: honeypotValue(honeypot),
        slug: slug ?? NO_SLUG,
        ...parsed.data,
      }
      const result = await postJson(endpoint, JSON.stringify(body), { timeoutMs: 20_000 })
      if (result.kind === 'ok') {
        discardDraft()
        setStatus('done')
        return
      }
      if (result.kind === 'refused') {
        if (result.fieldErrors) showErrors(Object.fromEntries(Object.entries(result.fieldErrors).filter(([k]) => k.includes('.'))))
      }
      fail(failureText(result, form.failure))
    } catch {
      fail(form.failure.unexpected)
    }
    setStatus('idle')
  }

  if (status === 'done') {
    return (
      <div className="mx-auto max-w-2xl card text-center sm:p-10" role="status">
        <h2 ref={thanksRef} tabIndex={-1} className="text-3xl font-bold text-ink-900 focus:outline-none">
          {form.thanks.title}
        </h2>
        <p className="mt-4 text-lg text-ink-600">{form.thanks.body}</p>
      </div>
    )
  }

  const def = form.steps[stepKey]
  const percent = Math.round(((stepIndex + 1) / total) * 100)
  const progressText = form.labels.progress.replace('{current}', String(stepIndex + 1)).replace('{total}', String(total))

  return (
    <div ref={rootRef} className="relative mx-auto max-w-3xl card sm:p-8" data-ready={ready || undefined} data-step={stepIndex + 1}>
      {form.heading && <h2 className="mb-2 text-2xl font-bold text-ink-900 sm:text-3xl">{form.heading}</h2>}
      {form.intro && <p className="mb-6 text-ink-600">{form.intro}</p>}

      <div>
        <div className="flex justify-between text-sm font-medium text-ink-600">
          <span>{progressText}</span>
          <span>{form.labels.percent.replace('{percent}', String(percent))}</span>
        </div>
        <div
          role="progressbar"
          aria-label={progressText}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-pill bg-ink-100"
        >
          <div className="h-full rounded-pill bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <form
        noValidate
        className="mt-8"
        aria-busy={status === 'submitting'}
        onSubmit={(e) => {
          e.preventDefault()
          if (isLast) void complete()
        }}
      >
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink-900 focus:outline-none">
          {def.title}
        </h3>
        {def.description && <p className="mt-1 text-ink-600">{def.description}</p>}

        <div className="mt-6 grid gap-5">
          {fieldViews(form, values, stepKey).map((field) => {
            const path = pathOf(field)
            const control = { id: fieldId(field), name: path, required: !!field.def.required, error: errors[path] }
            const label = field.def.label
            switch (field.kind) {
              case 'checkboxes':
                return (
                  <ChoiceGroup
                    key={field.name}
                    {...control}
                    label={label}
                    hint={field.def.hint}
                    options={field.def.options}
                    multiple
                    value={field.value}
                    onChange={(v) => setAnswer(field, v)}
                  />
                )
              case 'radio':
                return (
                  <ChoiceGroup
                    key={field.name}
                    {...control}
                    label={label}
                    options={field.def.options}
                    multiple={false}
                    value={field.value}
                    onChange={(v) => setAnswer(field, v)}
                  />
                )
            }
            const input = {
              ...control,
              value: field.value,
              onChange: (v: string) => setAnswer(field, v),
              placeholder: field.def.placeholder,
            }
            return (
              <Field key={field.name} id={control.id} label={label} required={control.required} error={control.error}>
                {field.kind === 'select' ? (
                  <Select {...input} options={field.def.options} />
                ) : field.kind === 'textarea' ? (
                  <TextArea {...input} maxLength={field.def.maxLength} rows={field.def.rows} />
                ) : (
                  <TextInput
                    {...input}
                    type={field.kind === 'url' ? 'url' : 'text'}
                    autoComplete={field.kind === 'url' ? 'url' : field.name === 'businessName' ? 'organization' : 'off'}
                    maxLength={field.def.maxLength}
                  />
                )}
              </Field>
            )
          })}
        </div>

        <Honeypot inputRef={honeypot} />
        <div className="mt-8 flex items-center justify-between gap-4">
          <button type="button" className="btn-outline" onClick={() => go(stepIndex - 1)} disabled={stepIndex === 0 || status !== 'idle'}>
            {form.labels.previous}
          </button>
          {/* Separate elements: a double click on Next must not land on Complete. */}
          {isLast ? (
            <button key="complete" type="submit" className="btn-primary" disabled={!ready || status !== 'idle'}>
              {status === 'submitting' ? form.labels.completing : form.labels.complete}
            </button>
          ) : (
            <button key="next" type="button" className="btn-primary" onClick={() => go(stepIndex + 1)}>
              {form.labels.next}
            </button>
          )}
        </div>
      </form>
      <Toaster toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  )
}
