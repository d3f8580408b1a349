// The props every step component takes: the engine decides, steps only draw.
import type { KeyboardEvent } from 'react'
import type { WizardStep } from '../../../schemas/forms.ts'

export interface StepProps<S extends WizardStep = WizardStep> {
  step: S
  /** id of the input (typed steps) or of the choice group. */
  inputId: string
  /** id of the question heading, which labels the step. */
  questionId: string
  /** id of the hint under the step, for aria-describedby. */
  hintId: string
  value: string
  required: boolean
  disabled: boolean
  onChange: (value: string) => void
  /** Typed steps: every key press on the field goes through the engine (Enter advances). */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void
  /** Choice steps: a chosen option. */
  onChoose: (option: string) => void
}
