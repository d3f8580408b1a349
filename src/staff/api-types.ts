// The staff API's answers as the console reads them. The contract is
// netlify/lib/staff/staff-api-types.ts (wt-staffapi); src/ may not import
// netlify/ (.dependency-cruiser.cjs), so the fields the pages use are restated
// here and tests/unit/staff-api-types.test.ts checks at type level that every
// answer of that contract is assignable to these, so the two cannot drift.

export interface StaffBooking {
  bookingId: string
  status: string
  type: string
  host?: string
  start: string
  end: string
  name: string
  email: string
  phone?: string
  timeZone?: string
  attendance?: { value: 'attended' | 'no-show'; at: string; by: string }
  personId?: string
  /** The prospect's own manage and join links, when the API gives them. */
  manageUrl?: string
  joinUrl?: string
  /** Set once the no-show rebooking email was sent. */
  rebookSentAt?: string
}

export interface NextAction {
  text: string
  due?: string
}

export interface LeadListItem {
  id: string
  name: string
  email: string
  company: string
  status: string
  owner: string | null
  createdAt: string
  source: string
  forms: string[]
  nextAction: NextAction | null
  booking: StaffBooking | null
}

export interface LeadList {
  items: LeadListItem[]
  next: string | null
  counts: Record<string, number>
  total: number
}

export interface Answer {
  field: string
  label: string
  value: unknown
}

export interface LeadDetail extends LeadListItem {
  phone?: string
  merged: Answer[]
  attribution: Record<string, string | undefined>
  submissions: {
    form: string
    submissionId: string
    receivedAt: string
    answers: Answer[]
    attribution: Record<string, string | undefined>
  }[]
  bookings: StaffBooking[]
  messages: { id: string; event: string; channel: string; status: string; subject?: string; createdAt: string }[]
  notes: { id: string; at: string; by: string; text: string }[]
  history: { at: string; by: string; what: string; before: unknown; after: unknown }[]
}

export interface CallList {
  from: string
  to: string
  hosts: { host: string; name: string; calls: StaffBooking[] }[]
}

export interface SetAsideItem {
  id: string
  form: string
  receivedAt: string
  reason: string
  name: string
  email: string
  company: string
}

export interface SetAsideList {
  items: SetAsideItem[]
}

export interface FunnelCounts {
  leads: number
  booked: number
  attended: number
  won: number
}

export interface Funnel {
  from: string
  to: string
  wizard: { starts: number; steps: { step: number; field: string; reached: number; dropped: number }[]; completed: number }
  perForm: Record<string, number>
  totals: FunnelCounts
  bySource: ({ source: string } & FunnelCounts)[]
  byLandingKind: ({ kind: string } & FunnelCounts)[]
}
