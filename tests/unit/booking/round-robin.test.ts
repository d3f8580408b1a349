// The round robin's choice (netlify/lib/booking/round-robin.ts) over a week of
// simulated bookings: each booking goes to the first host of the order, and
// the shares follow the weights. Tolerance: a host's count is within one
// booking of its exact share (weight / total weight x bookings), since the
// order hands bookings out one at a time; any weights, any number of hosts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostWeight, roundRobinOrder } from '../../../netlify/lib/booking/round-robin.ts'
import { booking as settings } from '../../../src/generated/booking.ts'

/** `n` bookings, each to the first host the order offers, every host free every time. */
function simulate(hosts: readonly string[], weights: Readonly<Record<string, number>>, n: number): Record<string, number> {
  const load = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const first = roundRobinOrder(hosts, load, (h) => weights[h] ?? 1)[0]!
    load.set(first, (load.get(first) ?? 0) + 1)
  }
  return Object.fromEntries(hosts.map((h) => [h, load.get(h) ?? 0]))
}

const TOLERANCE = 1

describe('round robin weights', () => {
  const hosts = settings.meetingTypes[0]!.hosts

  it('over 100 bookings a host with weight 2 takes twice the share of a host with weight 1', () => {
    const weights = { [hosts[0]!]: 2, [hosts[1]!]: 1, [hosts[2]!]: 1 }
    const counts = simulate(hosts.slice(0, 3), weights, 100)
    expect(counts[hosts[0]!]).toBeGreaterThanOrEqual(50 - TOLERANCE)
    expect(counts[hosts[0]!]).toBeLessThanOrEqual(50 + TOLERANCE)
    for (const h of hosts.slice(1, 3)) expect(Math.abs(counts[h]! - 25)).toBeLessThanOrEqual(TOLERANCE)
  })

  it('with equal weights (the content as shipped) the shares are equal, ties in content order', () => {
    const weights = Object.fromEntries(hosts.map((h) => [h, hostWeight(settings, h)]))
    const counts = simulate(hosts, weights, 100)
    const exact = 100 / hosts.length
    for (const h of hosts) expect(Math.abs(counts[h]! - exact)).toBeLessThanOrEqual(TOLERANCE)
    expect(roundRobinOrder(hosts, new Map(), (h) => weights[h]!)).toEqual([...hosts])
  })

  it('any weights: over 100 bookings each host is within one booking of its weighted share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }), (ws) => {
        const ids = ws.map((_, i) => `host-${i}`)
        const weights = Object.fromEntries(ids.map((h, i) => [h, ws[i]!]))
        const counts = simulate(ids, weights, 100)
        const total = ws.reduce((a, b) => a + b, 0)
        for (const [i, h] of ids.entries()) expect(Math.abs(counts[h]! - (100 * ws[i]!) / total)).toBeLessThanOrEqual(TOLERANCE)
      }),
    )
  })

  it('a host not free is never offered; the busier host for their weight goes after', () => {
    const load = new Map([
      ['a', 4],
      ['b', 1],
    ])
    expect(roundRobinOrder(['a', 'b'], load, (h) => (h === 'a' ? 2 : 1))).toEqual(['b', 'a'])
    expect(roundRobinOrder(['b'], load, () => 1)).toEqual(['b'])
  })
})
