import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import { site } from '../lib/prerender-content.ts'
import { isStaffPath } from '../lib/staff-routes.ts'
import '../styles/global.css'

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  const skipLink = (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {site.labels.skipLink}
    </a>
  )
  // The staff console has its own frame and <main> (src/staff/StaffFrame.tsx), not the site's chrome.
  if (isStaffPath(urlPathname))
    return (
      <>
        {skipLink}
        {children}
      </>
    )
  return (
    <>
      {skipLink}
      <Header path={urlPathname} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  )
}
