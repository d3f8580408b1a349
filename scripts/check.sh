#!/usr/bin/env bash
# npm run check: the gate before a commit and the first job of CI, in a few
# minutes and with no build or browser: content, the generated modules and
# JSON Schemas, the dependency rules, lint and format, types, unit tests.
# `npm test` runs this first, then everything that needs the build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each block's seconds, so a slow one is seen (and the numbers in BENCHMARKS.md can be redone).
source scripts/lib/step.sh
# Every content file against its schema and the cross-checks; fails when schemas/json is out of date.
step check:content npm run --silent check:content
# The layout's one direction (.dependency-cruiser.cjs): fails on a back-edge or a circle.
# It generates src/generated/ first, which the type check and the unit tests import.
step check:deps npm run --silent check:deps
# ESLint (typescript-eslint, react-hooks, jsx-a11y) and Prettier's format check.
step lint npm run --silent lint
step typecheck npm run --silent typecheck
# No function over 150 lines; a file over 300 lines says at its top why it is one file.
step check:size npm run --silent check:size
step 'vitest unit' npx vitest run --project unit
