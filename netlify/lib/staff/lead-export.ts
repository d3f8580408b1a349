// The lead export, once, for `npm run leads -- export` and GET /api/staff/export.csv: every
// submission merged into its lead, with every call it booked, as CSV (export-columns.ts) or JSON.
// Given the same submissions and bookings, the CLI and the console write the same bytes; the
// console narrows it with the inbox's filter through `keep`.
import type { StoredBooking } from '../../../schemas/booking-record.ts'
import type { StoredSubmission } from '../../../schemas/lead.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { mergeLeads, type Lead } from '../leads/lead-merge.ts'
import { bookingOfLead, bookingView, byLead } from './booking-view.ts'
import { toCsv } from '../csv.ts'
import { toRows } from './export-columns.ts'

export interface ExportOptions {
  format: 'csv' | 'json'
  spam: boolean
  /** Leads updated since then only. */
  since?: Date
  /** The console's filter: which leads stay. */
  keep?: (lead: Lead) => boolean
}

export interface ExportResult {
  text: string
  leads: Lead[]
  /** Leads with a booking. */
  booked: number
}

/** `bookings` undefined: no booking columns (spam, which books nothing). */
export function exportLeads(submissions: StoredSubmission[], bookings: StoredBooking[] | undefined, opts: ExportOptions): ExportResult {
  let leads = mergeLeads(submissions, { growthSessionForm })
  if (opts.since) leads = leads.filter((l) => new Date(l.updatedAt) >= opts.since!)
  if (opts.keep) leads = leads.filter(opts.keep)
  const byLeadId = bookings ? byLead(bookings) : undefined
  const text =
    opts.format === 'json'
      ? JSON.stringify(
          leads.map((l) => {
            // `booking` speaks for the lead (its latest confirmed one); `bookings` is every one it made, in time order.
            const list = byLeadId?.get(l.leadId)
            return list ? { ...l, booking: bookingView(bookingOfLead(list)!), bookings: list.map((b) => bookingView(b)) } : l
          }),
          null,
          2,
        ) + '\n'
      : toCsv(toRows(leads, opts.spam, byLeadId))
  return { text, leads, booked: leads.filter((l) => byLeadId?.has(l.leadId)).length }
}
