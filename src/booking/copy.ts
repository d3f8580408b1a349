// Fills the {tokens} of the booking's content texts. Which tokens a text may
// use is checked when content is validated (schemas/sections/booking-copy.ts),
// so here a token without a value is left as written rather than thrown on:
// a visitor never sees the page fail over a word.
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** The `one` text for a count of 1, `other` otherwise, with {count} and the other tokens filled. */
export function fillCount(texts: { one: string; other: string }, count: number, vars: Record<string, string | number> = {}): string {
  return fill(count === 1 ? texts.one : texts.other, { ...vars, count })
}
