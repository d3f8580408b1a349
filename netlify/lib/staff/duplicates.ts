// Who may be the same person (issue 35, "duplicates merged"): two people of the index with the same
// phone number (normalised to E.164 by the project's phone rules, schemas/phone.ts, so "0412 555 111"
// and "+61 412 555 111" are one), or the same name and the same company (case and spacing aside).
// The inbox marks them and the lead page offers the merge (person-merge.ts). Pure.
import { normalisePhone } from '../../../schemas/phone.ts'
import type { PersonEntry } from './person-index.ts'

export type DuplicateReason = 'phone' | 'name'

/**
 * Parsing a number costs more than the rest of a page (10,000 take about 0.7 s): a stored E.164 number
 * is its own key, and only an older text is parsed, once per instance.
 */
const phones = new Map<string, string>()
const MAX_REMEMBERED = 200_000

/** E.164, as every phone is stored since phones are checked: already the key, nothing to parse. */
const E164 = /^\+[1-9]\d{6,14}$/

function phoneKey(raw: string): string {
  const text = raw.trim()
  if (!text || E164.test(text)) return text
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

type Subject = Pick<PersonEntry, 'id' | 'phone' | 'name' | 'company'>

/**
 * For each of `subjects` (a page of the inbox, or one person), the other people of `people` that may be
 * them, each with why, in index order. Only the subjects' keys are collected, then every person is
 * looked up against them: no map of the whole index is built for 50 rows.
 */
export function duplicatesOf(
  people: readonly PersonEntry[],
  subjects: readonly Subject[],
): Map<string, { id: string; reasons: DuplicateReason[] }[]> {
  const wanted = new Map<string, Subject[]>()
  for (const e of subjects)
    for (const { key } of duplicateKeys(e)) {
      const list = wanted.get(key)
      if (list) list.push(e)
      else wanted.set(key, [e])
    }
  const found = new Map<string, Map<string, DuplicateReason[]>>(subjects.map((e) => [e.id, new Map()]))
  if (wanted.size)
    for (const other of people)
      for (const { reason, key } of duplicateKeys(other))
        for (const e of wanted.get(key) ?? []) {
          if (e.id === other.id) continue
          const of = found.get(e.id)!
          of.set(other.id, [...(of.get(other.id) ?? []), reason])
        }
  return new Map([...found].map(([id, of]) => [id, [...of].map(([other, reasons]) => ({ id: other, reasons }))]))
}
