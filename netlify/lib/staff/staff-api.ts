// The staff API's routes (issue 27), each wrapped in withStaff (staff-auth.ts): the functions
// netlify/functions/staff-*.ts only pick theirs. Path parameters are read from the request's own
// path, so the routes answer the same on Netlify and under `npm start`.
import type { Context } from '@netlify/functions'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { bookingStore } from '../booking/booking-store.ts'
import { openOutbox } from '../site-outbox.ts'
import { fail, json } from '../http.ts'
import { invalid, notAllowed, notFound, partsAfter, personIdOfPath, readBody } from './route-kit.ts'
import { leadStore, notificationStore } from '../leads/lead-store.ts'
import { indexStore, readIndex, readPerson } from './person-index.ts'
import { sessionCookies, withCookies, withStaff } from './staff-auth.ts'
import { handleSessionStart, handleSignIn } from './staff-sign-in.ts'
import { staffStore } from './staff-store.ts'
import { staffBookingActions, type StaffBookingActions } from '../booking/staff-actions.ts'
import { LeadPatchSchema, markAttendance, noteLead, patchLead } from './staff-changes.ts'
import { AttendanceBodySchema, EraseBodySchema, NoteBodySchema } from '../../../schemas/staff-api-contract.ts'
import { addDays } from '../../../schemas/office-time.ts'
import { calls, dateParam, funnel, officeDate } from './staff-funnel.ts'
import { filterOf, leadDetail, leadPage, listItem, matches, summaryPage } from './staff-leads.ts'
import { readBoardCards, readSummary } from './index-read.ts'
import { boardOf } from './staff-board.ts'
import { discardSetAside, listSetAside, parseSetAsideId, restoreSetAside } from './staff-set-aside.ts'
import { exportLeads } from './lead-export.ts'
import { noteCounts, peopleCsv } from './people-export.ts'
import { eraseEverywhere } from './erase-person.ts'
import { mergedInto } from './person-merge.ts'
import type { SentMessage, SessionAnswer } from '../../../schemas/staff-api-types.ts'
import { isConversionId, isPersonId, isUuid } from '../../../schemas/ids.ts'
import { conversionList, isConversionItem, PLATFORM_CHANNELS } from './staff-conversions.ts'
import { channelSetup } from '../outbox/channels.ts'
import { CONVERSION_PLATFORMS, type ConversionPlatform } from '../../../schemas/staff-api-types.ts'

/** The messages about a person: the notifications of their lead ids and booking ids, read from the outbox's marks of each. */
async function messagesOf(person: { leadIds: string[]; bookingIds: string[] }): Promise<SentMessage[]> {
  const own = await openOutbox(notificationStore()).listAbout(person)
  // The conversions sent to ad platforms have their own list on the lead page (GET /api/staff/conversions?lead=).
  return own
    .filter((n) => !isConversionItem(n))
    .map((n) => ({
      id: n.id,
      event: n.event,
      channel: n.channel,
      status: n.status,
      subject: n.message?.subject ?? String((n.write as { summary?: unknown } | undefined)?.summary ?? n.event),
      createdAt: n.createdAt,
    }))
}

let actions: StaffBookingActions | undefined
/** Made on first use: on Netlify the Blobs context comes with the invocation. */
const bookingActions = () => (actions ??= staffBookingActions())

/** POST /api/staff/sign-in {email}: the only route open without a session (staff-sign-in.ts). */
export const signInRoute = (req: Request, context?: Context) => handleSignIn(req, context)

const signedIn = withStaff(async (req, { staff, session }) => {
  if (req.method === 'DELETE') {
    await staffStore().deleteSession(session.sessionId)
    return withCookies(json(200, { success: true }), sessionCookies('', 0))
  }
  const answer: SessionAnswer = { staff, expiresAt: session.expiresAt }
  return json(200, answer)
})

/** /api/staff/session: POST {token} spends a sign-in link; GET says who is signed in; DELETE signs out. */
export const sessionRoute = (req: Request, context?: Context) => (req.method === 'POST' ? handleSessionStart(req) : signedIn(req, context))

/** /api/staff/leads (GET the list) and /api/staff/leads/<id> (GET the lead, PATCH status/owner/next action/value). */
export const leadsRoute = withStaff(async (req, { staff }) => {
  const id = personIdOfPath(req)
  if (id === null) return notFound()
  if (!id) {
    if (req.method !== 'GET') return notAllowed('GET')
    const params = new URL(req.url).searchParams
    const filter = filterOf(params)
    const [cursor, limit] = [params.get('cursor'), Number(params.get('limit')) || undefined]
    // Unfiltered (the inbox as it opens): the summary's few blobs; a filter, a search or a page past its
    // newest people reads every month.
    const fast = Object.keys(filter).length === 0 ? summaryPage(await readSummary(), cursor, limit) : null
    return json(200, fast ?? leadPage(await readIndex(), filter, cursor, limit))
  }
  if (req.method === 'GET') {
    const person = await readPerson(id)
    if (!person) return goneOrNotFound(id)
    const bookings = bookingStore(bookingSettings)
    return json(
      200,
      await leadDetail(person, {
        index: indexStore(),
        leads: leadStore(),
        booking: (b) => bookings.get(b),
        messages: messagesOf,
        rebookSent: (b) => bookingActions().rebookSent(b),
      }),
    )
  }
  if (req.method !== 'PATCH') return notAllowed('GET, PATCH')
  const body = await readBody(req)
  if (!body.ok) return body.response
  const patch = LeadPatchSchema.safeParse(body.value)
  if (!patch.success) return invalid(patch.error.issues)
  const after = await patchLead(indexStore(), id, patch.data, staff.email)
  return after ? json(200, listItem(after)) : notFound()
})

