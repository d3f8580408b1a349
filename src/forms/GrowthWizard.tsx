// The growth-session wizard on /growth-session. The steps come from
// content/forms/growth-session.yaml; every rule lives in engine.ts; state,
// saves and focus are use-growth-wizard.ts; this component draws the progress,
// the question and its answer, and the Back control.
import type { GrowthSessionForm } from '../../schemas/forms.ts'
import { growthSessionForm } from '../generated/forms.ts'
import { Toaster } from '../components/Toast.tsx'
import * as E from './engine.ts'
import { Honeypot } from './fields.tsx'
import { StepView } from './steps/index.tsx'
import { useGrowthWizard } from './use-growth-wizard.ts'

/** Ids are fixed, not useId(): server-rendered in the page, hydrated as its own root. */
export function GrowthWizard({
  form = growthSessionForm,
  endpoint = '/api/growth-session',
  idPrefix = 'growth',
}: {
  form?: GrowthSessionForm
  endpoint?: string
  idPrefix?: string
}) {
  const uid = idPrefix
  const {
    state,
    busy,
    phase,
    restored,
    ready,
    locked,
    step,
    value,
    honeypot,
    stepRef,
    toasts,
    advance,
    choose,
    goBack,
    onKeyDown,
    onChange,
  } = useGrowthWizard(form, endpoint)
  const finished = phase !== 'editing'
  const progress = E.progress(form, state, finished)
  const progressText = form.labels.progress.replace('{current}', String(progress.current)).replace('{total}', String(progress.total))
  const ids = { inputId: `${uid}-input`, questionId: `${uid}-q`, hintId: `${uid}-hint` }
  const isChoice = step.type === 'choice'
  const buttonLabel = !isChoice ? (busy && step.busyLabel ? step.busyLabel : (step.buttonLabel ?? form.labels.ok)) : ''
  const canGo = ready && E.canAdvance(form, state, busy || finished)

  return (
    <section
      className="relative mx-auto w-full max-w-2xl"
      aria-busy={busy || finished}
      data-ready={ready || undefined}
      data-step={state.index + 1}
      data-form="growth-session"
    >
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={finished ? progress.total : state.index}
        aria-valuetext={progressText}
        className="mb-10 flex gap-1.5"
      >
        {progress.segments.map((s, i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-pill transition-colors ${s === 'done' ? 'bg-brand-600' : s === 'current' ? 'bg-brand-300' : 'bg-ink-200'}`}
          />
        ))}
      </div>

      {restored && (
        <p role="status" className="mb-6 rounded-lg bg-accent-300/20 px-4 py-2 text-sm text-ink-700">
          {form.labels.restored}
        </p>
      )}

      {finished ? (
        <div role="status" className="py-10 text-center">
          <p className="text-2xl font-semibold text-ink-900">{phase === 'finishing' ? form.labels.submitting : form.labels.done}</p>
        </div>
      ) : (
        <div ref={stepRef} key={state.index}>
          <p className="mb-2 text-sm font-semibold text-brand-700">
            <span className="sr-only">{progressText}: </span>
            <span aria-hidden="true">{state.index + 1} →</span>
          </p>
          <h2 id={ids.questionId} className="text-2xl leading-snug font-semibold text-ink-900 sm:text-3xl">
            {E.interpolate(step.question, state.answers)}
            {step.required && (
              <>
                <span aria-hidden="true" className="text-danger-600">
                  {' '}
                  {form.labels.requiredMark}
                </span>
                <span className="sr-only"> (required)</span>
              </>
            )}
          </h2>
          {step.description && <p className="mt-2 text-lg text-ink-600">{E.interpolate(step.description, state.answers)}</p>}

          <div className="mt-8">
            <StepView
              step={step}
              {...ids}
              value={value}
              required={step.required}
              disabled={locked}
              onChange={onChange}
              onKeyDown={onKeyDown}
              onChoose={choose}
            />
          </div>

          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            {!isChoice && (
              <button type="button" className="btn-primary" onClick={advance} disabled={!canGo}>
                {buttonLabel}
              </button>
            )}
            <p id={ids.hintId} className="text-sm text-ink-500">
              {isChoice
                ? form.labels.choiceHint
                : step.type === 'textarea'
                  ? `${form.labels.enterHint} · ${form.labels.newlineHint}`
                  : form.labels.enterHint}
            </p>
          </div>
        </div>
      )}

      {!finished && state.index > 0 && (
        <button type="button" onClick={goBack} disabled={locked} className="mt-10 btn-outline">
          <span aria-hidden="true">←</span> {form.labels.back}
        </button>
      )}
      <Honeypot inputRef={honeypot} />
      <Toaster toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </section>
  )
}
