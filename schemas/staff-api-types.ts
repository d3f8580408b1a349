// The staff API's contract (issue 27), defined once for both sides: the routes (netlify/lib/staff/)
// build these answers and the console's pages (src/staff/) read them; src/ may not import netlify/, so
// they live here, at the bottom of the layout. Answers only, as plain types: the server builds them and
// nothing parses them. What the routes accept, and which answer is whose, is staff-api-contract.ts.
// Ids: a lead's `id` is its person's id (one per normalised email, stable, not the email); `status` a
// status id of content/pipeline.yaml; `owner` a team member id. One file because it is one contract's
// answers, route by route beside staff-api-contract.ts, which imports them from here alone.
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
  /**
   * The booking terms (content/booking.yaml terms) that stop the prospect changing it online now, in
   * the content's words: a move or cancel from the console overrides them. Absent: none does.
   */
  terms?: { rule: 'notice' | 'moves'; message: string }
}

/** A host of a booking's pool (its meeting type's hosts): free at its time, or the one taking it. */
export interface PoolHost {
  id: string
  name: string
  free: boolean
  current: boolean
}

/** GET /api/staff/bookings/<id>/reassign: the pool's hosts, for the call card's "Give to…". */
export interface BookingPoolAnswer {
  hosts: PoolHost[]
}

/** POST /api/staff/bookings/<id>/reassign: who has the call now, and who had it. */
export interface ReassignAnswer {
  bookingId: string
  host: { id: string; name: string }
  previousHost: { id: string; name: string } | null
  /** False when it was theirs already (a retry): nothing was sent. */
  changed: boolean
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
  /** What the lead is worth, AUD whole dollars, as staff set it; null: not set. */
  value: number | null
  /** The last activity on the person (ISO 8601): a submission, a booking, any change or note by staff. */
  lastActivityAt: string
  /** In an open status with no activity for longer than its `staleAfterDays` (content/pipeline.yaml). */
  stale: boolean
  /**
   * The inbox only: other people that may be this one (the same phone, or the same name and company),
   * by id, to merge (POST /leads/merge). Absent or empty when none.
   */
  duplicates?: string[]
  /** What the site promised them and staff owe (their forms' promises, their calls), soonest first. */
  owed: OwedItem[]
}

/**
 * One thing a lead is owed: a promise of a form they sent (content/forms/*.yaml promises, by site.yaml's
 * register) or a call they booked. `id` is stable (`<promise>.<leadId>`, `call.<bookingId>`).
 */
export interface OwedItem {
  id: string
  /** What is owed, in content's words (the promise's label, the call's meeting). */
  what: string
  /** When it is due (ISO 8601), by the promise's time in office time. */
  due: string
  /** When staff marked it done (ISO 8601), or null. */
  done: string | null
}

/** A task on a lead (POST /api/staff/leads/<id>/tasks). */
export interface Task {
  id: string
  text: string
  /** When it is due (ISO 8601). */
  due: string
  /** The team member it is for, or null (the shared inbox). */
  owner: string | null
  done: string | null
  createdAt: string
  /** Who made it (the staff address). */
  by: string
}

/** POST /api/staff/leads/<id>/tasks (201) and its PATCH: the task's fields (its `id` first of them), and the task again under `task`. */
export interface TaskAnswer extends Task {
  task: Task
}

/** One row of GET /api/staff/due: an owed item or an open task, with its lead and owner. */
export interface DueItem {
  kind: 'owed' | 'task'
  /** The owed item's or the task's id (the path of its mark-done). */
  id: string
  what: string
  due: string
  /** overdue: past its due; today: due later this office day; later: after today. */
  when: 'overdue' | 'today' | 'later'
  /** The team member whose it is (the lead's owner, a call's host, a task's owner), or null: the shared inbox. */
  owner: string | null
  /** Whose it is, in words: the team member's name, or content's name of the shared inbox. */
  ownerName: string
  leadId: string
  leadName: string
  company: string
}

/** GET /api/staff/due: overdue first, then due today, then the rest, each by due time. */
export interface DueList {
  items: DueItem[]
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
  /**
   * What changed: 'status', 'owner', 'nextAction', 'note', 'attendance', 'restore', 'discard', 'erase', ...;
   * 'email' (after: { to, subject, text }, an email sent from the lead page), 'merge' (before: the merged
   * person { id, name, email }, after: this person's id).
   */
  what: string
  before: unknown
  after: unknown
}

/** The kind of a history entry's `what`: 'booking-moved:<booking id>' is 'booking-moved' (its wording: staff-history.ts). */
export const historyKind = (what: string): string => what.split(':', 1)[0]!

/**
 * One form fill of the person (one lead id): its saves merged into one record, with the labels the visitor
 * saw. The wizard saves each step, so a fill of nine saves is one submission with its progress.
 */
