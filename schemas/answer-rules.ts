// The rule for one answer of a lead form, built from its definition in
// content (schemas/form-fields.ts): required with its message, longest
// length, email shape, one of the options. The contact form, onboarding and
// the booking's details all check with these, in the browser and in the
// functions, so a visitor reads the same sentence wherever the field is.
// zod/mini, like lead.ts: these ship to the browser.
import * as z from 'zod/mini'
import type { CheckboxesField, EmailField, NameField, PhoneField, RadioField, SelectField, TextField } from './form-fields.ts'
import { normalisePhone } from './phone.ts'
import { isOneLine } from './one-line-text.ts'
import { isPersonName } from './person-name.ts'

export type StringSchema = z.ZodMiniType<string, unknown>
export type StringCheck = z.core.$ZodCheck<string>

export const text = () => z.string({ error: 'Expected text' })
export const tooLong = (max: number) => z.maxLength(max, `Please keep this under ${max} characters`)
export const trim = () => z.trim()
/** A missing key reads as '' so a required field reports its own message, not "expected text". */
const orEmpty = (s: StringSchema) => z.prefault(s, '')

/**
 * Characters no one-line answer holds (a name, a company): controls and hidden formatting
 * (one-line-text.ts says why).
 */
const ONE_LINE_REFUSED = { test: (v: string) => !isOneLine(v) }
/** A long answer keeps its line breaks, and tabs pasted with text from a document; nothing else of the above. */
// eslint-disable-next-line no-control-regex -- as above
const MANY_LINES_REFUSED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/

/** The check of an answer's characters, with the message the visitor reads when it fails. */
export const charactersCheck = (lines: 'one' | 'many', message: string): StringCheck =>
  z.refine<string>((v) => !(lines === 'one' ? ONE_LINE_REFUSED : MANY_LINES_REFUSED).test(v), message)

/**
 * One mailbox, as the bare address (RFC 5322 addr-spec, dot-atom form): the
 * address reaches the Reply-To of staff's email and the To of the visitor's
 * confirmation, so no list ("a,b@x"), display name or angle brackets
 * ("Name<x@y>z"), quotes, comments, whitespace or control characters. Letters
 * beyond ASCII are addresses too (ana.muñoz@…).
 */
const ATOM = '[^\\s\\p{C}()<>\\[\\]:;@\\\\,."]+'
const LABEL = '[\\p{L}\\p{N}\\p{M}-]+'
/** Email shape checks, in the order the visitor should hear about them: one mailbox, then a domain with an extension. */
const EMAIL_FORMAT_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${ATOM}(?:\\.${ATOM})*$`, 'u')
export const EMAIL_DOMAIN_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,}$`, 'u')

/** A text field's rule; one drawn with `rows` (a textarea, TextareaField) may hold several lines. */
export function textFieldSchema(def: Pick<TextField, 'required' | 'maxLength' | 'characters'> & { rows?: number }): StringSchema {
  const checks: StringCheck[] = [trim(), tooLong(def.maxLength)]
  if (def.required) checks.push(z.minLength(1, def.required))
  checks.push(charactersCheck(def.rows === undefined ? 'one' : 'many', def.characters))
  return orEmpty(text().check(...checks))
}

/** The check that an answer is a person's name (person-name.ts), '' left to the required check; a hidden character is said once, by its own message. */
export const nameCheck = (message: string): StringCheck =>
  z.refine<string>((v) => v === '' || ONE_LINE_REFUSED.test(v) || isPersonName(v), message)

/**
 * A person's name: the text field's checks and the name rule, with the field's own messages. The name
 * rule comes before the length, so a name too long reads the field's `invalid` message too.
 */
export function nameFieldSchema(def: Pick<NameField, 'required' | 'maxLength' | 'characters' | 'invalid'>): StringSchema {
  const checks: StringCheck[] = [trim()]
  if (def.required) checks.push(z.minLength(1, def.required))
  checks.push(charactersCheck('one', def.characters), nameCheck(def.invalid), tooLong(def.maxLength))
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

/**
 * A phone field's rule: the text field's checks, then a number that can be
 * called (schemas/phone.ts), answered as E.164 so what is stored and sent on is
 * one form of the number whatever was typed; '' stays '' when optional.
 */
export function phoneFieldSchema(def: Pick<PhoneField, 'required' | 'maxLength' | 'characters' | 'invalid'>): StringSchema {
  const checks: StringCheck[] = [trim(), tooLong(def.maxLength)]
  if (def.required) checks.push(z.minLength(1, def.required))
  checks.push(
    charactersCheck('one', def.characters),
    // A hidden character is said once, by its own message.
    z.refine<string>((v) => v === '' || ONE_LINE_REFUSED.test(v) || normalisePhone(v) !== null, def.invalid),
  )
  return orEmpty(
    z.pipe(
      text().check(...checks),
      z.transform((v) => (v === '' ? v : (normalisePhone(v) ?? v))),
    ),
  )
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
