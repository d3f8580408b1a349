import { defineConfig } from 'vitest/config'

// Five projects, by what a test needs (scripts/test-plan.ts runs each as a block of `npm test`):
// - unit: nothing but the source and src/generated/ (`npm run check` runs these before a commit);
// - functions: the functions against a real local Blobs server, SMTP and CLIs (no build needed);
// - dist: the production build in dist/, read from disk (`npm test` builds once, first);
// - served: the built site served by the local server (scripts/serve.ts): HTTP fuzz, its rules, rate limits;
// - crash: the functions' process killed mid-request over and over (tests/crash/).
const shared = { testTimeout: 60_000, hookTimeout: 60_000 }
// Tests of the local server (scripts/serve.ts) over HTTP with the built site: they wait for
// `npm run build`; the rest of functions/ does not.
const SERVED = ['tests/functions/server/**/*.test.ts']

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Most of a function test's time is a wait on a local server (Blobs, SMTP, CalDAV): four files at
      // once on two cores (vitest's default here is one: cores - 1).
      {
        test: {
          ...shared,
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          exclude: [...SERVED],
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { ...shared, name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
      { test: { ...shared, name: 'served', include: SERVED } },
      { test: { ...shared, name: 'crash', include: ['tests/crash/**/*.test.ts'] } },
    ],
  },
})
