// The other pure parts of the audit: sitemap vs indexable pages, redirect
// chains and loops, security headers and CSP, fonts/images/embeds, and the
// JS import graph (a Vite manifest) behind the weight budgets. Hand-made
// inputs that must pass and must fail.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  apiHeaderProblems,
  cspHosts,
  cspProblems,
  hostSourceAllows,
  parseCsp,
  scriptHash,
  securityHeaderProblems,
} from '../../../scripts/audit/headers.ts'
import { API_HEADERS } from '../../../netlify/lib/http.ts'
import { headersFor } from '../../../scripts/lib/netlify-rules.ts'
import { scanHtml } from '../../../scripts/audit/lib/html.ts'
import { headersFrom, redirectsFrom } from '../rule-files.ts'
import { fontFaceProblems, fontFaces, pageMediaProblems } from '../../../scripts/audit/media.ts'
import { redirectProblems, robotsProblems, sitemapProblems } from '../../../scripts/audit/sitemap.ts'
import { weightProblems } from '../../../scripts/audit/weight.ts'
import { createWeigher, pageAssets, pageEntries } from '../../../scripts/audit/lib/page-weight.ts'
import { problemLines, readReport } from '../../../scripts/audit/lib/playwright.ts'

const O = 'https://h.example'

describe('sitemap', () => {
  const pages = [
    { path: '/', canonical: `${O}/` },
    { path: '/about/', canonical: `${O}/about/` },
  ]
  it('passes when it lists exactly the indexable pages', () => {
    expect(sitemapProblems([`${O}/`, `${O}/about/`], pages, O)).toEqual([])
  })
  it('fails on a missing page, an extra URL, a duplicate, another origin and a wrong canonical', () => {
    expect(
      sitemapProblems([`${O}/`, `${O}/`, `${O}/gone/`, 'https://other.example/'], [...pages, { path: '/x/', canonical: `${O}/y/` }], O),
    ).toEqual([
      `sitemap.xml lists ${O}/ twice`,
      'sitemap.xml lists https://other.example/, which is not on https://h.example',
      `sitemap.xml lists ${O}/gone/, which is not an indexable page of the build (missing, noindex or an error page)`,
      'sitemap.xml lists https://other.example/, which is not an indexable page of the build (missing, noindex or an error page)',
      '/about/ is indexable but not in sitemap.xml (add it, or mark the page noindex)',
      '/x/ is indexable but not in sitemap.xml (add it, or mark the page noindex)',
      `/x/: canonical is ${O}/y/, expected its own URL ${O}/x/`,
    ])
  })
  it('wants robots.txt to name the sitemap and not to block the site', () => {
    expect(robotsProblems(`User-agent: *\nAllow: /\n\nSitemap: ${O}/sitemap.xml\n`, O)).toEqual([])
    expect(robotsProblems('User-agent: *\nDisallow: /\n', O)).toEqual([
      `robots.txt does not name ${O}/sitemap.xml`,
      'robots.txt disallows the whole site',
    ])
  })
})

describe('redirects', () => {
  const files = new Set(['/about/index.html', '/services/index.html', '/x/_unknown/index.html'])
  const site = async (lines: string[]) => ({
    exists: (p: string) => files.has(p),
    rules: await redirectsFrom(lines.join('\n')),
    functionPaths: [],
  })
  it('pass when each lands on a page in one hop', async () => {
    expect(
      redirectProblems(
        await site([
          '/old  /about/  301',
          '/old/  /about/  301',
          '/x/*  /x/_unknown/index.html  404',
          '/ext  https://elsewhere.example/  302',
        ]),
        O,
      ),
    ).toEqual([])
  })
  it('fail on a chain, naming the hops and the fix', async () => {
    expect(redirectProblems(await site(['/a  /b  301', '/b  /about/  301']), O)).toEqual([
      'line 1: /a -> /b: chain of 2 redirects (/a -> /b -> /about/); point it straight at /about/',
    ])
  })
  it('fail on loops, trailing slash included (Netlify ignores it when matching)', async () => {
    expect(redirectProblems(await site(['/a  /b  301', '/b  /a  301']), O)).toEqual([
      'line 1: /a -> /b: loops (/a -> /b -> /a)',
      'line 2: /b -> /a: loops (/b -> /a -> /b)',
    ])
    expect(redirectProblems(await site(['/promo/  /promo  301']), O)).toEqual([
      'line 1: /promo/ -> /promo: loops (Netlify ignores the trailing slash when matching)',
    ])
  })
  it('fail on a dead target, a target without its slash, and a rule a page hides', async () => {
    expect(redirectProblems(await site(['/a  /gone/  301', '/b  /about  301', '/about/  /services/  301']), O)).toEqual([
      'line 1: /a -> /gone/: target is not a page (404)',
      'line 2: /b -> /about: target has no trailing slash, so Netlify adds a second redirect to /about/',
      'line 3: /about/ -> /services/: never applies, a page exists at /about/ (Netlify serves the file first)',
    ])
  })
})

