// Pins the wording and the positions of content errors: what a content
// editor reads when a YAML file is wrong. Each fixture is a named broken page.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { BookingSettingsSchema } from '../../../schemas/booking-settings.ts'
import { PageSchema } from '../../../schemas/page.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { validate } from '../../../scripts/lib/load-content.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const check = (name: string, dir = 'invalid', schema: z.ZodType = PageSchema) => {
  const file = `tests/fixtures/content/${dir}/${name}.yaml`
  return validate(schema, parseYamlSource(file, readFileSync(file, 'utf8'))).problems.map(formatProblem)
}

describe('content error messages', () => {
  it('accepts the valid baseline', () => {
    expect(check('page', 'valid')).toEqual([])
  })

  it('reports an unknown key at the key itself, with its field path', () => {
    expect(check('unknown-key')).toEqual([
      'tests/fixtures/content/invalid/unknown-key.yaml:7:5  sections.0.heading  is required but missing',
      'tests/fixtures/content/invalid/unknown-key.yaml:8:5  sections.0.headng  unknown key "headng": check the spelling or remove it',
    ])
  })

  it('reports a wrong type with what was expected and what was found', () => {
    expect(check('wrong-type')).toEqual([
      'tests/fixtures/content/invalid/wrong-type.yaml:11:16  sections.1.items.0.value  expected text, got number 340',
    ])
  })

  it('names an unknown section type', () => {
    expect(check('unknown-section')).toEqual([
      'tests/fixtures/content/invalid/unknown-section.yaml:9:11  sections.1.type  unknown section type "carousel": see schemas/sections for the section types',
    ])
  })

  it('lists the allowed values of an enum', () => {
    expect(check('bad-enum')).toEqual([
      'tests/fixtures/content/invalid/bad-enum.yaml:5:41  seo.sitemap.changefreq  expected one of "daily", "weekly", "monthly", got the text "hourly"',
    ])
  })

  it('asks an indexable page for its sitemap entry', () => {
    expect(check('missing-sitemap')).toEqual([
      'tests/fixtures/content/invalid/missing-sitemap.yaml:3:3  seo.sitemap  an indexable page needs sitemap: { priority, changefreq } (or set noindex: true)',
    ])
  })

  it('booking: hours that close before they open, and a timezone that does not exist', () => {
    const file = 'tests/fixtures/content/invalid/booking-closes-before-opening.yaml'
    expect(check('booking-closes-before-opening', 'invalid', BookingSettingsSchema)).toEqual([
      `${file}:3:11  timezone  not a timezone this system knows: use an IANA name such as "Australia/Melbourne"`,
      `${file}:7:30  weeklyHours.mon.0.to  "to" must be later than "from" on the same day, e.g. { from: "09:00", to: "18:00" }`,
    ])
  })

  it('reports YAML syntax errors with their line', () => {
    const [first] = check('yaml-syntax')
    expect(first).toMatch(/^tests\/fixtures\/content\/invalid\/yaml-syntax\.yaml:\d+:\d+ {2}\(file\) {2}YAML syntax: /)
  })
})
