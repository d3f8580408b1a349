// What the browser sends and the functions accept for each lead form, built
// from the form definitions in content/forms (schemas/forms.ts). The browser
// and the functions call the same builders, so a field's rules and messages
// live in one place: the YAML. The envelope every body carries is
// lead-envelope.ts; the rule for one answer is answer-rules.ts.
//
// Written with zod/mini, not classic zod: this file ships to the browser, and
// mini tree-shakes to a few KB where classic zod pulls in ~90 KB gzipped.
// Only *types* come from ./forms.ts, so classic zod stays out of the bundle.
import * as z from 'zod/mini'
import {
  charactersCheck,
  checkboxesFieldSchema,
  EMAIL_DOMAIN_RE,
  emailFieldSchema,
  nameCheck,
  nameFieldSchema,
  optionFieldSchema,
  phoneFieldSchema,
  text,
  textFieldSchema,
  tooLong,
  trim,
  type StringCheck,
  type StringSchema,
} from './answer-rules.ts'
import {
  contactFieldNames,
  CORE_CONTACT_FIELDS,
  type ContactFieldKind,
  type ContactFieldName,
  type CoreContactFieldName,
} from './contact-fields.ts'
import type {
  ContactFieldDef,
  ContactForm,
  GrowthFieldName,
  GrowthSessionForm,
  OnboardingFieldDef,
  OnboardingForm,
  WizardStep,
} from './forms.ts'
import { ClientSlugSchema, envelope, startedBeforeSaved } from './lead-envelope.ts'
import { normaliseAfterPrefix } from './phone.ts'
import {
  CORE_ONBOARDING_FIELDS,
  ONBOARDING_STEPS,
  type OnboardingFieldKind,
  type OnboardingFieldName,
  type OnboardingStepKey,
} from './onboarding-fields.ts'

export * from './answer-rules.ts'
export * from './lead-envelope.ts'

// ------------------------------------------- one rule per field, any form

/** A field as the contact form and the onboarding questionnaire define it in content: a kind and its definition. */
export type FormField = ContactField | OnboardingField

/** A checkboxes field holds the chosen option values; every other kind one text. */
type FieldRule<K extends FormField['kind']> = K extends 'checkboxes' ? ReturnType<typeof checkboxesFieldSchema> : StringSchema

/**
 * The rule for one answer, by the field's kind, with its messages from content: the one builder
 * the browser (as the visitor leaves a field) and the functions (the whole body) both use.
 */
export function fieldSchema<F extends FormField>(field: F): FieldRule<F['kind']>
export function fieldSchema(field: FormField): FieldRule<FormField['kind']> {
  switch (field.kind) {
    case 'name':
      return nameFieldSchema(field.def)
    case 'email':
      return emailFieldSchema(field.def)
    case 'tel':
      return phoneFieldSchema(field.def)
    case 'select':
    case 'radio':
      return optionFieldSchema(field.def)
    case 'checkboxes':
      return checkboxesFieldSchema(field.def)
    default:
      return textFieldSchema(field.def)
  }
}

/** One entry per field, keyed by its name, each with its rule. */
const fieldsShape = (fields: readonly FormField[]) => Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]))

// ------------------------------------------------------------------- contact

export { contactFieldNames, CORE_CONTACT_FIELDS, type ContactFieldName, type CoreContactFieldName }

/**
 * One contact field as content defines it (content/forms/contact.yaml): its
 * name, kind, autofill token, whether it is required and its definition. A
 * union told apart by `kind`, so code that switches on the kind gets the
 * matching definition (a select's options, a textarea's rows) with its type.
 */
export type ContactField = {
  [K in ContactFieldKind]: { name: string; kind: K; autoComplete?: string; required: boolean; def: ContactFieldDef<K> }
}[ContactFieldKind]

/** Every field, in display order (content's), each with its definition. */
export function contactFields(form: ContactForm): ContactField[] {
  return Object.entries(form.fields).map(
    ([name, def]) =>
      // The definition's kind is the field's kind (the union in content is told apart by it).
      ({
        name,
        kind: def.kind,
        autoComplete: 'autoComplete' in def ? def.autoComplete : undefined,
        required: def.required !== undefined,
        def,
      }) as ContactField,
  )
}

