// The pages `npm test`'s axe and CSP walks visit: every page but the local ones, and of those a
// sample in which every service and every state appears; `npm run audit` and test:deep walk all.
import { describe, expect, it } from 'vitest'
import { sampleLocalPages } from '../../../scripts/audit/lib/pages.ts'
import { local } from '../../../src/generated/local.ts'
import { localPath } from '../../../src/lib/routes.ts'

const localPages = local.services.flatMap((s) =>
  local.cities.map((c) => ({ path: localPath(s.slug, c.state.code, c.slug), status: 200, indexed: true })),
)
const others = [
  { path: '/', status: 200, indexed: true },
  { path: '/services/seo/', status: 200, indexed: true },
  { path: '/growth-session/', status: 200, indexed: false },
  { path: '/audit-probe-no-such-page/', status: 404, indexed: false },
]

describe('sampleLocalPages', () => {
  const walked = sampleLocalPages([...others, ...localPages])
  const walkedLocal = walked.filter((p) => localPages.includes(p))

  it('keeps every page that is not a local page', () => {
    for (const p of others) expect(walked).toContain(p)
  })
  it('keeps a local page of every service and of every state', () => {
    for (const s of local.services)
      expect(
        walkedLocal.some((p) => p.path.startsWith(`/${s.slug}/`)),
        s.slug,
      ).toBe(true)
    for (const code of new Set(local.cities.map((c) => c.state.code)))
      expect(
        walkedLocal.some((p) => p.path.split('/')[2] === code.toLowerCase()),
        code,
      ).toBe(true)
  })
  it('walks far fewer local pages than there are', () => {
    const states = new Set(local.cities.map((c) => c.state.code)).size
    expect(walkedLocal.length).toBeLessThanOrEqual(local.services.length + states)
    expect(walkedLocal.length).toBeLessThan(localPages.length)
  })
})
