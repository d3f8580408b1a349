// What a one-line piece of visitor text may hold, once for every field that is one line: the answers
// (names, companies, one-line wizard answers, the booking's name) refuse, and attribution (referrer,
// utm_*, landingPage, and any click id added beside them) strips, since the visitor never typed it.
// A line break would start a new line of staff's email, its subject, the webhook text and the export;
// a bidi control or a zero-width character makes a name read differently from what it is
// ("Eve\u202emoc.elpmaxe@nimda"). zod/mini: these ship to the browser with the forms.
import * as z from 'zod/mini'

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/**
 * Characters that change how text around them reads without showing themselves: the bidi embeddings,
 * overrides, isolates and marks, the zero-width space, joiners and word joiner, invisible operators,
 * the Mongolian vowel separator and the byte-order mark.
 */
export const HIDDEN_FORMATTING = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/

/** Whether a one-line answer holds nothing that would break its line or hide what it says. Pure. */
export const isOneLine = (v: string) => !CONTROL_CHARACTERS.test(v) && !HIDDEN_FORMATTING.test(v)

/** The refusal of a one-line answer, with the message (from content) the visitor reads. */
export const oneLineCheck = (message: string): z.core.$ZodCheck<string> => z.refine<string>(isOneLine, message)

const STRIPPED = new RegExp(`${CONTROL_CHARACTERS.source}|${HIDDEN_FORMATTING.source}`, 'g')

/** Text with every control and hidden formatting character taken out. Pure. */
export const stripToOneLine = (v: string) => v.replace(STRIPPED, '')

/**
 * A one-line value the browser gathered, not the visitor (attribution, click ids): optional, at most
 * `max` characters, kept with its line breaks and hidden characters taken out, so one cannot be used
 * to lay out staff's messages and a lead is never refused for what a link carried.
 */
/* @__NO_SIDE_EFFECTS__ */
export const gatheredText = (max: number) =>
  z.optional(z.pipe(z.string({ error: 'Expected text' }).check(z.maxLength(max, `At most ${max} characters`)), z.transform(stripToOneLine)))
