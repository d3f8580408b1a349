// _redirects and _headers text for tests: Netlify's parsers read files, so
// each text is written to a file of its own in a temporary folder first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseHeaders, parseRedirects } from '../../scripts/lib/netlify-rules.ts'

const dir = mkdtempSync(join(tmpdir(), 'netlify-rules-'))
process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
let n = 0
const file = (name: string, text: string) => {
  const path = join(dir, `${++n}${name}`)
  writeFileSync(path, text)
  return path
}

export const redirectsFrom = (text: string) => parseRedirects(file('_redirects', text))
export const headersFrom = (text: string) => parseHeaders(file('_headers', text))
