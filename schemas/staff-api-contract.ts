// The staff API's contract (issue 34): each route (method and path under /api/staff) to the body it
// takes and the answer it gives, defined once for both sides. The request bodies are zod schemas the
// routes parse with (netlify/lib/staff/, netlify/lib/booking/), so what the server checks and what the
// console's typed client (src/staff/api.ts) may send are one definition; the answers are the plain
// types of staff-api-types.ts, which the server builds and nothing parses.
import { z } from 'zod'
import { HostSettingsSchema } from './booking-hosts.ts'
import { MoveRequestSchema, type ManagedBookingResponse } from './booking-request.ts'
import type {
  CallList,
  Funnel,
  HistoryEntry,
  LeadDetail,
  LeadList,
  LeadListItem,
  MoveTimes,
  Note,
  SessionAnswer,
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
 * PATCH /leads/:id: status, owner and next action, at least one. The status and owner ids are content's
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
    })
    .strict()
    .refine((p) => Object.keys(p).length > 0, 'send at least one of status, owner, nextAction')

export const NoteBodySchema = z.object({ text: z.string().trim().min(1).max(5000) }).strict()

export const AttendanceBodySchema = z.object({ attendance: z.enum(['attended', 'no-show']) }).strict()

/** POST /leads/:id/erase: the person's address typed to confirm (the route compares it, trimmed and lowercased). */
export const EraseBodySchema = z.object({ confirm: z.string() })

/** PUT /time-off: one host's whole console list (an empty one clears it); checked again as content's is (booking/time-off.ts). */
export const TimeOffUpdateSchema = z.object({ host: z.string(), timeOff: HostSettingsSchema.shape.timeOff }).strict()

/**
 * POST /bookings/:id/move: the manage page's move without its token (the route signs one): the manage
 * page's handler parses it, so the move is checked, and refused, as the prospect's own.
 */
export const StaffMoveBodySchema = z.object({ start: MoveRequestSchema.shape.start }).strict()

/** The actions that take nothing but the path: the console sends an empty object, the route reads no body. */
export const EmptyBodySchema = z.object({}).strict()

// ------------------------------------------------------------------ the routes

type Body<S extends z.ZodType> = z.input<S>
type LeadPatchSchema = ReturnType<typeof leadPatchSchemaOf>

/** The inbox's filter (netlify/lib/staff/staff-leads.ts filterOf), shared with the CSV export. */
export type LeadFilterQuery = Partial<Record<'q' | 'status' | 'owner' | 'form' | 'source' | 'from' | 'to', string>>
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
  'POST /bookings/:id/move': { body: Body<typeof StaffMoveBodySchema>; answer: ManagedBookingResponse }
  'POST /bookings/:id/cancel': { body: Body<typeof EmptyBodySchema>; answer: ManagedBookingResponse }
  'POST /bookings/:id/resend-link': { body: Body<typeof EmptyBodySchema>; answer: { sent: true; to: string } }
  'POST /bookings/:id/rebook-email': { body: Body<typeof EmptyBodySchema>; answer: { sent: true; to: string; at: string } }
  'GET /time-off': { body: undefined; answer: TimeOffList }
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