/** A person merged into another (person-merge.ts) is a 404 that says where they went: `mergedInto`. */
async function goneOrNotFound(id: string): Promise<Response> {
  const into = await mergedInto(indexStore(), id)
  return into ? fail(404, 'This lead was merged into another.', { extra: { code: 'merged', mergedInto: into } }) : notFound()
}

/** POST /api/staff/leads/<id>/notes {text} */
export const notesRoute = withStaff(async (req, { staff }) => {
  const id = personIdOfPath(req)
  if (!id) return notFound()
  const body = await readBody(req)
  if (!body.ok) return body.response
  const note = NoteBodySchema.safeParse(body.value)
  if (!note.success) return invalid(note.error.issues)
  const saved = await noteLead(indexStore(), id, note.data.text, staff.email)
  return saved ? json(201, saved) : notFound()
})

/** GET /api/staff/calls?from=&to=&host=: today and the next 7 days by default (office dates). */
export const callsRoute = withStaff(async (req) => {
  const params = new URL(req.url).searchParams
  const today = officeDate(new Date())
  const from = dateParam(params.get('from'), today)
  const to = dateParam(params.get('to'), addDays(from, 7))
  return json(200, calls(await readIndex(), from, to, params.get('host') ?? undefined))
})

/** POST /api/staff/calls/<bookingId>/attendance {attendance: attended | no-show}, after the call's start. */
export const attendanceRoute = withStaff(async (req, { staff }) => {
  const [bookingId] = partsAfter(req, '/api/staff/calls')
  if (!isUuid(bookingId)) return notFound('No such call.')
  const body = await readBody(req)
  if (!body.ok) return body.response
  const parsed = AttendanceBodySchema.safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error.issues)
  const booking = await bookingStore(bookingSettings).get(bookingId)
  const done = await markAttendance(indexStore(), booking, parsed.data.attendance, staff.email)
  if (done.kind === 'not-found') return notFound('No such call.')
  if (done.kind === 'cancelled') return fail(409, 'This call was cancelled.', { extra: { code: 'cancelled' } })
  if (done.kind === 'too-early') return fail(409, 'The call has not started yet.', { extra: { code: 'too-early', start: done.start } })
  return json(200, done.entry)
})

/** GET /api/staff/set-aside; POST /api/staff/set-aside/<id>/restore and .../discard. */
export const setAsideRoute = withStaff(async (req, { staff, context }) => {
  const [id, action] = partsAfter(req, '/api/staff/set-aside')
  if (!id) return req.method === 'GET' ? json(200, await listSetAside(leadStore())) : notAllowed('GET')
  // The id's shape first (a form and a lead id): whatever else is asked of an id that cannot be, it is a 404.
  const which = parseSetAsideId(id)
  if (!which) return notFound('Nothing set aside under this id.')
  if (req.method !== 'POST') return notAllowed('POST')
  if (action === 'restore') {
    const person = await restoreSetAside(notificationStore(), leadStore(), indexStore(), which, staff.email, context)
    return person === null ? notFound('Nothing set aside under this id.') : json(200, { success: true, id: person })
  }
  if (action === 'discard')
    return (await discardSetAside(notificationStore(), indexStore(), which, staff.email))
      ? json(200, { success: true })
      : notFound('Nothing set aside under this id.')
  return notFound('No such action.')
})

/** GET /api/staff/board: a column per status with its count, summed value and cards (staff-board.ts). */
export const boardRoute = withStaff(async () => {
  return json(200, boardOf(await readBoardCards()))
})

/** GET /api/staff/funnel?from=&to=: the last 30 days by default (office dates). */
export const funnelRoute = withStaff(async (req) => {
  const params = new URL(req.url).searchParams
  const to = dateParam(params.get('to'), officeDate(new Date()))
  const from = dateParam(params.get('from'), addDays(to, -29))
  return json(200, funnel(await readIndex(), from, to))
})

const csvFile = (text: string, name: string) =>
  new Response(text, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })

/**
 * GET /api/staff/export.csv?<the inbox's filter>: one row per person (people-export.ts). The submissions, one
 * row per lead as the CLI's export writes them (lead-export.ts), are their own file:
 * GET /api/staff/export-submissions.csv (or export.csv?kind=submissions), narrowed to the same filter.
 */
