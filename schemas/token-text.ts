// The schema field of a templated text: a zod string that accepts only the
// tokens of its family (schemas/tokens.ts), so an unknown one is reported by
// `npm run check:content` at its file:line. Apart from tokens.ts because this
// one needs full zod and tokens.ts also runs in the browser.
import { z } from 'zod'
import { subjectTokenProblems, tokenList, tokenProblems } from './tokens.ts'

/** A non-empty text whose every problem `problemsOf` finds is a content error at its file:line. */
const checkedText = (problemsOf: (text: string) => string[], hint: string) =>
  z
    .string()
    .min(1)
    .superRefine((text, ctx) => {
      for (const message of problemsOf(text)) ctx.addIssue({ code: 'custom', message })
    })
    .describe(hint)

/**
 * A content text that may use these tokens (and no others), with its editor's
 * hint. Every templated field of every schema is one of these, so every family
 * is checked where the text is written.
 */
export const tokenText = (allowed: readonly string[], hint: string) =>
  checkedText((text) => tokenProblems(text, allowed), allowed.length ? `${hint} (tokens: ${tokenList(allowed)})` : hint)

/**
 * An email's subject or a text message: tokenText, and never a token whose value a visitor typed
 * (tokens.ts VISITOR_TOKENS), whatever the family allows.
 */
export const subjectText = (allowed: readonly string[], hint: string) =>
  checkedText(
    (text) => subjectTokenProblems(text, allowed),
    allowed.length ? `${hint} (tokens: ${tokenList(allowed)}; never what a visitor typed)` : `${hint} (never what a visitor typed)`,
  )
