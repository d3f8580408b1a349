// The lead page's tools of issue 35, each behind withStaff (401 signed out, 403 cross-origin):
//   GET  /api/staff/leads/<id>/email   the email form's start: to, from, Reply-To and the templates filled
//   POST /api/staff/leads/<id>/email   { subject, text } -> 202: recorded in the outbox and in the history
//   POST /api/staff/leads/merge        { into, from } -> 200: `from` merged into `into` (person-merge.ts)
import { json } from '../http.ts'
import { LeadEmailBodySchema, LeadMergeBodySchema } from '../../../schemas/staff-api-contract.ts'
import type { LeadEmailSent, LeadMerged } from '../../../schemas/staff-api-types.ts'
import { fail } from '../http.ts'
import { siteNotifier } from '../site-outbox.ts'
import { emailDraft, sendLeadEmail } from './lead-email.ts'
import { indexStore, readPerson } from './person-index.ts'
import { mergePeople } from './person-merge.ts'
import { invalid, notFound, personIdOfPath, readBody } from './route-kit.ts'
import { withStaff } from './staff-auth.ts'
import { listItem } from './staff-leads.ts'

/** Room for the longest message the contract takes (20,000 characters), in any script, JSON-escaped. */
const EMAIL_BODY_BYTES = 128 * 1024

/** /api/staff/leads/<id>/email: GET the form's start, POST { subject, text } to send. */
export const leadEmailRoute = withStaff(async (req, { staff, context }) => {
  // The id's shape, then the person, before the body is read: an erased or unknown person is a 404 whatever was sent.
  const id = personIdOfPath(req)
  const person = id ? await readPerson(id) : null
  if (!person) return notFound()
  if (req.method === 'GET') return json(200, emailDraft(person, staff))
  const body = await readBody(req, EMAIL_BODY_BYTES)
  if (!body.ok) return body.response
  const parsed = LeadEmailBodySchema.safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error.issues)
  if (!person.email) return fail(409, 'This person gave no email address.', { extra: { code: 'no-email' } })
  const sent: LeadEmailSent = await sendLeadEmail(indexStore(), person, parsed.data, staff, { notifier: siteNotifier(), context })
  return json(202, sent)
})

/** POST /api/staff/leads/merge { into, from }: two different people's ids; 404 when either is not (or no longer) there. */
export const leadMergeRoute = withStaff(async (req, { staff }) => {
  const body = await readBody(req)
  if (!body.ok) return body.response
  const parsed = LeadMergeBodySchema.safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error.issues)
  const { into, from } = parsed.data
  const done = await mergePeople(indexStore(), into, from, staff.email)
  if (done.kind === 'not-found') return notFound(done.which === 'into' ? 'No such lead to merge into.' : 'No such lead to merge.')
  const answer: LeadMerged = { merged: true, from, into: listItem(done.into) }
  return json(200, answer)
})
