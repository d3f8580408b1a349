// The Content-Security-Policy of dist/_headers, in the browser, on the pages
// (sitemap URLs, the noindex pages in dist/ and the not-found page; in `npm test`
// a sample of the local pages, as a11y.spec.ts says): the page
// is served with that policy, nothing on it violates it (a
// securitypolicyviolation listener added before any page script runs), and it
// requests no host that the policy does not name. Click-to-play videos are
// played so their embed host is exercised too. `npm run audit` runs this file.
import { expect, test } from '@playwright/test'
import { cspHosts, hostSourceAllows, parseCsp } from '../../scripts/audit/headers.ts'
import { headersFor, parseHeaders } from '../../scripts/lib/netlify-rules.ts'
import { browserPagesToWalk } from '../../scripts/audit/lib/pages.ts'

const headerBlocks = await parseHeaders('dist/_headers')
const isLocal = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

// A trace of a 140 KB page costs seconds; the assertion message already says what is wrong.
test.use({ trace: 'off' })

test.describe('Content-Security-Policy', () => {
  // Which hosts a page contacts does not depend on the width: walked once, at desktop width.

  for (const { path, status } of browserPagesToWalk()) {
    test(`csp ${path}`, { tag: '@audit' }, async ({ page }) => {
      const policy = headersFor(headerBlocks, path)['content-security-policy']
      expect(policy, `dist/_headers gives ${path} a Content-Security-Policy`).toBeTruthy()
      const hosts = cspHosts(parseCsp(policy!))

      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations!.push(
            `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : ''}${e.sample ? ` "${e.sample}"` : ''}`,
          ),
        )
      })
      const offPolicy = new Set<string>()
      let inFlight = 0
      let lastActivity = Date.now()
      const settle = () => {
        inFlight--
        lastActivity = Date.now()
      }
      page.on('requestfinished', settle)
      page.on('requestfailed', settle)
      page.on('request', (request) => {
        inFlight++
        lastActivity = Date.now()
        const url = new URL(request.url())
        if (!/^(https?|wss?):$/.test(url.protocol) || isLocal(url.hostname)) return
        if (!hosts.some((h) => hostSourceAllows(h, url))) offPolicy.add(`${request.resourceType()} ${url.origin}${url.pathname}`)
      })
      // Requests the policy lets through are recorded above, then stopped here: tests never reach the internet.
      await page.route(
        (url) => !isLocal(url.hostname),
        (route) => route.abort('blockedbyclient'),
      )
      const consoleReports: string[] = []
      page.on('console', (m) => {
        if (/content security policy/i.test(m.text())) consoleReports.push(m.text())
      })

      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status(), `- answered with another status than ${status}`).toBe(status)
      expect(
        response?.headers()['content-security-policy'],
        `- served without the Content-Security-Policy of dist/_headers (the local server must apply dist/_headers to every response)`,
      ).toBe(policy)

      // Each click swaps its button for the player's iframe.
      await page.evaluate(() => {
        for (const play of document.querySelectorAll<HTMLButtonElement>('[data-video-play]')) play.click()
        window.scrollTo(0, document.body.scrollHeight)
      })
      // Whatever the page fetches after load (lazy embeds, the players just asked for): wait until
      // no request has been in flight for 150 ms (Playwright's networkidle waits 500 ms on every page).
      for (const until = Date.now() + 10_000; Date.now() < until && (inFlight > 0 || Date.now() - lastActivity < 150);)
        await page.waitForTimeout(50)

      const problems = [
        ...(await page.evaluate(() => window.__cspViolations ?? [])).map((v) => `CSP violation: ${v}`),
        ...consoleReports.map((m) => `console: ${m}`),
        ...[...offPolicy].map((r) => `request to a host the policy does not name: ${r}`),
      ]
      // One "- " line per problem; scripts/audit/csp.ts reads them back.
      expect(problems.length, `${problems.length} CSP problem(s) on ${path}:\n${problems.map((p) => `- ${p}`).join('\n')}`).toBe(0)
    })
  }
})
