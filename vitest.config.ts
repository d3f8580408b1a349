import { defineConfig } from 'vitest/config'

// Three projects, by what a test needs:
// - unit: nothing but the source and src/generated/ (`npm run check` runs these before a commit);
// - functions: the functions against a real local Blobs server, SMTP and CLIs;
// - dist: the production build in dist/, read from disk (`npm test` builds once, first);
// - crash: the functions' process killed mid-request over and over (tests/crash/, its own step: minutes).
const shared = { testTimeout: 60_000, hookTimeout: 60_000 }

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { test: { ...shared, name: 'functions', include: ['tests/functions/**/*.test.ts'] } },
      { test: { ...shared, name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
      { test: { ...shared, name: 'crash', include: ['tests/crash/**/*.test.ts'] } },
    ],
  },
})