/** The options of the contact form's choice field `name` (none when content has no such choice). */
export function contactOptions(form: ContactForm, name: string): readonly { value: string; label: string }[] {
  const f = form.fields[name]
  return f?.kind === 'select' ? f.options : []
}

/** The answers: the core fields by name (content must have them), any other field content adds as text. */
export type ContactAnswers = { [K in CoreContactFieldName]: string } & Record<string, string>
type ContactShape = { [K in CoreContactFieldName]: StringSchema } & Record<string, StringSchema>

function contactShape(form: ContactForm): ContactShape {
  // Object.fromEntries forgets the keys; content is checked to hold every core field (contact-form-content.ts).
  return fieldsShape(contactFields(form)) as ContactShape
}

export function contactAnswersSchema(form: ContactForm): z.ZodMiniType<ContactAnswers> {
  return z.strictObject(contactShape(form)) as unknown as z.ZodMiniType<ContactAnswers>
}

export function contactBodySchema(form: ContactForm) {
  const body = z.strictObject({ ...envelope, ...contactShape(form) }).check(startedBeforeSaved)
  // The shape's index signature hides the envelope's keys from inference: put them back.
  return body as unknown as z.ZodMiniType<ContactBody>
}
/** The envelope and the answers: the core fields by name, any other field content adds (a text) under its own. */
export type ContactBody = z.infer<z.ZodMiniObject<typeof envelope>> & { [K in CoreContactFieldName]: string } & Record<string, unknown>

// ----------------------------------------------------------- growth session

/** The rule for one wizard step's answer (trimmed string). */
export function stepAnswerSchema(form: GrowthSessionForm, step: WizardStep): StringSchema {
  const message = step.error ?? form.messages.invalid
  const checks: StringCheck[] = [trim()]
  // A phone answer is the digits typed after the prefix, or the E.164 a later save repeats (prefix and digits).
  // A name's length is part of the name rule, whose message comes first (below).
  if (step.type !== 'choice' && step.type !== 'name')
    checks.push(tooLong(step.type === 'phone' ? step.prefix.length + step.maxDigits : step.maxLength))
  if (step.required) checks.push(z.minLength(1, message))
  switch (step.type) {
    case 'text':
    case 'url':
      checks.push(charactersCheck('one', form.messages.oneLine))
      break
    case 'name':
      checks.push(charactersCheck('one', form.messages.oneLine), nameCheck(form.messages.name), tooLong(step.maxLength))
      break
    case 'textarea':
      checks.push(charactersCheck('many', form.messages.manyLines))
      break
    case 'email':
      checks.push(z.refine<string>((v) => v === '' || EMAIL_DOMAIN_RE.test(v), message))
      break
    case 'phone': {
      const { minDigits, maxDigits, prefix } = step
      const typed = (v: string) => v.startsWith('+') || (/^\d+$/.test(v) && v.length >= minDigits && v.length <= maxDigits)
      checks.push(z.refine<string>((v) => v === '' || (typed(v) && normaliseAfterPrefix(prefix, v) !== null), message))
      // Stored as E.164, like every phone (schemas/phone.ts).
      return z.pipe(
        text().check(...checks),
        z.transform((v) => (v === '' ? v : (normaliseAfterPrefix(prefix, v) ?? v))),
      )
    }
    case 'choice':
      checks.push(z.refine<string>((v) => (v === '' ? !step.required : step.options.some((o) => o.value === v)), message))
      break
  }
  return text().check(...checks)
}

/**
 * One optional entry per wizard field, built by `rule` from the step that asks
 * it. Each field is asked by exactly one step (the form schema checks it).
 */
function growthShape<S extends z.ZodMiniType>(form: GrowthSessionForm, rule: (step: WizardStep) => S) {
  return Object.fromEntries(form.steps.map((s) => [s.field, z.optional(rule(s))])) as Record<GrowthFieldName, z.ZodMiniOptional<S>>
}

/** Every answer the wizard may hold, each optional. */
export type GrowthAnswers = z.infer<z.ZodMiniObject<ReturnType<typeof growthShape<StringSchema>>>>

/** The loose copy of the form: every field is text within its limit; choices are '' or an option. */
function formDataSchema(form: GrowthSessionForm) {
  return z.strictObject(
    growthShape(form, (s) => {
      if (s.type === 'choice')
        return text().check(
          z.refine<string>((v) => v === '' || s.options.some((o) => o.value === v), 'Please choose one of the listed options'),
        )
      const max = s.type === 'phone' ? s.maxDigits : s.maxLength
      return text().check(z.maxLength(max, `At most ${max} characters`))
    }),
  )
}

