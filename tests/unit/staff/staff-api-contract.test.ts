// The staff API's contract (schemas/staff-api-contract.ts): the request schemas the routes parse with
// accept what the console's pages send and refuse a malformed body, and the console's client is typed
// by route, so a wrong body, a missing path id or a wrong answer type does not compile (checked by
// `npm run typecheck`, which covers tests/: each @ts-expect-error below fails it if the line compiles).
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  AttendanceBodySchema,
  EmptyBodySchema,
  EraseBodySchema,
  leadPatchSchemaOf,
  NoteBodySchema,
  SessionBodySchema,
  SignInBodySchema,
  StaffMoveBodySchema,
  TimeOffUpdateSchema,
  type StaffAnswerOf,
  type StaffRequestBody,
} from '../../../schemas/staff-api-contract.ts'
import type { LeadDetail, LeadList, LeadListItem } from '../../../schemas/staff-api-types.ts'
import { pipeline } from '../../../src/generated/pipeline.ts'
import { team } from '../../../src/generated/team.ts'
import { staffApi, staffPath, type ApiAnswer } from '../../../src/staff/api.ts'

const LeadPatchSchema = leadPatchSchemaOf(
  pipeline.statuses.map((s) => s.id),
  team.map((m) => m.id),
)
const status = pipeline.statuses[0]!.id
const owner = team[0]!.id

// What the pages send, typed by the contract (so these are the console's shapes, not guesses).
const sent = {
  signIn: { email: ' Someone@Example.com ' } satisfies StaffRequestBody<'POST /sign-in'>,
  session: { token: 'a'.repeat(43) } satisfies StaffRequestBody<'POST /session'>,
  // LeadPipeline.tsx: all three at once, an emptied owner and next action as null.
  patch: { status, owner, nextAction: { text: 'Call back', due: '2026-03-02' } } satisfies StaffRequestBody<'PATCH /leads/:id'>,
  patchCleared: { status, owner: null, nextAction: null } satisfies StaffRequestBody<'PATCH /leads/:id'>,
  note: { text: 'Spoke to them.' } satisfies StaffRequestBody<'POST /leads/:id/notes'>,
  erase: { confirm: 'someone@example.com' } satisfies StaffRequestBody<'POST /leads/:id/erase'>,
  attendance: { attendance: 'no-show' } satisfies StaffRequestBody<'POST /calls/:bookingId/attendance'>,
  timeOff: {
    host: owner,
    timeOff: [{ from: '2026-03-02', to: '2026-03-04', reason: 'Leave' }],
  } satisfies StaffRequestBody<'PUT /time-off'>,
  move: { start: '2026-03-02T01:00:00.000Z' } satisfies StaffRequestBody<'POST /bookings/:id/move'>,
  empty: {} satisfies StaffRequestBody<'POST /bookings/:id/cancel'>,
}

describe('the staff API contract: request schemas', () => {
  it.each([
    ['sign-in', SignInBodySchema, sent.signIn],
    ['session', SessionBodySchema, sent.session],
    ['lead patch', LeadPatchSchema, sent.patch],
    ['lead patch clearing owner and next action', LeadPatchSchema, sent.patchCleared],
    ['note', NoteBodySchema, sent.note],
    ['erase', EraseBodySchema, sent.erase],
    ['attendance', AttendanceBodySchema, sent.attendance],
    ['time off', TimeOffUpdateSchema, sent.timeOff],
    ['move', StaffMoveBodySchema, sent.move],
    ['cancel, resend, rebook, restore, discard', EmptyBodySchema, sent.empty],
  ] as const)('accepts what the console sends: %s', (_, schema, body) => {
    expect(schema.safeParse(body).error?.issues ?? []).toEqual([])
  })

  it.each([
    ['sign-in without an address', SignInBodySchema, { email: 'not an address' }],
    ['session with a short token', SessionBodySchema, { token: 'short' }],
    ['lead patch of an unknown status', LeadPatchSchema, { status: 'no-such-status' }],
    ['lead patch of an unknown owner', LeadPatchSchema, { owner: 'no-such-member' }],
    ['lead patch with an unknown key', LeadPatchSchema, { status, colour: 'red' }],
    ['lead patch of a blank next action', LeadPatchSchema, { nextAction: { text: '   ' } }],
    ['lead patch of a next action due on no date', LeadPatchSchema, { nextAction: { text: 'Call', due: 'soon' } }],
    ['blank note', NoteBodySchema, { text: '  ' }],
    ['erase without the address', EraseBodySchema, {}],
    ['attendance of neither', AttendanceBodySchema, { attendance: 'maybe' }],
    ['time off without its host', TimeOffUpdateSchema, { timeOff: [] }],
    ['move with no start', StaffMoveBodySchema, {}],
    ['an action given a body', EmptyBodySchema, { start: '2026-03-02T01:00:00.000Z' }],
  ] as const)('refuses a malformed body: %s', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false)
  })

  it('says what an empty patch lacks, as the route answers it', () => {
    expect(LeadPatchSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      'send at least one of status, owner, nextAction, value',
    ])
  })
})

describe('the console client, typed by route', () => {
  it('fills the path parameters, url-encoded, and the set query values in order', () => {
    expect(staffPath('POST /leads/:id/notes', { params: { id: 'a/b c' }, body: { text: 'x' } })).toBe('/leads/a%2Fb%20c/notes')
    expect(staffPath('GET /leads', { query: { status, owner: undefined, cursor: 'c1' } })).toBe(`/leads?status=${status}&cursor=c1`)
    expect(staffPath('GET /set-aside')).toBe('/set-aside')
  })

  it('answers the route’s own answer type, and a wrong body does not compile', () => {
    expectTypeOf<StaffAnswerOf<'GET /leads/:id'>>().toEqualTypeOf<LeadDetail>()
    expectTypeOf<StaffAnswerOf<'GET /leads'>>().toEqualTypeOf<LeadList>()
    expectTypeOf(staffApi<'PATCH /leads/:id'>).returns.resolves.toEqualTypeOf<ApiAnswer<LeadListItem>>()
    // Never called: only compiled (npm run typecheck), each line an error the contract must keep an error.
    const neverCalled = async () => {
      // @ts-expect-error attendance is 'attended' or 'no-show'
      void staffApi('POST /calls/:bookingId/attendance', { params: { bookingId: 'b' }, body: { attendance: 'maybe' } })
      // @ts-expect-error a note is { text }
      void staffApi('POST /leads/:id/notes', { params: { id: 'p' }, body: { note: 'hi' } })
      // @ts-expect-error the lead's id is part of the path
      void staffApi('PATCH /leads/:id', { body: { status } })
      // @ts-expect-error a GET takes no body
      void staffApi('GET /leads/:id', { params: { id: 'p' }, body: {} })
      // @ts-expect-error no such route
      void staffApi('GET /leads/:id/secrets', { params: { id: 'p' } })
      // @ts-expect-error the lead page's answer is not the list's
      const wrong: ApiAnswer<LeadList> = await staffApi('GET /leads/:id', { params: { id: 'p' } })
      return wrong
    }
    expect(typeof neverCalled).toBe('function')
  })
})
