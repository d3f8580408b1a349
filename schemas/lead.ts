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
  OnboardingForm,
  OnboardingStepKey,
  RadioField,
  SelectField,
  TextField,
  WizardStep,
} from './forms.ts'

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
export const ClientSlugSchema = z.string({ error: 'Expected a client slug' }).check(z.maxLength(100, 'Slug too long'), z.regex(SLUG_RE, 'Expected a client slug like "acme-co"'))

// Between 2020 and 2100 in ms: catches seconds-vs-milliseconds and garbage.
const TimestampSchema = z.int({ error: 'Expected a time in milliseconds' }).check(z.gte(1_577_836_800_000, 'Time out of range'), z.lte(4_102_444_800_000, 'Time out of range'))

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
type Envelope = {
  leadId: string
  submissionId: string
  startedAt: number
  savedAt: number
  attribution: Attribution
  [HONEYPOT_FIELD]?: string | undefined
}
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

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'website', 'industry', 'revenue', 'challenges'] as const satisfies readonly ContactFieldName[]
export type ContactAnswers = Record<ContactFieldName, string>
export type ContactBody = Envelope & ContactAnswers

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
  const shape = Object.fromEntries(CONTACT_FIELDS.map((n) => [n, contactFieldSchema(form, n)])) as Record<ContactFieldName, StringSchema>
  return z.strictObject(shape)
}

export function contactBodySchema(form: ContactForm): z.ZodMiniType<ContactBody, unknown> {
  return z.strictObject({ ...envelope, ...contactAnswersSchema(form).shape }).check(startedBeforeSaved)
}

// ----------------------------------------------------------- growth session

export type GrowthAnswers = Partial<Record<GrowthFieldName, string>>
export type GrowthBody = Envelope &
  GrowthAnswers & {
    /** The step (1-based) whose answer this save carries; every earlier required answer is present. */
    step: number
    /** The browser's time zone, e.g. "Australia/Melbourne". */
    timezone: string
    /** A copy of the whole form as the visitor sees it (answers not yet checked included). */
    formData: GrowthAnswers
  }

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

/** The loose copy of the form: every field is text within its limit; choices are '' or an option. */
function formDataSchema(form: GrowthSessionForm) {
  const shape = Object.fromEntries(
    form.steps.map((s) => {
      const max = s.type === 'phone' ? s.maxDigits : s.type === 'choice' ? 100 : s.maxLength
      const schema =
        s.type === 'choice'
          ? text().check(z.refine<string>((v) => v === '' || s.options.includes(v), 'Please choose one of the listed options'))
          : text().check(z.maxLength(max, `At most ${max} characters`))
      return [s.field, z.optional(schema)]
    }),
  )
  return z.strictObject(shape)
}

export function growthBodySchema(form: GrowthSessionForm): z.ZodMiniType<GrowthBody, unknown> {
  const answers = Object.fromEntries(form.steps.map((s) => [s.field, z.optional(stepAnswerSchema(form, s))]))
  const total = form.steps.length
  return z
    .strictObject({
      ...envelope,
      step: z.int({ error: 'Expected a step number' }).check(z.gte(1, `Step must be 1 to ${total}`), z.lte(total, `Step must be 1 to ${total}`)),
      timezone: z.string({ error: 'Expected a time zone' }).check(z.maxLength(100, 'At most 100 characters')),
      formData: formDataSchema(form),
      ...answers,
    })
    .check(
      startedBeforeSaved,
      // A save for step n carries every required answer up to n.
      z.superRefine((body, ctx) => {
        const b = body as unknown as GrowthAnswers & { step: number }
        form.steps.slice(0, b.step).forEach((s) => {
          if (s.required && b[s.field] === undefined) ctx.issues.push({ code: 'custom', message: s.error ?? form.messages.invalid, path: [s.field], input: undefined })
        })
      }),
    ) as unknown as z.ZodMiniType<GrowthBody, unknown>
}

// ---------------------------------------------------------------- onboarding

export const ONBOARDING_STEPS = ['businessInfo', 'goals', 'currentMarketing', 'budget'] as const satisfies readonly OnboardingStepKey[]
export type OnboardingFieldName<K extends OnboardingStepKey> = keyof OnboardingForm['steps'][K]['fields'] & string
/** Every onboarding field, with its kind (which input draws it and which rule checks it). */
export type OnboardingFieldKind = 'text' | 'url' | 'textarea' | 'select' | 'radio' | 'checkboxes'
export const ONBOARDING_FIELD_KINDS: { [K in OnboardingStepKey]: Record<OnboardingFieldName<K>, OnboardingFieldKind> } = {
  businessInfo: { businessName: 'text', industry: 'select', website: 'url', description: 'textarea', targetAudience: 'textarea' },
  goals: { primaryGoals: 'checkboxes', specificTargets: 'textarea', timeline: 'text', successMetrics: 'textarea' },
  currentMarketing: { currentMarketing: 'checkboxes', marketingExperience: 'radio', challenges: 'textarea', previousResults: 'textarea' },
  budget: { monthlyBudget: 'select', budgetFlexibility: 'radio', startTimeline: 'select', additionalInfo: 'textarea' },
}
export type OnboardingAnswers = { [K in OnboardingStepKey]: Record<OnboardingFieldName<K>, string | string[]> }
export type OnboardingBody = Envelope & OnboardingAnswers & { slug: string }

export function onboardingFieldSchema(form: OnboardingForm, step: OnboardingStepKey, name: string): z.ZodMiniType<string | string[], unknown> {
  const def = (form.steps[step].fields as Record<string, unknown>)[name]
  const kind = (ONBOARDING_FIELD_KINDS[step] as Record<string, OnboardingFieldKind>)[name]
  switch (kind) {
    case 'select':
    case 'radio':
      return optionFieldSchema(def as SelectField)
    case 'checkboxes':
      return checkboxesFieldSchema(def as CheckboxesField)
    default:
      return textFieldSchema(def as TextField)
  }
}

export function onboardingAnswersShape(form: OnboardingForm) {
  return Object.fromEntries(
    ONBOARDING_STEPS.map((step) => [
      step,
      z.prefault(
        z.strictObject(Object.fromEntries(Object.keys(ONBOARDING_FIELD_KINDS[step]).map((name) => [name, onboardingFieldSchema(form, step, name)]))),
        {},
      ),
    ]),
  )
}

/** The four steps' answers alone (what the browser checks before sending). */
export const onboardingAnswersSchema = (form: OnboardingForm): z.ZodMiniType<OnboardingAnswers, unknown> =>
  z.strictObject(onboardingAnswersShape(form)) as unknown as z.ZodMiniType<OnboardingAnswers, unknown>

export function onboardingBodySchema(form: OnboardingForm): z.ZodMiniType<OnboardingBody, unknown> {
  return z.strictObject({ ...envelope, slug: ClientSlugSchema, ...onboardingAnswersShape(form) }).check(startedBeforeSaved) as unknown as z.ZodMiniType<OnboardingBody, unknown>
}

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
})
export type StoredSubmission = z.infer<typeof StoredSubmissionSchema>
