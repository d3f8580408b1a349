// Link extraction (scripts/audit/lib/html.ts) and resolution against a built
// site as Netlify serves it (scripts/audit/links.ts, lib/netlify-rules.ts),
// on hand-made pages and a hand-made file list.
import { describe, expect, it } from 'vitest'
import { checkRef, cssUrls, isExternal, type LinkContext } from '../../../scripts/audit/links.ts'
import { scanHtml, srcsetUrls } from '../../../scripts/audit/lib/html.ts'
import { serve } from '../../../scripts/lib/netlify-rules.ts'
import { redirectsFrom } from '../rule-files.ts'

const page = (body: string, head = '') => `<!doctype html><html lang="en"><head><title>T</title>${head}</head><body>${body}</body></html>`

describe('what a page refers to', () => {
  const scan = scanHtml(
    page(
      `<main id="main"><section><img src="/hero.png" srcset="/hero.png 1x, /hero@2x.png 2x" width="10" height="10" alt=""></section>
       <a href="/about/">About</a> <a href="/blog/?page=2#latest">Blog</a> <a href="#faq">FAQ</a> <a href="mailto:a@b.example">Mail</a>
       <a href="/a&amp;b/">Amp</a> <h2 id="faq">FAQ</h2> <a name="legacy"></a>
       <video poster="/poster.svg"><source src="/v.webm" type="video/webm"></video></main>`,
      `<link rel="stylesheet" href="/assets/site.css"><link rel="canonical" href="https://h.example/x/"><meta property="og:image" content="https://h.example/og.png"><script type="module" src="/assets/entry.js"></script><link rel="preconnect" href="https://fonts.example">`,
    ),
  )
  const urls = scan.refs.map((r) => `${r.where} ${r.url}`)

  it('finds links, assets and metadata URLs, entities decoded', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '<a href> /about/',
        '<a href> /blog/?page=2#latest',
        '<a href> #faq',
        '<a href> mailto:a@b.example',
        '<a href> /a&b/',
        '<img src> /hero.png',
        '<img srcset> /hero@2x.png',
        '<video poster> /poster.svg',
        '<source src> /v.webm',
        '<link rel="stylesheet"> /assets/site.css',
        '<link rel="canonical"> https://h.example/x/',
        '<meta og:image> https://h.example/og.png',
        '<script src> /assets/entry.js',
      ]),
    )
  })
  it('leaves out preconnect hints, which fetch nothing', () => {
    expect(urls.some((u) => u.includes('fonts.example'))).toBe(false)
  })
  it('collects ids and named anchors as fragment targets', () => {
    expect([...scan.ids].sort()).toEqual(['faq', 'legacy', 'main'])
  })
  it('splits srcset', () => {
    expect(srcsetUrls('a.png 1x,b.png  2x , c.png 480w')).toEqual(['a.png', 'b.png', 'c.png'])
  })
  it('finds url() in CSS but not data: URIs', () => {
    expect(
      cssUrls(
        `@font-face{src:url(/fonts/a.woff2) format("woff2")} .x{background:url("img/b.svg")} .y{background:url(data:image/png;base64,AA)}`,
      ),
    ).toEqual(['/fonts/a.woff2', 'img/b.svg'])
  })
})

const rules = await redirectsFrom(
  [
    '# comment',
    '/old-about  /about/  301',
    '/older  /old-about  301',
    '/client/*  /client/index.html  200',
    '/seo/*  /seo/_unknown/index.html  404',
    '/go  https://elsewhere.example/  302',
  ].join('\n'),
)
describe('whether the site serves a link', () => {
  const files = new Set([
    '/index.html',
    '/about/index.html',
    '/blog/index.html',
    '/assets/site.css',
    '/client/index.html',
    '/seo/_unknown/index.html',
    '/404.html',
  ])
  const ids: Record<string, string[]> = { '/about/index.html': ['team'], '/index.html': ['main'] }
  const ctx: LinkContext = {
    origin: 'https://h.example',
    files: { exists: (p) => files.has(p), rules, functionPaths: ['/api/contact'] },
    idsOf: (f) => (ids[f] ? new Set(ids[f]) : f.endsWith('.html') ? new Set() : undefined),
  }
  const verdict = (url: string, kind: 'page' | 'asset' = 'page', from = '/') => checkRef({ url, kind }, from, ctx)

  it('accepts pages, assets, rewrites, functions, external and same-origin absolute URLs', () => {
    for (const url of [
      '/about/',
      '/assets/site.css',
      '/client/acme-co',
      '/api/contact',
      'https://elsewhere.example/x',
      'https://h.example/about/',
      'mailto:a@b.example',
      'tel:+61355504321',
    ])
      expect(verdict(url), url).toEqual({ ok: true })
    expect(verdict('../blog/', 'page', '/about/')).toEqual({ ok: true })
  })
  it('notes a missing trailing slash and an old URL, without failing', () => {
    expect(verdict('/about')).toEqual({ ok: true, note: 'has no trailing slash: Netlify answers it with a 301 to /about/' })
    expect(verdict('/old-about')).toEqual({ ok: true, note: 'goes through a 301 redirect to /about/' })
  })
  it('fails a missing file, a 404 rewrite and a double redirect', () => {
    expect(verdict('/nope/')).toEqual({ ok: false, reason: 'is not served by the site (404)' })
    expect(verdict('/assets/gone.js', 'asset')).toEqual({ ok: false, reason: 'is not served by the site (404)' })
    expect(verdict('/seo/atlantis/')).toEqual({ ok: false, reason: 'is answered with status 404 (/seo/_unknown/index.html)' })
    expect(verdict('/older')).toEqual({ ok: false, reason: 'redirects twice (/older -> /old-about -> /about/)' })
  })
  it('checks #fragments against the target page', () => {
    expect(verdict('/about/#team')).toEqual({ ok: true })
    expect(verdict('#main')).toEqual({ ok: true })
    expect(verdict('#top')).toEqual({ ok: true })
    expect(verdict('/about/#teem')).toEqual({ ok: false, reason: 'points to #teem, which is not an id on /about/' })
  })
  it('fails javascript: URLs', () => {
    expect(verdict('javascript:void(0)')).toEqual({ ok: false, reason: 'is a javascript: URL' })
  })
  it('knows external from internal', () => {
    expect(isExternal('//h.example/x', 'https://h.example')).toBe(false)
    expect(isExternal('//cdn.example/x', 'https://h.example')).toBe(true)
    expect(isExternal('/x', 'https://h.example')).toBe(false)
  })
  it('serves a file before a rule, unless the rule is forced', async () => {
    const forced = { exists: (p: string) => p === '/a/index.html', rules: await redirectsFrom('/a  /b/  301!'), functionPaths: [] }
    expect(serve(forced, '/a/').type).toBe('redirect')
    const plain = { ...forced, rules: await redirectsFrom('/a  /b/  301') }
    expect(serve(plain, '/a/').type).toBe('file')
  })
})
