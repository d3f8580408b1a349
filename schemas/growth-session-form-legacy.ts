// Until 26 November 2026 the wizard stored a choice as the text the visitor
// read ("< $3k"); since then it stores the option's value ("under-3k"). Leads
// stored before keep their text, so reading them (the merge, hence the export
// and the staff email) maps each old text to the value it meant. A record of
// what was stored then, never edited: relabelling an option in content does not
// change it. No zod: the functions and the scripts read it.
const STORED_AS_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  timeline: { Immediately: 'immediately', '1 - 2 Weeks': '1-2-weeks', '3 - 4 Weeks': '3-4-weeks', '1 - 2 Months+': '1-2-months' },
  businessType: { 'Established Company': 'established', 'New Start Up': 'start-up' },
  investment: { '< $3k': 'under-3k', '$4k - $5k': '4k-5k', '$10k - $20k': '10k-20k', '$30k - $60k+': '30k-60k' },
}

/** A stored wizard answer as its current form: the value an old display text stood for, anything else unchanged. */
export function storedChoiceValue(field: string, stored: unknown): unknown {
  return typeof stored === 'string' ? (STORED_AS_TEXT[field]?.[stored] ?? stored) : stored
}
