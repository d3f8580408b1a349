// Built as Netlify builds a deploy preview (CONTEXT=deploy-preview), in a copy
// of the repository, then served the way the site is served locally: every page
// answers with X-Robots-Tag: noindex. The production build is the one the rest of
// the suite and the audits check (indexable, in the sitemap).
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer, type LocalServer } from '../../scripts/audit/lib/server.ts'
import { copyRepo, type Workspace } from '../../scripts/bench/workspace.ts'

let copy: Workspace
let server: LocalServer

beforeAll(async () => {
  copy = copyRepo(process.cwd(), 'deploy-preview')
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: copy.dir, env: { ...process.env, CONTEXT: 'deploy-preview' }, stdio: 'pipe' })
  server = await startServer({ cwd: copy.dir })
}, 300_000)

afterAll(async () => {
  await server?.stop()
  copy?.remove()
})

it('a deploy preview serves every kind of page with X-Robots-Tag: noindex', async () => {
  for (const path of ['/', '/contact/', '/seo-agency/vic/melbourne/', '/blog/seo-tips/', '/sitemap.xml']) {
    const res = await fetch(server.origin + path)
    expect(res.status, path).toBe(200)
    expect(res.headers.get('x-robots-tag'), path).toBe('noindex')
  }
})
