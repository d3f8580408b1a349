// The staff API's contract (issue 34): each route (method and path under /api/staff) to the body it
// takes and the answer it gives, defined once for both sides. The request bodies are zod schemas the
// routes parse with (netlify/lib/staff/, netlify/lib/booking/), so what the server checks and what the
// console's typed client (src/staff/api.ts) may send are one definition; the answers are the plain
// types of staff-api-types.ts, which the server builds and nothing parses.
import { z } from 'zod'
import { HostIdSchema, HostSettingsSchema } from './booking-hosts.ts'
import { isPersonId } from './ids.ts'
import { MoveRequestSchema, type ManagedBookingResponse } from './booking-request.ts'
import type {
  BookingPoolAnswer,
  Board,
  CallList,
  DueList,
  ConversionItem,
  ConversionList,
  Funnel,
  HistoryEntry,
  LeadDetail,
  LeadEmailDraft,
  LeadEmailSent,
  LeadList,
  LeadListItem,
  LeadMerged,
  MoveTimes,
  Note,
  OwedItem,
  ReassignAnswer,
  SessionAnswer,
  TaskAnswer,
  SetAsideList,
  TimeOffList,
  TimeOffSaved,
} from './staff-api-types.ts'

// ------------------------------------------------------------------ request bodies

/** POST /sign-in: any well-formed address (the answer is the same for every one: staff-sign-in.ts). */
export const SignInBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+$/),
})

/** POST /session: the token of a sign-in link. */
export const SessionBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) })

/**
 * PATCH /leads/:id: status, owner, next action and value, at least one. The status and owner ids are content's
 * (content/pipeline.yaml, the team), which schemas/ cannot read: the route hands them in
 * (staff-changes.ts); the console's type is the same whatever the ids (strings).
 */
export const leadPatchSchemaOf = (statusIds: readonly string[], teamIds: readonly string[]) =>
  z
    .object({
      status: z.enum(statusIds as [string, ...string[]]).optional(),
      owner: z
        .enum(teamIds as [string, ...string[]])
        .nullable()
        .optional(),
      nextAction: z
        .object({
          text: z.string().trim().min(1).max(500),
          due: z.iso.date().optional(),
        })
        .strict()
        .nullable()
        .optional(),
      /** The lead's value in AUD, whole dollars; null clears it. */
      value: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    })
    .strict()
    .refine((p) => Object.keys(p).length > 0, 'send at least one of status, owner, nextAction, value')

export const NoteBodySchema = z.object({ text: z.string().trim().min(1).max(5000) }).strict()

/**
 * POST /leads/:id/tasks: what to do, when (an instant with its offset, or an office date: due at the
 * office's closing time that day) and for whom (a team member id of content, handed in by the route;
 * null is the shared inbox; left out, the one who makes it, when the address is tied to a member).
 */
export const taskBodySchemaOf = (teamIds: readonly string[]) =>
  z
    .object({
      text: z.string().trim().min(1).max(500),
      due: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
      owner: z
        .enum(teamIds as [string, ...string[]])
        .nullable()
        .optional(),
    })
    .strict()

/** PATCH /leads/:id/tasks/:taskId and PATCH /leads/:id/owed/:owedId: done (now) or not done again. */
export const DoneBodySchema = z.object({ done: z.boolean() }).strict()

export const AttendanceBodySchema = z.object({ attendance: z.enum(['attended', 'no-show']) }).strict()

/**
 * POST /leads/:id/email: an email to the person, from the agency's address with the staff member's as
 * Reply-To. The subject is one line (a line break in it would be a header of its own); both are what
 * staff typed, sent as they are.
 */
export const LeadEmailBodySchema = z
  .object({
    subject: z
      .string()
      .regex(/^[^\r\n\u2028\u2029]*$/, 'The subject is one line: take out the line break.')
      .trim()
      .min(1, 'Write a subject.')
      .max(200, 'The subject is too long: 200 characters at most.'),
    text: z.string().trim().min(1, 'Write the message.').max(20_000, 'The message is too long: 20,000 characters at most.'),
  })
  .strict()

const personIdField = z.string().refine(isPersonId, 'not a lead id')

/** POST /leads/merge: `from` is merged into `into` (two different people). */
export const LeadMergeBodySchema = z
  .object({ into: personIdField, from: personIdField })
  .strict()
  .refine((b) => b.into !== b.from, 'A lead cannot be merged into itself.')

/** POST /leads/:id/erase: the person's address typed to confirm (the route compares it, trimmed and lowercased). */
export const EraseBodySchema = z.object({ confirm: z.string() })

/** PUT /time-off: one host's whole console list (an empty one clears it); checked again as content's is (booking/time-off.ts). */
export const TimeOffUpdateSchema = z.object({ host: z.string(), timeOff: HostSettingsSchema.shape.timeOff }).strict()

/**
 * POST /bookings/:id/move: the manage page's move without its token (the route signs one): the manage
 * page's handler parses it, so the move is checked, and refused, as the prospect's own.
 */
export const StaffMoveBodySchema = z
  .object({
    start: MoveRequestSchema.shape.start,
    /**
     * Staff's move may be inside the booking terms' notice or past the prospect's moves (content/booking.yaml
     * terms): it is made anyway, and the history names the rule. The console sends true after showing the rule.
     */
    override: z.boolean().optional(),
  })
  .strict()

/** POST /bookings/:id/cancel: as the move, staff's cancel overrides the terms' notice (the console says so first). */
export const StaffCancelBodySchema = z.object({ override: z.boolean().optional() }).strict()

