// What one built page makes the browser download: its JS (entry scripts and
// module preloads, followed through static imports) and CSS, gzip-compressed.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface PageWeight {
  jsGzip: number
  cssGzip: number
  htmlGzip: number
  js: string[]
  css: string[]
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length

export function htmlFileFor(dist: string, path: string): string {
  return path === '/404' ? join(dist, '404.html') : join(dist, path, 'index.html')
}

export function pageWeight(dist: string, path: string): PageWeight {
  const html = readFileSync(htmlFileFor(dist, path), 'utf8')
  const js = new Set<string>()
  const css = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) js.add(m[1]!)
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) js.add((m[1] ?? m[2])!)
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)) css.add((m[1] ?? m[2])!)
  // Follow static imports of the entry chunks (dynamic imports load on demand and are not counted).
  const queue = [...js]
  while (queue.length) {
    const src = queue.pop()!
    const file = join(dist, src)
    if (!existsSync(file)) continue
    const code = readFileSync(file, 'utf8')
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      const dep = new URL(m[1]!, `http://x${src}`).pathname
      if (!js.has(dep)) {
        js.add(dep)
        queue.push(dep)
      }
    }
  }
  const sum = (files: Set<string>) => [...files].reduce((n, f) => (existsSync(join(dist, f)) ? n + gz(readFileSync(join(dist, f))) : n), 0)
  return { jsGzip: sum(js), cssGzip: sum(css), htmlGzip: gz(html), js: [...js], css: [...css] }
}