export const exportRoute = withStaff(async (req) => {
  const url = new URL(req.url)
  const filter = filterOf(url.searchParams)
  const people = (await readIndex()).filter((e) => matches(e, filter))
  if (url.pathname.endsWith('/export-submissions.csv') || url.searchParams.get('kind') === 'submissions') {
    const keep = Object.keys(filter).length > 0 ? new Set(people.flatMap((e) => e.leads.map((l) => `${l.form}/${l.leadId}`))) : null
    const [submissions, bookings] = await Promise.all([leadStore().list(), bookingStore(bookingSettings).list()])
    const { text } = exportLeads(submissions, bookings, {
      format: 'csv',
      spam: false,
      ...(keep ? { keep: (l) => keep.has(`${l.form}/${l.leadId}`) } : {}),
    })
    return csvFile(text, 'submissions')
  }
  return csvFile(peopleCsv(people, await noteCounts(indexStore())), 'leads')
})

/**
 * POST /api/staff/leads/<id>/erase {confirm: <the person's email>}: the erasure procedure
 * (netlify/lib/leads/erasure.ts, the same as `npm run leads -- erase`), once the address is typed to
 * confirm it. 503 with what failed when something could not be removed (a try again finishes it).
 */
export const eraseRoute = withStaff(async (req) => {
  const id = personIdOfPath(req)
  const person = id ? await readPerson(id) : null
  if (!person) return notFound()
  const body = await readBody(req)
  if (!body.ok) return body.response
  const typed = EraseBodySchema.safeParse(body.value)
  if (!typed.success || typed.data.confirm.trim().toLowerCase() !== person.email)
    return fail(422, "Type the person's email address to confirm the erasure.", { extra: { code: 'unconfirmed' } })
  // The erasure procedure itself (leads/erasure.ts), with every store it needs (erase-person.ts).
  const result = await eraseEverywhere(person.email)
  if (!result.ok)
    return fail(503, 'Not everything could be erased. Nothing new is kept or sent for this person meanwhile: try again.', {
      extra: { code: 'erasure-incomplete', errors: result.errors },
    })
  return json(200, { erased: true, leads: result.leads, counts: result.counts })
})

export type StaffRoute = (req: Request, context?: Context) => Promise<Response>

/** Which platforms this environment sends conversions to. */
const configuredPlatforms = (): Record<ConversionPlatform, boolean> => {
  const { channels } = channelSetup()
  return Object.fromEntries(CONVERSION_PLATFORMS.map((p) => [p, channels.includes(PLATFORM_CHANNELS[p])])) as Record<
    ConversionPlatform,
    boolean
  >
}

/** The conversions of a person (their lead ids, booking ids and own id), or of everyone. */
async function conversionsOf(person: Awaited<ReturnType<typeof readPerson>> | undefined) {
  const box = openOutbox(notificationStore())
  const [people, notifications] = await Promise.all([
    person ? Promise.resolve([person]) : readIndex(),
    person
      ? box.listAbout({ leadIds: [person.id, ...person.leads.map((l) => l.leadId)], bookingIds: person.bookings.map((b) => b.bookingId) })
      : Promise.all([box.viewsOf('conversion'), box.viewsOf('conversion-held')]).then((all) => all.flat()),
  ])
  return conversionList(notifications.filter(isConversionItem), people, configuredPlatforms())
}

/**
 * GET /api/staff/conversions[?lead=<person id>]: what each ad platform received (staff-conversions.ts).
 * POST /api/staff/conversions/<id>/retry: a failed conversion sent again now, with a new day of attempts.
 */
export const conversionsRoute = withStaff(async (req) => {
  const [id, action, ...rest] = partsAfter(req, '/api/staff/conversions')
  if (!id) {
    if (req.method !== 'GET') return notAllowed('GET')
    const lead = new URL(req.url).searchParams.get('lead')
    if (lead === null) return json(200, await conversionsOf(undefined))
    const person = isPersonId(lead) ? await readPerson(lead) : null
    return person ? json(200, await conversionsOf(person)) : notFound()
  }
  if (!isConversionId(id) || action !== 'retry' || rest.length) return notFound('No such conversion.')
  if (req.method !== 'POST') return notAllowed('POST')
  const box = openOutbox(notificationStore())
  // Read (a due one is sent now, as the scheduled run would): only a conversion to a platform that failed is sent again.
  const before = await box.deliver(id)
  if (!before || !isConversionItem(before)) return notFound('No such conversion.')
  if (before.status !== 'failed' && before.status !== 'unconfirmed') {
    const item = conversionList([before], [], configuredPlatforms()).items[0]!
    return fail(409, 'Only a failed conversion is sent again.', { extra: { code: 'not-failed', state: item.state } })
  }
  await box.retry([id])
  const after = (await box.deliver(id)) ?? before
  const person = after.leadId && isPersonId(after.leadId) ? await readPerson(after.leadId) : null
  const item = conversionList([after], person ? [person] : await readIndex(), configuredPlatforms()).items.find((i) => i.id === id)!
  return json(200, item)
})
