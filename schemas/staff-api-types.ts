// The staff API's contract (issue 27), defined once for both sides: the routes (netlify/lib/staff/)
// build these answers and the console's pages (src/staff/) read them; src/ may not import netlify/, so
// they live here, at the bottom of the layout. Answers only, as plain types: the server builds them and
// nothing parses them. What the routes accept, and which answer is whose, is staff-api-contract.ts.
// Ids: a lead's `id` is its person's id (one per normalised email, stable, not the email); `status` a
// status id of content/pipeline.yaml; `owner` a team member id.
import type { TimeOff } from './booking-hosts.ts'

/**
 * A readable cookie the API sets and clears with the session (netlify/lib/staff/staff-auth.ts): without it
 * the console's page knows it is signed out and asks the API nothing (so no 401 lands in its console).
 */
export const STAFF_PRESENCE_COOKIE = 'staff_present'

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
  /** A cancelled call stays in the list and reads cancelled: its time is not a call to come. */
  status: 'confirmed' | 'cancelled' | string
  type: string
  /** The meeting type's name (content/booking.yaml). */
  typeName?: string
  /** The person's company, when known. */
  company?: string
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
  /** The prospect's own links, as their emails carry them: joining the call (a confirmed video call), and their manage page (lead detail only). */
  joinUrl?: string
  manageUrl?: string
  /** When the no-show rebooking email went out (it goes once). Lead detail only. */
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

/** The kind of a history entry's `what`: 'booking-moved:<booking id>' is 'booking-moved' (its wording: staff-history.ts). */
export const historyKind = (what: string): string => what.split(':', 1)[0]!

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

/** A booking on the lead page: the same shape, with its links and rebooking mark filled in. */
export type LeadBooking = StaffBooking

/** GET /api/staff/leads/<id>: the list item's fields, and everything else. */
export interface LeadDetail extends LeadListItem {
  phone?: string
  /** Every submission merged into one answer set (labels the visitor saw). */
  merged: { field: string; label: string; value: unknown }[]
  attribution: Record<string, string | undefined>
  submissions: StaffSubmission[]
  bookings: StaffBooking[]
  messages: SentMessage[]
  notes: Note[]
  history: HistoryEntry[]
}

/** GET /api/staff/calls?from=&to=&host=: defaults to today and the next 7 days. */
export interface CallList {
  from: string
  to: string
  /** Per host id ('' for bookings made before hosts), each sorted by start. */
  hosts: { host: string; name: string; calls: StaffBooking[] }[]
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
  /** What they wrote in their own words (the form's free-text answers), to judge whether a person wrote it. */
  message: string
  /** Every answer with the words the visitor saw (option labels, not stored values). */
  answers: { field: string; label: string; value: unknown }[]
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
  /** People by the form they first sent, each once: they add up to `totals.leads`. */
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

/** One host's time off as the console shows it: content's (changed with a deploy) and the console's own. */
export interface HostTimeOffView {
  id: string
  name: string
  content: TimeOff[]
  console: TimeOff[]
  /** When and by which staff address the console's list was last set. */
  updatedAt?: string
  updatedBy?: string
}

/** GET /api/staff/time-off: every host of the meeting types, in content order. */
export interface TimeOffList {
  hosts: HostTimeOffView[]
}

/**
 * GET /api/staff/bookings/<id>/times?from=&to=: the free times of the booking's meeting type and host pool
 * between two office dates (default today and the 13 days after), computed as the availability is, with the
 * booking's own time freed (`current` marks the time it has now). ISO 8601 with the office's offset.
 */
export interface MoveTimes {
  from: string
  to: string
  times: { start: string; end: string; current?: true }[]
}

/** PUT /api/staff/time-off: the host's list as saved, and their confirmed calls from today on that fall on a day off. */
export interface TimeOffSaved {
  host: HostTimeOffView
  /** Booking ids, in time order: calls to move to a free time or to tell the prospect about. */
  affected: string[]
}
