#!/usr/bin/env bash
# npm test: every test. Content checks, type check, unit and function tests,
# a production build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
npm run check:content
# The layout's one direction (.dependency-cruiser.cjs): fails on a back-edge or a circle.
# It generates src/generated/ first, so that imports of generated modules resolve.
npm run check:deps
# ESLint (typescript-eslint, react-hooks, jsx-a11y) and Prettier's format check.
npm run lint
npm run build
# Each local page's own words and its similarity to its siblings (budgets/local-uniqueness.json).
npx tsx scripts/check-local-uniqueness.ts
npm run typecheck
npx vitest run
npx playwright test
