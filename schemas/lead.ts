// What the browser sends and the functions accept, built from the form
// definitions in content/forms (schemas/forms.ts). The browser and the
// functions call the same builders, so a field's rules and messages live in
// one place: the YAML.
//
// Written with zod/mini, not classic zod: this file ships to the browser, and
// mini tree-shakes to a few KB where classic zod pulls in ~90 KB gzipped.
// Only *types* come from ./forms.ts, so classic zod stays out of the bundle.
import * as z from 'zod/mini'
import { UTM_KEYS } from './utm.ts'
import type {
  CheckboxesField,
  ContactForm,
  ContactFieldName,
  EmailField,
  GrowthFieldName,
  GrowthSessionForm,
  OnboardingFieldDef,
  OnboardingForm,
  RadioField,
  SelectField,
  TextField,
  WizardStep,
} from './forms.ts'
import {
  ONBOARDING_FIELD_KINDS,
  ONBOARDING_STEPS,
  type OnboardingFieldKind,
  type OnboardingFieldName,
  type OnboardingKindOf,
  type OnboardingStepKey,
} from './onboarding-fields.ts'

export const FORM_KINDS = ['contact', 'growth-session', 'onboarding'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** The honeypot: a field no human sees or fills (visually hidden, aria-hidden, tabindex -1). */
export const HONEYPOT_FIELD = 'fax'
/** Largest request body the functions read (bytes); bigger bodies get 413. */
export const MAX_BODY_BYTES = 32 * 1024

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** Lead and submission ids are made in the browser by crypto.randomUUID(). */
export const IdSchema = z.string({ error: 'Expected an id' }).check(z.regex(UUID_RE, 'Expected a lowercase UUID'))
export const isId = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v)

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ClientSlugSchema = z
  .string({ error: 'Expected a client slug' })
  .check(z.maxLength(100, 'Slug too long'), z.regex(SLUG_RE, 'Expected a client slug like "acme-co"'))

// Between 2020 and 2100 in ms: catches seconds-vs-milliseconds and garbage.
export const TimestampSchema = z
  .int({ error: 'Expected a time in milliseconds' })
  .check(z.gte(1_577_836_800_000, 'Time out of range'), z.lte(4_102_444_800_000, 'Time out of range'))

// No side effects: the browser imports this file without the schemas built from
// this helper, and the annotation lets the bundler drop those calls (~0.1 KB).
/* @__NO_SIDE_EFFECTS__ */
const shortText = (max: number) => z.optional(z.string({ error: 'Expected text' }).check(z.maxLength(max, `At most ${max} characters`)))

export { UTM_KEYS }
/** Where the visitor came from: the first page of the visit, its referrer and UTM parameters. */
export const AttributionSchema = z.strictObject({
  utm_source: shortText(200),
  utm_medium: shortText(200),
  utm_campaign: shortText(200),
  utm_term: shortText(200),
  utm_content: shortText(200),
  referrer: shortText(2000),
  landingPage: shortText(2000),
})
export type Attribution = z.infer<typeof AttributionSchema>

/** Sent with every submission: ids (idempotency), spam timing, attribution, honeypot. */
const envelope = {
  leadId: IdSchema,
  submissionId: IdSchema,
  /** When the form appeared (browser clock, ms). */
  startedAt: TimestampSchema,
  /** When this answer was saved (browser clock, ms); orders a lead's submissions. */
  savedAt: TimestampSchema,
  attribution: AttributionSchema,
  [HONEYPOT_FIELD]: shortText(500),
}
/** What every submission carries besides its answers; the functions' shared path reads only this. */
export type Envelope = z.infer<z.ZodMiniObject<typeof envelope>>
const startedBeforeSaved = z.refine<{ startedAt: number; savedAt: number }>((v) => v.startedAt <= v.savedAt, {
  message: 'startedAt must not be after savedAt',
  path: ['startedAt'],
})

// ---------------------------------------------------------------- field rules

type StringSchema = z.ZodMiniType<string, unknown>
type StringCheck = z.core.$ZodCheck<string>

const text = () => z.string({ error: 'Expected text' })
const tooLong = (max: number) => z.maxLength(max, `Please keep this under ${max} characters`)
const trim = () => z.trim()
/** A missing key reads as '' so a required field reports its own message, not "expected text". */
const orEmpty = (s: StringSchema) => z.prefault(s, '')

/** Email shape checks, in the order the visitor should hear about them. */
export const EMAIL_FORMAT_RE = /^[^\s@]+@[^\s@]+$/
export const EMAIL_DOMAIN_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

export function textFieldSchema(def: Pick<TextField, 'required' | 'maxLength'>): StringSchema {
  const checks: StringCheck[] = [trim(), tooLong(def.maxLength)]
  if (def.required) checks.push(z.minLength(1, def.required))
  return orEmpty(text().check(...checks))
}

