// The multi-line step: Enter advances, Shift+Enter is a new line (the engine decides).
import type { WizardStep } from '../../../schemas/forms.ts'
import type { StepProps } from './step-props.ts'

export function TextareaStep({
  step,
  inputId,
  questionId,
  hintId,
  value,
  required,
  disabled,
  onChange,
  onKeyDown,
}: StepProps<Extract<WizardStep, { type: 'textarea' }>>) {
  return (
    <textarea
      id={inputId}
      data-autofocus
      aria-labelledby={questionId}
      aria-describedby={hintId}
      aria-required={required || undefined}
      value={value}
      rows={step.rows}
      maxLength={step.maxLength}
      placeholder={step.placeholder || undefined}
      readOnly={disabled}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      className="w-full resize-y border-0 border-b-2 border-brand-300 bg-transparent px-0 py-2 text-xl text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:ring-0 focus:outline-none sm:text-2xl"
    />
  )
}
