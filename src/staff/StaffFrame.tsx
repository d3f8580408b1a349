// Around every console page, prerendered: the console's name, the menu (the
// current page marked; Due first, where the console opens), and the page's heading. The lead page names its
// person in its own heading, once loaded. The site's own header and footer
// are not here (src/pages/+Layout.tsx leaves them out under /staff/).
import type { ReactNode } from 'react'
import { words } from './copy.ts'
import { STAFF_PAGES, type StaffView } from '../lib/staff-routes.ts'

const MENU: { view: StaffView; label: string }[] = [
  { view: 'due', label: words.frame.due },
  { view: 'inbox', label: words.frame.inbox },
  { view: 'board', label: words.frame.board },
  { view: 'calls', label: words.frame.calls },
  { view: 'setAside', label: words.frame.setAside },
  { view: 'funnel', label: words.frame.funnel },
  { view: 'ads', label: words.frame.ads },
  { view: 'signOut', label: words.frame.signOut },
]

const HEADINGS: Partial<Record<StaffView, string>> = {
  signIn: words.signIn.heading,
  signOut: words.signOut.heading,
  due: words.due.heading,
  inbox: words.inbox.heading,
  calls: words.calls.heading,
  setAside: words.setAside.heading,
  funnel: words.funnel.heading,
  ads: words.ads.heading,
  board: words.board.heading,
}

export function StaffFrame({ view, children }: { view: StaffView; children: ReactNode }) {
  const signedIn = view !== 'signIn' && view !== 'signOut'
  const heading = HEADINGS[view]
  return (
    <div className="min-h-screen bg-ink-50">
      <header className="border-b border-ink-200 bg-brand-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <a href={signedIn ? STAFF_PAGES.due : STAFF_PAGES.signIn} className="text-lg font-bold">
            {words.frame.name}
          </a>
          {signedIn && (
            <nav aria-label={words.frame.nav} className="w-full sm:ml-auto sm:w-auto">
              <ul className="flex flex-wrap gap-x-1 gap-y-1">
                {MENU.map((m) => (
                  <li key={m.view}>
                    <a
                      href={STAFF_PAGES[m.view]}
                      aria-current={m.view === view || (view === 'lead' && m.view === 'inbox') ? 'page' : undefined}
                      className="block rounded-lg px-3 py-1.5 font-semibold text-brand-100 hover:bg-brand-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-950"
                    >
                      {m.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">
        {heading && <h1 className="mb-5 text-3xl font-extrabold tracking-tight text-ink-900">{heading}</h1>}
        {children}
      </main>
    </div>
  )
}
