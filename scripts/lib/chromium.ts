// The one browser every check uses: Debian's Chromium (scripts/ensure-browser.sh
// installs it), with the same flags for the end-to-end tests (playwright.config.ts)
// and Lighthouse (scripts/audit/lighthouse.ts), so both measure the same browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Root in a container, no GPU, and nothing of its own on the network while a page is measured. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
