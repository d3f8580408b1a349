// The schema field of a templated text: a zod string that accepts only the
// tokens of its family (schemas/tokens.ts), so an unknown one is reported by
// `npm run check:content` at its file:line. Apart from tokens.ts because this
// one needs full zod and tokens.ts also runs in the browser.
import { z } from 'zod'
import { tokenList, tokenProblems } from './tokens.ts'

/**
 * A content text that may use these tokens (and no others), with its editor's
 * hint. Every templated field of every schema is one of these, so every family
 * is checked where the text is written.
 */
export function tokenText(allowed: readonly string[], hint: string) {
  return z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      for (const message of tokenProblems(text, allowed)) ctx.addIssue({ code: 'custom', message })
    })
    .describe(allowed.length ? `${hint} (tokens: ${tokenList(allowed)})` : hint)
}