export interface StaffSubmission {
  form: string
  leadId: string
  /** The fill's last save. */
  submissionId: string
  /** When the fill's first save was received; `lastSavedAt` its last. */
  receivedAt: string
  lastSavedAt: string
  /** How many saves the fill is made of. */
  saves: number
  /** The wizard's progress: the furthest step answered (1-based), of how many, and whether the last was. */
  reached?: number
  of?: number
  completed?: boolean
  /** Same as `reached` (kept for pages that read it). */
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
  tasks: Task[]
}

/** GET /api/staff/leads/<id>/email: what the lead page's email form shows and starts from. */
export interface LeadEmailDraft {
  /** The person's address ('' when they gave none: nothing can be sent). */
  to: string
  /** The agency's sender the email goes from, and the signed-in staff member's address it asks replies to. */
  from: string
  replyTo: string
  /** content/staff-console.yaml emailTemplates, filled for this person (first name, booking page, sender). */
  templates: { id: string; name: string; subject: string; text: string }[]
}

/** POST /api/staff/leads/<id>/email (202): recorded in the outbox, sent after the answer. */
export interface LeadEmailSent {
  queued: true
  /** The outbox's notification id (its status shows in the lead's messages). */
  id: string
  to: string
  subject: string
  at: string
}

/** POST /api/staff/leads/merge: the person kept, after the merge; `from` is gone (its GET is a 404 with `mergedInto`). */
export interface LeadMerged {
  merged: true
  from: string
  into: LeadListItem
}

/** A closed status's column on the board lists those with activity in this many last days (its count and value are everyone's). */
export const BOARD_CLOSED_DAYS = 30

/** A person on the board (GET /api/staff/board). */
export interface BoardItem {
  id: string
  name: string
  company: string
  email: string
  status: string
  owner: string | null
  value: number | null
  createdAt: string
  lastActivityAt: string
  nextAction: NextAction | null
  stale: boolean
}

/**
 * GET /api/staff/board: a column per status of content/pipeline.yaml, in pipeline order: how many people
 * are in it and their values summed (everyone in the status), and its cards, most recent activity first:
 * every open lead (up to 50 a column: BOARD_ITEMS of netlify/lib/staff/index-summary.ts), and of a closed status those with activity in the last BOARD_CLOSED_DAYS.
 */
export interface Board {
  columns: { status: string; count: number; value: number; items: BoardItem[] }[]
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

/** The ad platforms a conversion is sent to: Meta's Conversions API, GA4's Measurement Protocol, Google Ads (the Data Manager API). */
export const CONVERSION_PLATFORMS = ['meta', 'ga4', 'google-ads'] as const
export type ConversionPlatform = (typeof CONVERSION_PLATFORMS)[number]
export type ConversionStage = 'Lead' | 'Schedule' | 'Qualified' | 'Won'
/**
 * sent: on its way (waiting for a first or another attempt, or sent and its answer never came);
 * accepted: the platform took it; failed: the platform refused it or it failed for a day (`error`
 * says the platform's words); held: never sent (`reason`: the visitor's GPC or opt-out, or the
 * platform not configured when it happened).
 */
export const CONVERSION_STATES = ['sent', 'accepted', 'failed', 'held'] as const
export type ConversionState = (typeof CONVERSION_STATES)[number]
export type ConversionHeldReason = 'gpc' | 'opt-out' | 'refused' | 'not-configured'

/** One conversion at one platform. */
export interface ConversionItem {
  /** The outbox's notification id (what a retry names); a held one's note id. */
  id: string
  /** The console's person id when the lead is in the index; else the lead or booking id it was recorded with. */
  leadId: string
  /** The person's name, else their email, when the lead is in the index. */
  name: string | null
  stage: ConversionStage
  platform: ConversionPlatform
  state: ConversionState
  /** When the conversion happened (ISO 8601). */
  at: string
  /** The platform's error (failed; or the last one while it is retried), else null. */
  error: string | null
  reason: ConversionHeldReason | null
  attempts: number
  /** The value sent (AUD), if any. */
  value: number | null
  /** Whether staff may send it again (a failed one). */
  retry: boolean
}

export interface ConversionTotals extends Record<ConversionState, number> {
  stage: ConversionStage
  platform: ConversionPlatform
}

/** One stage: the funnel's own count (the console's index) beside what each platform accepted. */
export interface ConversionReconciliation {
  stage: ConversionStage
  funnel: number
  accepted: Record<ConversionPlatform, number>
}

/** GET /api/staff/conversions[?lead=<person id>]: newest first. */
export interface ConversionList {
  items: ConversionItem[]
  /** Per stage and platform, in stage order then platform order. */
  totals: ConversionTotals[]
  reconciliation: ConversionReconciliation[]
  /** The platforms set up in this environment. */
  configured: Record<ConversionPlatform, boolean>
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
