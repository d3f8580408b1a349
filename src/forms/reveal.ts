// Scrolling a form's new step into view without scrolling past what the visitor needs to read.
// `focus()` alone scrolls only as far as the field, and not at all with preventScroll: the question
// above the field may stay hidden above the viewport or under the sticky header. The sticky header's
// height is html's scroll-padding-top (src/styles/global.css), which the browser's own scrolling to a
// focused field or an anchor also respects.

/** Scrolls the least that shows from the top of `from` to the bottom of `to` below the header (the top wins if both cannot fit). */
export function revealRange(from: HTMLElement, to: HTMLElement = from): void {
  const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const top = from.getBoundingClientRect().top
  const bottom = to.getBoundingClientRect().bottom
  const margin = 8
  let delta = 0
  if (top < pad) delta = top - pad - margin
  else if (bottom > window.innerHeight) delta = Math.min(bottom - window.innerHeight + margin, top - pad - margin)
  if (delta !== 0) window.scrollBy({ top: delta })
}
