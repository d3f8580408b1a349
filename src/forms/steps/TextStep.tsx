// Single-line steps: text, name, email, url; email and url get their input types, so phones show the matching keyboard.
import type { WizardStep } from '../../../schemas/forms.ts'
import type { StepProps } from './step-props.ts'

type Single = Extract<WizardStep, { type: 'text' | 'name' | 'email' | 'url' }>

const ATTRS: Record<Single['type'], { type: string; inputMode: 'text' | 'email' | 'url'; autoComplete?: string }> = {
  text: { type: 'text', inputMode: 'text' },
  name: { type: 'text', inputMode: 'text', autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  url: { type: 'url', inputMode: 'url', autoComplete: 'url' },
}
// The first-name and company steps get their own autofill hints.
const AUTOCOMPLETE: Partial<Record<Single['field'], string>> = {
  firstName: 'given-name',
  company: 'organization',
  email: 'email',
  website: 'url',
}

export function TextStep({ step, inputId, questionId, hintId, value, required, disabled, onChange, onKeyDown }: StepProps<Single>) {
  const a = ATTRS[step.type]
  return (
    <input
      id={inputId}
      data-autofocus
      type={a.type}
      inputMode={a.inputMode}
      autoComplete={AUTOCOMPLETE[step.field] ?? a.autoComplete ?? 'off'}
      aria-labelledby={questionId}
      aria-describedby={hintId}
      aria-required={required || undefined}
      value={value}
      maxLength={step.maxLength}
      placeholder={step.placeholder || undefined}
      readOnly={disabled}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      className="w-full border-0 border-b-2 border-brand-300 bg-transparent px-0 py-2 text-2xl text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:ring-0 focus:outline-none sm:text-3xl"
    />
  )
}
