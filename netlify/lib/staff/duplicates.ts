// Who may be the same person (issue 35, "duplicates merged"): two people of the index with the same
// phone number (normalised to E.164 by the project's phone rules, schemas/phone.ts, so "0412 555 111"
// and "+61 412 555 111" are one), or the same name and the same company (case and spacing aside).
// The inbox marks them and the lead page offers the merge (person-merge.ts). Pure.
import { normalisePhone } from '../../../schemas/phone.ts'
import type { PersonEntry } from './person-index.ts'

export type DuplicateReason = 'phone' | 'name'

/** Parsing a number costs more than the rest of a page: each stored text is parsed once per instance. */
const phones = new Map<string, string>()
const MAX_REMEMBERED = 200_000

function phoneKey(raw: string): string {
  const text = raw.trim()
  if (!text) return ''
  let key = phones.get(text)
  if (key === undefined) {
    // What does not parse (a number stored before phones were checked) is compared by its digits.
    key = normalisePhone(text) ?? text.replace(/\D+/g, '')
    if (phones.size >= MAX_REMEMBERED) phones.clear()
    phones.set(text, key)
  }
  return key
}

const words = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

type Keys = { reason: DuplicateReason; key: string }[]
/** An entry read from the index is not changed in place (a changed month is parsed anew): its keys are worked out once. */
const known = new WeakMap<object, Keys>()

/** The keys two people must share to be suggested as one: their phone, and their name with their company. */
export function duplicateKeys(e: Pick<PersonEntry, 'phone' | 'name' | 'company'>): Keys {
  let keys = known.get(e)
  if (!keys) known.set(e, (keys = keysOf(e)))
  return keys
}

function keysOf(e: Pick<PersonEntry, 'phone' | 'name' | 'company'>): Keys {
  const out: Keys = []
  const phone = phoneKey(e.phone)
  // Fewer than 6 digits is no one's number (a test value, a typo): it would join strangers.
  if (phone.replace(/\D/g, '').length >= 6) out.push({ reason: 'phone', key: `phone:${phone}` })
  if (words(e.name) && words(e.company)) out.push({ reason: 'name', key: `name:${words(e.name)}\n${words(e.company)}` })
  return out
}

export interface DuplicateIndex {
  /** The other people that may be `e`, each with why, in index order. */
  of(e: Pick<PersonEntry, 'id' | 'phone' | 'name' | 'company'>): { id: string; reasons: DuplicateReason[] }[]
}

/** The people grouped by their keys, once per page of the inbox. */
export function duplicateIndex(people: readonly PersonEntry[]): DuplicateIndex {
  const groups = new Map<string, string[]>()
  for (const e of people)
    for (const { key } of duplicateKeys(e)) {
      const ids = groups.get(key)
      if (ids) ids.push(e.id)
      else groups.set(key, [e.id])
    }
  return {
    of(e) {
      const found = new Map<string, DuplicateReason[]>()
      for (const { reason, key } of duplicateKeys(e))
        for (const id of groups.get(key) ?? []) if (id !== e.id) found.set(id, [...(found.get(id) ?? []), reason])
      return [...found].map(([id, reasons]) => ({ id, reasons }))
    },
  }
}
