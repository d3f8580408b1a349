// The content editor (/admin/) as a content editor uses it: Decap CMS from the
// built site, its local proxy (decap-server) writing a scratch copy of this
// repository (a git repository of its own, so `git diff` shows what a save
// changed). A city's intro and a page's hero heading are edited and saved:
// exactly those lines change, the content check passes, and the content the
// pages are rendered from (src/generated/, regenerated in the copy) holds the new
// words. A value the schema refuses is not saved, and the editor says why in the
// schema's words. The entries and their words are read from content/, so an
// edit of those files does not break this test.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { copyRepo, type Workspace } from '../../scripts/bench/workspace.ts'
import { cmsConfig } from '../../src/generated/cms.ts'
import { local } from '../../src/generated/local.ts'

interface Hero {
  type: string
  heading: string
  highlight?: string
}
const PAGES = 'content/pages'
const heroOf = (slug: string) =>
  (parse(readFileSync(join(PAGES, `${slug}.yaml`), 'utf8')) as { sections: Hero[] }).sections.find((s) => s.type === 'hero')!
/** The raw line of a file that holds this text (a one-line value, as the editor saves it). */
const lineWith = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.includes(text))!

// Edits that keep each line's length or shorten it, so that the saved file may keep its line
// breaks whatever today's words are: the home page's hero heading loses a word outside its
// highlight, and the first city's intro has its first sentence in capitals.
const homeHero = heroOf('home')
const home = { file: join(PAGES, 'home.yaml'), heading: homeHero.heading }
const words = home.heading.split(' ')
const newHeading = (homeHero.highlight && home.heading.endsWith(homeHero.highlight) ? words.slice(1) : words.slice(0, -1)).join(' ')
const city = local.cities[0]!
const cityFile = `content/local/cities/${city.state.code.toLowerCase()}.yaml`
const firstSentence = city.intro.match(/^[^.]*\./)![0]
const newSentence = firstSentence.toUpperCase()
// Another page with a highlighted hero heading: the refused values are tried on it.
const other = readdirSync(PAGES)
  .map((f) => f.replace(/\.yaml$/, ''))
  .find((slug) => slug !== 'home' && heroOf(slug)?.highlight)!

test.describe.configure({ mode: 'serial' })
// The editor is a desktop tool: desktop project only (it tags nothing @mobile); the scratch repository is shared.

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

test('a city intro and a page heading edited in the browser change exactly those lines; the regenerated content holds them', async ({
  page,
}) => {
  test.setTimeout(360_000)
  const introLine = lineWith(cityFile, firstSentence)
  const headingLine = lineWith(home.file, `heading: ${home.heading}`)
  await openEntry(page, `#/collections/cities/entries/${city.state.code.toLowerCase()}`)
  await openItem(page, city.name, 'Intro')
  const intro = page.getByLabel('Intro').first()
  const old = await intro.inputValue()
  expect(old.startsWith(firstSentence)).toBe(true)
  await intro.fill(old.replace(firstSentence, newSentence))
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible(LOADING)

  await openEntry(page, '#/collections/pages/entries/home')
  await openItem(page, home.heading.slice(0, 30), 'Heading')
  const heading = page.getByLabel('Heading', { exact: true }).first()
  await expect(heading).toHaveValue(home.heading)
  await heading.fill(newHeading)
  // The preview is the site's own hero, with the new words.
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toHaveText(newHeading)
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible(LOADING)

  const diff = git('diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((l) => /^[-+](?![-+])/.test(l))
  expect(diff).toEqual([
    `-${introLine}`,
    `+${introLine.replace(firstSentence, newSentence)}`,
    `-${headingLine}`,
    `+${headingLine.replace(home.heading, newHeading)}`,
  ])
  expect(git('diff', '--name-only').trim().split('\n')).toEqual([cityFile, home.file])

  const run = (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', ...args], { cwd: scratch.dir, encoding: 'utf8', stdio: 'pipe' })
  expect(run('check:content')).toContain('content ok')
  // The pages are rendered from src/generated/ (the build's first step): regenerated from the
  // copy, it holds the new words. How those modules become HTML is what the rest of the suite
  // checks on this build; a second whole build here would prove nothing more for its minute.
  run('gen')
  const generated = (name: string) => readFileSync(join(scratch.dir, 'src/generated', name), 'utf8')
  expect(generated('pages.ts')).toContain(JSON.stringify(newHeading))
  expect(generated('local.ts')).toContain(newSentence)
})

test('a value the schema refuses is not saved, and the editor says why in the schema’s words', async ({ page }) => {
  test.setTimeout(180_000)
  await openEntry(page, `#/collections/pages/entries/${other}`)
  await openItem(page, heroOf(other).heading.slice(0, 30), 'Heading')
  const route = page.getByLabel('Route', { exact: true })
  const routeValue = await route.inputValue()
  await route.fill(`${routeValue} us/`)
  await publish(page)
  await expect(page.getByText('a path like "/about" or "/services/seo": no trailing slash, no spaces')).toBeVisible()
  await expect(page.getByText('Entry saved')).toHaveCount(0)
  expect(git('status', '--porcelain', join(PAGES, `${other}.yaml`))).toBe('')

  // A rule no single field can check (the heading's highlight must be in the heading): refused at save by the schema.
  // Emptied first: a second fill into the focused field would type after the old value.
  await route.clear()
  await route.fill(routeValue)
  const highlight = page.getByLabel('Highlight').first()
  await highlight.fill('words that are not in the heading')
  await publish(page)
  await expect(page.getByText(/Not saved\..*highlight/)).toBeVisible()
  expect(git('status', '--porcelain', join(PAGES, `${other}.yaml`))).toBe('')
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
