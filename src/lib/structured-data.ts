// JSON-LD built from typed input, with the site's structured-data defaults
// (rating 4.9 of 200 reviews, best 5, worst 1, founded 2016, 8 staff, AU, English).
// jsonLdScriptContent() escapes the output so no content can close the <script>.
import type { Site } from '../../schemas/site.ts'

type Thing = Record<string, unknown>

interface FaqInput {
  question: string
  answer: string
}
interface ReviewInput {
  author: string
  reviewBody: string
  datePublished: string
  ratingValue: number
}

const abs = (site: Site, path: string) => (/^https?:/.test(path) ? path : site.baseUrl + path)

function postalAddress(site: Site): Thing {
  return { '@type': 'PostalAddress', ...site.contact.address }
}

function aggregateRating(site: Site): Thing {
  const sd = site.structuredData
  return {
    '@type': 'AggregateRating',
    ratingValue: sd.ratingValue,
    reviewCount: sd.reviewCount,
    bestRating: sd.bestRating,
    worstRating: sd.worstRating,
  }
}

function openingHours(site: Site): Thing {
  const h = site.contact.hours
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes }
}

export function organization(site: Site): Thing {
  const sd = site.structuredData
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.brand.name,
    legalName: site.brand.legalName,
    description: site.brand.tagline,
    url: `${site.baseUrl}/`,
    logo: abs(site, '/logo.svg'),
    email: site.contact.email,
    telephone: site.contact.phoneE164,
    address: postalAddress(site),
    foundingDate: sd.foundingDate,
    numberOfEmployees: { '@type': 'QuantitativeValue', value: sd.numberOfEmployees },
    areaServed: sd.areaServed,
    knowsLanguage: sd.inLanguage,
    aggregateRating: aggregateRating(site),
    ...(sd.socialProfiles.length ? { sameAs: sd.socialProfiles } : {}),
  }
}

export function localBusiness(site: Site, input: { url: string; city: string; region: string }): Thing {
  return {
    '@type': 'ProfessionalService',
    '@id': `${abs(site, input.url)}#business`,
    name: `${site.brand.name} – ${input.city}`,
    description: site.brand.tagline,
    url: abs(site, input.url),
    image: abs(site, site.seo.defaultImage),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    priceRange: site.structuredData.priceRange,
    address: postalAddress(site),
    areaServed: [
      { '@type': 'City', name: input.city, containedInPlace: { '@type': 'State', name: input.region } },
      { '@type': 'Country', name: site.structuredData.areaServed },
    ],
    openingHoursSpecification: [openingHours(site)],
    aggregateRating: aggregateRating(site),
    parentOrganization: { '@id': `${site.baseUrl}/#organization` },
  }
}

export function service(site: Site, input: { name: string; description: string; url: string; areaServed?: string }): Thing {
  return {
    '@type': 'Service',
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: abs(site, input.url),
    provider: { '@type': 'Organization', name: site.brand.name, url: `${site.baseUrl}/` },
    areaServed: input.areaServed
      ? { '@type': 'City', name: input.areaServed }
      : { '@type': 'Country', name: site.structuredData.areaServed },
    inLanguage: site.structuredData.inLanguage,
  }
}

export function faqPage(items: readonly FaqInput[]): Thing {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
  }
}

export function reviews(site: Site, items: readonly ReviewInput[]): Thing {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.brand.name,
    url: `${site.baseUrl}/`,
    aggregateRating: aggregateRating(site),
    review: items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      reviewBody: r.reviewBody,
      datePublished: r.datePublished,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: r.ratingValue,
        bestRating: site.structuredData.bestRating,
        worstRating: site.structuredData.worstRating,
      },
    })),
  }
}

export function breadcrumbList(site: Site, crumbs: readonly { name: string; path: string }[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(site, c.path) })),
  }
}

export function article(
  site: Site,
  input: { headline: string; description: string; url: string; datePublished: string; author: string; image: string },
): Thing {
  return {
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url: abs(site, input.url),
    mainEntityOfPage: abs(site, input.url),
    datePublished: input.datePublished,
    image: abs(site, input.image),
    author: { '@type': 'Organization', name: input.author },
    publisher: { '@type': 'Organization', name: site.brand.name, logo: { '@type': 'ImageObject', url: abs(site, '/logo.svg') } },
    inLanguage: site.structuredData.inLanguage,
  }
}

/**
 * The text of a <script type="application/ld+json">: "<", ">", "&" and the
 * line separators are escaped as \\uXXXX, which JSON parsers read back as the
 * same characters, so "</script>" in any content can never end the block.
 */
export function jsonLdScriptContent(thing: Thing): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...thing })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