describe('security headers and CSP', () => {
  const good = {
    'content-security-policy':
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; frame-src https://www.youtube-nocookie.com",
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  }
  const expectations = { configuredOrigins: ['https://www.youtube-nocookie.com/embed/x'], inlineScriptHashes: new Set<string>() }

  it('pass a strict set', () => {
    expect(securityHeaderProblems(good)).toEqual([])
    expect(cspProblems(good['content-security-policy'], expectations)).toEqual([])
  })
  it('fail weak HSTS and missing headers', () => {
    expect(
      securityHeaderProblems({
        ...good,
        'strict-transport-security': 'max-age=300',
        'x-content-type-options': '',
        'referrer-policy': 'unsafe-url',
        'permissions-policy': 'camera=()',
      }),
    ).toEqual([
      'HSTS max-age is 300; the preload list requires at least 31536000 (one year)',
      'HSTS lacks includeSubDomains (required for preload)',
      'HSTS lacks preload',
      'X-Content-Type-Options is not nosniff',
      'Referrer-Policy is "unsafe-url", expected strict-origin-when-cross-origin or stricter',
      'Permissions-Policy does not turn off microphone',
      'Permissions-Policy does not turn off geolocation',
    ])
  })
  it("API answers carry the API's set: HSTS, nosniff, a referrer policy, no-store, nothing loads and no framing", () => {
    expect(apiHeaderProblems(API_HEADERS)).toEqual([])
    // What the functions sent before: only nosniff and no-store.
    expect(
      apiHeaderProblems({ 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }),
    ).toEqual([
      'no Strict-Transport-Security',
      'Referrer-Policy is "(unset)", expected strict-origin-when-cross-origin or stricter',
      `Content-Security-Policy default-src is "(unset)", expected 'none'`,
      `Content-Security-Policy frame-ancestors is "(unset)", expected 'none'`,
    ])
    expect(
      apiHeaderProblems({ ...API_HEADERS, 'content-security-policy': "default-src 'self'", 'cache-control': 'public, max-age=60' }),
    ).toEqual([
      `Content-Security-Policy default-src is "'self'", expected 'none'`,
      `Content-Security-Policy frame-ancestors is "(unset)", expected 'none'`,
      'Cache-Control is "public, max-age=60", expected no-store',
    ])
  })
  it('fail inline script allowances, wildcards, unconfigured hosts and missing directives', () => {
    expect(cspProblems("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.example; img-src *", expectations)).toEqual([
      'Content-Security-Policy has no object-src',
      'Content-Security-Policy has no base-uri',
      'Content-Security-Policy has no frame-ancestors',
      'Content-Security-Policy has no form-action',
      "script-src allows 'unsafe-inline'",
      'img-src allows any host (*)',
      'the policy names https://cdn.example, which is not a third party configured in content/site.yaml (configured: https://www.youtube-nocookie.com)',
    ])
  })
  it('want a hash for every inline script, and no stale hash', () => {
    const hash = scriptHash('document.documentElement.classList.add("js")')
    expect(cspProblems(good['content-security-policy'], { ...expectations, inlineScriptHashes: new Set([hash]) })).toEqual([
      `script-src lacks ${hash}, so an inline script of the site is blocked`,
    ])
    const withStale = good['content-security-policy'].replace("script-src 'self'", `script-src 'self' ${hash}`)
    expect(cspProblems(withStale, expectations)).toEqual([
      `script-src allows ${hash}, which matches no inline script of the site (stale hash)`,
    ])
  })
  it('reads the hosts a policy names and what they allow', () => {
    const csp = parseCsp("default-src 'self'; frame-src https://a.example *.b.example; img-src data: 'self'")
    expect(cspHosts(csp)).toEqual(['https://a.example', '*.b.example'])
    expect(hostSourceAllows('https://a.example', new URL('https://a.example/x'))).toBe(true)
    expect(hostSourceAllows('https://a.example', new URL('https://evil.example/a.example'))).toBe(false)
    expect(hostSourceAllows('*.b.example', new URL('https://cdn.b.example/'))).toBe(true)
  })
  it('merges _headers blocks that match a path', async () => {
    const blocks = await headersFrom('/*\n  X-A: 1\n  X-B: 2\n\n/fonts/*\n  X-B: 3\n')
    expect(headersFor(blocks, '/fonts/a.woff2')).toEqual({ 'x-a': '1', 'x-b': '3' })
    expect(headersFor(blocks, '/about/')).toEqual({ 'x-a': '1', 'x-b': '2' })
  })
  it('finds inline event handlers, which a hash cannot allow', () => {
    expect(
      scanHtml('<!doctype html><html><body><button onclick="go()">Go</button><a href="javascript:go()">Go</a></body></html>')
        .inlineHandlers,
    ).toEqual(['<button onclick>', '<a href="javascript:…">'])
  })
})

