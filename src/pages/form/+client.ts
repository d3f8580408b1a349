// Form pages: the chrome's enhancements plus React islands for the forms.
// Each island's code is loaded only when the page has that island.
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { enhanceSite } from '../../enhance/site.ts'

const islands: Record<string, () => Promise<ComponentType<object>>> = {
  'contact-form': () => import('../../forms/ContactForm.tsx').then((m) => m.ContactForm as ComponentType<object>),
  'growth-wizard': () => import('../../forms/GrowthWizard.tsx').then((m) => m.GrowthWizard as ComponentType<object>),
  'onboarding-wizard': () => import('../../forms/OnboardingWizard.tsx').then((m) => m.OnboardingWizard as ComponentType<object>),
}

enhanceSite()
for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = islands[el.dataset.island ?? '']
  if (!load) continue
  const props = JSON.parse(el.dataset.props ?? '{}') as object
  void load().then((Component) => hydrateRoot(el, createElement(Component, props)))
}
