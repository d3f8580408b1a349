// The content editor (/admin/) as a content editor uses it: Decap CMS from the
// built site, its local proxy (decap-server) writing a scratch copy of this
// repository (a git repository of its own, so `git diff` shows what a save
// changed). A city's intro and a page's hero heading are edited and saved:
// exactly those lines change, the content check passes, and the site rebuilt
// from the copy shows the new words. A value the schema refuses is not saved,
// and the editor says why in the schema's words.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { copyRepo, type Workspace } from '../../scripts/bench/workspace.ts'
import { cmsConfig } from '../../src/generated/cms.ts'

test.describe.configure({ mode: 'serial' })
// One browser is enough: the editor is a desktop tool, and the scratch repository is shared.
test.skip(({ isMobile }) => isMobile, 'the content editor is checked at desktop width')

let scratch: Workspace
let proxy: ChildProcess
let proxyPort: number

const git = (...args: string[]) => execFileSync('git', ['-C', scratch.dir, ...args], { encoding: 'utf8' })
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

test.beforeAll(async () => {
  scratch = copyRepo(process.cwd(), 'cms')
  // The social cards already drawn: the rebuild below then draws none.
  if (existsSync('.cache')) cpSync('.cache', join(scratch.dir, '.cache'), { recursive: true })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.email=cms@test', '-c', 'user.name=cms', 'commit', '-qm', 'before the editor')
  proxyPort = await freePort()
  proxy = spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
    env: { ...process.env, PORT: String(proxyPort), GIT_REPO_DIRECTORY: scratch.dir, MODE: 'fs' },
    stdio: 'pipe',
  })
  await new Promise<void>((resolve, reject) => {
    proxy.stdout!.on('data', (b: Buffer) => b.toString().includes('listening') && resolve())
    proxy.on('exit', (code) => reject(new Error(`decap-server exited (${code})`)))
  })
})

test.afterAll(() => {
  proxy?.kill()
  scratch?.remove()
})

/** The editor's first load (3 MB of script) and a large file's form (local services: every FAQ) take seconds, many more on a loaded CI machine. */
const LOADING = { timeout: 60_000 }

async function openEntry(page: Page, hash: string) {
  // A fresh load: a change of hash alone would leave the last entry's editor state in place.
  await page.goto('about:blank')
  await page.goto(`/admin/?proxy=${proxyPort}${hash}`)
  // The local backend's sign-in is one button, once per browser session.
  const login = page.getByRole('button', { name: 'Login' })
  const publishButton = page.getByRole('button', { name: 'Publish' })
  await expect(login.or(publishButton)).toBeVisible(LOADING)
  if (await login.isVisible()) await login.click()
  await expect(publishButton).toBeVisible(LOADING)
}

/** Lists may show closed items, each named by its summary: opens the first whose summary has this text (its top bar's chevron) unless it shows its fields already. */
async function openItem(page: Page, summary: string, field: string) {
  const item = page.locator('[class*="listControlItem"]').filter({ hasText: summary }).first()
  await expect(item).toBeVisible(LOADING)
  if (!(await item.getByLabel(field, { exact: true }).first().isVisible())) await item.getByRole('button').first().click()
  await expect(item.getByLabel(field, { exact: true }).first()).toBeVisible()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

test('a city intro and a page heading edited in the browser change exactly those lines; the rebuilt site shows them', async ({ page }) => {
  test.setTimeout(360_000)
  await openEntry(page, '#/collections/cities/entries/vic')
  await openItem(page, 'Melbourne', 'Intro')
  const intro = page.getByLabel('Intro').first()
  const old = await intro.inputValue()
  expect(old).toMatch(/^Melbourne buyers do their homework\./)
  await intro.fill(old.replace('Melbourne buyers do their homework.', 'Melbourne buyers compare before they call.'))
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible(LOADING)

  await openEntry(page, '#/collections/pages/entries/home')
  await openItem(page, 'Marketing that pays for itself', 'Heading')
  const heading = page.getByLabel('Heading', { exact: true }).first()
  await expect(heading).toHaveValue(/^Marketing that pays for itself/)
  await heading.fill('Marketing that pays for itself, run by people who answer the phone')
  // The preview is the site's own hero, with the new words.
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toContainText('run by people who answer the phone')
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible(LOADING)

  const diff = git('diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((l) => /^[-+](?![-+])/.test(l))
  expect(diff).toEqual([
    '-      Melbourne buyers do their homework. The city prides itself on taste, whether that means coffee,',
    '+      Melbourne buyers compare before they call. The city prides itself on taste, whether that means coffee,',
    '-    heading: Marketing that pays for itself, run by a team that treats your budget like its own',
    '+    heading: Marketing that pays for itself, run by people who answer the phone',
  ])
  expect(git('diff', '--name-only').trim().split('\n')).toEqual(['content/local/cities/vic.yaml', 'content/pages/home.yaml'])

  const run = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], { cwd: scratch.dir, encoding: 'utf8', stdio: 'pipe' })
  expect(run('check:content')).toContain('content ok')
  run('build')
  const html = (path: string) => readFileSync(join(scratch.dir, 'dist', path, 'index.html'), 'utf8')
  expect(html('/')).toContain('run by people who answer the phone')
  expect(html('/seo-agency/vic/melbourne/')).toContain('Melbourne buyers compare before they call.')
})

