// Arrow-key movement in a list laid out as rows that wrap (the day chips):
// Left/Right step one, Up/Down step one row, Home/End jump to the ends. One
// tab stop for the whole list (roving tabindex); the caller moves focus.

/** Where focus goes from `index` on `key`, or null when the key is not ours (or goes nowhere). */
export function rovingTarget(key: string, index: number, count: number, columns: number): number | null {
  if (count <= 0) return null
  const cols = Math.max(1, columns)
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i))
  let next: number
  switch (key) {
    case 'ArrowLeft':
      next = index - 1
      break
    case 'ArrowRight':
      next = index + 1
      break
    case 'ArrowUp':
      next = index - cols
      break
    case 'ArrowDown':
      next = index + cols
      break
    case 'Home':
      next = 0
      break
    case 'End':
      next = count - 1
      break
    default:
      return null
  }
  // Up from the first row or Down from the last stays put: no wrapping to the other end.
  if ((key === 'ArrowUp' || key === 'ArrowDown') && (next < 0 || next > count - 1)) {
    if (key === 'ArrowDown' && Math.floor((count - 1) / cols) > Math.floor(index / cols)) return count - 1
    return null
  }
  const target = clamp(next)
  return target === index ? null : target
}

/** How many items share the first item's row, from their offsetTop (the layout decides the columns). */
export function columnsOf(items: readonly { offsetTop: number }[]): number {
  const first = items[0]
  if (!first) return 1
  let n = 0
  while (n < items.length && items[n]!.offsetTop === first.offsetTop) n++
  return Math.max(1, n)
}
