// Staff console pages: the console's view, rendered over the shell's loading
// line (not hydrated: the prerendered HTML cannot know the URL's query or the
// session). None of the site's chrome enhancements, forms or booking code.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { StaffConsole, type StaffConsoleProps } from '../../staff/StaffConsole.tsx'

const el = document.querySelector<HTMLElement>('[data-staff-console]')
if (el) {
  const props = JSON.parse(el.dataset.props ?? '{}') as StaffConsoleProps
  el.replaceChildren()
  createRoot(el).render(createElement(StaffConsole, props))
}