export function emailFieldSchema(def: EmailField): StringSchema {
  const checks: StringCheck[] = [trim(), tooLong(def.maxLength)]
  if (def.required) checks.push(z.minLength(1, def.required))
  checks.push(
    z.refine<string>((v) => v === '' || EMAIL_FORMAT_RE.test(v), def.invalid),
    z.refine<string>((v) => v === '' || !EMAIL_FORMAT_RE.test(v) || EMAIL_DOMAIN_RE.test(v), def.domain),
  )
  return orEmpty(text().check(...checks))
}

/** One of the options, or '' when optional. Unknown values get the field's own message. */
export function optionFieldSchema(def: SelectField | RadioField): StringSchema {
  const values = def.options.map((o) => o.value)
  const message = def.required ?? 'Please choose one of the listed options'
  return orEmpty(text().check(z.refine<string>((v) => (v === '' ? !def.required : values.includes(v)), message)))
}

export function checkboxesFieldSchema(def: CheckboxesField): z.ZodMiniType<string[], unknown> {
  const values = def.options.map((o) => o.value)
  const checks: z.core.$ZodCheck<string[]>[] = [
    z.refine<string[]>((v) => v.every((x) => values.includes(x)), 'Please choose from the listed options'),
    z.refine<string[]>((v) => new Set(v).size === v.length, 'Each option can be chosen once'),
  ]
  if (def.required) checks.unshift(z.minLength(1, def.required))
  return z.prefault(z.array(z.string({ error: 'Expected text' }), { error: 'Expected a list' }).check(...checks), [])
}

// ------------------------------------------------------------------- contact

export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'website',
  'industry',
  'revenue',
  'challenges',
] as const satisfies readonly ContactFieldName[]

export function contactFieldSchema(form: ContactForm, name: ContactFieldName): StringSchema {
  const f = form.fields
  switch (name) {
    case 'email':
      return emailFieldSchema(f.email)
    case 'industry':
    case 'revenue':
      return optionFieldSchema(f[name])
    default:
      return textFieldSchema(f[name])
  }
}

export function contactAnswersSchema(form: ContactForm) {
  // Object.fromEntries forgets the keys; CONTACT_FIELDS names every field.
  const shape = Object.fromEntries(CONTACT_FIELDS.map((n) => [n, contactFieldSchema(form, n)])) as Record<ContactFieldName, StringSchema>
  return z.strictObject(shape)
}
export type ContactAnswers = z.infer<ReturnType<typeof contactAnswersSchema>>

export function contactBodySchema(form: ContactForm) {
  return z.strictObject({ ...envelope, ...contactAnswersSchema(form).shape }).check(startedBeforeSaved)
}
export type ContactBody = z.infer<ReturnType<typeof contactBodySchema>>

// ----------------------------------------------------------- growth session

/** The rule for one wizard step's answer (trimmed string). */
export function stepAnswerSchema(form: GrowthSessionForm, step: WizardStep): StringSchema {
  const message = step.error ?? form.messages.invalid
  const checks: StringCheck[] = [trim()]
  if (step.type !== 'choice') checks.push(tooLong(step.type === 'phone' ? step.maxDigits : step.maxLength))
  if (step.required) checks.push(z.minLength(1, message))
  switch (step.type) {
    case 'email':
      checks.push(z.refine<string>((v) => v === '' || EMAIL_DOMAIN_RE.test(v), message))
      break
    case 'phone': {
      const { minDigits, maxDigits } = step
      checks.push(z.refine<string>((v) => v === '' || (/^\d+$/.test(v) && v.length >= minDigits && v.length <= maxDigits), message))
      break
    }
    case 'choice':
      checks.push(z.refine<string>((v) => (v === '' ? !step.required : step.options.includes(v)), message))
      break
    default: // text, textarea, url ("website always valid")
  }
  return text().check(...checks)
}

/**
 * One optional entry per wizard field, built by `rule` from the step that asks
 * it. Object.fromEntries forgets the keys; the form schema has every field of
 * GROWTH_FIELDS asked by exactly one step.
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
        return text().check(z.refine<string>((v) => v === '' || s.options.includes(v), 'Please choose one of the listed options'))
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
        if (s.required && b[s.field] === undefined)
          ctx.issues.push({ code: 'custom', message: s.error ?? form.messages.invalid, path: [s.field], input: undefined })
      })
    }),
  )
}
export type GrowthBody = z.infer<ReturnType<typeof growthBodySchema>>

// ---------------------------------------------------------------- onboarding

export { ONBOARDING_FIELD_KINDS, ONBOARDING_STEPS, type OnboardingFieldKind, type OnboardingFieldName, type OnboardingStepKey }

/**
 * One onboarding field: where it is, its kind and its definition from content.
 * A union told apart by `kind`, so code that switches on the kind gets the
 * matching definition (a select's options, a textarea's rows) with its type.
 */
