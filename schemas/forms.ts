// content/forms/*.yaml: what the three lead forms say and ask (labels,
// placeholders, options, messages, steps) and which fields each asks: the
// contact and onboarding fields (name, kind, order) are content too, with the
// few other code reads by name kept in contact-fields.ts and onboarding-fields.ts;
// the wizard's are its steps in content. Everything a visitor reads is content; choices are stored as their
// option values, never their labels. One file per form (contact-form-content.ts,
// growth-session-form.ts, onboarding-form.ts) on the shared field definitions
// (form-fields.ts); this module is the one place the rest of the site imports
// them from. schemas/lead.ts builds the validators that the browser and the
// functions share from these definitions.
export * from './form-fields.ts'
export * from './contact-form-content.ts'
export * from './growth-session-form.ts'
export * from './onboarding-form.ts'
export type { ContactFieldKind, ContactFieldName } from './contact-fields.ts'