describe('fonts, images and embeds', () => {
  const fonts = new Set(['/fonts/inter.woff2'])
  const doc = (head: string, main: string) =>
    scanHtml(`<!doctype html><html lang="en"><head><title>T</title>${head}</head><body><main>${main}</main></body></html>`)
  const preload = '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin>'

  it('pass a preloaded self-hosted swap font, sized images, boxed embeds', () => {
    const scan = doc(
      preload,
      `<section><img src="/hero.webp" width="1200" height="630" fetchpriority="high" alt=""></section><section><img src="/a.webp" width="10" height="10" loading="lazy" alt="">
       <div class="aspect-video"><iframe src="https://www.youtube-nocookie.com/embed/x" title="v" class="size-full"></iframe></div>
       <iframe src="https://cal.example/" title="c" class="block h-[720px] w-full"></iframe>
       <video class="absolute inset-0" poster="/p.svg"></video></section>`,
    )
    expect(pageMediaProblems(scan, fonts)).toEqual([])
    expect(
      fontFaceProblems(
        fontFaces('@font-face{font-family:Inter;font-display:swap;src:url(/fonts/inter.woff2) format("woff2")}'),
        'site.css',
      ),
    ).toEqual([])
  })
  it('fail unsized images, a lazy LCP candidate, unboxed embeds and font preload mistakes', () => {
    const scan = doc(
      '<link rel="preload" href="/fonts/other.woff2" as="font" type="font/woff2">',
      `<section><img src="/hero.webp" width="1200" height="630" loading="lazy" alt=""></section><img src="/b.png" alt=""><iframe src="https://cal.example/" title="c"></iframe>`,
    )
    expect(pageMediaProblems(scan, fonts)).toEqual([
      'preloads /fonts/other.woff2, which no @font-face uses',
      'font preload /fonts/other.woff2 lacks crossorigin, so the browser downloads the font twice',
      '<img src="/hero.webp"> is lazy-loaded but in the first block of <main>, a likely LCP element',
      '<img src="/b.png"> has no width and height: it shifts the layout when it loads',
      '<iframe src="https://cal.example/"> has no sized box (width/height, a height utility or an aspect-ratio parent): it shifts the layout',
    ])
    expect(pageMediaProblems(doc('', '<p>x</p>'), fonts)).toEqual([
      'preloads no font (add <link rel="preload" as="font" type="font/woff2" crossorigin> for the body font)',
    ])
  })
  it('fail an <img> without alt; alt="" (decorative) passes', () => {
    const scan = doc(
      preload,
      '<p>x</p><img src="/logo.webp" width="10" height="10" loading="lazy"><img src="/d.webp" width="10" height="10" loading="lazy" alt="">',
    )
    expect(pageMediaProblems(scan, fonts)).toEqual([
      '<img src="/logo.webp"> has no alt: describe what it shows, or alt="" when it is decorative',
    ])
  })
  it('fail fonts that block text, come from another host or are not woff2', () => {
    const css =
      '@font-face{font-family:A;src:url(https://fonts.example/a.woff2)}@font-face{font-family:B;font-display:block;src:url(/fonts/b.ttf)}'
    expect(fontFaceProblems(fontFaces(css), 'site.css')).toEqual([
      'site.css: @font-face https://fonts.example/a.woff2 has font-display: (unset), expected swap',
      'site.css: @font-face loads https://fonts.example/a.woff2 from another host; self-host it under /fonts/',
      'site.css: @font-face /fonts/b.ttf has font-display: block, expected swap',
      'site.css: @font-face /fonts/b.ttf is not woff2',
    ])
  })
})

