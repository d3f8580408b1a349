// HTML validation of every built page with html-validate: the rules that
// check conformance to the HTML standard (html-validate:standard) and whole
// documents (html-validate:document: doctype, heading levels, labels, broken
// aria references). Style rules (quotes, self-closing tags) are not errors.
// Pages are validated in worker threads (validate-html-worker.mjs), one per
// core (~0.2 s a page).
//   npx tsx scripts/audit/validate-html.ts
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ConfigData } from 'html-validate'
import { loadSite } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/audit-report.ts'

const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity matters for third-party files only; ours are same-origin and content-hashed.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
}

/** What validate-html-worker.mjs reports for each error. */
interface HtmlError {
  line: number
  column: number
  message: string
  ruleId: string
}

async function validateFiles(files: string[]): Promise<HtmlError[][]> {
  const n = Math.max(1, Math.min(availableParallelism(), files.length))
  const slices = Array.from({ length: n }, (_, i) => files.filter((_, j) => j % n === i))
  const results = await Promise.all(
    slices.map(
      (slice) =>
        new Promise<HtmlError[][]>((resolve, reject) => {
          const w = new Worker(new URL('./validate-html-worker.mjs', import.meta.url), {
            workerData: { files: slice, config: HTML_VALIDATE_CONFIG },
          })
          w.once('message', resolve)
          w.once('error', reject)
        }),
    ),
  )
  const byFile = new Map<string, HtmlError[]>()
  slices.forEach((slice, i) => slice.forEach((f, j) => byFile.set(f, results[i]![j]!)))
  return files.map((f) => byFile.get(f)!)
}

export const check: Check = {
  name: 'html',
  async run({ dist, root }) {
    const site = await loadSite(dist, root)
    const errors = await validateFiles(site.pages.map((p) => p.file))
    // The same component error shows on many pages: one line per message, with where it occurs.
    const byMessage = new Map<string, string[]>()
    site.pages.forEach((page, i) => {
      for (const e of errors[i]!) {
        const key = `${e.message} (${e.ruleId})`
        byMessage.set(key, [...(byMessage.get(key) ?? []), `${page.path}:${e.line}:${e.column}`])
      }
    })
    const failures = [...byMessage].map(
      ([message, where]) => `${message}: ${where.slice(0, 3).join(', ')}${where.length > 3 ? ` and ${where.length - 3} more` : ''}`,
    )
    return result(failures, `${site.pages.length} pages, ${errors.flat().length} errors`)
  },
}

if (isMain(import.meta.url)) await runAlone(check)
