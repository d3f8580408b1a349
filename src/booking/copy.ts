// Fills the {tokens} of the booking's content texts with the one token
// language (schemas/tokens.ts). Which tokens a text may use is checked when
// content is validated (schemas/sections/booking-copy.ts), and each call passes
// a value for every token its text may use, so checked content always fills.
import { fillTokens } from '../../schemas/tokens.ts'

export function fill(template: string, vars: Record<string, string | number>): string {
  return fillTokens(template, vars)
}

/** The `one` text for a count of 1, `other` otherwise, with {count} and the other tokens filled. */
export function fillCount(texts: { one: string; other: string }, count: number, vars: Record<string, string | number> = {}): string {
  return fill(count === 1 ? texts.one : texts.other, { ...vars, count })
}
