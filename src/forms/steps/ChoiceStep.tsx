// Single-choice steps: one button per option with its key letter. Letter keys
// choose only while focus is inside this group (WCAG 2.1.4), arrow keys move
// between the options.
import type { KeyboardEvent } from 'react'
import type { WizardStep } from '../../../schemas/forms.ts'
import { choiceKey, keyAction } from '../engine.ts'
import type { StepProps } from './step-props.ts'

export function ChoiceStep({
  step,
  inputId,
  questionId,
  hintId,
  value,
  disabled,
  onChoose,
}: StepProps<Extract<WizardStep, { type: 'choice' }>>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0
    if (move) {
      const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
      buttons[(at + move + buttons.length) % buttons.length]?.focus()
      e.preventDefault()
      return
    }
    const action = keyAction(
      step,
      {
        key: e.key,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        isComposing: e.nativeEvent.isComposing,
      },
      true,
    )
    if (action.type === 'choose' && !disabled) {
      e.preventDefault()
      onChoose(action.option)
    }
  }
  const selectedIndex = step.options.findIndex((o) => o.value === value)
  return (
    // Arrow keys move between the choices (one keydown handler for the group, as the radio-group pattern does);
    // each choice is itself a button, so nothing here is reachable only by the key handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      id={inputId}
      role="group"
      aria-labelledby={questionId}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      className="grid max-w-md gap-3"
    >
      {step.options.map((option, i) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            type="button"
            data-autofocus={i === Math.max(selectedIndex, 0) || undefined}
            aria-pressed={selected}
            aria-keyshortcuts={choiceKey(i)}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && onChoose(option.value)}
            className={`flex min-h-12 items-center gap-3 rounded-lg border-2 px-3 py-2 text-left text-lg transition-colors ${
              selected
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-brand-300 bg-brand-50 text-ink-900 hover:border-brand-500 hover:bg-brand-100'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded border text-sm font-bold ${selected ? 'border-white text-white' : 'border-brand-400 bg-white text-brand-700'}`}
            >
              {choiceKey(i)}
            </span>
            <span>{option.label}</span>
          </button>
        )
      })}
    </div>
  )
}
