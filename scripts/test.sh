#!/usr/bin/env bash
# npm test (and npm run test:deep with "deep"): every test. The browser and the CalDAV server
# (radicale) the tests start are installed first; then scripts/test-plan.ts runs the blocks: the
# fast gate (content, dependency rules, lint, types, sizes, unit tests) and the function tests
# beside one production build and what reads it (the local pages' uniqueness, the checks over
# dist/, the built site served, the crash test), then the browser tests. It ends with a table of
# each block's seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
bash scripts/ensure-radicale.sh
exec npx tsx scripts/test-plan.ts "${1:-test}"
