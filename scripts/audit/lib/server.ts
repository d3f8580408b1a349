// Starts the local Netlify server (scripts/serve.ts: dist/, _redirects,
// _headers, functions, Blobs) on a free port for the checks that need a
// browser, and stops it (its whole process group) when they are done.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export interface LocalServer {
  origin: string
  port: number
  /** The exit code once the server has exited (crashed), else null. */
  exitCode(): number | null
  /** The last few KB the server printed. */
  output(): string
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the local server exited with code ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(url, { redirect: 'manual' })
      await res.body?.cancel()
      if (res.status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`the local server did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`)
}

/**
 * `npx tsx scripts/serve.ts` with PORT set, in its own process group so that
 * stop() ends it and its children and nothing else. `env` adds variables
 * (e.g. SERVE_PROJECT_ROOT for a temporary project).
 */
export async function startServer(
  opts: { cwd?: string; env?: Record<string, string>; serveScript?: string; timeoutMs?: number } = {},
): Promise<LocalServer> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const child = spawn('npx', ['tsx', opts.serveScript ?? 'scripts/serve.ts'], {
    cwd: opts.cwd ?? process.cwd(),
    env: { ...process.env, PORT: String(port), ...opts.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((r) => child.once('exit', () => r()))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    }, 5000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitForHttp(`${origin}/`, child, opts.timeoutMs ?? 60_000, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, port, stop, exitCode: () => child.exitCode ?? (child.signalCode ? 128 : null), output: () => output }
}
