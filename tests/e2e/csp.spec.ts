// The Content-Security-Policy of dist/_headers, in the browser, on every page
// (sitemap URLs, the noindex pages in dist/ and the not-found page): the page
// is served with that policy, nothing on it violates it (a
// securitypolicyviolation listener added before any page script runs), and it
// requests no host that the policy does not name. Click-to-play videos are
// played so their embed host is exercised too. `npm run audit` runs this file.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { cspHosts, headersFor, hostSourceAllows, parseCsp } from '../../scripts/audit/headers.ts'
import { parseHeaders } from '../../scripts/audit/lib/netlify-rules.ts'
import { browserPages } from '../../scripts/audit/lib/pages.ts'

const headerBlocks = parseHeaders(readFileSync('dist/_headers', 'utf8'))
const isLocal = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test.describe('Content-Security-Policy', () => {
  // Which hosts a page contacts does not depend on the width: walked once, at desktop width.
  test.skip(({ isMobile }) => isMobile, 'checked once, at desktop width')

  for (const { path, status } of browserPages()) {
    test(`csp ${path}`, { tag: '@audit' }, async ({ page }) => {
      const policy = headersFor(headerBlocks, path)['content-security-policy']
      expect(policy, `dist/_headers gives ${path} a Content-Security-Policy`).toBeTruthy()
      const hosts = cspHosts(parseCsp(policy!))

      await page.addInitScript(() => {
        window.__cspViolations = []
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}${e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : ''}${e.sample ? ` "${e.sample}"` : ''}`),
        )
      })
      const offPolicy = new Set<string>()
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (!/^(https?|wss?):$/.test(url.protocol) || isLocal(url.hostname)) return
        if (!hosts.some((h) => hostSourceAllows(h, url))) offPolicy.add(`${request.resourceType()} ${url.origin}${url.pathname}`)
      })
      const consoleReports: string[] = []
      page.on('console', (m) => {
        if (/content security policy/i.test(m.text())) consoleReports.push(m.text())
      })

      const response = await page.goto(path, { waitUntil: 'load' })
      expect(response?.status(), `status of ${path}`).toBe(status)
      expect(response?.headers()['content-security-policy'], 'the server sends the policy of dist/_headers').toBe(policy)

      for (const play of await page.locator('[data-video-play]').all()) await play.dispatchEvent('click')
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')

      const violations = await page.evaluate(() => window.__cspViolations ?? [])
      expect({ violations, consoleReports, requestsToHostsNotInThePolicy: [...offPolicy] }).toEqual({ violations: [], consoleReports: [], requestsToHostsNotInThePolicy: [] })
    })
  }
})
