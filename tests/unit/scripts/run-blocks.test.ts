// The runner of `npm test`'s blocks: lanes at once, blocks of a lane in order, a failed block
// stops its lane and the phases after, and every block is in the closing table.
import { describe, expect, it } from 'vitest'
import { runPhases, timeTable, type Block } from '../../../scripts/lib/run-blocks.ts'

/** A stand-in for bash: each block "runs" for its given milliseconds and exits with its code. */
function fakeRunner(plan: Record<string, { ms: number; code?: number }>) {
  const log: string[] = []
  const run = async (b: Block) => {
    log.push(`start ${b.name}`)
    await new Promise((r) => setTimeout(r, plan[b.name]!.ms))
    log.push(`end ${b.name}`)
    return { code: plan[b.name]!.code ?? 0, output: `${b.name} said hello` }
  }
  return { run, log }
}
const b = (name: string): Block => ({ name, run: `echo ${name}` })

describe('runPhases', () => {
  it('runs the lanes of a phase at once and the blocks of a lane in order', async () => {
    const { run, log } = fakeRunner({ a1: { ms: 30 }, a2: { ms: 10 }, b1: { ms: 10 } })
    const printed: string[] = []
    const results = await runPhases([[[b('a1'), b('a2')], [b('b1')]]], run, (t) => printed.push(t))
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'))
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'))
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ['a1', 'passed'],
      ['a2', 'passed'],
      ['b1', 'passed'],
    ])
    // Each block's output is printed whole, under its name, with its seconds.
    expect(printed.find((t) => t.includes('=== a1'))).toMatch(/a1 said hello\n\[time\] a1: \d+ s$/)
  })

  it('a failure stops its lane, lets the other lane finish, and runs no later phase', async () => {
    const { run, log } = fakeRunner({ a1: { ms: 5, code: 1 }, a2: { ms: 5 }, b1: { ms: 20 }, c1: { ms: 5 } })
    const results = await runPhases([[[b('a1'), b('a2')], [b('b1')]], [[b('c1')]]], run, () => {})
    expect(Object.fromEntries(results.map((r) => [r.name, r.outcome]))).toEqual({
      a1: 'failed',
      a2: 'not run',
      b1: 'passed',
      c1: 'not run',
    })
    expect(log).not.toContain('start a2')
    expect(log).not.toContain('start c1')
  })
})

describe('timeTable', () => {
  it('lists every block with its seconds and outcome, then the wall clock', () => {
    const table = timeTable(
      [
        { name: 'build', seconds: 31, outcome: 'passed' },
        { name: 'vitest functions', seconds: 140, outcome: 'failed' },
      ],
      175,
    )
    expect(table.split('\n')).toEqual([
      'block               seconds  outcome',
      'build                  31 s  passed',
      'vitest functions      140 s  failed',
      'total (wall clock)    175 s',
    ])
  })
})
