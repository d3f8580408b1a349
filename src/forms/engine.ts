// The growth-session step engine: plain functions over plain data, no React,
// no browser. The wizard component only renders what these return and calls
// them on events, so every rule (what Enter does, which keys choose, when a
// step may advance, where the visitor goes) is tested here
// (tests/unit/forms/engine.test.ts).
import * as z from 'zod/mini'
import type { GrowthFieldName, GrowthSessionForm, WizardStep } from '../../schemas/forms.ts'
import { stepAnswerSchema, TimestampSchema, type GrowthAnswers } from '../../schemas/lead.ts'
import { DRAFT_VERSION, DraftVersionSchema } from './drafts.ts'
import { fillTokens, tokensIn } from '../../schemas/tokens.ts'
import type { Routing } from '../../schemas/routing.ts'
import { routeOf } from '../../schemas/route-of.ts'

export interface WizardState {
  /** 0-based index of the step on screen. */
  index: number
  /** Every answer as typed (not trimmed); checked only when leaving a step forwards. */
  answers: GrowthAnswers
}

type StepCheck = { ok: true; value: string } | { ok: false; message: string }

export const initialState = (): WizardState => ({ index: 0, answers: {} })

export const stepAt = (form: GrowthSessionForm, index: number): WizardStep => {
  const step = form.steps[index]
  if (!step) throw new RangeError(`no step ${index} (the form has ${form.steps.length})`)
  return step
}

const isLastStep = (form: GrowthSessionForm, index: number) => index === form.steps.length - 1

const validators = new WeakMap<WizardStep, ReturnType<typeof stepAnswerSchema>>()
const validatorFor = (form: GrowthSessionForm, step: WizardStep) => {
  let v = validators.get(step)
  if (!v) validators.set(step, (v = stepAnswerSchema(form, step)))
  return v
}

/** Checks one step's answer with the same rule the function applies. */
export function checkStep(form: GrowthSessionForm, index: number, answers: GrowthAnswers): StepCheck {
  const step = stepAt(form, index)
  const result = validatorFor(form, step).safeParse(answers[step.field] ?? '')
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? step.error ?? form.messages.invalid }
}

/** Whether the OK / Next / Submit button is enabled: not while the answer is invalid or a save is under way. */
export const canAdvance = (form: GrowthSessionForm, state: WizardState, busy: boolean) =>
  !busy && checkStep(form, state.index, state.answers).ok

/** What the field keeps of what was typed: the phone step keeps digits only, up to its maximum. */
export function sanitizeInput(step: WizardStep, raw: string): string {
  if (step.type === 'phone') return raw.replace(/\D+/g, '').slice(0, step.maxDigits)
  if (step.type === 'choice') return raw
  return raw.slice(0, step.maxLength)
}

export const setAnswer = (state: WizardState, field: GrowthFieldName, value: string): WizardState => ({
  ...state,
  answers: { ...state.answers, [field]: value },
})

export type Advance =
  | { ok: true; state: WizardState; /** the step just answered, 1-based */ savedStep: number; done: boolean }
  | { ok: false; state: WizardState; message: string }

/** Leave the current step forwards: only with a valid answer, which is stored trimmed. */
export function next(form: GrowthSessionForm, state: WizardState): Advance {
  const check = checkStep(form, state.index, state.answers)
  if (!check.ok) return { ok: false, state, message: check.message }
  const step = stepAt(form, state.index)
  // The phone step keeps the digits as typed after its prefix (Back shows them so); its saves carry the E.164 the rule answers.
  const answered = setAnswer(state, step.field, step.type === 'phone' ? (state.answers[step.field] ?? '').trim() : check.value)
  const done = isLastStep(form, state.index)
  return { ok: true, state: done ? answered : { ...answered, index: state.index + 1 }, savedStep: state.index + 1, done }
}

/** Back never validates and never forgets an answer. */
export const back = (state: WizardState): WizardState => (state.index > 0 ? { ...state, index: state.index - 1 } : state)

/** Choose an option on a choice step, then advance (choosing is the answer: it saves and moves on, with no OK to press). */
export function choose(form: GrowthSessionForm, state: WizardState, option: string): Advance {
  const step = stepAt(form, state.index)
  if (step.type !== 'choice' || !step.options.some((o) => o.value === option))
    return { ok: false, state, message: step.error ?? form.messages.invalid }
  return next(form, setAnswer(state, step.field, option))
}

/**
 * The answers a save may carry: every step's answer that passes its rule, up to
 * the furthest step reached. Each save repeats earlier answers, so a lost save
 * loses nothing once a later one arrives.
 */
export function answersToSave(form: GrowthSessionForm, state: WizardState, throughIndex: number): GrowthAnswers {
  const out: GrowthAnswers = {}
  form.steps.forEach((step, i) => {
    if (i > throughIndex) {
      // Answers further on (after Back) are kept too, when valid and non-empty.
      if (!(state.answers[step.field] ?? '').trim()) return
    }
    const check = checkStep(form, i, state.answers)
    if (check.ok) out[step.field] = check.value
  })
  return out
}

/** The whole form as the visitor sees it (formData: answers not yet checked included, so nothing typed is lost). */
export function formDataOf(form: GrowthSessionForm, state: WizardState): GrowthAnswers {
  return Object.fromEntries(form.steps.map((s) => [s.field, state.answers[s.field] ?? ''])) as GrowthAnswers
}

