// The scheduled sweep's time with no partial leads and with 1,000 waiting (growth sessions stopped at
// step one, saved a few minutes ago, not yet due): the index of what is due (leads/lead-store.ts)
// keeps a run's reads to the minutes since the last one, so the two should be within 20 % of each
// other. Against the real local Blobs server in a temporary folder. `npx tsx scripts/bench/sweep.ts`
// runs it alone.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openLocalStore } from '../../netlify/lib/blobs.ts'
import { leadStoreFrom, STORE_NAME } from '../../netlify/lib/leads/lead-store.ts'
import { sweep } from '../../netlify/lib/leads/lead-sweep.ts'
import { openOutbox } from '../../netlify/lib/booking/messages/site-outbox.ts'

export interface SweepTimes {
  partial: number
  /** Median ms of one sweep, over `runs` runs a minute apart. */
  medianMs: number
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timeSweeps(partial: number, runs: number): Promise<SweepTimes> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-sweep-'))
  const { store, close } = await openLocalStore(process.cwd(), STORE_NAME, dir)
  try {
    const leads = leadStoreFrom(store)
    const saved = Date.now() - 5 * 60_000
    for (let i = 0; i < partial; i++) {
      const at = new Date(saved)
      await leads.put('lead', {
        version: 1,
        form: 'growth-session',
        leadId: crypto.randomUUID(),
        submissionId: crypto.randomUUID(),
        receivedAt: at.toISOString(),
        startedAt: saved - 60_000,
        savedAt: saved,
        step: 1,
        answers: { firstName: 'Ana' },
        attribution: {},
      })
    }
    const box = openOutbox(store, { LEADS_MAIL_SINK: join(dir, 'mail') })
    // The first run reads the saves of the last hour once (new work); the runs timed are the ones after.
    await sweep(store, box, ['sink'], new Date())
    const times: number[] = []
    for (let i = 1; i <= runs; i++) {
      const started = performance.now()
      await sweep(store, box, ['sink'], new Date(Date.now() + i * 60_000))
      times.push(performance.now() - started)
    }
    return { partial, medianMs: median(times) }
  } finally {
    await close()
    await rm(dir, { recursive: true, force: true })
  }
}

/** The sweep's median time with 0 and with 1,000 partial leads waiting. */
export async function measureSweep(runs = 21): Promise<SweepTimes[]> {
  // A warm-up, so neither side pays for the first load of the code.
  await timeSweeps(0, 5)
  return [await timeSweeps(0, runs), await timeSweeps(1000, runs)]
}

export function reportSweep(times: SweepTimes[], say: (line?: string) => void) {
  say('## Scheduled sweep')
  say()
  say('| partial leads waiting | median ms per run |')
  say('| ---: | ---: |')
  for (const t of times) say(`| ${t.partial} | ${t.medianMs.toFixed(1)} |`)
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportSweep(await measureSweep(), console.log)
