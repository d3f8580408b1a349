// The lead a booking belongs to (its leadId, from the contact form or the
// wizard), as staff read it beside the booking: the company and the answers.
// Read from the leads store by id: a missing or unreadable lead leaves the
// facts empty, never the booking or its notification undone.
import { leadStore, type LeadStore } from '../../leads/lead-store.ts'
import { mergeLead, type Lead } from '../../leads/lead-merge.ts'
import { answerRows } from '../../leads/compose-lead.ts'
import type { LeadFacts } from './compose-booking.ts'
import { growthSessionForm } from '../../../../src/generated/forms.ts'

/** The forms a booking's lead may come from: the contact form and the growth-session wizard. */
const LEAD_FORMS = ['contact', 'growth-session'] as const

/** What staff read of a lead beside its booking: the company (when given) and every answer. */
export function leadFactsOf(lead: Lead): LeadFacts {
  const company = typeof lead.answers.company === 'string' ? lead.answers.company.trim() : ''
  // A finished wizard is owed its plan: the booking's email says by when (compose-booking.ts planLine).
  const plan = lead.form === 'growth-session' && lead.complete ? { planFrom: lead.updatedAt } : {}
  return { ...(company ? { company } : {}), answers: answerRows(lead), ...plan }
}

/** A booking's lead as stored (its submissions merged), or undefined (no lead id, no such lead, or the store could not be read). */
export async function bookingLead(leadId: string | undefined, open: () => LeadStore = leadStore): Promise<Lead | undefined> {
  if (!leadId) return undefined
  try {
    const store = open()
    const found = await Promise.all(LEAD_FORMS.map((form) => store.submissionsOf(form, leadId)))
    const submissions = found.find((s) => s.length)
    return submissions ? mergeLead(submissions, { growthSessionForm }) : undefined
  } catch (error) {
    console.error(`[booking] could not read lead ${leadId}:`, error instanceof Error ? error.message : error)
    return undefined
  }
}

/** The facts of a booking's lead, or undefined (no lead id, no such lead, or the store could not be read). */
export async function bookingLeadFacts(leadId: string | undefined, open: () => LeadStore = leadStore): Promise<LeadFacts | undefined> {
  const lead = await bookingLead(leadId, open)
  return lead && leadFactsOf(lead)
}
