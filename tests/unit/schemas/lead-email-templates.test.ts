// The lead page's email templates (content/staff-console.yaml emailTemplates, schemas/staff-lead-tools.ts):
// a subject never carries the person's first name (a visitor's token: the schema's subjectText refuses it,
// so `npm run check:content` does at its file and line), the message may; an unknown token and two
// templates with one id are refused too. Run on a copy of the real content's templates.
import { describe, expect, it } from 'vitest'
import { LeadEmailTemplatesSchema } from '../../../schemas/staff-lead-tools.ts'
import { staffConsole } from '../../../src/generated/staff-console.ts'

const real = staffConsole.emailTemplates
const withFirst = (over: Partial<(typeof real.items)[number]>) => ({
  ...real,
  items: [{ ...real.items[0]!, ...over }, ...real.items.slice(1)],
})
const messages = (value: unknown) => {
  const r = LeadEmailTemplatesSchema.safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the email templates of the lead page', () => {
  it("takes content's templates as they are", () => {
    expect(messages(real)).toEqual([])
  })

  it('refuses {firstName} in a subject, and takes it in the message', () => {
    expect(messages(withFirst({ subject: `Hi {firstName}: ${real.items[0]!.subject}` }))).toEqual([
      expect.stringMatching(/^items\.0\.subject: \{firstName\} is what a visitor typed/),
    ])
    expect(messages(withFirst({ text: 'Hi {firstName}, {scheduleUrl} {sender}' }))).toEqual([])
  })

  it('refuses an unknown token and a second template with the same id', () => {
    expect(messages(withFirst({ text: 'Hi {fristName}' }))).toHaveLength(1)
    expect(messages({ ...real, items: [real.items[0]!, real.items[0]!] })).toEqual([expect.stringMatching(/own id/)])
  })
})
