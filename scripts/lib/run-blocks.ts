// Runs the blocks of `npm test` and `npm run check` (scripts/test-plan.ts): phases one after
// the other, the lanes of a phase at the same time, the blocks of a lane one after the other.
// Two lanes on a two-core machine: while one block waits on a socket (a function test on its
// Blobs server, the build on disk) the other computes. A block's output is held and printed
// whole when it ends, so two lanes never interleave their lines. Every block of a phase runs
// even when one fails (its lane stops), so one run shows every failure it can; the run fails
// at the end of a phase that had one. It ends with a table of each block's seconds.
import { spawn } from 'node:child_process'

export interface Block {
  name: string
  /** The command, run by bash from the repository's root. */
  run: string
}
/** Lanes run at the same time; the blocks of a lane in order, each only if the one before passed. */
export type Phase = Block[][]

export interface BlockResult {
  name: string
  seconds: number
  outcome: 'passed' | 'failed' | 'not run'
}

type Runner = (block: Block) => Promise<{ code: number; output: string }>

const runInBash: Runner = (block) =>
  new Promise((resolve) => {
    const child = spawn('bash', ['-c', block.run], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })

async function runLane(lane: Block[], run: Runner, print: (text: string) => void): Promise<BlockResult[]> {
  const results: BlockResult[] = []
  for (const block of lane) {
    if (results.some((r) => r.outcome !== 'passed')) {
      results.push({ name: block.name, seconds: 0, outcome: 'not run' })
      continue
    }
    const started = performance.now()
    const { code, output } = await run(block)
    const seconds = Math.round((performance.now() - started) / 1000)
    print(
      `\n=== ${block.name} (${seconds} s${code === 0 ? '' : `, exit ${code}`})\n${output.trimEnd()}\n[time] ${block.name}: ${seconds} s`,
    )
    results.push({ name: block.name, seconds, outcome: code === 0 ? 'passed' : 'failed' })
  }
  return results
}

/** Every phase in turn; stops after the first phase with a failure. */
export async function runPhases(phases: Phase[], run: Runner = runInBash, print = (t: string) => console.log(t)): Promise<BlockResult[]> {
  const results: BlockResult[] = []
  for (const phase of phases) {
    if (results.some((r) => r.outcome === 'failed')) {
      results.push(...phase.flat().map((b) => ({ name: b.name, seconds: 0, outcome: 'not run' as const })))
      continue
    }
    const started = performance.now()
    const lanes = await Promise.all(phase.map((lane) => runLane(lane, run, print)))
    results.push(...lanes.flat())
    if (phase.length > 1) print(`[time] (phase of ${phase.length} lanes: ${Math.round((performance.now() - started) / 1000)} s)`)
  }
  return results
}

/** The closing table: each block's seconds and outcome, and the wall-clock total. */
export function timeTable(results: BlockResult[], wallSeconds: number): string {
  const total = 'total (wall clock)'
  const width = Math.max(...results.map((r) => r.name.length), total.length)
  const row = (name: string, seconds: number, outcome = '') =>
    `${name.padEnd(width)}  ${String(seconds).padStart(5)} s  ${outcome}`.trimEnd()
  return [
    `${'block'.padEnd(width)}  seconds  outcome`,
    ...results.map((r) => row(r.name, r.seconds, r.outcome)),
    row(total, wallSeconds),
  ].join('\n')
}
