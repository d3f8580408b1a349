// The editor's own logic (admin/kinds.ts), without Decap or a browser: every collection and listed
// file has its schema and format, and a save is refused for what the build would refuse, in the
// schema's words, while a real file read and saved unchanged is accepted.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionKinds, saveProblems } from '../../../admin/kinds.ts'
import { COLLECTIONS } from '../../../src/admin/config.ts'
import { cmsSchemas } from '../../../src/generated/cms.ts'

const kinds = collectionKinds(cmsSchemas)
const folderCollections = COLLECTIONS.filter((c) => !('files' in c))
const listedFiles = COLLECTIONS.flatMap((c) => ('files' in c ? c.files : []))

describe('collectionKinds', () => {
  it('gives every folder collection (by name) and every listed file (by path) a kind', () => {
    expect([...kinds.keys()].sort()).toEqual([...folderCollections.map((c) => c.name), ...listedFiles.map((f) => f.file)].sort())
  })
  it('reads Markdown collections as Markdown, and each kind names the format it is registered as', () => {
    for (const c of folderCollections) {
      const kind = kinds.get(c.name)!
      expect(kind.markdown, c.name).toBe('extension' in c && c.extension === 'md')
      expect(kind.formatName.startsWith(`${kind.extension}-`), c.name).toBe(true)
    }
  })
})

describe('saveProblems', () => {
  // One real entry of a folder collection and one listed file, read as the editor reads them.
  const folder = folderCollections.find((c) => 'extension' in c && c.extension === 'yaml')!
  const folderPath = 'folder' in folder ? folder.folder : ''
  const entryFile = join(
    folderPath,
    readdirSync(folderPath).find((f) => f.endsWith('.yaml'))!,
  )
  const site = listedFiles.find((f) => f.schema === 'site')!

  it('accepts a real entry saved unchanged', () => {
    const data = kinds.get(folder.name)!.format.fromFile(readFileSync(entryFile, 'utf8'))
    expect(saveProblems(kinds, { path: entryFile, collection: folder.name, data })).toEqual([])
    const siteData = kinds.get(site.file)!.format.fromFile(readFileSync(site.file, 'utf8'))
    expect(saveProblems(kinds, { path: site.file, collection: 'settings', data: siteData })).toEqual([])
  })

  it('refuses an entry the schema refuses, naming the field', () => {
    const data = kinds.get(site.file)!.format.fromFile(readFileSync(site.file, 'utf8'))
    const broken = { ...data, baseUrl: 'not a url' }
    const problems = saveProblems(kinds, { path: site.file, collection: 'settings', data: broken })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.join(' ')).toMatch(/baseUrl/)
  })

  it('checks an entry of a folder collection by its collection when its path is new', () => {
    const problems = saveProblems(kinds, { path: join(folderPath, 'new-entry.yaml'), collection: folder.name, data: {} })
    expect(problems.length).toBeGreaterThan(0)
  })

  it('has nothing to say of an entry outside every collection', () => {
    expect(saveProblems(kinds, { path: 'content/unknown.yaml', collection: 'unknown', data: {} })).toEqual([])
  })
})
