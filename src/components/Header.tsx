// The navigation bar. Built on <details> so the Services dropdown and the
// mobile menu open without JavaScript; src/enhance/nav.ts adds outside-press
// closing, Escape, and "opening the menu closes the dropdown".
import { site } from '../lib/prerender-content.ts'
import { Icon } from './Icon.tsx'
import { Logo } from './Logo.tsx'
import { canonicalHref } from '../lib/routes.ts'

const isCurrent = (href: string, path: string) => (href === '/' ? path === '/' : path.startsWith(href.endsWith('/') ? href : `${href}/`))

export function Header({ path }: { path: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <a href="/" className="rounded-md" aria-label={`${site.brand.name} home`}>
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {site.nav.map((item) => (
              <li key={item.label} className="relative">
                {item.children ? (
                  <details className="group" data-dropdown>
                    <summary
                      className={`flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-medium hover:bg-ink-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden ${isCurrent(item.href, path) ? 'text-brand-700' : 'text-ink-700'}`}
                    >
                      {item.label}
                      <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="absolute top-full left-0 mt-2 w-72 rounded-card border border-ink-100 bg-white p-2 shadow-lift">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a
                            href={canonicalHref(child.href)}
                            className="block rounded-lg px-3 py-2.5 text-[0.95rem] text-ink-700 hover:bg-brand-50 hover:text-brand-700"
                            aria-current={path === canonicalHref(child.href) ? 'page' : undefined}
                          >
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <a
                    href={canonicalHref(item.href)}
                    className={`block rounded-lg px-3 py-2 text-[0.95rem] font-medium hover:bg-ink-50 hover:text-brand-700 ${isCurrent(item.href, path) ? 'text-brand-700' : 'text-ink-700'}`}
                    aria-current={path === canonicalHref(item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={canonicalHref(site.headerCta.href)} className="btn-primary hidden px-5 py-2.5 text-[0.95rem] sm:inline-flex">
            {site.headerCta.label}
          </a>
          <details className="group lg:hidden" data-mobile-menu>
            <summary
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink-800 hover:bg-ink-50 [&::-webkit-details-marker]:hidden"
              aria-label={site.labels.menu}
            >
              <Icon name="menu" className="size-6 group-open:hidden" />
              <Icon name="x" className="hidden size-6 group-open:block" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lift"
            >
              <ul className="container-page flex flex-col gap-1 py-4">
                {site.nav.map((item) => (
                  <li key={item.label}>
                    {item.children ? (
                      <details className="group/sub" data-dropdown>
                        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
                          {item.label}
                          <Icon name="chevron-down" className="size-5 transition-transform group-open/sub:rotate-180" />
                        </summary>
                        <ul className="ml-3 border-l border-ink-100 pl-3">
                          {item.children.map((child) => (
                            <li key={child.href}>
                              <a
                                href={canonicalHref(child.href)}
                                className="block rounded-lg px-3 py-2.5 text-ink-700 hover:bg-brand-50 hover:text-brand-700"
                              >
                                {child.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      <a
                        href={canonicalHref(item.href)}
                        className="block rounded-lg px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50"
                      >
                        {item.label}
                      </a>
                    )}
                  </li>
                ))}
                <li className="pt-2">
                  <a href={canonicalHref(site.headerCta.href)} className="btn-primary w-full">
                    {site.headerCta.label}
                  </a>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
