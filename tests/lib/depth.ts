// How hard the randomised tests push. `npm test` (every change) runs them at a count that finds
// the common failures in seconds; `npm run test:deep` (TEST_DEEP=1, before a release) runs
// their full counts: the crash test's 20 kills, the HTTP fuzz's 2,200 requests, the booking
// property test's 1,000 requests, and the browser's axe and CSP walk over every built page.
// Each count can still be set on its own (CRASH_ROUNDS, FUZZ_RUNS), which wins over both.
export const DEEP = process.env.TEST_DEEP === '1' || process.env.TEST_DEEP === 'true'

/** The count for this run: `quick` in `npm test`, `deep` in `npm run test:deep`. */
export const depth = (quick: number, deep: number): number => (DEEP ? deep : quick)
