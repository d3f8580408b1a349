// The key map of the leads store (STORE_NAME in leads/lead-store.ts, which
// re-exports this map): every prefix, what lives under it and who writes it.
// It sits in the base layer because two writers may not import leads/: the
// erasure ledger (a base file every folder builds on) and the outbox (which
// knows no domain; it is given this store). A new prefix is added here first.
//
//   lead/<form>/<leadId>/<submissionId>      accepted submissions              leads/lead-store.ts
//   spam/<form>/<leadId>/<submissionId>      set apart, the reason inside       leads/lead-store.ts
//   quarantined/<UTC date>/<ms>/<code>/<form>/<submissionId>
//                                            an empty blob per one set apart    leads/lead-store.ts
//   erased/<sha256 of the email>             a person's erasure marker          erasure-ledger.ts
//   erasures/<time>-<uuid>                   an erasure's record (counts only)  the erasure procedure (npm run leads -- erase)
//   notify/<id>/...                          the outbox (schemas/notification.ts has its layout)
//                                                                               outbox/outbox-store.ts
//   notify-sweep/closed/<form>/<leadId>/<saves>
//                                            a lead the sweep no longer reads   leads/lead-sweep.ts
//   notify-sweep/quarantine-report/<office date>
//                                            the day's count was reported       leads/quarantine-report.ts
//   notify-sweep/reminder-not-owed/<id>      a reminder a booking is not owed   booking/messages/booking-reminders.ts
export const LEADS_KEYS = {
  lead: 'lead/',
  spam: 'spam/',
  quarantined: 'quarantined/',
  erased: 'erased/',
  erasures: 'erasures/',
  notify: 'notify/',
  sweepClosed: 'notify-sweep/closed/',
  quarantineReported: 'notify-sweep/quarantine-report/',
  reminderNotOwed: 'notify-sweep/reminder-not-owed/',
} as const
