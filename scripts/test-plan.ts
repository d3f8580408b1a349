// What `npm run check`, `npm test` and `npm run test:deep` run, and in which order
// (scripts/lib/run-blocks.ts runs it and prints each block's seconds at the end).
//   npx tsx scripts/test-plan.ts check   the gate before a commit: no build, no browser
//   npx tsx scripts/test-plan.ts test    every test (npm test)
//   npx tsx scripts/test-plan.ts deep    every test at its full count (npm run test:deep, before a release)
// Two lanes where two can run: this machine has two cores, and much of a test's time is a
// wait on a socket (a Blobs server, an SMTP server, the local site), which the other lane fills.
// Nothing in the second lane of a phase reads what the first writes: the build writes dist/ and
// (unchanged) src/generated/; the other lane's type check, unit and function tests never read dist/.
import { runPhases, timeTable, type Block, type Phase } from './lib/run-blocks.ts'

const block = (name: string, run: string): Block => ({ name, run })

const gen = block('gen', 'npm run --silent gen')
const content = block('check:content', 'npm run --silent check:content')
// The layout's one direction (.dependency-cruiser.cjs); src/generated/ is already there.
const deps = block('check:deps', 'npx depcruise src admin schemas scripts netlify tests --config .dependency-cruiser.cjs')
const lint = block('lint', 'npm run --silent lint')
const typecheck = block('typecheck', 'npm run --silent typecheck')
const size = block('check:size', 'npm run --silent check:size')
const unit = block('vitest unit', 'npx vitest run --project unit')

const build = block('build', 'npm run --silent build')
const uniqueness = block('uniqueness', 'npx tsx scripts/check-local-uniqueness.ts')
const functions = block('vitest functions', 'npx vitest run --project functions')
const dist = block('vitest dist', 'npx vitest run --project dist')
// The built site served by the local server: the HTTP fuzz, the local server's own rules, its rate limits.
const served = block('vitest served', 'npx vitest run --project served')
// Bookings through kill -9 of the functions' process (CRASH_SEED=<n> replays a failed run).
const crash = block('vitest crash', 'npx vitest run --project crash')
const playwright = block('playwright', 'npx playwright test')

export const PLANS: Record<string, Phase[]> = {
  check: [
    [[gen]],
    [
      [content, deps, typecheck, size],
      [lint, unit],
    ],
  ],
  test: [
    [[gen]],
    // The checks that walk the whole tree first: the build writes Vike's bundles of its + files
    // (src/pages/**/+*.build-<hash>.mjs) beside them for a moment, and a walk that lists one may
    // find it gone when it reads it.
    [[content, deps, size], [lint]],
    [
      [typecheck, unit, functions],
      [build, uniqueness, dist, served, crash],
    ],
    [[playwright]],
  ],
}
// The same blocks; the counts are set by TEST_DEEP=1 (tests/lib/depth.ts, scripts/audit/lib/pages.ts).
PLANS.deep = PLANS.test!

async function main() {
  const name = process.argv[2] ?? 'test'
  const plan = PLANS[name]
  if (!plan) {
    console.error(`usage: tsx scripts/test-plan.ts <${Object.keys(PLANS).join('|')}>`)
    process.exit(2)
  }
  if (name === 'deep') process.env.TEST_DEEP = '1'
  const started = performance.now()
  const results = await runPhases(plan)
  console.log(`\n${timeTable(results, Math.round((performance.now() - started) / 1000))}`)
  const failed = results.filter((r) => r.outcome === 'failed').map((r) => r.name)
  if (failed.length) {
    console.error(`\nfailed: ${failed.join(', ')} (its output is above, under "=== ${failed[0]}")`)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
