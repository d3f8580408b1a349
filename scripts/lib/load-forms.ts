// The three form definitions under content/forms/ (schemas in schemas/forms.ts).
import { ContactFormSchema, GrowthSessionFormSchema, OnboardingFormSchema } from '../../schemas/forms.ts'

export const FORM_FILES = [
  { key: 'contactForm', file: 'contact.yaml', schema: ContactFormSchema, type: 'ContactForm' },
  { key: 'growthSessionForm', file: 'growth-session.yaml', schema: GrowthSessionFormSchema, type: 'GrowthSessionForm' },
  { key: 'onboardingForm', file: 'onboarding.yaml', schema: OnboardingFormSchema, type: 'OnboardingForm' },
] as const
