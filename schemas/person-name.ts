// What a person's name is, once for every form and the booking, in the browser
// and in the functions (answer-rules.ts nameFieldSchema builds the field's check
// from it): letters of any script, their combining marks, spaces, hyphens,
// apostrophes (' and ’) and full stops, at most 80 characters, at least one
// letter, and nothing that reads as a web or email address. A name reaches
// emails and the console; anything else in it ("Your mailbox is full: sign in
// at https://evil.example") would let a stranger put their own words in a
// message from our address. No zod here: the forms' zod/mini and the content
// schemas' classic zod both read it.

/** The longest name accepted, in characters (UTF-16 units, as the input's maxLength counts). */
export const PERSON_NAME_MAX = 80

/** Only letters, combining marks, spaces, hyphens, apostrophes and full stops. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u
/**
 * A full stop between a letter and two or more letters reads as a domain ("evil.example"): every
 * top-level domain has at least two letters, while initials ("J.R.R.", "J. R. R.") have one.
 */
const DOMAIN_LIKE = /[\p{L}\p{M}]\.[\p{L}\p{M}]{2,}/u

/** Whether a (trimmed) answer is a person's name. Pure. */
export const isPersonName = (v: string): boolean =>
  v.length > 0 && v.length <= PERSON_NAME_MAX && NAME_CHARACTERS.test(v) && /\p{L}/u.test(v) && !DOMAIN_LIKE.test(v)