describe('JS weight', () => {
  // The graph of a Vite manifest: keys are source ids, `file` is the URL path without its leading slash.
  const manifest = {
    'src/entry.ts': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js', '_side.js'], dynamicImports: ['src/island.tsx'] },
    '_react.js': { file: 'chunks/react.js' },
    '_side.js': { file: 'assets/side.js' },
    'src/island.tsx': {
      file: 'assets/island.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_form.js'],
      dynamicImports: ['src/entry.ts'],
    },
    '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
    'src/other.ts': { file: 'assets/other.js', isEntry: true, imports: ['_react.js'] },
  }
  it('reads the scripts, modulepreloads and stylesheets a page names', () => {
    const scan = scanHtml(
      '<!doctype html><html lang="en"><head><title>T</title><link rel="stylesheet" href="/assets/site.css">' +
        '<link rel="modulepreload" href="../assets/side.js"><script type="module" src="/assets/entry.js"></script>' +
        '<script src="https://cdn.example/x.js"></script></head><body></body></html>',
    )
    expect(pageEntries(scan, '/about/')).toEqual({
      scripts: ['/assets/side.js', '/assets/entry.js'],
      stylesheets: ['/assets/site.css'],
      islands: [],
    })
  })
  it('counts what loads with the page apart from what loads later, each file once', () => {
    const a = pageAssets({ scripts: ['/assets/entry.js', '/enhance.js'], stylesheets: ['/assets/site.css'], islands: [] }, manifest)
    expect(a.eagerJs.sort()).toEqual(['/assets/entry.js', '/assets/side.js', '/chunks/react.js', '/enhance.js'])
    expect(a.lazyJs.sort()).toEqual(['/assets/form.js', '/assets/island.js'])
    expect(a.css.sort()).toEqual(['/assets/form.css', '/assets/site.css'])
    const other = pageAssets({ scripts: ['/assets/other.js'], stylesheets: [], islands: [] }, manifest)
    expect(other).toEqual({ eagerJs: ['/assets/other.js', '/chunks/react.js'], lazyJs: [], css: [] })
  })
  it('weighs with the manifest of the same build only', () => {
    const dist = mkdtempSync(join(tmpdir(), 'weight-'))
    try {
      for (const chunk of Object.values(manifest)) {
        mkdirSync(dirname(join(dist, chunk.file)), { recursive: true })
        writeFileSync(join(dist, chunk.file), 'x'.repeat(1000))
      }
      const one = gzipSync('x'.repeat(1000), { level: 9 }).length
      const weigh = createWeigher(dist, manifest)
      expect(weigh({ scripts: ['/assets/entry.js'], stylesheets: [], islands: [] })).toEqual({ eagerJs: 3 * one, totalJs: 5 * one, css: 0 })
      rmSync(join(dist, 'assets/form.js'))
      expect(() => createWeigher(dist, manifest)).toThrow(
        `the build manifest names assets/form.js, which ${dist} does not have: it comes from another build (run npm run build)`,
      )
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
  it('holds each page class to its own budget', () => {
    const budgets = { contentPageJs: 30, formPageJs: 120, bookingPageJs: 100, staffPageJs: 60, css: 20 }
    expect(weightProblems({ path: '/f/', budgetClass: 'form', eagerJs: 0, totalJs: 100 * 1024, css: 1024 }, budgets)).toEqual([])
    expect(weightProblems({ path: '/c/', budgetClass: 'content', eagerJs: 0, totalJs: 100 * 1024, css: 25 * 1024 }, budgets)).toEqual([
      '/c/: 100.0 KB of JavaScript (gzip) is over the content page budget of 30.0 KB',
      '/c/: 25.0 KB of CSS (gzip) is over the budget of 20.0 KB',
    ])
    expect(weightProblems({ path: '/b/', budgetClass: 'booking', eagerJs: 0, totalJs: 101 * 1024, css: 1024 }, budgets)).toEqual([
      '/b/: 101.0 KB of JavaScript (gzip) is over the booking page budget of 100.0 KB',
    ])
    expect(weightProblems({ path: '/staff/', budgetClass: 'staff', eagerJs: 0, totalJs: 61 * 1024, css: 1024 }, budgets)).toEqual([
      '/staff/: 61.0 KB of JavaScript (gzip) is over the staff page budget of 60.0 KB',
    ])
  })
})

describe('browser spec results', () => {
  it('reads the "- " problem lines the specs write, or the first line of any other error', () => {
    expect(
      problemLines(
        'Error: 2 axe violation(s) on /x/:\n- color-contrast [serious] …\n- link-name [serious] …\n\nexpect(received).toBe(expected)',
      ),
    ).toEqual(['color-contrast [serious] …', 'link-name [serious] …'])
    expect(problemLines('\u001b[31mError: - served without the Content-Security-Policy\u001b[39m\n\nExpected: "a"')).toEqual([
      'served without the Content-Security-Policy',
    ])
    expect(problemLines('Test timeout of 60000ms exceeded.\n\nmore')).toEqual(['Test timeout of 60000ms exceeded.'])
  })
  it('counts outcomes and keeps each failure with its project', () => {
    const report = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  title: 'axe /a/',
                  tests: [
                    { projectName: 'mobile', status: 'expected', results: [{}] },
                    { projectName: 'desktop', status: 'unexpected', results: [{ error: { message: 'Error: x\n- bad thing' } }] },
                  ],
                },
                {
                  title: 'axe /b/',
                  tests: [
                    { projectName: 'mobile', status: 'skipped', results: [] },
                    { projectName: 'desktop', status: 'flaky', results: [{}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(readReport(report)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
      flaky: 1,
      failures: [{ title: 'axe /a/', project: 'desktop', problems: ['bad thing'] }],
    })
  })
})
