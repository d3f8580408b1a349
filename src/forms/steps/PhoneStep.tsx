// The mobile-number step: a fixed country prefix, digits only. No maxLength:
// the browser would cut a pasted "+61 412 345 678" before the engine keeps its digits.
import type { WizardStep } from '../../../schemas/forms.ts'
import type { StepProps } from './step-props.ts'

export function PhoneStep({
  step,
  inputId,
  questionId,
  hintId,
  value,
  required,
  disabled,
  onChange,
  onKeyDown,
}: StepProps<Extract<WizardStep, { type: 'phone' }>>) {
  const prefixId = `${inputId}-prefix`
  return (
    <div className="flex items-end gap-3 border-b-2 border-brand-300 focus-within:border-brand-600">
      <span id={prefixId} className="shrink-0 py-2 text-2xl font-semibold text-ink-700 sm:text-3xl">
        {step.prefix}
      </span>
      <input
        id={inputId}
        data-autofocus
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-labelledby={`${questionId} ${prefixId}`}
        aria-describedby={hintId}
        aria-required={required || undefined}
        value={value}
        placeholder={step.placeholder || undefined}
        readOnly={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="w-full min-w-0 border-0 bg-transparent px-0 py-2 text-2xl text-ink-900 placeholder:text-ink-400 focus:ring-0 focus:outline-none sm:text-3xl"
      />
    </div>
  )
}
