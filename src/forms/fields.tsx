// Labelled inputs for the contact and onboarding forms: label, required
// asterisk, error text wired to the input (aria-invalid, aria-describedby),
// using the design system's field classes. Thin: no state of their own.
import type { ReactNode } from 'react'
import type { Option } from '../../schemas/forms.ts'
import { HONEYPOT_FIELD } from '../../schemas/lead-envelope.ts'

const errorId = (id: string) => `${id}-error`

function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-danger-600">
        {' '}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  )
}

interface ShellProps {
  id: string
  label: string
  required: boolean
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

export function Field({ id, label, required, error, hint, className = '', children }: ShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** aria wiring shared by every control. */
const controlProps = (id: string, required: boolean, error?: string) => ({
  id,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
})

type InputType = 'text' | 'email' | 'tel' | 'url'

export function TextInput(props: {
  id: string
  name: string
  type?: InputType
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  placeholder?: string
  maxLength: number
  required: boolean
  error?: string
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
}) {
  return (
    <input
      {...controlProps(props.id, props.required, props.error)}
      name={props.name}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      placeholder={props.placeholder || undefined}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      className="field-input"
    />
  )
}

export function TextArea(props: {
  id: string
  name: string
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  placeholder?: string
  maxLength: number
  rows: number
  required: boolean
  error?: string
}) {
  return (
    <textarea
      {...controlProps(props.id, props.required, props.error)}
      name={props.name}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      placeholder={props.placeholder || undefined}
      maxLength={props.maxLength}
      rows={props.rows}
      className="field-input resize-y"
    />
  )
}

export function Select(props: {
  id: string
  name: string
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  placeholder: string
  options: Option[]
  required: boolean
  error?: string
}) {
  return (
    <select
      {...controlProps(props.id, props.required, props.error)}
      name={props.name}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
      className={`field-input ${props.value ? '' : 'text-ink-500'}`}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value} className="text-ink-900">
          {o.label}
        </option>
      ))}
    </select>
  )
}

/** Checkboxes hold the chosen values; radios the one chosen, or ''. */
type ChoiceValue =
  { multiple: true; value: string[]; onChange: (v: string[]) => void } | { multiple: false; value: string; onChange: (v: string) => void }

/** A group of radios or checkboxes: a fieldset whose legend is the label. */
export function ChoiceGroup(
  props: {
    id: string
    name: string
    label: string
    hint?: string
    options: Option[]
    required: boolean
    error?: string
  } & ChoiceValue,
) {
  const selected = props.multiple ? props.value : props.value ? [props.value] : []
  const toggle = (v: string, on: boolean) => {
    if (!props.multiple) return props.onChange(v)
    props.onChange(on ? [...selected.filter((x) => x !== v), v] : selected.filter((x) => x !== v))
  }
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? errorId(props.id) : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      id={props.id}
      aria-describedby={describedBy}
      aria-invalid={props.error ? true : undefined}
      tabIndex={-1}
      className="focus:outline-none"
    >
      <legend className="field-label">
        {props.label}
        {props.required && <RequiredMark />}
      </legend>
      {props.hint && (
        <p id={`${props.id}-hint`} className="-mt-1 mb-2 text-sm text-ink-500">
          {props.hint}
        </p>
      )}
      <div className={`grid gap-2 ${props.options.length > 4 ? 'sm:grid-cols-2' : ''}`}>
        {props.options.map((o) => {
          const checked = selected.includes(o.value)
          return (
            <label
              key={o.value}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-ink-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300 ${
                checked ? 'border-brand-500 bg-brand-50' : 'border-ink-200 hover:border-ink-300'
              }`}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={props.name}
                value={o.value}
                checked={checked}
                onChange={(e) => toggle(o.value, e.target.checked)}
                className="size-4 accent-brand-600"
              />
              <span>{o.label}</span>
            </label>
          )
        })}
      </div>
      {props.error && (
        <p id={errorId(props.id)} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The spam trap: invisible, out of the tab order, hidden from assistive tech,
 * never autofilled. People leave it empty; form-filling bots do not. Its value
 * is read from the DOM at submit time (uncontrolled), as a bot would set it.
 */
export function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Fax number (leave this empty)
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export const honeypotValue = (ref: React.RefObject<HTMLInputElement | null>) => ref.current?.value ?? ''
