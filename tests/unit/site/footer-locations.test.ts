import { describe, expect, it } from 'vitest'
import { footerLocations } from '../../../src/lib/footer-locations.ts'

const states = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
]
const city = (slug: string, code: string) => ({ slug, name: slug, state: { code } })
const cities = [
  city('sydney', 'NSW'),
  city('newcastle', 'NSW'),
  city('wollongong', 'NSW'),
  city('melbourne', 'VIC'),
  city('geelong', 'VIC'),
]

describe('footer Services by Location', () => {
  it('lists every city under its state while the links fit, and leaves out states without cities', () => {
    const groups = footerLocations(states, cities, 6, 30)
    expect(groups.map((g) => [g.state.code, g.cities.map((c) => c.slug)])).toEqual([
      ['NSW', ['sydney', 'newcastle', 'wollongong']],
      ['VIC', ['melbourne', 'geelong']],
    ])
  })
  it("past the budget keeps each state's first cities, so every page stays the same size however many cities there are", () => {
    const many = Array.from({ length: 1000 }, (_, i) => city(`town-${i}`, i % 2 ? 'NSW' : 'VIC'))
    const groups = footerLocations(states, many, 6, 600)
    const links = 6 * groups.reduce((n, g) => n + g.cities.length, 0)
    expect(links).toBeLessThanOrEqual(600)
    expect(groups.map((g) => g.cities[0]!.slug)).toEqual(['town-1', 'town-0'])
    expect(footerLocations(states, many.concat(many), 6, 600).flatMap((g) => g.cities).length).toBe(groups.flatMap((g) => g.cities).length)
  })
})