export function growthBodySchema(form: GrowthSessionForm) {
  const total = form.steps.length
  const body = z.strictObject({
    ...envelope,
    /** The step (1-based) whose answer this save carries; every earlier required answer is present. */
    step: z
      .int({ error: 'Expected a step number' })
      .check(z.gte(1, `Step must be 1 to ${total}`), z.lte(total, `Step must be 1 to ${total}`)),
    /** The browser's time zone, e.g. "Australia/Melbourne". */
    timezone: z.string({ error: 'Expected a time zone' }).check(z.maxLength(100, 'At most 100 characters')),
    /** A copy of the whole form as the visitor sees it (answers not yet checked included). */
    formData: formDataSchema(form),
    ...growthShape(form, (s) => stepAnswerSchema(form, s)),
  })
  return body.check(
    startedBeforeSaved,
    // A save for step n carries every required answer up to n.
    z.superRefine<z.infer<typeof body>>((b, ctx) => {
      form.steps.slice(0, b.step).forEach((s) => {
        // The body's answers are keyed by the steps' fields, named in content: indexed by name.
        if (s.required && (b as Record<string, unknown>)[s.field] === undefined)
          ctx.issues.push({ code: 'custom', message: s.error ?? form.messages.invalid, path: [s.field], input: undefined })
      })
    }),
  )
}
export type GrowthBody = z.infer<ReturnType<typeof growthBodySchema>>

// ---------------------------------------------------------------- onboarding

export { CORE_ONBOARDING_FIELDS, ONBOARDING_STEPS, type OnboardingFieldKind, type OnboardingFieldName, type OnboardingStepKey }

/**
 * One onboarding field as content defines it: where it is, its name, kind and definition.
 * A union told apart by `kind`, so code that switches on the kind gets the
 * matching definition (a select's options, a textarea's rows) with its type.
 */
export type OnboardingField<S extends OnboardingStepKey = OnboardingStepKey> = {
  [K in OnboardingFieldKind]: { step: S; name: string; kind: K; def: OnboardingFieldDef<K> }
}[OnboardingFieldKind]

/** The fields of one step, in content's order, each with its definition. */
export function onboardingFields<S extends OnboardingStepKey>(form: OnboardingForm, step: S): OnboardingField<S>[] {
  // The definition's kind is the field's kind (the union in content is told apart by it).
  return Object.entries(form.steps[step].fields).map(([name, def]) => ({ step, name, kind: def.kind, def }) as OnboardingField<S>)
}

/** The options of onboarding field `name` of `step` (none when content has no such choice). */
export function onboardingOptions(
  form: OnboardingForm,
  step: OnboardingStepKey,
  name: string,
): readonly { value: string; label: string }[] {
  const f = form.steps[step].fields[name]
  return f && 'options' in f ? f.options : []
}

/** One step's answers, by field name: a list for checkboxes, a text otherwise. */
export type OnboardingStepAnswers = Record<string, string | string[]>
type OnboardingAnswersShape = {
  [S in OnboardingStepKey]: z.ZodMiniPrefault<z.ZodMiniType<OnboardingStepAnswers>>
}

function onboardingAnswersShape(form: OnboardingForm): OnboardingAnswersShape {
  // Object.fromEntries forgets the keys; ONBOARDING_STEPS and onboardingFields list every step and field.
  const step = (s: OnboardingStepKey) => z.strictObject(fieldsShape(onboardingFields(form, s)))
  return Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, z.prefault(step(s), {})])) as unknown as OnboardingAnswersShape
}

/** The four steps' answers alone (what the browser checks before sending). */
export const onboardingAnswersSchema = (form: OnboardingForm) => z.strictObject(onboardingAnswersShape(form))
export type OnboardingAnswers = z.infer<ReturnType<typeof onboardingAnswersSchema>>

export function onboardingBodySchema(form: OnboardingForm) {
  return z.strictObject({ ...envelope, slug: ClientSlugSchema, ...onboardingAnswersShape(form) }).check(startedBeforeSaved)
}
export type OnboardingBody = z.infer<ReturnType<typeof onboardingBodySchema>>
