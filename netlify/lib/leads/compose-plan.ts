// The free plan the growth-session wizard promises ("we'll send it here"),
// kept: when the wizard is finished, the prospect is told what happens next and
// the day the plan arrives, and staff read first that the plan is owed and by
// when. The day is the plan's promise (site.yaml promises, which check:content
// keeps equal to prospect-messages.yaml growthPlan.businessDays) read by
// promise-due.ts: that many office days after the wizard was finished, skipping
// weekends and content/booking.yaml holidays, at the office's closing time, or
// before a call booked sooner (the booking's confirmation says so). Worked out from the lead alone (its last save), so
// the scheduled sweep recording it later owes the same day. Pure.
import type { NotificationMessage } from '../../../schemas/notification.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { readableTime } from '../../../schemas/office-time.ts'
import { dueWithCalls, officeCalendar, officeDaysAfter, planPromise } from './promise-due.ts'
import type { Lead } from './lead-merge.ts'
import { plainHtml } from '../outbox/message-layout.ts'
import { personOf } from './compose-lead.ts'
import { routeOf } from '../../../schemas/route-of.ts'
import { routing, typePages } from '../../../src/generated/routing.ts'
import { siteUrl } from '../site-url.ts'
import { leadRefOf, withLeadRef } from './lead-ref.ts'

/** The office date `days` business days after `from` (weekends and holidays are not business days). */
export const businessDaysAfter = (from: Date, days: number, timeZone: string, holidays: ReadonlySet<string>): string =>
  officeDaysAfter(from, days, { ...officeCalendar(), timeZone, workdays: new Set([0, 1, 2, 3, 4]), holidays })

/**
 * When the plan of a lead finished at `finishedAt` is due: its promise's time (site.yaml, the office's
 * closing time that day), or before a call booked sooner (`callStarts`: promise-due.ts).
 */
export const planDue = (finishedAt: Date, callStarts: readonly string[] = []): Date =>
  dueWithCalls(planPromise(), finishedAt, callStarts).due

/**
 * The booking page a wizard's answers route to (content/routing.yaml), on this site, with the signed
 * reference to the lead: opened in any browser, it books that lead's call for that lead.
 */
export function routedPageUrl(lead: Pick<Lead, 'leadId' | 'answers'>, env: Record<string, string | undefined> = process.env): string {
  const page = typePages[routeOf(routing, lead.answers).meetingType] ?? '/'
  return withLeadRef(`${siteUrl(env)}${page.replace(/\/?$/, '/')}`, leadRefOf('growth-session', lead.leadId, env))
}

/** The tokens of prospect-messages.yaml growthPlan for a lead: the due day in office time, the business days, their booking page (nothing the visitor typed). */
function planTokens(lead: Lead) {
  return {
    due: readableTime(planDue(new Date(lead.updatedAt)).toISOString(), booking.timezone),
    days: prospectMessages.growthPlan.businessDays,
    scheduleUrl: routedPageUrl(lead),
  }
}

/** The prospect's email after the wizard (prospect-messages.yaml growthPlan), or null without an address. */
export function growthPlanMessage(lead: Lead): NotificationMessage | null {
  const email = personOf(lead).email
  if (!email) return null
  const tokens = planTokens(lead)
  const text = fillTokens(prospectMessages.growthPlan.body, tokens)
  return {
    subject: fillTokens(prospectMessages.growthPlan.subject, tokens),
    text,
    html: plainHtml(text),
    to: email,
    replyTo: site.contact.email,
  }
}

/** The staff notification of a finished wizard, starting with the plan owed and by when. */
export function withPlanOwed(staff: NotificationMessage, lead: Lead): NotificationMessage {
  const line = fillTokens(prospectMessages.growthPlan.staffLine, planTokens(lead))
  const escaped = line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return {
    ...staff,
    text: `${line}\n\n${staff.text}`,
    html: staff.html.replace('<body style="font-family:Arial,sans-serif">', (body) => `${body}<p><strong>${escaped}</strong></p>`),
  }
}
