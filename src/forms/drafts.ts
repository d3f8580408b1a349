// The unfinished answers each form keeps in localStorage (use-draft.ts writes
// them) and the one reader that gives them back. A draft is read through a
// zod schema of its form: one that does not fit (another version, an id or a
// start time the functions would refuse, a value of the wrong type) is
// discarded, never half trusted. A field the draft lacks (the form has grown
// since) starts empty, so the other answers are kept.
// Only the zod/mini schema types the forms ship anyway are used: a first
// version with z.catch, z.pipe, z.record and z.literal added 1.2 KB gzip to
// the form island.
import * as z from 'zod/mini'
import type { ContactForm, OnboardingForm } from '../../schemas/forms.ts'
import {
  contactFieldNames,
  IdSchema,
  ONBOARDING_STEPS,
  onboardingFields,
  TimestampSchema,
  type ContactAnswers,
  type OnboardingAnswers,
  type OnboardingStepKey,
} from '../../schemas/lead.ts'
import { local, readJson, remove } from './storage.ts'

/** The stored draft under `key` if it fits `schema`; a draft that does not (or is not JSON) is removed, and reads as none. */
export function readDraft<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const storage = local()
  const parsed = schema.safeParse(readJson(storage, key))
  if (parsed.success) return parsed.data
  remove(storage, key)
  return null
}

/** Written into every draft: a draft of another version is discarded. */
export const DRAFT_VERSION = 1
/** A custom check, not z.literal, which the form island does not ship otherwise. */
export const DraftVersionSchema = z.custom<typeof DRAFT_VERSION>((v) => v === DRAFT_VERSION)

/** Kept with the answers so a reload continues the same lead: the checks are the envelope's, so what is restored is sendable. */
const leadFrame = { v: DraftVersionSchema, leadId: IdSchema, startedAt: TimestampSchema }

// An answer as typed (not yet checked). A missing one is the empty answer that
// the rules in schemas/lead.ts read a missing answer as.
const TypedText = z.prefault(z.string(), '')
const TypedOptions = z.prefault(z.array(z.string()), [])

// -------------------------------------------------------------------- contact

// The fields are content's: the draft's schema is built from the form.
const contactValuesSchema = (form: ContactForm) =>
  // Object.fromEntries forgets the keys; content holds every core field (contact-form-content.ts).
  z.object(Object.fromEntries(contactFieldNames(form.fields).map((f) => [f, TypedText]))) as unknown as z.ZodMiniType<ContactAnswers>

export const contactDraftSchema = (form: ContactForm) => z.object({ ...leadFrame, values: contactValuesSchema(form) })
export type ContactDraft = z.infer<ReturnType<typeof contactDraftSchema>>

/** The contact answers before anything is typed. */
export const emptyContactAnswers = (form: ContactForm): ContactAnswers => contactValuesSchema(form).parse({})

// ----------------------------------------------------------------- onboarding

// The fields are content's: the draft's schema is built from the form.
const typedStep = (form: OnboardingForm, s: OnboardingStepKey) =>
  z.prefault(
    z.object(Object.fromEntries(onboardingFields(form, s).map((f) => [f.name, f.kind === 'checkboxes' ? TypedOptions : TypedText]))),
    {},
  )
// Object.fromEntries forgets the keys; ONBOARDING_STEPS lists every step.
const onboardingValuesSchema = (form: OnboardingForm) =>
  z.object(Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, typedStep(form, s)]))) as unknown as z.ZodMiniType<OnboardingAnswers>

export const onboardingDraftSchema = (form: OnboardingForm) =>
  z.object({
    ...leadFrame,
    values: onboardingValuesSchema(form),
    /** The step on screen (0-based). */
    step: z.int().check(z.gte(0), z.lte(ONBOARDING_STEPS.length - 1)),
  })
export type OnboardingDraft = z.infer<ReturnType<typeof onboardingDraftSchema>>

/** The onboarding answers before anything is typed. */
export const emptyOnboardingAnswers = (form: OnboardingForm): OnboardingAnswers => onboardingValuesSchema(form).parse({})
