// Stored option values read as the labels the visitor chose, for each form, from the generated content.
import { describe, expect, it } from 'vitest'
import { asShown } from '../../../netlify/lib/leads/option-labels.ts'
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'

type Options = readonly { value: string; label: string }[]
const optionsOf = (f: unknown) => (f as { options?: Options }).options

const choice = growthSessionForm.steps.find((s) => s.type === 'choice')!
const choices = optionsOf(choice)!
const onboardingField = Object.entries(onboardingForm.steps)
  .flatMap(([step, s]) => Object.entries(s.fields).map(([name, f]) => ({ path: `${step}.${name}`, options: optionsOf(f) })))
  .find((f) => f.options)
const contactField = Object.entries(contactForm.fields).find(([, f]) => optionsOf(f))

describe('asShown', () => {
  it('reads a wizard choice, and each of a list, by its label; a value no option has stays as stored', () => {
    const [a, b] = [choices[0]!, choices.at(-1)!]
    expect(asShown('growth-session', choice.field, a.value)).toBe(a.label)
    expect(asShown('growth-session', choice.field, [a.value, 'retired-option', b.value])).toEqual([a.label, 'retired-option', b.label])
    expect(asShown('growth-session', choice.field, 'retired-option')).toBe('retired-option')
  })

  it("reads an onboarding field by its step and name, and a contact field by its own form's options", () => {
    expect(onboardingField, 'an onboarding field with options').toBeDefined()
    const option = onboardingField!.options![0]!
    expect(asShown('onboarding', onboardingField!.path, option.value)).toBe(option.label)
    expect(asShown('onboarding', onboardingField!.path.split('.')[1]!, option.value), 'without its step it is no field').toBe(option.value)
    expect(contactField, 'a contact field with options').toBeDefined()
    const o = optionsOf(contactField![1])![0]!
    expect(asShown('contact', contactField![0], o.value)).toBe(o.label)
  })

  it('leaves what is no option as it is: free text, numbers, yes or no, nothing', () => {
    for (const value of ['free text', 3, true, undefined, null]) expect(asShown('growth-session', choice.field, value)).toBe(value)
    expect(asShown('no-such-form', choice.field, choices[0]!.value)).toBe(choices[0]!.value)
  })
})
