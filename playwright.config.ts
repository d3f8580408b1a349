import { defineConfig, devices } from '@playwright/test'
import { E2E_STAFF_EMAILS } from './scripts/lib/e2e-staff-addresses.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts'

// End-to-end tests against the production build, served by the same local
// Netlify server as `npm start` (static files, _redirects, _headers,
// functions and a local Blobs store), in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 8899)
// The e2e server's own Blobs store; tests/e2e/forms.spec.ts reads leads back from it.
process.env.BLOBS_DIR ??= '.tmp/e2e-blobs'
export const BASE_URL = `http://localhost:${PORT}`
// Meta's Conversions API during the suite: a local receiver (tests/e2e/meta-capi-receiver.ts) that the
// server's META_GRAPH_URL points at, so every lead's and booking's server event is seen and none reaches
// Meta. Only the server gets these variables: the pages stay those of the default build (no pixel).
const META_RECEIVER_PORT = Number(process.env.E2E_META_PORT ?? PORT + 100)
export const E2E_META_GRAPH_URL = `http://127.0.0.1:${META_RECEIVER_PORT}`
export const E2E_META_PIXEL_ID = '1234567890'
const META_SERVER_ENV = `META_PIXEL_ID=${E2E_META_PIXEL_ID} META_CAPI_TOKEN=e2e-capi-token META_GRAPH_URL=${E2E_META_GRAPH_URL}`

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // Each project runs only what it is for (a skipped test still costs its collection and a
  // worker slot): everything at 1280 px; at 390 px only the tests tagged @mobile (the phone's
  // menu, the footer accordion, a form and a booking by keyboard), in the files that have them.
  // Tests whose checks do not depend on the width (pages, tags, axe at both widths in one visit,
  // the CSP, the editor) run once, at desktop width.
  projects: [
    {
      name: 'mobile',
      testMatch: ['chrome.spec.ts', 'forms.spec.ts', 'booking.spec.ts'],
      grep: /@mobile\b/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, defaultBrowserType: 'chromium' },
    },
    { name: 'desktop', grepInvert: /@mobile-only\b/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `PORT=${META_RECEIVER_PORT} npx tsx tests/e2e/meta-capi-receiver.ts`,
      url: `${E2E_META_GRAPH_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The suites are many visitors from one IP: the functions' rate limits would refuse them (tests/functions/server/rate-limit.test.ts checks those).
      // Staff: one address per spec that signs in here (scripts/lib/e2e-staff-addresses.ts).
      command: `PORT=${PORT} BLOBS_DIR=${process.env.BLOBS_DIR} SERVE_RATE_LIMITS=off STAFF_EMAILS=${E2E_STAFF_EMAILS} ${META_SERVER_ENV} npx tsx scripts/serve.ts`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
})
