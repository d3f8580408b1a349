// The layout's one direction, enforced (npm run check:deps, part of npm test):
//   schemas/  the content model: imports nothing of ours
//   src/      the site at runtime: schemas/ and its own modules (src/generated/ included)
//   netlify/  functions: schemas/, src/generated/ and its own lib/
//   scripts/  build, audit, bench and CLIs: anything above
//   admin/    the content editor's browser app (its own npm workspace): src/ and schemas/; nothing imports it
//   tests/    anything
// and no circle anywhere. Inside netlify/ (README.md of each folder says what it owns):
//   functions/        the endpoints: import lib/, never another function; lib/ never imports them
//   lib/*.ts          the base (blobs, runtime, http, site-url, erasure-ledger, ads-refusals, leads-store-keys, csv), and the two
//                     files that wire the folders together: scheduled.ts (the scheduled work) and site-outbox.ts (the site's
//                     outbox: the leads store, the channels, booking's still-wanted check; its one openOutbox and notifier);
//                     the base imports no folder. booking/ and staff/ may use site-outbox.ts; leads/ and conversions/ are
//                     handed its notifier (by the functions and the console), outbox/ and calendars/ never see it
//   lib/booking/      bookings and their messages: may use leads/, outbox/, calendars/, conversions/; never staff/ (the
//                     console's index and link are handed in by the functions and the scheduled work)
//   lib/leads/        submissions, the leads store, lead messages: may use outbox/; never staff/ (the console's
//                     index and link are handed in by the form functions and the console)
//   lib/outbox/       recording and delivering any message or write: no domain (leads/, booking/)
//   lib/calendars/    reading the hosts' calendars: no outbox/, no booking/ (messages included), no leads/
//   lib/conversions/  conversions reported to ad platforms (through the outbox): may use outbox/, leads/
//   lib/staff/        what staff read and change (the console, the export the CLI shares): may use every folder
// A folder reaches another only through that folder's public files (SIBLING_ENTRIES below).
// What each folder of netlify/lib/ offers the others; everything else in it is its own.
const SIBLING_ENTRIES = [
  'booking/(booking-api|booking-store|busy|host-calendars|token|meeting-place|host-roster)\\.ts',
  // still-wanted.ts: the check the site's outbox is wired with (site-outbox.ts).
  'booking/messages/(still-wanted|booking-reminders|compose-booking|booking-calendar)\\.ts',
  // promise-due.ts: when a promise of the site is due (the console's Due, the booking's email); compose-plan.ts the plan's;
  // lead-ref.ts: the signed reference to a lead that booking links carry, checked by booking/.
  'leads/(submission|lead-store|lead-merge|lead-messages|lead-sweep|compose-lead|compose-plan|promise-due|form-token-signing|lead-ref|erasure|option-labels)\\.ts',
  'outbox/(outbox-store|notifier|channels|message-layout|failing-items)\\.ts',
  // A channel's own settings (whether a host's calendar can be written), for the erase that deletes its events.
  'outbox/channels/host-calendar\\.ts',
  'calendars/(cache|caldav|source|feed)\\.ts',
  'conversions/(record-conversion|google-ads-feed)\\.ts',
  // What staff do to bookings and hosts' time off from the console, and their routes.
  'booking/(staff-actions|time-off)\\.ts',
  // console-link.ts: the hooks the functions hand leads/ and booking/ (the index of people, the console link).
  'staff/(staff-booking-routes|console-link|conversion-report)\\.ts',
  // The staff API's routes and its auth wrapper (its contract and JSON types live in schemas/); the lead
  // page's email and merge routes; Due's routes and the alerts the scheduled work sends (due-alerts.ts).
  'staff/(staff-api|staff-auth|staff-lead-tools|staff-due-routes|due-alerts)\\.ts',
]
const outsideEntries = `^netlify/lib/(?!${SIBLING_ENTRIES.map((e) => `${e}$`).join('|')})[^/]+/`

