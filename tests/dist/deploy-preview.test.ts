// A deploy preview (Netlify's CONTEXT=deploy-preview) differs from the
// production build in one file: _headers, which sends X-Robots-Tag: noindex
// with every answer. Instead of a second whole build, the build's own writer
// (renderHeadersFile, as scripts/postbuild.ts calls it) is run in-process with
// that context, over this build's inputs (it reproduces dist/_headers exactly
// for production), and the result is read as the local server and Netlify
// read it (Netlify's parser, then the path's headers) for every kind of page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { deployContext } from '../../scripts/lib/deploy-context.ts'
import { renderHeadersFile } from '../../scripts/lib/headers-file.ts'
import { headersFor, parseHeaders } from '../../scripts/lib/netlify-rules.ts'
import { routes } from '../../src/generated/routes.ts'
import { site } from '../../src/generated/site.ts'
import { DIST } from './built.ts'

const built = readFileSync(join(DIST, '_headers'), 'utf8')
// The inline script and style hashes postbuild found in the built pages (sorted, as it writes them).
const hashesOf = (directive: string) =>
  [
    ...new Set([...(new RegExp(`${directive} ([^;]*)`).exec(built)?.[1] ?? '').matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((m) => m[1]!)),
  ].sort()
const hashes = hashesOf('script-src')
const styleHashes = hashesOf('style-src')
const dir = mkdtempSync(join(tmpdir(), 'deploy-preview-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** _headers as postbuild writes it in that Netlify context, read with Netlify's parser. */
async function headersIn(context: string) {
  const file = join(dir, `${context}_headers`)
  writeFileSync(file, renderHeadersFile(site, hashes, { noindex: !deployContext({ CONTEXT: context }).indexable, styleHashes }))
  return { text: readFileSync(file, 'utf8'), rules: await parseHeaders(file) }
}

// One page of each kind, the sitemap and a file: every answer of the preview.
const paths = [...new Set(routes.map((r) => r.kind))].map((kind) => routes.find((r) => r.kind === kind)!.path)
paths.push('/sitemap.xml', '/favicon.svg', '/no/such/page')

it('the production build writes the _headers in dist/ (the inputs below are this build’s)', async () => {
  expect((await headersIn('production')).text).toBe(built)
  expect(deployContext({}).indexable).toBe(true)
})

it('a deploy preview or branch deploy sends X-Robots-Tag: noindex with every kind of page', async () => {
  for (const context of ['deploy-preview', 'branch-deploy']) {
    const { rules } = await headersIn(context)
    for (const path of paths) expect(headersFor(rules, path)['x-robots-tag'], `${context} ${path}`).toBe('noindex')
  }
  const production = (await headersIn('production')).rules
  for (const path of paths) expect(headersFor(production, path)['x-robots-tag'], path).toBeUndefined()
})
