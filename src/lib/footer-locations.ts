// What the footer's Services by Location accordion lists: service, then state,
// then city. Every local page while they fit in the budget (site.yaml
// footer.maxLocationLinks); past it, each state keeps its first cities in file
// order. The footer is on every page, so without the bound each page would
// grow with the city count and the build with its square (see BENCHMARKS.md).

interface FooterCity {
  slug: string
  name: string
  state: { code: string }
}
interface FooterState {
  code: string
  name: string
}

interface FooterStateGroup<C extends FooterCity> {
  state: FooterState
  cities: C[]
}

/** States that have cities, each with the cities one service lists under it. */
export function footerLocations<C extends FooterCity>(
  states: readonly FooterState[],
  cities: readonly C[],
  serviceCount: number,
  maxLinks: number,
): FooterStateGroup<C>[] {
  const groups = states
    .map((state) => ({ state, cities: cities.filter((c) => c.state.code === state.code) }))
    .filter((g) => g.cities.length > 0)
  if (serviceCount * cities.length <= maxLinks) return groups
  const perState = Math.max(1, Math.floor(maxLinks / (serviceCount * Math.max(1, groups.length))))
  return groups.map((g) => ({ state: g.state, cities: g.cities.slice(0, perState) }))
}
