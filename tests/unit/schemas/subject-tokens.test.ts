// No subject carries what a visitor typed: every email subject and text message of
// content/prospect-messages.yaml refuses {name} (a visitor's token, schemas/tokens.ts
// VISITOR_TOKENS) in `npm run check:content`, at its file and line, so no editor can put a
// stranger's words at the start of an email from our address. Run once on a copy of the real
// content with every such text given {name}.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { ProspectMessagesSchema } from '../../../schemas/prospect-messages.ts'
import { prospectMessages } from '../../../src/generated/prospect-messages.ts'

/** Every subject and text message, by its path in prospect-messages.yaml. */
const SUBJECTS = [
  ['leadSubject'],
  ['bookingSubject'],
  ['movedSubject'],
  ['cancelledSubject'],
  ['growthPlan', 'subject'],
  ['manageLink', 'subject'],
  ['noShowRebook', 'subject'],
  ['hostAway', 'subject'],
  ['reminders', 'daySubject'],
  ['reminders', 'hourSubject'],
  ['reminders', 'sms'],
]
const VISITOR = /\{name\} is what a visitor typed/

const dir = mkdtempSync(join(tmpdir(), 'content-'))
const root = join(dir, 'content')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a visitor token in a subject', () => {
  it('is refused by the schema, for every subject and text message', () => {
    const doc = parseDocument(JSON.stringify(prospectMessages))
    for (const path of SUBJECTS) doc.setIn(path, `Hi {name}: ${String(doc.getIn(path))}`)
    const r = ProspectMessagesSchema.safeParse(doc.toJS())
    const issues = r.success ? [] : r.error.issues.filter((i) => VISITOR.test(i.message)).map((i) => i.path.join('.'))
    expect(issues.sort()).toEqual(SUBJECTS.map((p) => p.join('.')).sort())
  })

  let out = ''
  let code = 0
  beforeAll(() => {
    cpSync('content', root, { recursive: true })
    const file = join(root, 'prospect-messages.yaml')
    const doc = parseDocument(readFileSync(file, 'utf8'))
    for (const path of SUBJECTS) doc.setIn(path, `Hi {name}: ${String(doc.getIn(path))}`)
    writeFileSync(file, doc.toString())
    try {
      out = execFileSync('npx', ['tsx', 'scripts/generate.ts', '--check', `--root=${root}`], { encoding: 'utf8', stdio: 'pipe' })
    } catch (e) {
      const err = e as { status: number; stderr: string; stdout: string }
      ;[code, out] = [err.status, err.stdout + err.stderr]
    }
  }, 120_000)

  it('fails `npm run check:content`, at each one, with the reason', () => {
    expect(code).toBe(1)
    for (const path of SUBJECTS)
      expect(out).toMatch(
        new RegExp(`content/prospect-messages\\.yaml:\\d+:\\d+ {2}${path.join('\\.')} {2}.*\\{name\\} is what a visitor typed`),
      )
  })
})
