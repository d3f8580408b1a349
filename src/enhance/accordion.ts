// The footer's Services by Location accordion: native <details name> keeps one
// service (and one state within it) open; opening a service resets its states.
// Browsers without <details name> support get the exclusivity from here.
export function enhanceAccordions(): void {
  const supportsName = 'name' in HTMLDetailsElement.prototype
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
    details.addEventListener('toggle', () => {
      if (!details.open) return
      if (!supportsName)
        for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${details.getAttribute('name')}"]`))
          if (other !== details) other.open = false
      if (details.hasAttribute('data-service-item'))
        for (const state of details.querySelectorAll<HTMLDetailsElement>('details[data-state-item]')) state.open = false
    })
  }
}
