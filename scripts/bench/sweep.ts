// The scheduled sweep's time with no partial leads and with 1,000 waiting (growth sessions stopped at
// step one, saved a few minutes ago, not yet due): the index of what is due (leads/lead-store.ts)
// keeps a run's reads to the minutes since the last one, so the two should be within 20 % of each
// other. Against the real local Blobs server in a temporary folder.
//
// One run takes tens of milliseconds, and the machine is shared: a burst of someone else's work
// lands on whichever side runs then. So both stores are set up first, warmed up, and then timed in
// turns (0, 1000, 1000, 0, ...), each the same number of runs, and each side's median is reported:
// a slow minute of the machine falls on both sides alike.
//   npx tsx scripts/bench/sweep.ts [--runs=41] [--write]   (--write: BENCHMARKS.md's sweep section only)
import { mkdtemp, rm } from 'node:fs/promises'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openLocalStore } from '../../netlify/lib/blobs.ts'
import { leadStoreFrom, STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import { sweep } from '../../netlify/lib/leads/lead-sweep.ts'
import { openOutbox } from '../../netlify/lib/site-outbox.ts'
import { percentile } from './bench-math.ts'
import { parseFlags } from '../lib/cli-flags.ts'

export interface SweepTimes {
  partial: number
  /** Median ms of one sweep, over `runs` runs a minute apart (pretend time). */
  medianMs: number
  /** The fastest and slowest quarter's edges: how noisy the machine was. */
  p25Ms: number
  p75Ms: number
  runs: number
}

/** A store with `partial` partial leads saved five minutes ago, swept once (that first run reads them: new work). */
async function sweptStore(partial: number) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-sweep-'))
  const { store, close } = await openLocalStore(process.cwd(), STORE_NAME, dir)
  const leads = leadStoreFrom(store)
  const saved = Date.now() - 5 * 60_000
  for (let i = 0; i < partial; i++)
    await leads.put('lead', {
      version: 1,
      form: 'growth-session',
      leadId: crypto.randomUUID(),
      submissionId: crypto.randomUUID(),
      receivedAt: new Date(saved).toISOString(),
      startedAt: saved - 60_000,
      savedAt: saved,
      step: 1,
      answers: { firstName: 'Ana' },
      attribution: {},
    })
  const box = openOutbox(store, { LEADS_MAIL_SINK: join(dir, 'mail') })
  await sweep(store, box, ['sink'], new Date())
  let minute = 0
  return {
    partial,
    /** One run a (pretend) minute after the last, timed. */
    async time(): Promise<number> {
      const started = performance.now()
      await sweep(store, box, ['sink'], new Date(Date.now() + ++minute * 60_000))
      return performance.now() - started
    },
    async close() {
      await close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** The sweep's median time with 0 and with 1,000 partial leads waiting, timed in turns. */
export async function measureSweep(runs = 41, warmUp = 8): Promise<SweepTimes[]> {
  const sides = [await sweptStore(0), await sweptStore(1000)]
  try {
    for (let i = 0; i < warmUp; i++) for (const s of sides) await s.time()
    const times: number[][] = sides.map(() => [])
    // ABBA order: neither side is always the one that runs right after the other.
    for (let i = 0; i < runs; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) times[k]!.push(await sides[k]!.time())
    return sides.map((s, k) => ({
      partial: s.partial,
      medianMs: percentile(times[k]!, 50),
      p25Ms: percentile(times[k]!, 25),
      p75Ms: percentile(times[k]!, 75),
      runs,
    }))
  } finally {
    for (const s of sides) await s.close()
  }
}

export function reportSweep(times: SweepTimes[], say: (line?: string) => void) {
  say('## Scheduled sweep')
  say()
  say(`Runs timed in turns after a warm-up, ${times[0]?.runs ?? 0} per side (\`npx tsx scripts/bench/sweep.ts\`).`)
  say()
  say('| partial leads waiting | median ms per run | p25 - p75 ms |')
  say('| ---: | ---: | ---: |')
  for (const t of times) say(`| ${t.partial} | ${t.medianMs.toFixed(1)} | ${t.p25Ms.toFixed(1)} - ${t.p75Ms.toFixed(1)} |`)
  const [none, many] = times
  if (none && many) {
    const ratio = many.medianMs / none.medianMs
    say()
    say(
      `With 1,000 waiting a run takes ${(ratio * 100).toFixed(0)} % of the time with none (target: within 20 %): ${Math.abs(ratio - 1) <= 0.2 ? 'ok' : 'OVER'}.`,
    )
  }
  say()
}

export const SWEEP_BEGIN = '<!-- sweep bench: begin -->'
export const SWEEP_END = '<!-- sweep bench: end -->'
const BEGIN = SWEEP_BEGIN
const END = SWEEP_END

/** Writes the sweep's section into BENCHMARKS.md between its markers (appended the first time); the rest is left as it is. */
export function writeSweepSection(section: string, file = 'BENCHMARKS.md') {
  const text = readFileSync(file, 'utf8')
  const block = `${BEGIN}\n${section.trimEnd()}\n${END}`
  const start = text.indexOf(BEGIN)
  const next = start < 0 ? `${text.trimEnd()}\n\n${block}\n` : text.slice(0, start) + block + text.slice(text.indexOf(END) + END.length)
  writeFileSync(file, next)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseFlags(
    { options: { runs: { type: 'string' }, write: { type: 'boolean' } } },
    'npx tsx scripts/bench/sweep.ts [--runs=41] [--write]',
  )
  const lines: string[] = []
  reportSweep(await measureSweep(Number(values.runs ?? 41)), (line = '') => {
    console.log(line)
    lines.push(line)
  })
  if (values.write) writeSweepSection(lines.join('\n'))
}