// The floors of src/ and scripts/, lowest first: a folder imports its own floor and the ones below,
// never one above (so the page's entry, not a helper, wires the parts together).
//   src/      the base (generated content, pure helpers, the editor's pure parts, styles); the
//             enhancements every page gets; components; forms; the booking flow and the console;
//             sections (which place forms and booking on pages); pages (the entries that wire it all)
//   scripts/  lib/; audit/lib/; audit/; leads/ (the CLI's parts); the top-level scripts; bench/
const FLOORS = {
  src: [['generated', 'lib', 'admin', 'styles'], ['enhance'], ['components'], ['forms'], ['booking', 'staff'], ['sections'], ['pages']],
  scripts: [['lib'], ['audit/lib'], ['audit'], ['leads'], ['[^/]+\\.ts'], ['bench']],
}
const floorPath = (root, folders) => `^${root}/(${folders.map((f) => (f.endsWith('\\.ts') ? `${f}$` : `${f}/`)).join('|')})`
const floorRules = Object.entries(FLOORS).flatMap(([root, floors]) =>
  floors.slice(0, -1).map((floor, i) => ({
    name: `${root}-floor-${floor[0].replace(/[^a-z]/g, '') || 'top'}-imports-no-floor-above`,
    severity: 'error',
    comment: `${root}/ is in floors (FLOORS at the top of this file): ${floor.join(', ')} imports nothing of a floor above it.`,
    from: { path: floorPath(root, floor) },
    to: { path: floorPath(root, floors.slice(i + 1).flat()), pathNot: floorPath(root, floor) },
  })),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle hides which module is the source of truth; break it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'schemas-are-the-bottom',
      severity: 'error',
      comment: 'schemas/ is the content model: it imports only zod and its own files.',
      from: { path: '^schemas/' },
      to: { path: '^(src|scripts|netlify|tests)/' },
    },
    {
      name: 'src-runtime-only',
      severity: 'error',
      comment: 'src/ runs in the page (and its prerender): build-only code belongs in scripts/, request handling in netlify/.',
      from: { path: '^src/' },
      to: { path: '^(scripts|netlify|tests|admin)/' },
    },
    {
      name: 'netlify-reads-schemas-and-generated',
      severity: 'error',
      comment:
        'Functions validate with schemas/ and read content from src/generated/; they never reach into pages, components or build scripts.',
      from: { path: '^netlify/' },
      to: { path: '^(scripts|tests)/|^src/(?!generated/)' },
    },
    {
      name: 'functions-import-lib',
      severity: 'error',
      comment: 'A function is an endpoint: its work is in netlify/lib/, never in another function.',
      from: { path: '^netlify/functions/' },
      to: { path: '^netlify/(?!lib/)' },
    },
    {
      name: 'lib-never-imports-functions',
      severity: 'error',
      comment: 'The functions call the library, never the other way round.',
      from: { path: '^netlify/lib/' },
      to: { path: '^netlify/functions/' },
    },
    {
      name: 'lib-base-imports-no-folder',
      severity: 'error',
      comment:
        'The files at the top of netlify/lib/ (blobs, runtime, http, erasure-ledger) are what every folder builds on; only scheduled.ts and site-outbox.ts wire the folders.',
      from: { path: '^netlify/lib/[^/]+\\.ts$', pathNot: '^netlify/lib/(scheduled|site-outbox)\\.ts$' },
      to: { path: '^netlify/lib/[^/]+/' },
    },
    {
      name: 'lib-folders-never-import-scheduled-work',
      severity: 'error',
      comment: 'scheduled.ts wires the folders together; none of them depends on it.',
      from: { path: '^netlify/lib/[^/]+/' },
      to: { path: '^netlify/lib/scheduled\\.ts$' },
    },
    {
      name: 'site-outbox-handed-to-leads-and-conversions',
      severity: 'error',
      comment:
        "site-outbox.ts wires the outbox with booking's check: leads/ and conversions/ (which read no bookings) are handed its notifier by the functions and the console; outbox/ and calendars/ know no site.",
      from: { path: '^netlify/lib/(leads|conversions|outbox|calendars)/' },
      to: { path: '^netlify/lib/site-outbox\\.ts$' },
    },
    {
      name: 'outbox-knows-no-domain',
      severity: 'error',
      comment:
        'The outbox records and delivers any message or write; composers, still-wanted checks and stores are given to it (site-outbox.ts, at the top of netlify/lib/).',
      from: { path: '^netlify/lib/outbox/' },
      to: { path: '^netlify/lib/(leads|booking)/' },
    },
    {
      name: 'conversions-know-no-booking',
      severity: 'error',
      comment: 'A conversion is given what it reports (the functions and the console pass it in); conversions/ reads no bookings.',
      from: { path: '^netlify/lib/conversions/' },
      to: { path: '^netlify/lib/(booking|staff)/' },
    },
    {
      name: 'calendars-report-through-what-they-are-given',
      severity: 'error',
      comment:
        "calendars/ reads the hosts' calendars and reports through the function it is given: no outbox, no booking messages, no leads.",
      from: { path: '^netlify/lib/calendars/' },
      to: { path: '^netlify/lib/(outbox|booking|leads)/' },
    },
    {
      name: 'booking-and-leads-import-no-staff',
      severity: 'error',
      comment:
        "booking/ and leads/ are what the console works on, not the other way round: the console's index of people and its link in staff emails are handed in (staff/console-link.ts consoleBookingHooks to the booking API and store, consoleLeadHooks to handleSubmission and leadNotifications).",
      from: { path: '^netlify/lib/(booking|leads)/' },
      to: { path: '^netlify/lib/staff/' },
    },
    {
      name: 'leads-know-no-booking',
      severity: 'error',
      comment: 'A booking may make a lead; leads/ never reads bookings (the scheduled work passes what else is owed).',
      from: { path: '^netlify/lib/leads/' },
      to: { path: '^netlify/lib/booking/' },
    },
    {
      name: 'no-sibling-internals',
      severity: 'error',
      comment: 'A folder of netlify/lib/ reaches another only through its public files (SIBLING_ENTRIES at the top of this file).',
      from: { path: '^netlify/(lib/([^/]+)/|lib/[^/]+\\.ts$|functions/)' },
      to: { path: outsideEntries, pathNot: '^netlify/lib/$2/' },
    },
    {
      name: 'blobs-through-one-module',
      severity: 'error',
      comment:
        'Stores are opened in netlify/lib/blobs.ts (strictFetch, the local store) and the local server lives in local-blobs-server.ts; everything else goes through them.',
      from: { path: '^(src|schemas|scripts|netlify)/', pathNot: '^netlify/lib/(blobs|local-blobs-server)\\.ts$' },
      to: { path: '^node_modules/@netlify/blobs/' },
    },
    {
      name: 'nothing-imports-the-editor-app',
      severity: 'error',
      comment:
        'admin/ is the content editor in the browser, built on its own (admin/vite.config.ts): the site, its functions and its scripts never load Decap.',
      from: { pathNot: '^(admin|tests)/' },
      to: { path: '^admin/' },
    },
    {
      name: 'nothing-imports-tests',
      severity: 'error',
      comment: 'Tests depend on the code, never the other way round.',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // *.build-<hash>.mjs: Vike's bundles of its + files, beside them for a moment during a build.
    exclude: { path: '^(dist|\\.netlify)/|\\.build-[0-9a-f]+\\.mjs$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
