// A page that promises a call of some length leads only to meeting types of
// that length (scripts/lib/call-length-checks.ts), on the named fixture site
// tests/fixtures/sites/call-length-broken/: a service page promising 30 minutes
// that sends prospects to the wizard (which books 15 for small budgets), a
// confirmation page of the 15-minute call promising 30, a page promising a
// call it never leads to; and the promises it keeps. The real content keeps its own.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Content } from '../../../schemas/content.ts'
import { callLengthProblems, meetingTypesByPage } from '../../../scripts/lib/call-length-checks.ts'
import { formatProblem } from '../../../scripts/lib/friendly-errors.ts'
import { loadContent } from '../../../scripts/lib/load-content.ts'
import { parseYamlSource } from '../../../scripts/lib/yaml-source.ts'

const SITE = 'tests/fixtures/sites/call-length-broken'
const read = (f: string) => parse(readFileSync(join(SITE, f), 'utf8')) as unknown
const files = readdirSync(join(SITE, 'pages')).map((f) => join(SITE, 'pages', f))
const sources = new Map(files.map((f) => [f, parseYamlSource(f, readFileSync(f, 'utf8'))]))
// Only what the check reads of each part of the content.
const content = {
  pages: files.map((f) => sources.get(f)!.data),
  forms: read('forms/forms.yaml'),
  booking: read('booking.yaml'),
  routing: read('routing.yaml'),
} as Pick<Content, 'pages' | 'forms' | 'booking' | 'routing'>
const lineOf = (file: string, words: string) =>
  readFileSync(join(SITE, 'pages', file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(words)) + 1

describe('call lengths a page promises', () => {
  it('fail where a prospect can reach another length, or no call at all, at the line of the promise', () => {
    const problems = callLengthProblems(content, sources).map(formatProblem)
    expect(problems.map((p) => p.split('  ')[0]!.replace(/:\d+$/, ''))).toEqual(
      [
        `${SITE}/pages/blog.yaml:${lineOf('blog.yaml', '20-minute')}`,
        `${SITE}/pages/services-seo.yaml:${lineOf('services-seo.yaml', '30-minute')}`,
        `${SITE}/pages/t2-booking-confirmation.yaml:${lineOf('t2-booking-confirmation.yaml', '30-minute')}`,
      ].sort(),
    )
    expect(problems.find((p) => p.includes('services-seo'))).toContain(
      'promises a "30-minute" call, but this page leads to Discovery call (discovery-call, 15 minutes)',
    )
    expect(problems.find((p) => p.includes('blog.yaml'))).toContain('leads to no meeting type')
  })

  it('follow links through forms: the contact form books after it, the wizard books by its routes', () => {
    const leadsTo = meetingTypesByPage(content)
    expect(leadsTo.get('/services/google-ads')!.map((t) => t.id)).toEqual(['strategy-call'])
    expect(
      leadsTo
        .get('/services/seo')!
        .map((t) => t.id)
        .sort(),
    ).toEqual(['discovery-call', 'strategy-call'])
    expect(leadsTo.get('/booking-confirmation')!.map((t) => t.id)).toEqual(['strategy-call'])
  })
})

describe('the real content', () => {
  it('promises only the lengths its pages lead to', () => {
    const { content: real, sources: realSources } = loadContent('content')
    expect(callLengthProblems(real!, realSources).map(formatProblem)).toEqual([])
  })
})
