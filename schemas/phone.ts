// Phone numbers in one form. Every phone a visitor gives (the contact form,
// the wizard's phone step, the booking's details) is checked and stored as
// E.164 ("+61412555111") by normalisePhone, in the browser and in the
// functions alike, so "0412 555 111", "+61 412 555 111" and the wizard's
// fixed +61 before "0412 555 111" are one number. Staff read every stored
// phone through formatPhone ("+61 412 555 111"): emails, the CSV export and
// the bookings list show the same number the same way.
//
// Parsing is libphonenumber-js (Google's numbering plans, kept up to date),
// with its "min" metadata: every country's calling code, lengths and
// prefixes, and Australia's number ranges, at a fraction of "max".
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'

/** A number written without its country code is Australian: the agency's prospects mostly are. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AU'

/**
 * What people type around the digits: spaces, brackets, dots, dashes,
 * slashes and one leading plus. A letter is refused outright: libphonenumber
 * would read "0412abc" as keypad digits or drop the letters, and either way
 * the number stored would not be the one typed.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/

const parse = (text: string, defaultCountry: CountryCode) =>
  // extract: false: the whole text is the number, never a number found inside other text.
  parsePhoneNumberFromString(text, { defaultCountry, extract: false }, metadata)

/** The number as E.164 ("+61412555111"), or null when it is no valid phone number. */
export function normalisePhone(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const text = input.trim()
  if (!PHONE_CHARACTERS.test(text)) return null
  const n = parse(text, defaultCountry)
  return n?.isValid() ? n.number : null
}

/**
 * The wizard's phone step shows a fixed country prefix ("+61") and keeps the
 * digits typed after it, with or without the national 0 ("0412 555 111" and
 * "412 555 111" alike). An answer already in E.164 (a save repeated after the
 * first check) is kept as it is.
 */
export const normaliseAfterPrefix = (prefix: string, digits: string): string | null =>
  normalisePhone(digits.trim().startsWith('+') ? digits : `${prefix}${digits}`)

/**
 * A stored phone as staff read it: "+61 412 555 111". What does not parse
 * (a lead stored before phones were checked) is shown as it was stored, so an
 * old lead still exports. `legacyPrefix`: the wizard's phone step kept only the
 * digits after its prefix before phones were stored as E.164.
 */
export function formatPhone(stored: string, legacyPrefix?: string): string {
  const text = stored.trim()
  if (!text) return stored
  const e164 = legacyPrefix ? normaliseAfterPrefix(legacyPrefix, text) : normalisePhone(text)
  const n = e164 ? parse(e164, DEFAULT_PHONE_COUNTRY) : undefined
  return n ? n.formatInternational() : stored
}
