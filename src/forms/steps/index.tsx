// One component per step type; the wizard picks by `type`. Exhaustive: a new
// step type in schemas/forms.ts does not compile until it has a component.
import type { ComponentType } from 'react'
import type { WizardStep, WizardStepType } from '../../../schemas/forms.ts'
import { ChoiceStep } from './ChoiceStep.tsx'
import { PhoneStep } from './PhoneStep.tsx'
import { TextareaStep } from './TextareaStep.tsx'
import { TextStep } from './TextStep.tsx'
import type { StepProps } from './step-props.ts'

const STEP_COMPONENTS: { [T in WizardStepType]: ComponentType<StepProps<Extract<WizardStep, { type: T }>>> } = {
  text: TextStep,
  name: TextStep,
  email: TextStep,
  url: TextStep,
  phone: PhoneStep,
  textarea: TextareaStep,
  choice: ChoiceStep,
}

export function StepView(props: StepProps) {
  const C = STEP_COMPONENTS[props.step.type] as ComponentType<StepProps>
  return <C {...props} />
}
