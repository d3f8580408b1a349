// Services dropdown and mobile menu (both <details>): close on a press or
// touch outside, close on Escape, and opening the mobile menu closes the
// dropdown. Opening one dropdown closes the other open ones.
export function enhanceNav(): void {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')]
  const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]')]
  const all = [...dropdowns, ...menus]

  for (const menu of menus)
    menu.addEventListener('toggle', () => {
      if (menu.open) for (const d of dropdowns) if (!menu.contains(d)) d.open = false
    })
  for (const d of dropdowns)
    d.addEventListener('toggle', () => {
      if (d.open) for (const other of dropdowns) if (other !== d) other.open = false
    })

  const closeOutside = (event: Event) => {
    const target = event.target as Node
    for (const d of all) if (d.open && !d.contains(target)) d.open = false
  }
  document.addEventListener('pointerdown', closeOutside)
  document.addEventListener('touchstart', closeOutside, { passive: true })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const d of all)
      if (d.open) {
        d.open = false
        d.querySelector('summary')?.focus()
      }
  })
}
