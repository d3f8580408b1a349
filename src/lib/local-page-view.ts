// The view of one local landing page (/{service}/{state}/{city}/): the
// service's copy filled with the city's facts, woven with the city's own
// text (intro, economy, digital landscape, the service angle, its industries'
// angles, districts, nearby cities). Also the Your City placeholder for an
// unknown city, served with status 404 and noindex.
import type { LocalService, MarketProfile } from '../../schemas/local.ts'
import type { LocalPageCopy } from '../../schemas/local-page.ts'
import type { LocalCity } from '../../schemas/content.ts'
import { local, site } from './prerender-content.ts'
import { cityTokenVars } from '../../schemas/local-text.ts'
import { fillTokens, fillTokensDeep } from '../../schemas/tokens.ts'
import { crumbs, makeMeta, type PageMeta } from './page-meta.ts'
import { UNKNOWN_STATE_SEGMENT, localPath, localPlaceholderPath } from './routes.ts'
import { faqPage, localBusiness, service as serviceLd } from './structured-data.ts'

export interface LocalPageView {
  placeholder: boolean
  /** content/local/page.yaml with {city} {state} {service} {title} filled for this page. */
  copy: LocalPageCopy
  service: LocalService
  cityName: string
  stateCode: string
  stateName: string
  city?: LocalCity
  profile: MarketProfile
  industries: { label: string; angle: string }[]
  related: { title: string; url: string; description: string }[]
  nearby: { name: string; url: string }[]
  /** How the agency serves this city: from Melbourne by video call, in person too where the city's content says so. */
  servedFrom: string
  /** The FAQ: the service's first questions, then the city's own local questions. */
  faqs: { question: string; answer: string }[]
}

export interface LocalPageData {
  meta: PageMeta
  view: LocalPageView
}

/** Questions in a local page's FAQ (the spec's eight-question accordion), the city's own included. */
export const LOCAL_FAQ_COUNT = 8
export const PLACEHOLDER = { city: 'Your City', state: 'Your State' }

export function parseLocalPath(pathname: string): { service: LocalService; state: string; city: string } | null {
  const parts = pathname.split('/').filter(Boolean)
  const service = local.services.find((s) => s.slug === parts[0])
  if (!service) return null
  if (parts.length === 2 && `/${parts[0]}/${parts[1]}/` === localPlaceholderPath(service.slug)) return { service, state: '', city: '' }
  if (parts.length !== 3) return null
  return { service, state: parts[1]!, city: parts[2]! }
}

function industryLabel(key: string) {
  return local.industries.find((i) => i.key === key)?.label ?? key
}

/**
 * The page's questions: the city's own local questions take the place of the
 * service's last ones, so the accordion keeps LOCAL_FAQ_COUNT questions and a
 * page carries more of its city than of the template.
 */
export function localFaqs(
  serviceFaqs: readonly { question: string; answer: string }[],
  cityFaqs: readonly { question: string; answer: string }[],
): { question: string; answer: string }[] {
  return [...serviceFaqs.slice(0, Math.max(0, LOCAL_FAQ_COUNT - cityFaqs.length)), ...cityFaqs]
}

export function localPageData(pathname: string): LocalPageData {
  const parsed = parseLocalPath(pathname)
  if (!parsed) throw new Error(`not a local path: ${pathname}`)
  const { service } = parsed
  const city = local.cities.find((c) => c.slug === parsed.city && c.state.code.toLowerCase() === parsed.state)
  const cityName = city?.name ?? PLACEHOLDER.city
  const stateName = city?.state.name ?? PLACEHOLDER.state
  const stateCode = city?.state.code ?? ''
  const nearbyCities = city
    ? city.nearby
        .map((slug) => local.cities.find((c) => c.slug === slug && c.state.code === city.state.code))
        .filter((c): c is LocalCity => !!c)
    : []
  const vars = city
    ? cityTokenVars(
        city,
        city.state,
        nearbyCities.map((c) => c.name),
      )
    : {
        city: PLACEHOLDER.city,
        state: PLACEHOLDER.state,
        stateName: PLACEHOLDER.state,
        population: 'a growing population',
        postcodes: 'your local postcodes',
        nearby: 'nearby areas',
      }
  const filled = fillTokensDeep(service, vars)
  const stateSegment = city ? city.state.code.toLowerCase() : UNKNOWN_STATE_SEGMENT
  const citySegment = city?.slug ?? 'your-city'

  const copy = fillTokensDeep(local.copy, { city: cityName, state: stateName, service: service.service, title: service.title })
  const view: LocalPageView = {
    placeholder: !city,
    copy,
    service: filled,
    cityName,
    stateCode,
    stateName,
    city,
    profile: city?.marketProfile ?? local.defaultProfile,
    industries: (city?.industries ?? []).map((key) => ({
      label: industryLabel(key),
      angle: fillTokens(service.industryAngles[key], vars),
    })),
    // A known city's card says what that other service means in this city (its own angle), not the shared one-liner.
    related: local.services
      .filter((s) => s.slug !== service.slug)
      .map((s) => ({
        title: `${s.title} ${cityName}`,
        url: `/${s.slug}/${stateSegment}/${citySegment}/`,
        description: city ? city.angles[s.slug] : fillTokens(s.shortDesc, vars),
      })),
    nearby: nearbyCities.map((c) => ({ name: c.name, url: localPath(service.slug, c.state.code, c.slug) })),
    servedFrom: city?.visits ? copy.servedInPerson : copy.servedFrom,
    faqs: localFaqs(filled.faqs, city?.faqs ?? []),
  }

  const path = city ? localPath(service.slug, city.state.code, city.slug) : localPlaceholderPath(service.slug)
  const title = `${service.title} ${cityName}${city ? `, ${city.state.code}` : ''}`
  const description = city
    ? `${service.service} for ${cityName} businesses: ${fillTokens(service.shortDesc, vars)}`.slice(0, 160).replace(/\s+\S*$/, '') + '.'
    : `${service.service} for businesses in your city.`
  const jsonLd: Record<string, unknown>[] = []
  if (city) {
    jsonLd.push(localBusiness(site, { url: path, city: cityName, region: stateName }))
    jsonLd.push(
      serviceLd(site, { name: `${service.service} in ${cityName}`, description: filled.description, url: path, areaServed: cityName }),
    )
    jsonLd.push(faqPage(view.faqs))
    jsonLd.push(crumbs(site, path, `${service.title} ${cityName}`, [{ name: 'Services', path: '/services/' }])!)
  }
  return {
    view,
    meta: makeMeta(site, {
      title,
      description,
      keywords: [
        `${service.title.toLowerCase()} ${cityName.toLowerCase()}`,
        `${service.service.toLowerCase()} ${cityName.toLowerCase()}`,
        `${cityName.toLowerCase()} ${stateCode.toLowerCase()}`,
      ],
      path: city ? path : null,
      noindex: !city,
      jsonLd,
      card: { kicker: service.service, title: `${service.title} ${cityName}`, detail: city ? `${cityName}, ${stateName}` : undefined },
    }),
  }
}
