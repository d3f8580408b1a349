// The footer: services, the Services by Location accordion (service, then
// state, then city; at most one service and one state open — native
// <details name> exclusivity, plus src/enhance/accordion.ts to reset the
// state when another service opens), contact block, legal links and claims.
import { local, site } from '../lib/prerender-content.ts'
import { footerLocations } from '../lib/footer-locations.ts'
import { canonicalHref, localPath } from '../lib/routes.ts'
import { Icon } from './Icon.tsx'
import { Logo } from './Logo.tsx'

function LocationAccordion() {
  const byState = footerLocations(local.states, local.cities, local.services.length, site.footer.maxLocationLinks)
  return (
    <div data-location-accordion>
      {local.services.map((service) => (
        <details key={service.slug} name="footer-location-service" className="group border-b border-white/10" data-service-item>
          <summary className="flex cursor-pointer list-none items-center justify-between py-2.5 text-[0.95rem] text-brand-100 hover:text-white [&::-webkit-details-marker]:hidden">
            {service.title}
            <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-3 pl-3">
            {byState.map(({ state, cities }) => (
              <details key={state.code} name={`footer-location-${service.slug}`} className="group/state" data-state-item>
                <summary className="flex cursor-pointer list-none items-center justify-between py-1.5 text-sm font-semibold text-brand-200 hover:text-white [&::-webkit-details-marker]:hidden">
                  {state.name}
                  <Icon name="chevron-down" className="size-3.5 transition-transform group-open/state:rotate-180" />
                </summary>
                <ul className="grid grid-cols-1 gap-0.5 pb-2 pl-3">
                  {cities.map((city) => (
                    <li key={city.slug}>
                      <a
                        href={localPath(service.slug, state.code, city.slug)}
                        className="inline-block py-1 text-sm text-brand-100 hover:text-white hover:underline"
                      >
                        {service.title} {city.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}

export function Footer() {
  const { contact, footer } = site
  const a = contact.address
  return (
    <footer className="bg-brand-950 text-brand-100" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4 lg:py-16">
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="text-[0.95rem] leading-relaxed text-brand-100">{footer.blurb}</p>
          <ul className="flex gap-6">
            {footer.claims
              .map((name) => site.claims[name]!)
              .map((c) => (
                <li key={c.label}>
                  <span className="block text-3xl font-extrabold text-accent-300">{c.value}</span>
                  <span className="text-sm text-brand-200">{c.label}</span>
                </li>
              ))}
          </ul>
          <p className="inline-flex items-center gap-2 rounded-pill bg-white/10 px-3 py-1.5 text-sm font-semibold text-white">
            <Icon name="award" className="size-4 text-accent-300" />
            {footer.badge}
          </p>
        </div>
        <div>
          <h3 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{footer.servicesHeading}</h3>
          <ul className="space-y-2.5">
            {footer.services.map((l) => (
              <li key={l.href}>
                <a href={canonicalHref(l.href)} className="text-[0.95rem] text-brand-100 hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold tracking-wider text-white uppercase">{footer.locationsHeading}</h3>
          <LocationAccordion />
        </div>
        <div>
          <h3 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{footer.contactHeading}</h3>
          <address className="space-y-3 text-[0.95rem] not-italic">
            <p className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                {a.streetAddress}
                <br />
                {a.addressLocality} {a.addressRegion} {a.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`tel:${contact.phoneE164}`} className="hover:text-white hover:underline">
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`mailto:${contact.email}`} className="break-all hover:text-white hover:underline">
                {contact.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>{contact.hours.display}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-200 md:flex-row md:items-center md:justify-between">
          <p>{footer.copyright}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footer.legal.map((l) => (
              <li key={l.href}>
                <a href={canonicalHref(l.href)} className="hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              {/* The visitor's choice about ad platforms (src/enhance/ads-consent.ts): a script shows it and says its state. */}
              <button
                type="button"
                hidden
                aria-pressed="false"
                data-ads-opt-out
                data-share={site.ads.optOut.share}
                data-stopped={site.ads.optOut.stopped}
                data-gpc={site.ads.optOut.gpc}
                className="cursor-pointer text-left underline-offset-2 hover:text-white hover:underline disabled:cursor-default disabled:no-underline"
              >
                {site.ads.optOut.share}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
