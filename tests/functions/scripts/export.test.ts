// `npm run leads -- export` end to end: the real functions write into a local
// Blobs store laid out like the one `tsx scripts/serve.ts` keeps
// (<root>/.netlify/blobs-serve, site "0"); the CLI, called in process, reads it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setEnvironmentContext } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { csvCell } from '../../../netlify/lib/csv.ts'
import { formToken, GROWTH_ANSWERS, id, post, validContact, validGrowth } from '../harness.ts'
import { leadsCli } from '../leads-cli.ts'
import { growthSessionForm } from '../../../src/generated/forms.ts'
import { contactOptions } from '../../../schemas/lead.ts'

let root: string
const leadId = id()
const quickId = id()

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leads-export-'))
  const server = new BlobsServer({ directory: join(root, '.netlify', 'blobs-serve'), token: 't' })
  const { port } = await server.start()
  const url = `http://localhost:${port}`
  setEnvironmentContext({ siteID: '0', token: 't', edgeURL: url, uncachedEdgeURL: url })
  // A wizard whose step 2 and step 5 saves were retried (sent twice).
  for (let step = 1; step <= growthSessionForm.steps.length; step++) {
    const body = validGrowth(step, { leadId, savedAt: Date.UTC(2025, 0, 15, 1, 2, step) })
    expect((await post('growth-session', body)).status).toBe(200)
    if (step === 2 || step === 5) expect((await post('growth-session', body)).status).toBe(200)
  }
  // An abandoned wizard, a contact lead with a formula in it, a quick person, and a bot.
  expect(
    (await post('growth-session', validGrowth(2, { startedAt: Date.UTC(2024, 11, 1), savedAt: Date.UTC(2024, 11, 1, 0, 1) }))).status,
  ).toBe(200)
  expect((await post('contact', validContact({ company: '=HYPERLINK("http://evil.example")' }))).status).toBe(200)
  expect((await post('contact', validContact({ leadId: quickId, formToken: formToken('contact', 0) }))).status).toBe(200)
  expect((await post('contact', validContact({ fax: 'spam' }))).status).toBe(200)
  await server.stop()
}, 30_000)
afterAll(async () => rm(root, { recursive: true, force: true }))

const cli = (...args: string[]) => leadsCli(['export', ...args], { ...process.env, LEADS_PROJECT_ROOT: root, BLOBS_DIR: '' })

it('json: one complete growth-session lead with every answer, despite the retried saves', async () => {
  const { stdout, stderr } = await cli('--format', 'json', '--form', 'growth-session')
  const leads = JSON.parse(stdout) as {
    leadId: string
    complete: boolean
    answers: Record<string, string>
    submissions: number
    attribution: Record<string, string>
  }[]
  const lead = leads.find((l) => l.leadId === leadId)
  // The wizard's phone, typed after its +61, is stored as E.164.
  expect(lead).toMatchObject({
    complete: true,
    submissions: growthSessionForm.steps.length,
    answers: { ...GROWTH_ANSWERS, phone: '+61412345678' },
  })
  expect(lead!.attribution).toMatchObject({ utm_source: 'google', landingPage: expect.stringContaining('/services/seo') })
  expect(leads).toHaveLength(2)
  expect(stderr).toMatch(/2 leads \(1 complete\) from the local store/)
}, 30_000)

it('csv: a row per lead, phones in international form, formulas defused; spam stays out', async () => {
  const { stdout } = await cli()
  const lines = stdout.trimEnd().split('\r\n')
  expect(lines).toHaveLength(1 + 4)
  expect(stdout).toContain(',+61 412 345 678,')
  expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
  expect(stdout).not.toContain(',spam,')
  // Choices read as their labels, as the visitor saw them.
  const { contactForm } = await import('../../../src/generated/forms.ts')
  const industry = contactOptions(contactForm, 'industry')[0]!
  expect(industry.value).not.toBe(industry.label)
  expect(lines.find((l) => l.includes(',contact,'))).toContain(`,${industry.label},`)
}, 30_000)

it('csv: a lead sent quickly is exported like any other, with its flag in the flags column', async () => {
  const { stdout } = await cli('--form', 'contact')
  const [header, ...rows] = stdout.trimEnd().split('\r\n')
  const flagsAt = header!.split(',').indexOf('flags')
  expect(flagsAt).toBeGreaterThan(0)
  const quick = rows.find((r) => r.startsWith(quickId))!
  expect(quick.split(',')[flagsAt]).toMatch(/^fast: sent \d+\.\d s after the form token was issued/)
  expect(rows.filter((r) => !r.startsWith(quickId)).every((r) => r.split(',')[flagsAt] === '')).toBe(true)
}, 30_000)

it('--spam lists what was set apart, with the reason', async () => {
  const { stdout } = await cli('--spam', '--format', 'json')
  const leads = JSON.parse(stdout) as { form: string; spamReasons: string[] }[]
  expect(leads).toEqual([expect.objectContaining({ form: 'contact', spamReasons: ['honeypot field filled'] })])
}, 30_000)

it('--since filters on the last update (server time)', async () => {
  const { stdout } = await cli('--format', 'json', '--since', new Date(Date.now() - 3_600_000).toISOString())
  expect(JSON.parse(stdout)).toHaveLength(4)
  const none = await cli('--format', 'json', '--since', '2999-01-01')
  expect(JSON.parse(none.stdout)).toEqual([])
}, 30_000)

it('refuses bad options with the usage text', async () => {
  await expect(cli('--format', 'xml')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--format must be csv or json') })
  await expect(cli('--since', 'yesterday-ish')).rejects.toMatchObject({ code: 2 })
  await expect(cli('--site', 'abc')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--site needs --token') })
}, 30_000)

it('csvCell quotes and defuses', () => {
  expect(csvCell('a,b')).toBe('"a,b"')
  expect(csvCell('say "hi"')).toBe('"say ""hi"""')
  expect(csvCell('-1+1')).toBe("'-1+1")
  expect(csvCell('+2+cmd|x')).toBe("'+2+cmd|x")
  expect(csvCell('+61412345678')).toBe('+61412345678')
  expect(csvCell('+61 (3) 5550-4321')).toBe('+61 (3) 5550-4321')
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  expect(csvCell(['a', 'b'])).toBe('a; b')
  expect(csvCell(undefined)).toBe('')
})
