// Which accepted submissions staff hear of, and what they read:
// - contact and onboarding: every submission;
// - growth session: once, when the lead is complete (every step saved, in whatever order they land);
//   a session abandoned after the email step is notified by the scheduled
//   function instead (sweep.ts), also once.
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { mergeLead, type Lead } from './lead-merge.ts'
import type { LeadStore } from './lead-store.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'
import { leadMessage, personOf, prospectLeadMessage } from './compose-lead.ts'
import { growthPlanMessage, withPlanOwed } from './compose-plan.ts'
import type { NotifyRequest } from '../outbox/outbox-store.ts'
import type { NotificationMessage } from '../../../schemas/notification.ts'

/**
 * Adds to staff's message what staff open the person with: the console's "Open in the console"
 * (staff/console-link.ts `withConsoleLink`, handed in by the form functions and the console: leads/
 * imports nothing of staff/). Must not throw.
 */
export type LeadStaffLink = (message: NotificationMessage, person: { lead?: string; email?: string }) => Promise<NotificationMessage>

/**
 * The lead an accepted submission completes, or null while it completes none (a growth session before its
 * last step has landed): what staff are told of, and what its Lead conversion reports (record-conversion.ts).
 */
export async function completedLead(submission: StoredSubmission, store: LeadStore): Promise<Lead | null> {
  let submissions = [submission]
  if (submission.form === 'growth-session') {
    // Every save checks: saves can arrive out of order, so the last step is not always the last to land.
    // The lead is the merge of its saves; this one is included even if a read lags behind the write.
    const earlier = await store.submissionsOf('growth-session', submission.leadId)
    submissions = [...earlier.filter((s) => s.submissionId !== submission.submissionId), submission]
  }
  const lead = mergeLead(submissions, { growthSessionForm })
  return submission.form === 'growth-session' && !lead.complete ? null : lead
}

export async function leadNotifications(
  submission: StoredSubmission,
  store: LeadStore,
  staffLink: LeadStaffLink = async (message) => message,
): Promise<NotifyRequest[]> {
  const lead = await completedLead(submission, store)
  if (!lead) return []
  // Staff's message opens the person's page in the staff console (indexed before this runs).
  const keys = { lead: `${submission.form}/${submission.leadId}`, email: personOf(lead).email }
  return Promise.all(
    notificationsOfLead(submission, lead, await store.erasedLead(submission.leadId)).map(async (r) =>
      r.event === submission.form && r.message ? { ...r, message: await staffLink(r.message, keys) } : r,
    ),
  )
}

/**
 * The key a lead's message is recorded under: the event's own, and for a lead id erased before (a
 * browser kept it and saved again) the erasure's id too, so no Idempotency-Key or Message-ID of the
 * erased lead is ever used again. Pure.
 */
export const leadNotificationKey = (key: string, erasedBy: string | null) => (erasedBy ? `${key}/after-erasure/${erasedBy}` : key)

/** Whether the person is acknowledged after this form (prospect-messages.yaml acknowledge: each on unless staff turned it off). */
function acknowledged(form: StoredSubmission['form']): boolean {
  const { acknowledge } = prospectMessages
  return form === 'contact' ? acknowledge.contact : form === 'growth-session' ? acknowledge.growthSession : acknowledge.onboarding
}

/** What an accepted submission (of this merged lead) tells: staff, and the person as prospect-messages.yaml asks. Pure. */
export function notificationsOfLead(submission: StoredSubmission, lead: Lead, erasedBy: string | null = null): NotifyRequest[] {
  // Contact and onboarding: each submission; a growth session: the lead, once.
  const key = leadNotificationKey(submission.form === 'growth-session' ? submission.leadId : submission.submissionId, erasedBy)
  // The erasure tag of the data the message is made from: an erasure since then stops it (erasure.ts).
  const base = { key, form: submission.form, leadId: submission.leadId, email: personOf(lead).email, erasure: submission.erasure ?? {} }
  const growth = submission.form === 'growth-session'
  // A finished wizard owes its free plan: staff read by when (switched off or not), the person gets the promise (compose-plan.ts).
  const out: NotifyRequest[] = [
    { ...base, event: submission.form, message: growth ? withPlanOwed(leadMessage(lead), lead) : leadMessage(lead) },
  ]
  if (!acknowledged(submission.form)) return out
  // The wizard's acknowledgement is its plan email; the contact form's and onboarding's their thank-you.
  const ack = growth ? growthPlanMessage(lead) : prospectLeadMessage(lead)
  if (ack) out.push({ ...base, event: growth ? 'growth-plan' : 'prospect-confirmation', message: ack })
  return out
}
