// The JSON-LD check (scripts/audit/json-ld.ts): hand-made blocks that must
// pass, and blocks that must fail with a sentence naming what is missing.
import { describe, expect, it } from 'vitest'
import { jsonLdProblems } from '../../../scripts/audit/json-ld.ts'

const block = (thing: Record<string, unknown>) => JSON.stringify({ '@context': 'https://schema.org', ...thing })

const business = {
  '@type': 'ProfessionalService',
  name: 'Harbourline Digital – Geelong',
  url: 'https://harbourline.example/seo-agency/vic/geelong/',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '100 Chapel Street',
    addressLocality: 'South Yarra',
    addressRegion: 'VIC',
    addressCountry: 'AU',
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 200, bestRating: 5, worstRating: 1 },
  parentOrganization: { '@id': 'https://harbourline.example/#organization' },
}

describe('JSON-LD blocks that pass', () => {
  it.each([
    ['a local business with a nested rating and a reference', business],
    [
      'an organization with nested reviews',
      {
        '@type': 'Organization',
        name: 'Harbourline',
        url: 'https://harbourline.example/',
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Ana' },
            reviewRating: { '@type': 'Rating', ratingValue: 5 },
            datePublished: '2025-03-01',
          },
        ],
      },
    ],
    [
      'an FAQ page',
      {
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Three months.' } }],
      },
    ],
    [
      'breadcrumbs whose last item has no link',
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://harbourline.example/' },
          { '@type': 'ListItem', position: 2, name: 'SEO' },
        ],
      },
    ],
    [
      'a blog post',
      {
        '@type': 'BlogPosting',
        headline: 'SEO tips',
        author: { '@type': 'Organization', name: 'Harbourline' },
        datePublished: '2025-05-01T09:00:00+10:00',
        image: 'https://harbourline.example/og.png',
      },
    ],
    [
      'a type list',
      {
        '@type': ['Organization', 'ProfessionalService'],
        name: 'H',
        url: 'https://h.example/',
        address: { '@type': 'PostalAddress', addressLocality: 'Melbourne', addressCountry: 'AU' },
      },
    ],
  ])('%s', (_, thing) => {
    expect(jsonLdProblems(block(thing))).toEqual([])
  })

  it('checks every node of a @graph', () => {
    const text = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [business, { '@type': 'WebSite', name: 'Harbourline', url: 'https://harbourline.example/' }],
    })
    expect(jsonLdProblems(text)).toEqual([])
  })
})

describe('JSON-LD blocks that fail', () => {
  const problems = (thing: Record<string, unknown>) => jsonLdProblems(block(thing))

  it('names a missing required property', () => {
    expect(problems({ ...business, address: undefined })).toEqual(['JSON-LD ProfessionalService (ProfessionalService): missing address'])
  })
  it('reads "one of" requirements', () => {
    expect(problems({ ...business, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9 } })).toEqual([
      'JSON-LD ProfessionalService.aggregateRating (AggregateRating): missing ratingCount or reviewCount',
    ])
  })
  it('finds problems in nested nodes and arrays', () => {
    const faq = { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer' } }] }
    expect(problems(faq)).toEqual(['JSON-LD FAQPage.mainEntity[0].acceptedAnswer (Answer): missing text'])
  })
  it('treats an empty list or empty text as missing', () => {
    expect(problems({ '@type': 'FAQPage', mainEntity: [] })).toEqual(['JSON-LD FAQPage (FAQPage): missing mainEntity'])
    expect(problems({ '@type': 'Person', name: '' })).toContain('JSON-LD Person (Person): missing name')
  })
  it('wants a link on every breadcrumb but the last, and positions from 1', () => {
    const crumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home' },
        { '@type': 'ListItem', position: 3, name: 'SEO' },
      ],
    }
    expect(problems(crumbs)).toEqual([
      'JSON-LD BreadcrumbList.itemListElement[0] (ListItem): missing item (only the last crumb may leave it out)',
      'JSON-LD BreadcrumbList.itemListElement[1] (ListItem): position is 3, expected 2',
    ])
  })
  it('wants itemReviewed on a review that stands alone, not on a nested one', () => {
    expect(
      problems({ '@type': 'Review', author: { '@type': 'Person', name: 'Ana' }, reviewRating: { '@type': 'Rating', ratingValue: 5 } }),
    ).toEqual(['JSON-LD Review (Review): missing itemReviewed'])
  })
  it('checks ratings against their scale', () => {
    expect(problems({ ...business, aggregateRating: { '@type': 'AggregateRating', ratingValue: 6, reviewCount: 3 } })).toEqual([
      'JSON-LD ProfessionalService.aggregateRating (AggregateRating): ratingValue 6 is outside 1-5',
    ])
  })
  it('wants absolute URLs and ISO dates', () => {
    expect(
      problems({
        '@type': 'BlogPosting',
        headline: 'H',
        author: { '@type': 'Person', name: 'A' },
        datePublished: '1 May 2025',
        image: '/og.png',
      }),
    ).toEqual([
      'JSON-LD BlogPosting.datePublished: "1 May 2025" is not an ISO 8601 date',
      'JSON-LD BlogPosting.image: "/og.png" is not an absolute URL',
    ])
  })
  it('refuses a type it has no rule for, so new markup gets one', () => {
    expect(problems({ '@type': 'Recipe', name: 'Pavlova' })).toEqual([
      'JSON-LD Recipe: no required-property rule for @type Recipe; add one to REQUIRED in scripts/audit/json-ld.ts',
    ])
  })
  it('needs valid JSON, an object and the schema.org context', () => {
    expect(jsonLdProblems('{"@type": "Organization",}')[0]).toMatch(/^JSON-LD: not valid JSON/)
    expect(jsonLdProblems(JSON.stringify({ '@type': 'Organization', name: 'H' }))).toEqual([
      'JSON-LD: @context must be "https://schema.org" (found undefined)',
    ])
    expect(jsonLdProblems('"text"')).toEqual(['JSON-LD: expected an object'])
  })
  it('reports a node without a type', () => {
    expect(problems({ name: 'H' })).toEqual(['JSON-LD node: node without @type'])
  })
})