test('a value the schema refuses is not saved, and the editor says why in the schema’s words', async ({ page }) => {
  test.setTimeout(180_000)
  await openEntry(page, '#/collections/pages/entries/about')
  await openItem(page, 'A small team of senior marketers', 'Heading')
  const route = page.getByLabel('Route', { exact: true })
  await route.fill('/about us/')
  await publish(page)
  await expect(page.getByText('a path like "/about" or "/services/seo": no trailing slash, no spaces')).toBeVisible()
  await expect(page.getByText('Entry saved')).toHaveCount(0)
  expect(git('status', '--porcelain', 'content/pages/about.yaml')).toBe('')

  // A rule no single field can check (the heading's highlight must be in the heading): refused at save by the schema.
  // Emptied first: a second fill into the focused field would type after the old value.
  await route.clear()
  await route.fill('/about')
  const highlight = page.getByLabel('Highlight').first()
  await highlight.fill('words that are not in the heading')
  await publish(page)
  await expect(page.getByText(/Not saved\..*highlight/)).toBeVisible()
  expect(git('status', '--porcelain', 'content/pages/about.yaml')).toBe('')
})

test('every kind of content opens in the editor, without an error', async ({ page }) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()))
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`))
  type Fields = { label: string }[]
  const collections = cmsConfig.collections as {
    name: string
    folder?: string
    fields?: Fields
    files?: { name: string; file: string; fields: Fields }[]
  }[]
  // Each entry, and the label of its first field: seen only once that entry's form is drawn.
  const entries = collections.flatMap((c) =>
    c.files
      ? c.files.map((f) => ({ hash: `#/collections/${c.name}/entries/${f.name}`, file: f.file, label: f.fields[0]!.label }))
      : [{ hash: `#/collections/${c.name}`, file: c.folder!, label: c.fields![0]!.label }],
  )
  expect(entries.length).toBeGreaterThan(10)
  await openEntry(page, entries.find((e) => e.hash.includes('/entries/'))!.hash)
  for (const { hash, file, label } of entries) {
    await test.step(file, async () => {
      // Within the editor, as a person moves between collections (no reload of the bundle).
      await page.evaluate((h) => (location.hash = h), hash)
      if (!hash.includes('/entries/')) {
        // A folder: its list of entries, then the first of them.
        await page.locator(`a[href*="${hash}/entries/"]`).first().click()
      }
      await expect(page.getByRole('button', { name: /^(Publish|Published)$/ })).toBeVisible(LOADING)
      await expect(page).toHaveURL(new RegExp(`${hash}(/entries/|$)`))
      await expect(
        page
          .locator('label')
          .filter({ hasText: new RegExp(`^${label}`, 'i') })
          .first(),
      ).toBeVisible()
      await expect(page.locator('[class*="ControlContainer"]').first()).toBeVisible()
      await expect(page.getByText(/There's been an error|Error loading|Failed to load entry/i)).toHaveCount(0)
      expect(errors, file).toEqual([])
    })
  }
})