export interface Progress {
  current: number
  total: number
  /** 0-100: share of steps answered. */
  percent: number
  segments: ('done' | 'current' | 'todo')[]
}

export function progress(form: GrowthSessionForm, state: WizardState, finished = false): Progress {
  const total = form.steps.length
  const answered = finished ? total : state.index
  return {
    current: Math.min(state.index + 1, total),
    total,
    percent: Math.round((answered / total) * 100),
    segments: form.steps.map((_, i) => (i < answered ? 'done' : i === state.index && !finished ? 'current' : 'todo')),
  }
}

/**
 * Where the visitor goes after the last step: the booking page of the call their answers route to
 * (content/routing.yaml, first match wins), with the signed reference to their lead when the server
 * gave one, so the page books that call for that lead.
 */
export function destination(
  routing: Pick<Routing, 'routes'>,
  typePages: Readonly<Record<string, string>>,
  answers: GrowthAnswers,
  ref?: string,
): string {
  const page = typePages[routeOf(routing, answers).meetingType] ?? '/'
  return ref ? `${page}?${new URLSearchParams({ ref })}` : page
}

/**
 * "Nice to meet you, {firstName}!" with the answer filled in (trimmed). The
 * question's schema (schemas/forms.ts) allows only growth field names as
 * tokens, so each token here is a field; one not answered yet reads as nothing
 * rather than as "{firstName}".
 */
export function interpolate(text: string, answers: GrowthAnswers): string {
  return fillTokens(text, Object.fromEntries(tokensIn(text).map((k) => [k, answers[k]?.trim() ?? ''])))
}

/** A, B, C, … for option i. */
export const choiceKey = (i: number) => String.fromCharCode(65 + i)

/**
 * What a key press means. Enter advances on every typed step; in the
 * multi-line step Shift+Enter is a new line. Letter keys choose only on choice
 * steps, and only when the choices have focus (the component decides that:
 * WCAG 2.1.4, no single-key shortcuts that fire while typing elsewhere).
 */
type KeyAction = { type: 'advance' } | { type: 'choose'; option: string } | { type: 'none' }

interface KeyInput {
  key: string
  shiftKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  isComposing?: boolean
}

export function keyAction(step: WizardStep, e: KeyInput, choicesFocused: boolean): KeyAction {
  if (e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return { type: 'none' }
  if (step.type === 'choice') {
    if (!choicesFocused || e.key.length !== 1) return { type: 'none' }
    const i = e.key.toUpperCase().charCodeAt(0) - 65
    const option = i >= 0 ? step.options[i]?.value : undefined
    return option !== undefined ? { type: 'choose', option } : { type: 'none' }
  }
  if (e.key !== 'Enter') return { type: 'none' }
  if (step.type === 'textarea' && e.shiftKey) return { type: 'none' } // a new line
  return { type: 'advance' }
}

// ------------------------------------------------------------------ drafts

/** What the browser keeps between visits (localStorage), saved 300 ms after each change. */
export const DraftSchema = z.object({
  v: DraftVersionSchema,
  /** The step on screen (0-based); brought within the steps there are when restored. */
  index: z.optional(z.int()),
  /** As typed; each answer is checked against its step when restored (a custom check: z.looseObject would add z.unknown to the island). */
  answers: z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null),
  /** When the wizard first appeared (ms); one the envelope would refuse is dropped when restored. */
  startedAt: z.optional(z.number()),
})
export type Draft = z.infer<typeof DraftSchema>

export const toDraft = (state: WizardState, startedAt: number): Draft => ({
  v: DRAFT_VERSION,
  index: state.index,
  answers: state.answers,
  startedAt,
})

/**
 * A draft (read through DraftSchema) back into a state, defensively: unknown
 * fields and non-text values are dropped, and the visitor lands on the saved
 * step or the first earlier step whose answer no longer passes (e.g. after an
 * option was renamed). Lenient where the contact and onboarding drafts are
 * strict, because the wizard's answers are checked one step at a time.
 */
export function fromDraft(form: GrowthSessionForm, d: Draft): { state: WizardState; startedAt: number | undefined } {
  const answers: GrowthAnswers = {}
  for (const step of form.steps) {
    const v = d.answers[step.field]
    if (typeof v === 'string') answers[step.field] = sanitizeInput(step, v)
  }
  let index = Math.max(0, Math.min(d.index ?? 0, form.steps.length - 1))
  for (let i = 0; i < index; i++) {
    if (!checkStep(form, i, answers).ok) {
      index = i
      break
    }
  }
  // A start time the functions would refuse (e.g. 0) is dropped, not the answers: the wizard takes a new one.
  const startedAt = TimestampSchema.safeParse(d.startedAt).success ? d.startedAt : undefined
  return { state: { index, answers }, startedAt }
}

/** A value read from storage back into a state, or null when it is not a draft. */
export function restore(form: GrowthSessionForm, raw: unknown): { state: WizardState; startedAt: number | undefined } | null {
  const parsed = DraftSchema.safeParse(raw)
  return parsed.success ? fromDraft(form, parsed.data) : null
}
