// What a person is owed (issue 35): each form's promises (content/forms/*.yaml promises, names of
// site.yaml's register) for each lead they sent, due by that promise's time in office time
// (leads/promise-due.ts, the rule the plan email and the booking's email state too), and each call
// they booked, due at its start. Worked out again from the person's entry whenever it changes
// (person-index.ts addSubmission, addBooking), keeping what staff marked done. Pure.
import { contactForm, growthSessionForm, onboardingForm } from '../../../src/generated/forms.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import type { OwedItem } from '../../../schemas/staff-api-types.ts'
import { dueWithCalls, officeCalendar } from '../leads/promise-due.ts'

/** The parts of the index's entry (person-index.ts) this reads: its leads, its bookings, what it was owed. */
interface OwedLead {
  form: string
  leadId: string
  createdAt: string
  complete?: boolean
  lastSaveAt?: string
}
interface OwedBooking {
  bookingId: string
  status: string
  type: string
  start: string
  attendance?: { at: string }
}

const PROMISES_OF: Record<string, readonly string[]> = {
  contact: contactForm.promises,
  'growth-session': growthSessionForm.promises,
  onboarding: onboardingForm.promises,
}

/** When a lead's promises start: a wizard's once it is finished (its last save), any other form's when sent. */
const startOf = (l: OwedLead): string | null =>
  l.form === 'growth-session' ? (l.complete ? (l.lastSaveAt ?? l.createdAt) : null) : l.createdAt

/** Ids name what is owed and stay the same however often it is worked out: `<promise>.<leadId>`, `call.<bookingId>`. */
export const owedIdOf = (promise: string, leadId: string) => `${promise}.${leadId}`
const callId = (b: OwedBooking) => `call.${b.bookingId}`

function callWhat(b: OwedBooking): string {
  const meeting = bookingSettings.meetingTypes.find((t) => t.id === b.type)?.name ?? b.type
  return fillTokens(staffConsole.due.call, { meeting })
}

/** Everything the person is owed now, done marks kept from `entry.owed`. */
export function owedOf(
  entry: { leads: readonly OwedLead[]; bookings: readonly OwedBooking[]; owed?: readonly OwedItem[] },
  office = officeCalendar(),
): OwedItem[] {
  const before = new Map((entry.owed ?? []).map((o) => [o.id, o]))
  const confirmed = entry.bookings.filter((b) => b.status === 'confirmed')
  const starts = confirmed.map((b) => b.start)
  const out: OwedItem[] = []
  for (const l of entry.leads) {
    const from = startOf(l)
    if (!from) continue
    for (const name of PROMISES_OF[l.form] ?? []) {
      const promise = site.promises[name]
      if (!promise) continue
      const id = owedIdOf(name, l.leadId)
      const { due } = dueWithCalls(promise, new Date(from), starts, office)
      out.push({ id, what: promise.label, due: due.toISOString(), done: before.get(id)?.done ?? null })
    }
  }
  for (const b of confirmed) {
    const id = callId(b)
    // A call is given once it has started and staff marked it (attended or not): that is its done.
    out.push({ id, what: callWhat(b), due: b.start, done: before.get(id)?.done ?? b.attendance?.at ?? null })
  }
  return out.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0))
}
