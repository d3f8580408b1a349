// The staff API's JSON, as the console's pages and the booking actions read it (issue 27's
// contract). Answers only: what the routes accept is checked with zod where they read it
// (staff-requests.ts). Ids: a lead's `id` is its person's id (one per normalised email, stable,
// not the email); `status` a status id of content/pipeline.yaml; `owner` a team member id.

/** Who is signed in: GET /api/staff/session, and what withStaff hands a route. */
export interface StaffMember {
  email: string
  /** The team member of content this address is tied to (STAFF_EMAILS `address=team-member-id`). */
  teamMemberId?: string
}

export interface SessionAnswer {
  staff: StaffMember
  /** When the session lapses if unused (ISO 8601): 12 h after its last use. */
  expiresAt: string
}

/** A lead's booking, as the inbox and the lead page show it. */
export interface StaffBooking {
  bookingId: string
  status: 'confirmed' | 'cancelled' | string
  type: string
  host?: string
  /** ISO 8601 UTC instants. */
  start: string
  end: string
  name: string
  email: string
  phone?: string
  /** The prospect's IANA time zone when their browser gave it. */
  timeZone?: string
  notes?: string
  /** Staff's mark after the call's start; absent until marked. */
  attendance?: { value: 'attended' | 'no-show'; at: string; by: string }
  /** The person it belongs to (a lead id of this API), when known. */
  personId?: string
}

/** A booking on the lead page: what the inbox shows, and the links its emails gave the prospect. */
export interface LeadBooking extends StaffBooking {
  /** Where the call happens online (its video room or link), as the prospect's emails give it; absent for a phone call or a cancelled booking. */
  joinUrl?: string
  /** The prospect's manage page (move, cancel), with a token signed now as their emails carry one; absent when links cannot be signed (BOOKING_SECRET unset on Netlify). */
  manageUrl?: string
  /** When the no-show rebooking email went out (ISO 8601); absent until it has. */
  rebookSentAt?: string
}

/** One row of GET /api/staff/leads. */
export interface LeadListItem {
  id: string
  name: string
  email: string
  company: string
  status: string
  owner: string | null
  /** The first submission's server time (ISO 8601). */
  createdAt: string
  updatedAt: string
  /** utm_source, else the referrer's host, else "direct". */
  source: string
  /** The forms this person sent (each once). */
  forms: string[]
  nextAction: NextAction | null
  /** The next upcoming booking, else the latest. */
  booking: StaffBooking | null
}

/** `{ items, next }`: `next` is the cursor to pass as `?cursor=` for the next page, null on the last. */
export interface LeadList {
  items: LeadListItem[]
  next: string | null
  /** Every person matching the filters but status, per status id: the inbox's counts. */
  counts: Record<string, number>
  total: number
}

export interface NextAction {
  text: string
  /** A date (YYYY-MM-DD) it is due, if any. */
  due?: string
}

export interface Note {
  id: string
  at: string
  by: string
  text: string
}

/** An entry of the append-only history: who (`by`, the staff address), when, what, before and after. */
export interface HistoryEntry {
  at: string
  by: string
  /** What changed: 'status', 'owner', 'nextAction', 'note', 'attendance', 'restore', 'discard', 'erase', ... */
  what: string
  before: unknown
  after: unknown
}

/** One submission of the person, on its own, with the labels the visitor saw. */
export interface StaffSubmission {
  form: string
  leadId: string
  submissionId: string
  receivedAt: string
  step?: number
  /** Field name to { label the visitor saw, value }. */
  answers: { field: string; label: string; value: unknown }[]
  attribution: Record<string, string | undefined>
  flags?: { code: string; detail: string }[]
}

/** A message the site sent or is sending about this person (from the outbox). */
export interface SentMessage {
  id: string
  event: string
  channel: string
  status: string
  subject?: string
  createdAt: string
}

/** GET /api/staff/leads/<id>: the list item's fields, and everything else. */
export interface LeadDetail extends LeadListItem {
  phone?: string
  /** Every submission merged into one answer set (labels the visitor saw). */
  merged: { field: string; label: string; value: unknown }[]
  attribution: Record<string, string | undefined>
  submissions: StaffSubmission[]
  bookings: LeadBooking[]
  messages: SentMessage[]
  notes: Note[]
  history: HistoryEntry[]
}

/** PATCH /api/staff/leads/<id>: any of these; null clears owner or nextAction. */
export interface LeadPatch {
  status?: string
  owner?: string | null
  nextAction?: NextAction | null
}

/** GET /api/staff/calls?from=&to=&host=: defaults to today and the next 7 days. */
export interface CallList {
  from: string
  to: string
  /** Per host id ('' for bookings made before hosts), each sorted by start. */
  hosts: { host: string; name: string; calls: StaffBooking[] }[]
}

/** POST /api/staff/calls/<bookingId>/attendance */
export interface AttendanceBody {
  attendance: 'attended' | 'no-show'
}

/** GET /api/staff/set-aside: submissions set aside as automated, newest first. */
export interface SetAsideItem {
  /** `<form>/<leadId>/<submissionId>`, url-encoded in the restore and discard paths. */
  id: string
  form: string
  receivedAt: string
  reason: string
  code?: string
  name: string
  email: string
  company: string
  answers: Record<string, unknown>
}

export interface SetAsideList {
  items: SetAsideItem[]
}

/** GET /api/staff/funnel?from=&to= */
export interface FunnelCounts {
  leads: number
  booked: number
  attended: number
  won: number
}

export interface Funnel {
  from: string
  to: string
  wizard: {
    /** People who saved step 1. */
    starts: number
    /** For each step (1-based), how many reached it and how many stopped there. */
    steps: { step: number; field: string; reached: number; dropped: number }[]
    completed: number
  }
  perForm: Record<string, number>
  totals: FunnelCounts
  bySource: ({ source: string } & FunnelCounts)[]
  byLandingKind: ({ kind: 'local' | 'service' | 'home' | 'blog' | 'other' } & FunnelCounts)[]
}

/** Every error: the site API's shape. */
export interface StaffError {
  success: false
  error: string
  code?: string
}
