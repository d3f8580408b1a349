// Form pages: the chrome's enhancements plus React islands for the forms.
// Each island's code is loaded only when the page has that island.
import type { ComponentType } from 'react'
import { hydrateIslands } from '../../enhance/islands.ts'
import { enhanceSite } from '../every-page.ts'

enhanceSite()
hydrateIslands({
  'contact-form': () => import('../../forms/ContactForm.tsx').then((m) => m.ContactForm as ComponentType<object>),
  'growth-wizard': () => import('../../forms/GrowthWizard.tsx').then((m) => m.GrowthWizard as ComponentType<object>),
  'onboarding-wizard': () => import('../../forms/OnboardingWizard.tsx').then((m) => m.OnboardingWizard as ComponentType<object>),
})