/** POST /bookings/:id/reassign: the host (a team member id of the booking's meeting type) to give the call to. */
export const StaffReassignBodySchema = z.object({ host: HostIdSchema }).strict()

/** The actions that take nothing but the path: the console sends an empty object, the route reads no body. */
export const EmptyBodySchema = z.object({}).strict()

// ------------------------------------------------------------------ the routes

type Body<S extends z.ZodType> = z.input<S>
type LeadPatchSchema = ReturnType<typeof leadPatchSchemaOf>
type TaskBodySchema = ReturnType<typeof taskBodySchemaOf>

/** The inbox's filter (netlify/lib/staff/staff-leads.ts filterOf), shared with the CSV export. */
export type LeadFilterQuery = Partial<Record<'q' | 'status' | 'owner' | 'form' | 'source' | 'from' | 'to', string>> & {
  /** A person id: only the people that may be the same person (same phone, or same name and company). */
  duplicatesOf?: string
}
/** Office dates (YYYY-MM-DD); defaults are the route's. */
type DateRangeQuery = Partial<Record<'from' | 'to', string>>

/**
 * Route to { body, query, answer }. `body: undefined` is a route that reads none; `query` only where the
 * route reads its query string. GET /export.csv and /export-submissions.csv answer CSV, not JSON: the
 * inbox links to them, the client does not fetch them, so they are not here.
 */
export interface StaffApiContract {
  'POST /sign-in': { body: Body<typeof SignInBodySchema>; answer: { success: true; message: string } }
  'POST /session': { body: Body<typeof SessionBodySchema>; answer: SessionAnswer }
  'GET /session': { body: undefined; answer: SessionAnswer }
  'DELETE /session': { body: undefined; answer: { success: true } }
  'GET /leads': { body: undefined; query: LeadFilterQuery & { cursor?: string; limit?: string }; answer: LeadList }
  'GET /leads/:id': { body: undefined; answer: LeadDetail }
  'PATCH /leads/:id': { body: Body<LeadPatchSchema>; answer: LeadListItem }
  'POST /leads/:id/notes': { body: Body<typeof NoteBodySchema>; answer: Note }
  'GET /leads/:id/email': { body: undefined; answer: LeadEmailDraft }
  'POST /leads/:id/email': { body: Body<typeof LeadEmailBodySchema>; answer: LeadEmailSent }
  'POST /leads/merge': { body: Body<typeof LeadMergeBodySchema>; answer: LeadMerged }
  'POST /leads/:id/tasks': { body: Body<TaskBodySchema>; answer: TaskAnswer }
  'PATCH /leads/:id/tasks/:taskId': { body: Body<typeof DoneBodySchema>; answer: TaskAnswer }
  'PATCH /leads/:id/owed/:owedId': { body: Body<typeof DoneBodySchema>; answer: OwedItem }
  'GET /due': { body: undefined; answer: DueList }
  'POST /leads/:id/erase': {
    body: Body<typeof EraseBodySchema>
    answer: { erased: true; leads: number; counts: Record<string, number> }
  }
  'GET /calls': { body: undefined; query: DateRangeQuery & { host?: string }; answer: CallList }
  'POST /calls/:bookingId/attendance': { body: Body<typeof AttendanceBodySchema>; answer: HistoryEntry }
  'GET /set-aside': { body: undefined; answer: SetAsideList }
  'POST /set-aside/:id/restore': { body: Body<typeof EmptyBodySchema>; answer: { success: true; id: string } }
  'POST /set-aside/:id/discard': { body: Body<typeof EmptyBodySchema>; answer: { success: true } }
  'GET /funnel': { body: undefined; query: DateRangeQuery; answer: Funnel }
  'GET /board': { body: undefined; answer: Board }
  'POST /bookings/:id/move': { body: Body<typeof StaffMoveBodySchema>; answer: ManagedBookingResponse }
  'POST /bookings/:id/cancel': { body: Body<typeof StaffCancelBodySchema>; answer: ManagedBookingResponse }
  'GET /bookings/:id/reassign': { body: undefined; answer: BookingPoolAnswer }
  'POST /bookings/:id/reassign': { body: Body<typeof StaffReassignBodySchema>; answer: ReassignAnswer }
  'POST /bookings/:id/resend-link': { body: Body<typeof EmptyBodySchema>; answer: { sent: true; to: string } }
  'POST /bookings/:id/rebook-email': { body: Body<typeof EmptyBodySchema>; answer: { sent: true; to: string; at: string } }
  'GET /time-off': { body: undefined; answer: TimeOffList }
  'GET /conversions': { body: undefined; query: { lead?: string }; answer: ConversionList }
  'POST /conversions/:id/retry': { body: Body<typeof EmptyBodySchema>; answer: ConversionItem }
  'PUT /time-off': { body: Body<typeof TimeOffUpdateSchema>; answer: TimeOffSaved }
  'GET /bookings/:id/times': { body: undefined; query: DateRangeQuery; answer: MoveTimes }
}

export type StaffRoute = keyof StaffApiContract
export type StaffRequestBody<R extends StaffRoute> = StaffApiContract[R]['body']
export type StaffAnswerOf<R extends StaffRoute> = StaffApiContract[R]['answer']
export type StaffQueryOf<R extends StaffRoute> = StaffApiContract[R] extends { query: infer Q } ? Q : undefined

/** The path's parameters by name: '/leads/:id/notes' -> { id: string }. */
export type StaffPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & StaffPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>

export type StaffPathOf<R extends StaffRoute> = R extends `${string} ${infer P}` ? P : never
export type StaffMethodOf<R extends StaffRoute> = R extends `${infer M} ${string}` ? M : never
