#!/usr/bin/env bash
# npm test: every test. The fast gate (scripts/check.sh: content, dependency
# rules, lint, types, unit tests), then one production build that everything
# after it reads: the local pages' uniqueness, the function tests, the checks
# over dist/ (vitest project dist), then the browser tests against it. The
# browser and the CalDAV server (radicale) the tests start are installed first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/step.sh
bash scripts/ensure-browser.sh
bash scripts/ensure-radicale.sh
bash scripts/check.sh
step build npm run build
# Each local page's own words and its similarity to its siblings (budgets/local-uniqueness.json).
step uniqueness npx tsx scripts/check-local-uniqueness.ts
step 'vitest functions' npx vitest run --project functions
step 'vitest dist' npx vitest run --project dist
# Bookings through kill -9 of the functions' process (CRASH_SEED=<n> replays a failed run).
step 'vitest crash' npx vitest run --project crash
step playwright npx playwright test
