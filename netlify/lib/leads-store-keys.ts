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
//   form-token-first/<token hash>            who first sent a form token (a person key):
//                                            another person sending it flags 'reused'  leads/lead-store.ts
//   form-token-use/<person key>/<token hash> an empty blob per token a person sent     leads/lead-store.ts
//   lead-due/<minute>/<form>/<leadId>        what the scheduled sweep reads, by minute leads/lead-store.ts
//                                                                               (removed by leads/lead-sweep.ts)
//   erased-lead/<leadId>                     { erasure }: the lead id was erased leads/erasure.ts
//   erased/<sha256 of the email>             a person's erasure marker          erasure-ledger.ts
//   erasures/<time>-<uuid>                   an erasure's record (counts only)  leads/erasure.ts
//   ads-refused/<sha256 of the email>        a person refused ad platforms somewhere (GPC, opt-out)
//                                                                               ads-refusals.ts
//   notify/<id>/...                          the outbox (schemas/notification.ts has its layout)
//                                                                               outbox/outbox-store.ts
//   notify-cap/<office date>/<sha256 of the address or number>/<n>
//                                            { notification id }: the n-th send that day to someone outside
//                                            the agency (create-only, n up to the limit)  outbox/recipient-cap.ts
//   notify-of-lead/<leadId>/<id>             an empty blob per notification about a lead, and
//   notify-of-booking/<bookingId>/<id>       about a booking: the lead page lists a person's
//                                            messages from these, not the whole outbox   outbox/outbox-store.ts
//   notify-sweep/closed/<form>/<leadId>/<saves>
//                                            a lead the sweep no longer read    (before the due index; an erase
//                                                                               still removes them)
//   notify-sweep/due-until                   the last minute of lead-due/ read  leads/lead-sweep.ts
//   notify-sweep/due-backfilled              the leads stored before the index were indexed once
//                                                                               leads/due-backfill.ts
//   notify-sweep/marks-backfilled            the notifications recorded before notify-of-lead/ and
//                                            notify-of-booking/ got their marks once  outbox/outbox-views.ts
//   notify-sweep/quarantine-report/<office date>
//                                            the day's count was reported       leads/quarantine-report.ts
//   notify-sweep/reminder-not-owed/<id>      a reminder a booking is not owed   booking/messages/booking-reminders.ts
//   notify-sweep/failing/<kind>/<hash of its id>
//                                            an item of the scheduled work that threw: its error, failures
//                                            and next try (removed once it succeeds)  outbox/failing-items.ts
export const LEADS_KEYS = {
  lead: 'lead/',
  spam: 'spam/',
  quarantined: 'quarantined/',
  tokenFirst: 'form-token-first/',
  tokenUse: 'form-token-use/',
  due: 'lead-due/',
  erasedLead: 'erased-lead/',
  erased: 'erased/',
  erasures: 'erasures/',
  adsRefused: 'ads-refused/',
  notify: 'notify/',
  recipientCap: 'notify-cap/',
  notifyOfLead: 'notify-of-lead/',
  notifyOfBooking: 'notify-of-booking/',
  sweepClosed: 'notify-sweep/closed/',
  dueUntil: 'notify-sweep/due-until',
  dueBackfilled: 'notify-sweep/due-backfilled',
  marksBackfilled: 'notify-sweep/marks-backfilled',
  quarantineReported: 'notify-sweep/quarantine-report/',
  reminderNotOwed: 'notify-sweep/reminder-not-owed/',
  failingItems: 'notify-sweep/failing/',
} as const
