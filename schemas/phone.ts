// Phone numbers in one form. Every phone a visitor gives (the contact form,
// the wizard's phone step, the booking's details) is checked and stored as
// E.164 ("+61412555111") by normalisePhone, in the browser and in the
// functions alike, so "0412 555 111", "+61 412 555 111" and the wizard's
// fixed +61 before "0412 555 111" are one number. Staff read every stored
// phone through formatPhone ("+61 412 555 111"): emails, the CSV export and
// the bookings list show the same number the same way.
//
// Parsing is libphonenumber-js (Google's numbering plans, kept up to date)
// with the plans of schemas/phone-plans.ts: every country's in the functions;
// in the browser the default country's only (see phoneRules).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core'
import plans, { DEFAULT_PHONE_COUNTRY, type PhonePlans } from './phone-plans.ts'

export { DEFAULT_PHONE_COUNTRY }

/**
 * What people type around the digits: spaces, brackets, dots, dashes,
 * slashes and one leading plus. A letter is refused outright: libphonenumber
 * would read "0412abc" as keypad digits or drop the letters, and either way
 * the number stored would not be the one typed.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/
/** E.164: a country code and a national number, 15 digits at most; the shortest numbers anywhere have 7. */
const MAX_DIGITS = 15
const MIN_INTERNATIONAL_DIGITS = 7

export function phoneRules({ metadata, everyPlan }: PhonePlans) {
  const parse = (text: string, defaultCountry: CountryCode) =>
    // extract: false: the whole text is the number, never a number found inside other text.
    parsePhoneNumberFromString(text, { defaultCountry, extract: false }, metadata)

  /**
   * "+44 20 7946 0958" where the plans at hand lack +44's (the browser carries
   * the default country's only): the shape of an international number, sent
   * on as "+442079460958" for the functions, which carry every plan, to check
   * and refuse with the same message on the same field. With every plan a
   * number that does not parse is no number.
   */
  function planNotCarried(text: string): string | null {
    if (everyPlan || !text.startsWith('+')) return null
    const digits = text.replace(/\D+/g, '')
    return digits.length >= MIN_INTERNATIONAL_DIGITS && digits.length <= MAX_DIGITS ? `+${digits}` : null
  }

  /** The number as E.164 ("+61412555111"), or null when it is no valid phone number. */
  function normalisePhone(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
    const text = input.trim()
    if (!PHONE_CHARACTERS.test(text)) return null
    const n = parse(text, defaultCountry)
    if (n) return n.isValid() ? n.number : null
    return planNotCarried(text)
  }

  /**
   * The wizard's phone step shows a fixed country prefix ("+61") and keeps the
   * digits typed after it, with or without the national 0 ("0412 555 111" and
   * "412 555 111" alike). An answer already in E.164 (a save repeated after the
   * first check) is kept as it is.
   */
  const normaliseAfterPrefix = (prefix: string, digits: string): string | null =>
    normalisePhone(digits.trim().startsWith('+') ? digits : `${prefix}${digits}`)

  /**
   * A stored phone as staff read it: "+61 412 555 111". What does not parse
   * (a lead stored before phones were checked) is shown as it was stored, so an
   * old lead still exports. `legacyPrefix`: the wizard's phone step kept only the
   * digits after its prefix before phones were stored as E.164.
   */
  function formatPhone(stored: string, legacyPrefix?: string): string {
    const text = stored.trim()
    if (!text) return stored
    const e164 = legacyPrefix ? normaliseAfterPrefix(legacyPrefix, text) : normalisePhone(text)
    const n = e164 ? parse(e164, DEFAULT_PHONE_COUNTRY) : undefined
    return n ? n.formatInternational() : stored
  }

  return { normalisePhone, normaliseAfterPrefix, formatPhone }
}

export const { normalisePhone, normaliseAfterPrefix, formatPhone } = phoneRules(plans)
