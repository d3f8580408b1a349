// Its own module, free of zod: the section registry (src/sections/registry.tsx) reads it at runtime,
// and a value imported from ./index.ts would bring every section's schema into the browser's islands.
import type { SectionType } from './index.ts'

/** Section types a hero with `formBeside` may hold beside its words: the page's form, wizard or booking. */
export const HERO_FORM_SECTIONS = [
  'contact-form',
  'growth-wizard',
  'onboarding-wizard',
  'booking',
] as const satisfies readonly SectionType[]
