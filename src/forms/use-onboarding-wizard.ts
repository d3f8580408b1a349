// The onboarding questionnaire's state and what it does: the answers and the
// step on screen (restored from a draft after hydration, per client slug),
// each answer re-checked once it was found wrong, the send with its
// retry-safe submission id, and where focus goes: the new step's title, the
// first field to fix (on whichever step it is), or the thank-you.
// The page is prerendered once at /client/ and served for every /client/*,
// so the slug is read from the address after hydration.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { OnboardingForm } from '../../schemas/forms.ts'
import {
  ClientSlugSchema,
  fieldErrorsOf,
  ONBOARDING_STEPS,
  onboardingAnswersSchema,
  onboardingFields,
  fieldSchema,
  type FieldErrors,
  type OnboardingAnswers,
  type OnboardingField,
  type OnboardingStepKey,
} from '../../schemas/lead.ts'
import { useToasts } from '../components/Toast.tsx'
import { DRAFT_VERSION, emptyOnboardingAnswers, onboardingDraftSchema, readDraft, type OnboardingDraft } from './drafts.ts'
import { KEYS } from './storage.ts'
import { useDraft } from './use-draft.ts'
import { leadFrameOf, useLeadSend } from './use-lead-send.ts'

/** Stored when the address carries no client slug, so the answers are never lost. */
const NO_SLUG = 'unassigned'

function slugFromPath(pathname: string): string {
  const m = /^\/client\/([^/]+)\/?$/.exec(pathname)
  const candidate = m?.[1] ? decodeURIComponent(m[1]).toLowerCase() : ''
  return ClientSlugSchema.safeParse(candidate).success ? candidate : NO_SLUG
}

/** A field of one step with its answer; narrowing on `kind` gives both their types (a checkboxes field holds a list). */
export type FieldView = {
  [K in OnboardingField['kind']]: Extract<OnboardingField, { kind: K }> & { value: K extends 'checkboxes' ? string[] : string }
}[OnboardingField['kind']]

export function fieldViews(form: OnboardingForm, values: OnboardingAnswers, step: OnboardingStepKey): FieldView[] {
  const answers: Record<string, unknown> = values[step]
  // Each field reads its own answer: the answers and the fields come from the same content (a draft is read against it).
  return onboardingFields(form, step).map(
    (field) => ({ ...field, value: answers[field.name] ?? (field.kind === 'checkboxes' ? [] : '') }) as FieldView,
  )
}

export function useOnboardingWizard(form: OnboardingForm, endpoint: string, idPrefix: string, slugProp: string | undefined) {
  const uid = idPrefix
  const [slug, setSlug] = useState<string | null>(slugProp ?? null)
  const [values, setValues] = useState<OnboardingAnswers>(() => emptyOnboardingAnswers(form))
  const [stepIndex, setStepIndex] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle')
  // The lead's id and start time: none until hydration, when a draft gives them back or they are made.
  const [lead, setLead] = useState<{ leadId: string; startedAt: number } | null>(null)
  const ready = lead !== null
  const headingRef = useRef<HTMLHeadingElement>(null)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const moveFocus = useRef<string | null>(null)
  const toasts = useToasts()
  const { honeypot, send } = useLeadSend('onboarding', endpoint, form.failure)
  const schema = useMemo(() => onboardingAnswersSchema(form), [form])

  useEffect(() => {
    const s = slugProp ?? slugFromPath(window.location.pathname)
    // The draft is in localStorage, which the prerendered HTML cannot know: read once, after hydration.
    setSlug(s)
    const d = readDraft(KEYS.onboardingDraft(s), onboardingDraftSchema(form))
    setLead(leadFrameOf(d))
    if (d) {
      setValues(d.values)
      setStepIndex(d.step)
    }
  }, [slugProp, form])

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
      const r = fieldSchema(field).safeParse(v)
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
    const sent = await send(lead, parsed.data, { slug: slug ?? NO_SLUG })
    if (sent.ok) {
      discardDraft()
      setStatus('done')
      return
    }
    if (sent.fieldErrors) showErrors(Object.fromEntries(Object.entries(sent.fieldErrors).filter(([k]) => k.includes('.'))))
    fail(sent.message)
    setStatus('idle')
  }

  return {
    status,
    ready,
    values,
    errors,
    stepIndex,
    stepKey,
    total,
    isLast,
    honeypot,
    headingRef,
    thanksRef,
    rootRef,
    toasts,
    fieldId,
    pathOf,
    go,
    setAnswer,
    complete,
  }
}
