// Writing to a lead from their page (GET and POST /api/staff/leads/<id>/email): the templates of
// content/staff-console.yaml (emailTemplates) filled for the person, and the email staff send, through
// the outbox (recorded before the answer, sent after it, retried by the scheduled work) from the
// agency's address with the signed-in staff member's as Reply-To, so the person's answer reaches them.
// The email is in the person's history (who, when, subject and text) and is their latest activity.
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
import { notificationId } from '../outbox/outbox-store.ts'
import { channelSetup, channelsFor, senderOf } from '../outbox/channels.ts'
import { plainHtml } from '../outbox/message-layout.ts'
import type { AfterAnswer, Notifier } from '../site-outbox.ts'
import { siteUrl } from '../site-url.ts'
import type { Store } from '../blobs.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import type { LeadEmailBodySchema } from '../../../schemas/staff-api-contract.ts'
import type { LeadEmailDraft, LeadEmailSent, StaffMember } from '../../../schemas/staff-api-types.ts'
import { booking as bookingSettings } from '../../../src/generated/booking.ts'
import { site } from '../../../src/generated/site.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'
import { team } from '../../../src/generated/team.ts'
import { monthOfId, updateMonth, type PersonEntry } from './person-index.ts'
import { appendHistory } from './staff-records.ts'

type Env = Record<string, string | undefined>

/** The booking page of the person's latest call's meeting type, else of the first meeting type. */
function scheduleUrl(person: PersonEntry, env: Env): string {
  const latest = person.bookings.at(-1)
  const type = bookingSettings.meetingTypes.find((t) => t.id === latest?.type) ?? bookingSettings.meetingTypes[0]!
  return `${siteUrl(env)}${type.page.replace(/\/?$/, '/')}`
}

/** The staff member's name as the team page has it (STAFF_EMAILS address=team-member-id), else the agency's. */
const senderName = (staff: StaffMember) => team.find((m) => m.id === staff.teamMemberId)?.name ?? site.brand.name

/** The form's starting point for this person: who it goes to and from, and each template filled. Pure but for `env`. */
export function emailDraft(person: PersonEntry, staff: StaffMember, env: Env = process.env): LeadEmailDraft {
  const values = {
    firstName: person.name.split(/\s+/)[0] || staffConsole.emailTemplates.noName,
    scheduleUrl: scheduleUrl(person, env),
    sender: senderName(staff),
  }
  return {
    to: person.email,
    from: senderOf(env),
    replyTo: staff.email,
    templates: staffConsole.emailTemplates.items.map((t) => ({
      id: t.id,
      name: t.name,
      subject: fillTokens(t.subject, values),
      text: fillTokens(t.text, values),
    })),
  }
}

export type LeadEmailBody = z.output<typeof LeadEmailBodySchema>

/**
 * Records the email in the outbox (its delivery starts after the answer), then writes it into the
 * person's history and marks it their latest activity. Each send is its own email (its key is new).
 */
export async function sendLeadEmail(
  store: Store,
  person: PersonEntry,
  body: LeadEmailBody,
  staff: StaffMember,
  deps: { notifier: Notifier; context?: AfterAnswer; env?: Env; now?: Date },
): Promise<LeadEmailSent> {
  const at = (deps.now ?? new Date()).toISOString()
  const key = `${person.id}:${at}:${randomBytes(6).toString('hex')}`
  // Marked with the person's latest lead (else booking), so the lead page lists it with their messages.
  const lead = person.leads.at(-1)
  const request: NotifyRequest = {
    event: 'lead-email',
    key,
    form: lead?.form ?? 'booking',
    ...(lead ? { leadId: lead.leadId } : person.bookings.length ? { bookingId: person.bookings.at(-1)!.bookingId } : {}),
    email: person.email,
    message: { subject: body.subject, text: body.text, html: plainHtml(body.text), to: person.email, replyTo: staff.email },
  }
  await deps.notifier.notify([request], deps.context)
  const channel = channelsFor('lead-email', channelSetup(deps.env).channels)[0] ?? 'email'
  await appendHistory(store, person.id, {
    at,
    by: staff.email,
    what: 'email',
    before: null,
    after: { to: person.email, subject: body.subject, text: body.text },
  })
  await updateMonth(store, monthOfId(person.id), (m) => {
    const e = m.people[person.id]
    if (e) e.lastActivityAt = at
  })
  return { queued: true, id: notificationId('lead-email', key, channel), to: person.email, subject: body.subject, at }
}
