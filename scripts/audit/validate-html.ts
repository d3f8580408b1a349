// HTML validation of every built page with html-validate: the rules that
// check conformance to the HTML standard (html-validate:standard) and whole
// documents (html-validate:document: doctype, heading levels, labels, broken
// aria references). Style rules (quotes, self-closing tags) are not errors.
//   npx tsx scripts/audit/validate-html.ts
import { HtmlValidate, type ConfigData } from 'html-validate'
import { loadSite } from './lib/dist.ts'
import { isMain, result, runAlone, type Check } from './lib/report.ts'

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity matters for third-party files only; ours are same-origin and content-hashed.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
}

export function validateHtml(html: string, filename = 'page.html'): string[] {
  const report = new HtmlValidate(HTML_VALIDATE_CONFIG).validateStringSync(html, filename)
  return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.message} (${m.ruleId})`))
}

export const check: Check = {
  name: 'html',
  async run({ dist, root }) {
    const site = loadSite(dist, root)
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures: string[] = []
    const byMessage = new Map<string, string[]>()
    for (const page of site.pages) {
      const report = validator.validateStringSync(page.html, page.file)
      for (const r of report.results)
        for (const m of r.messages)
          if (m.severity === 2) {
            const key = `${m.message} (${m.ruleId})`
            byMessage.set(key, [...(byMessage.get(key) ?? []), `${page.path}:${m.line}:${m.column}`])
          }
    }
    // The same component error shows on many pages: one line per message, with where it occurs.
    for (const [message, where] of byMessage) failures.push(`${message}: ${where.slice(0, 3).join(', ')}${where.length > 3 ? ` and ${where.length - 3} more` : ''}`)
    return result(failures, `${site.pages.length} pages, ${[...byMessage.values()].reduce((n, w) => n + w.length, 0)} errors`)
  },
}

if (isMain(import.meta.url)) await runAlone(check)