export type OnboardingField<S extends OnboardingStepKey = OnboardingStepKey> = {
  [T in S]: {
    [N in OnboardingFieldName<T>]: { step: T; name: N; kind: OnboardingKindOf<T, N>; def: OnboardingFieldDef<OnboardingKindOf<T, N>> }
  }[OnboardingFieldName<T>]
}[S]

/** The fields of one step, in order, each with its definition from content. */
export function onboardingFields<S extends OnboardingStepKey>(form: OnboardingForm, step: S): OnboardingField<S>[] {
  const defs: Record<string, unknown> = form.steps[step].fields
  const kinds: Record<string, OnboardingFieldKind> = ONBOARDING_FIELD_KINDS[step]
  // Entries forget which definition goes with which kind; forms.ts builds each step's definitions from the same table.
  return Object.entries(kinds).map(([name, kind]) => ({ step, name, kind, def: defs[name] }) as OnboardingField<S>)
}

/** A checkboxes field holds the chosen option values; every other kind one text. */
type OnboardingFieldRule<K extends OnboardingFieldKind> = K extends 'checkboxes' ? ReturnType<typeof checkboxesFieldSchema> : StringSchema

export function onboardingFieldSchema<F extends OnboardingField>(field: F): OnboardingFieldRule<F['kind']>
export function onboardingFieldSchema(field: OnboardingField): OnboardingFieldRule<OnboardingFieldKind> {
  switch (field.kind) {
    case 'select':
    case 'radio':
      return optionFieldSchema(field.def)
    case 'checkboxes':
      return checkboxesFieldSchema(field.def)
    default:
      return textFieldSchema(field.def)
  }
}

type OnboardingAnswersShape = {
  [S in OnboardingStepKey]: z.ZodMiniPrefault<
    z.ZodMiniObject<{ [N in OnboardingFieldName<S>]: OnboardingFieldRule<OnboardingKindOf<S, N>> }, z.core.$strict>
  >
}

export function onboardingAnswersShape(form: OnboardingForm): OnboardingAnswersShape {
  // Object.fromEntries forgets the keys; ONBOARDING_STEPS and onboardingFields list every step and field.
  const step = (s: OnboardingStepKey) =>
    z.strictObject(Object.fromEntries(onboardingFields(form, s).map((f) => [f.name, onboardingFieldSchema(f)])))
  return Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, z.prefault(step(s), {})])) as OnboardingAnswersShape
}

/** The four steps' answers alone (what the browser checks before sending). */
export const onboardingAnswersSchema = (form: OnboardingForm) => z.strictObject(onboardingAnswersShape(form))
export type OnboardingAnswers = z.infer<ReturnType<typeof onboardingAnswersSchema>>

export function onboardingBodySchema(form: OnboardingForm) {
  return z.strictObject({ ...envelope, slug: ClientSlugSchema, ...onboardingAnswersShape(form) }).check(startedBeforeSaved)
}
export type OnboardingBody = z.infer<ReturnType<typeof onboardingBodySchema>>

// ------------------------------------------------------------------- errors

/** `{ "email": "Invalid email format", "goals.primaryGoals": "…" }`: the first problem per field. */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {}
  const add = (path: string, message: string) => {
    if (!(path in out)) out[path] = message
  }
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path ? `${path}.${key}` : key, 'Unknown field')
    } else if (issue.code === 'invalid_type') {
      add(path || '(body)', issue.message !== 'Invalid input' ? issue.message : `Expected ${issue.expected}`)
    } else {
      add(path || '(body)', issue.message === 'Invalid input' ? 'Invalid value' : issue.message)
    }
  }
  return out
}

// ------------------------------------------------------------ stored records

/**
 * One accepted submission, as stored (one immutable blob each). A lead is the
 * merge of its submissions (netlify/lib/lead-merge.ts).
 */
export const StoredSubmissionSchema = z.strictObject({
  version: z.literal(1),
  form: z.enum(FORM_KINDS),
  leadId: IdSchema,
  submissionId: IdSchema,
  /** Server time the submission was accepted (ISO 8601). */
  receivedAt: z.iso.datetime(),
  startedAt: TimestampSchema,
  savedAt: TimestampSchema,
  step: z.optional(z.int()),
  timezone: z.optional(z.string()),
  slug: z.optional(z.string()),
  answers: z.record(z.string(), z.unknown()),
  formData: z.optional(z.record(z.string(), z.unknown())),
  attribution: AttributionSchema,
  /** Present on spam: why it was set apart. */
  spam: z.optional(z.strictObject({ reason: z.string() })),
  /** The erasures already done for the people it names when it was stored (netlify/lib/erasure.ts); absent: none. */
  erasure: z.optional(z.record(z.string(), z.string())),
})
export type StoredSubmission = z.infer<typeof StoredSubmissionSchema>
