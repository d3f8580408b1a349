import { describe, expect, it } from 'vitest'
import { deployContext } from '../../../scripts/lib/deploy-context.ts'
import { renderHeadersFile } from '../../../scripts/lib/headers-file.ts'
import { headersFor, parseHeaders } from '../../../scripts/lib/netlify-rules.ts'
import { site } from '../../../src/generated/site.ts'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

describe('deployContext', () => {
  it('indexes production and local builds only', () => {
    expect(deployContext({})).toEqual({ name: 'local', indexable: true })
    expect(deployContext({ CONTEXT: 'production' })).toEqual({ name: 'production', indexable: true })
    for (const name of ['deploy-preview', 'branch-deploy', 'dev', 'some-future-context'])
      expect(deployContext({ CONTEXT: name })).toEqual({ name, indexable: false })
  })
})

describe('_headers on a deploy that must not be indexed', () => {
  const headersOf = async (file: string, path: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '_headers'), file)
    return headersFor(await parseHeaders(join(dir, '_headers')), path)
  }

  it('sends X-Robots-Tag: noindex with every path, as Netlify reads the file', async () => {
    const file = renderHeadersFile(site, [], { noindex: true })
    for (const path of ['/', '/seo-agency/vic/melbourne/', '/sitemap.xml', '/assets/x.js'])
      expect((await headersOf(file, path))['x-robots-tag'], path).toBe('noindex')
  })

  it('sends none on production', async () => {
    expect((await headersOf(renderHeadersFile(site, []), '/'))['x-robots-tag']).toBeUndefined()
  })
})
