// The free plan the growth-session wizard promises ("we'll send it here"),
// kept: when the wizard is finished, the prospect is told what happens next and
// the day the plan arrives, and staff read first that the plan is owed and by
// when. The day is prospect-messages.yaml growthPlan.businessDays office days after the
// wizard was finished, skipping weekends and content/booking.yaml holidays, at
// the office's closing time. Worked out from the lead alone (its last save), so
// the scheduled sweep recording it later owes the same day. Pure.
import type { NotificationMessage } from '../../../schemas/notification.ts'
import { fillTokens } from '../../../schemas/tokens.ts'
import { booking } from '../../../src/generated/booking.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { site } from '../../../src/generated/site.ts'
import { addDays, minutesOfDay, readableTime, weekdayIndex, zonedDate, zonedInstant } from '../../../schemas/office-time.ts'
import type { Lead } from './lead-merge.ts'
import { plainHtml } from '../outbox/message-layout.ts'
import { personOf } from './compose-lead.ts'
import { routeOf } from '../../../schemas/route-of.ts'
import { routing, typePages } from '../../../src/generated/routing.ts'
import { siteUrl } from '../site-url.ts'
import { leadRefOf, withLeadRef } from './lead-ref.ts'

/** The office date `days` business days after `from` (weekends and holidays are not business days). */
export function businessDaysAfter(from: Date, days: number, timeZone: string, holidays: ReadonlySet<string>): string {
  let date = zonedDate(from, timeZone)
  for (let left = days; left > 0;) {
    date = addDays(date, 1)
    if (weekdayIndex(date) < 5 && !holidays.has(date)) left -= 1
  }
  return date
}

/** When the plan of a lead finished at `finishedAt` is due: the office's closing time that day, as an instant. */
export function planDue(finishedAt: Date): Date {
  const holidays = new Set(booking.holidays.map((h) => h.date))
  const date = businessDaysAfter(finishedAt, prospectMessages.growthPlan.businessDays, booking.timezone, holidays)
  return zonedInstant(date, minutesOfDay(site.contact.hours.closes), booking.timezone)
}

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
