// GET /api/booking/lead?ref=: what the booking page needs of the lead its link
// names (leads/lead-ref.ts): the call that lead's answers route to, with its
// host pool; the name, email, phone and company they gave (the form asks only
// for the rest); their upcoming calls of any type with each one's manage link
// (shown instead of a second booking). The ref is a bearer secret that goes
// only to that person's email and their browser, so the answer is no more
// than that page shows them. A ref that does not verify, or a lead that is not
// stored, is 404 and the page books as for anyone.
import type { BookingLeadResponse } from '../../../../schemas/booking-request.ts'
import { normaliseAfterPrefix } from '../../../../schemas/phone.ts'
import { growthSessionForm } from '../../../../src/generated/forms.ts'
import { fail, json } from '../../http.ts'
import { siteUrl } from '../../site-url.ts'
import type { Lead } from '../../leads/lead-merge.ts'
import { verifyLeadRef } from '../../leads/lead-ref.ts'
import { hostOf } from '../host-roster.ts'
import { bookingLeadOf } from '../lead-route.ts'
import { guarded, methodNotAllowed, type BookingContext, type Handler } from './context.ts'
import { signingKey } from './manage-token.ts'
import { links, managedView } from './views.ts'

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The wizard keeps the digits typed after its fixed prefix; the booking form takes E.164. */
function phoneOf(lead: Lead): string {
  const raw = text(lead.answers.phone)
  if (!raw || raw.startsWith('+') || lead.form !== 'growth-session') return raw
  const step = growthSessionForm.steps.find((s) => s.type === 'phone')
  return (step?.type === 'phone' ? normaliseAfterPrefix(step.prefix, raw) : undefined) ?? raw
}

/** What the lead gave, as the booking form's fields: one name, the email, the phone, the company. */
export function leadDetails(lead: Lead): BookingLeadResponse['details'] {
  const a = lead.answers
  return {
    name: [text(a.firstName), text(a.lastName)].filter(Boolean).join(' '),
    email: text(a.email),
    phone: phoneOf(lead),
    company: text(a.company),
  }
}

const notFound = () => fail(404, 'This link does not name a lead we know.', { extra: { code: 'unknown-ref' } })

export const leadHandler =
  (ctx: BookingContext): Handler =>
  async (req) => {
    if (req.method !== 'GET') return methodNotAllowed('send a GET request with ?ref=.', 'GET')
    const key = signingKey(ctx.env)
    if (!key.ok) return key.response
    const ref = new URL(req.url).searchParams.get('ref')
    if (!verifyLeadRef(ref, ctx.env)) return notFound()
    return guarded('lead of a booking link', async () => {
      const found = await bookingLeadOf(ctx.settings, { leadRef: ref ?? undefined }, ctx.env)
      const lead = found?.lead
      if (!lead) return notFound()
      const details = leadDetails(lead)
      const route = found.route
      const type = route && ctx.typeOf(route.meetingType)
      const held = details.email ? await ctx.store().heldBy(details.email, ctx.clock()) : []
      const origin = siteUrl(ctx.env)
      const answer: BookingLeadResponse = {
        routed:
          route && type
            ? {
                type: type.id,
                typeName: type.name,
                durationMinutes: type.durationMinutes,
                page: type.page,
                hosts: route.hosts.map((id) => ({ id, name: hostOf(id).name })),
              }
            : null,
        details,
        upcoming: held.map((b) => {
          const view = managedView(ctx, b, origin, key.key)
          return { start: view.start, end: view.end, type: b.type, typeName: view.typeName, manageUrl: links(b, origin, key.key).manageUrl }
        }),
      }
      // Personal details: never kept by a cache between the server and this person.
      return json(200, answer, { 'cache-control': 'no-store' })
    })
  }
