#!/usr/bin/env bash
# npm run check: the gate before a commit and the first job of CI, in a few minutes and with no
# build or browser: content against its schemas and the cross-checks (and the JSON Schemas up to
# date), the dependency rules, lint and format, types, the size rule, unit tests; two lanes at once,
# each block's seconds at the end (scripts/test-plan.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx scripts/test-plan.ts check
