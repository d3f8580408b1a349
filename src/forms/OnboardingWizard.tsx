// Client onboarding on /client/{slug}: four steps, Next moves on without
// checking, Previous is disabled on step 1. Complete Onboarding checks the
// required answers (same rules as the function), stores them with the
// client's slug and thanks the client. State, sending and focus are
// use-onboarding-wizard.ts; this file draws them.
import type { OnboardingForm } from '../../schemas/forms.ts'
import { onboardingForm } from '../generated/forms.ts'
import { Toaster } from '../components/Toast.tsx'
import { ChoiceGroup, Field, Honeypot, Select, TextArea, TextInput } from './fields.tsx'
import { fieldViews, useOnboardingWizard, type FieldView } from './use-onboarding-wizard.ts'

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
  const {
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
  } = useOnboardingWizard(form, endpoint, idPrefix, slugProp)

  if (status === 'done') return <OnboardingThanks thanks={form.thanks} headingRef={thanksRef} />

  const def = form.steps[stepKey]
  const percent = Math.round(((stepIndex + 1) / total) * 100)
  const progressText = form.labels.progress.replace('{current}', String(stepIndex + 1)).replace('{total}', String(total))

  return (
    <div
      ref={rootRef}
      className="relative mx-auto max-w-3xl card sm:p-8"
      data-ready={ready || undefined}
      data-step={stepIndex + 1}
      data-form="onboarding"
    >
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
          {fieldViews(form, values, stepKey).map((field) => (
            <OnboardingFieldControl
              key={field.name}
              field={field}
              id={fieldId(field)}
              error={errors[pathOf(field)]}
              onChange={(v) => setAnswer(field, v)}
            />
          ))}
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

/** One field of a step, drawn as its kind calls for: a group of choices, a list, long text or one line. */
function OnboardingFieldControl({
  field,
  id,
  error,
  onChange,
}: {
  field: FieldView
  id: string
  error: string | undefined
  onChange: (v: string | string[]) => void
}) {
  const path = `${field.step}.${field.name}`
  const control = { id, name: path, required: !!field.def.required, error }
  const label = field.def.label
  switch (field.kind) {
    case 'checkboxes':
      return (
        <ChoiceGroup
          {...control}
          label={label}
          hint={field.def.hint}
          options={field.def.options}
          multiple
          value={field.value}
          onChange={onChange}
        />
      )
    case 'radio':
      return <ChoiceGroup {...control} label={label} options={field.def.options} multiple={false} value={field.value} onChange={onChange} />
  }
  const input = { ...control, value: field.value, onChange, placeholder: field.def.placeholder }
  return (
    <Field id={control.id} label={label} required={control.required} error={control.error}>
      {field.kind === 'select' ? (
        <Select {...input} options={field.def.options} />
      ) : field.kind === 'textarea' ? (
        <TextArea {...input} maxLength={field.def.maxLength} rows={field.def.rows} />
      ) : (
        <TextInput
          {...input}
          type={field.kind === 'name' ? 'text' : field.kind}
          autoComplete={field.def.autoComplete ?? (field.kind === 'text' || field.kind === 'name' ? 'off' : field.kind)}
          maxLength={field.def.maxLength}
        />
      )}
    </Field>
  )
}

/** After Complete Onboarding: the thank-you, which takes focus. */
function OnboardingThanks({
  thanks,
  headingRef,
}: {
  thanks: OnboardingForm['thanks']
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  return (
    <div className="mx-auto max-w-2xl card text-center sm:p-10" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink-900 focus:outline-none">
        {thanks.title}
      </h2>
      <p className="mt-4 text-lg text-ink-600">{thanks.body}</p>
    </div>
  )
}
