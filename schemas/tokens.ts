// The one token language of content: a text may say {city} or {name}, and the
// code fills it. Each family of templated text lists the tokens it may use, a
// schema field built with tokenText() refuses any other (so a {cty} typo is a
// content error at its file:line from `npm run check:content`, never text a
// visitor reads), and fillTokens() fills them all with one policy. Bottom layer:
// the content schemas, the pages, the browser islands and the functions share it.
// No zod here: the booking and form islands fill tokens in the browser, which
// carries only zod/mini; the schema field is schemas/token-text.ts.
/** Anything in braces counts as a token, so "{ city }" or "{City}" is caught as unknown too. */
const TOKEN = /\{([^{}]*)\}/g

/**
 * The families of templated text and the tokens each may use. A family is
 * where a text is filled, not where it is written: service texts are filled
 * per city, the local page copy per page, the wizard's questions per visitor.
 */
export const TOKEN_FAMILIES = {
  /** Any text of site.yaml, pages/*.yaml, redirects.yaml, blog and legal Markdown: filled when content loads. */
  brand: ['brand', 'brandName', 'year'],
  /** content/local/services.yaml: filled per city. */
  localService: ['city', 'state', 'stateName', 'population', 'postcodes', 'nearby'],
  /** content/local/page.yaml: filled per local page. */
  localPage: ['city', 'state', 'service', 'title'],
  // content/prospect-messages.yaml: what the prospect is sent, to an address anyone may type, so no
  // family of it carries what a visitor typed (VISITOR_TOKENS): the site relays no stranger's words.
  /** content/prospect-messages.yaml, after a form: no tokens. */
  leadConfirmation: [],
  /** content/prospect-messages.yaml leadBody, after the contact form: the page to book a call, with the signed reference to their lead. */
  contactConfirmation: ['scheduleUrl'],
  /**
   * content/prospect-messages.yaml growthPlan, after the growth-session wizard: the date the plan is due, the business days,
   * and the booking page of the call their answers route to (content/routing.yaml), with their lead's reference.
   */
  growthPlan: ['due', 'days', 'scheduleUrl'],
  /** content/prospect-messages.yaml reminders: the email and text before a call. */
  reminder: ['meeting', 'time', 'minutes', 'place', 'manageUrl'],
  /**
   * content/prospect-messages.yaml, after a booking, a move or a cancellation: {place} is a filled videoPlace or phonePlace;
   * {plan} a filled growthPlan.bookedLine (or nothing); {scheduleUrl} (after a cancellation) the page to book again,
   * their routed call's with their lead's reference.
   */
  bookingConfirmation: ['meeting', 'time', 'length', 'place', 'manageUrl', 'plan', 'scheduleUrl'],
  /** content/prospect-messages.yaml manageLink: the manage link staff send again from the console. */
  manageLink: ['meeting', 'time', 'manageUrl'],
  /** content/prospect-messages.yaml noShowRebook: after a call they missed; {scheduleUrl} is the booking page of their call (with their lead's reference). */
  noShowRebook: ['meeting', 'time', 'manageUrl', 'scheduleUrl'],
  /**
   * content/staff-console.yaml emailTemplates: what staff start an email to a lead from (they read and
   * edit it before it goes): their first name, the booking page, the staff member's name. Subjects take
   * no {firstName} (subjectText).
   */
  leadEmail: ['firstName', 'scheduleUrl', 'sender'],
  /** content/prospect-messages.yaml reassigned: the call given to another host by staff; {host} is the new host's name. */
  bookingReassigned: ['meeting', 'time', 'length', 'place', 'manageUrl', 'host'],
  /** content/booking.yaml terms: a change refused online; {hours} the notice, {moves} the moves allowed, {host} who to contact. */
  bookingTerms: ['hours', 'moves', 'host'],
  /** content/prospect-messages.yaml hostAway: their host is off on the day of their call; {manageUrl} is where they pick a new time. */
  hostAway: ['meeting', 'time', 'manageUrl'],
  /** The description of a booking's calendar event. */
  bookingCalendar: ['meeting', 'length', 'place', 'manageUrl'],
  /** A meeting's length, e.g. "{minutes} minutes". */
  meetingLength: ['minutes'],
  /** Where a video call happens: its join link. */
  videoPlace: ['joinUrl'],
  /** Where a phone call happens: the number we call. */
  phonePlace: ['phone'],
  /** The wizards' progress text. */
  progress: ['current', 'total'],
  /** The onboarding wizard's percent text. */
  percent: ['percent'],
} as const satisfies Record<string, readonly string[]>
export type TokenFamily = keyof typeof TOKEN_FAMILIES

