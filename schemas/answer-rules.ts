// The rule for one answer of a lead form, built from its definition in
// content (schemas/form-fields.ts): required with its message, longest
// length, email shape, one of the options. The contact form, onboarding and
// the booking's details all check with these, in the browser and in the
// functions, so a visitor reads the same sentence wherever the field is.
// zod/mini, like lead.ts: these ship to the browser.
import * as z from 'zod/mini'
import type { CheckboxesField, EmailField, RadioField, SelectField, TextField } from './form-fields.ts'

export type StringSchema = z.ZodMiniType<string, unknown>
export type StringCheck = z.core.$ZodCheck<string>

export const text = () => z.string({ error: 'Expected text' })
export const tooLong = (max: number) => z.maxLength(max, `Please keep this under ${max} characters`)
export const trim = () => z.trim()
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