/**
 * Tokens whose value a visitor typed (their name): never in an email's subject or a text message
 * (token-text.ts subjectText), where it would read as the site's own words to whatever address or
 * number the visitor gave.
 */
export const VISITOR_TOKENS: readonly string[] = ['name', 'firstName', 'lastName']

/** What is wrong with a subject's tokens: a visitor's token said as such, then the family's own problems. Pure. */
export function subjectTokenProblems(text: string, allowed: readonly string[]): string[] {
  const visitor = [...new Set(tokensIn(text).filter((t) => VISITOR_TOKENS.includes(t)))].map(
    (t) => `{${t}} is what a visitor typed: a subject or a text message never carries it (anyone could have the site send their words)`,
  )
  return [
    ...visitor,
    ...tokenProblems(
      text.replace(TOKEN, (whole, name: string) => (VISITOR_TOKENS.includes(name) ? '' : whole)),
      allowed,
    ),
  ]
}

export const tokenList = (allowed: readonly string[]) => allowed.map((t) => `{${t}}`).join(', ')

/**
 * What is wrong with a text's tokens, in plain sentences; [] when nothing is.
 * The wording is the content error `npm run check:content` prints and the
 * error fillTokens throws, pinned by tests/unit/schemas/tokens.test.ts.
 */
export function tokenProblems(text: string, allowed: readonly string[]): string[] {
  const problems = [...text.matchAll(TOKEN)]
    .map((m) => m[1] ?? '')
    .filter((name) => !allowed.includes(name))
    .map((name) =>
      allowed.length ? `unknown token {${name}}: use only ${tokenList(allowed)}` : `unknown token {${name}}: this text takes no tokens`,
    )
  // A lone "{" or "}" left over is a half-typed token.
  if (/[{}]/.test(text.replace(TOKEN, ''))) problems.push(`unmatched "{" or "}": write tokens as {${allowed[0] ?? 'token'}}`)
  return problems
}

/**
 * Fills every {token} of a text from `vars`. A token without a value, or a
 * stray brace, throws: content that passed its schema cannot reach that (each
 * caller passes a value for every token of its family), and a loud failure at
 * build or in a test beats a visitor reading "{cty}". `later` names tokens
 * deliberately left for a second fill: the brand tokens are filled when content
 * loads, a confirmation email's {name} when it is sent.
 */
export function fillTokens(text: string, vars: Readonly<Record<string, string | number>>, later: readonly string[] = []): string {
  const problems = tokenProblems(text, [...Object.keys(vars), ...later])
  if (problems.length > 0) throw new Error(`${problems.join('; ')} (in "${text.slice(0, 80)}${text.length > 80 ? '…' : ''}")`)
  return text.replace(TOKEN, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** fillTokens over every string inside a value, keeping its shape, so components receive text ready to show. */
export function fillTokensDeep<T>(value: T, vars: Readonly<Record<string, string | number>>): T {
  if (typeof value === 'string') return fillTokens(value, vars) as T
  if (Array.isArray(value)) return value.map((item) => fillTokensDeep(item, vars)) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, vars)])) as T
  return value
}

/** The names of the tokens a text uses, in order, repeats kept. */
export const tokensIn = (text: string): string[] => [...text.matchAll(TOKEN)].map((m) => m[1] ?? '')
